import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { announceVipChanges, noNotices, writeUpgradeMessages } from './notify.ts';
import { countAndUpgrade, ladderRows, lockCounts, setCountedUntil, tuneForCounting } from './queries.ts';

/**
 * Bets stamped settled just before now may still be committing when the count reads: counting stops this far behind
 * the clock, and the next run starts where this one stopped, so such a bet is counted by the next run, never missed.
 */
export const SETTLE_MARGIN_MS = 60_000;

/**
 * One counting run of a brand: under the brand's counting row lock, the valid bet of the bets settled and the
 * deposits credited since the last run (up to now less the margin) join each member's progress, every member counted
 * whose progress now meets a higher level moves up (with a change row and an inbox message), and the count advances,
 * all in one transaction; the sockets hear of it after the commit. A second process running at the same moment waits for
 * the lock, then finds nothing left to count. Answers how many members it counted and moved.
 */
export async function countProgress(deps: { db: Database; events: EventBus }, merchant: MerchantConfig, now: Date) {
  const cutoff = new Date(now.getTime() - SETTLE_MARGIN_MS);
  const notices = noNotices(merchant);
  const outcome = await deps.db.orm.transaction(async (tx) => {
    const counts = await lockCounts(tx, merchant.id);
    if (!counts || counts.countedUntil >= cutoff) return null;
    await tuneForCounting(tx);
    const { counted, moved } = await countAndUpgrade(tx, merchant.id, counts.countedUntil, cutoff, now);
    const ladder = await ladderRows(tx, merchant.id);
    await writeUpgradeMessages(tx, notices, ladder, moved, now);
    await setCountedUntil(tx, merchant.id, cutoff);
    return { counted, upgraded: moved.length, ladder };
  });
  if (!outcome) return { counted: 0, upgraded: 0 };
  await announceVipChanges(deps, notices, outcome.ladder, now);
  return { counted: outcome.counted, upgraded: outcome.upgraded };
}
