import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { merchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import { countProgress } from './count-progress.ts';
import { keepCheck } from './keep-check.ts';
import { vipOn } from './ladder.ts';
import { countedBrands } from './queries.ts';

/**
 * `vip-count`, every 5 minutes in one process (the jobs platform's slot), for each brand that has saved a ladder and
 * runs VIP: count progress and move members up, then the keep check when a new business month has begun. A brand
 * with VIP off is left where it stands, and catches up when VIP is on again.
 */
export function vipCountJob(deps: { db: Database; events: EventBus }): Job {
  return {
    name: 'vip-count',
    pattern: '*/5 * * * *',
    async run(now) {
      let counted = 0;
      let upgraded = 0;
      let downgraded = 0;
      for (const brand of await countedBrands(deps.db.orm)) {
        const merchant = await merchantDirectory(deps.db).get(brand.code);
        if (!merchant || !vipOn(merchant)) continue;
        const run = await countProgress(deps, merchant, now);
        counted += run.counted;
        upgraded += run.upgraded;
        downgraded += (await keepCheck(deps, merchant, now)) ?? 0;
      }
      return `${counted} counted, ${upgraded} up, ${downgraded} down`;
    },
  };
}
