import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { endBonus } from './forfeit-bonus.ts';
import { completeWageredBonuses, expiredBonuses, lockBonus, lockMemberPromotions } from './queries.ts';

const BATCH = 200;

/**
 * Every minute, in one process: bonuses whose wagering is done are marked completed, and active bonuses past their
 * expiry end as the member was told before joining: what is left of the bonus goes back and its requirement with it.
 * Each bonus ends in its own transaction under the member's lock and the bonus's row lock, so a forfeit or a
 * second run at the same moment finds it ended and does nothing.
 */
export function bonusExpiryJob(deps: { db: Database; events: EventBus }): Job {
  return {
    name: 'bonus-expiry',
    pattern: '* * * * *',
    async run(now) {
      const completed = await completeWageredBonuses(deps.db.orm, now);
      let expired = 0;
      for (const due of await expiredBonuses(deps.db.orm, now, BATCH)) {
        const ended = await deps.db.orm.transaction(async (tx) => {
          await lockMemberPromotions(tx, due.memberId);
          const bonus = await lockBonus(tx, due.merchantId, due.id);
          if (bonus?.status !== 'active') return null;
          return endBonus(tx, bonus, 'expired', now);
        });
        if (ended?.status !== 'expired') continue;
        expired += 1;
        const to = { merchantId: due.merchantId, memberId: due.memberId };
        if (ended.forfeited > 0) await deps.events.publish(to, 'balance.changed', { reason: 'bonus' });
        await deps.events.publish(to, 'promotion.available', {});
      }
      return `${completed} completed, ${expired} expired`;
    },
  };
}
