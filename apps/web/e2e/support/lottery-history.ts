import { ne } from 'drizzle-orm';
import { lotteryPeriods } from '../../../server/src/db/schema.ts';
import type { Site } from './site.ts';

/** Minutes of draws a lottery page is shown with: 40 draws of the 1-minute game, enough for its results to scroll. */
export const HISTORY_MINUTES = 40;

/**
 * Gives the site's lottery the draws players see on a running site: the server's clock moves on `minutes`, and the
 * draw loop (every second) catches up with the periods that passed, a hundred a second. Returns once the count of
 * drawn periods has grown by the ones due and stopped growing. Do it before anyone signs in (sessions follow the clock).
 */
export async function withDrawHistory(site: Site, minutes = HISTORY_MINUTES) {
  const drawn = async () =>
    (
      await site.server.db.orm
        .select({ id: lotteryPeriods.id })
        .from(lotteryPeriods)
        .where(ne(lotteryPeriods.status, 'open'))
    ).length;
  const before = await drawn();
  await site.advanceClock(minutes * 60_000);
  let last = -1;
  for (let i = 0; i < 100; i++) {
    const now = await drawn();
    // The 1-minute games alone draw `minutes` periods each.
    if (now === last && now >= before + minutes) return;
    last = now;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the lottery did not catch up: ${last - before} periods drawn`);
}
