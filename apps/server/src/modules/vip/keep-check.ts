import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { businessMonthOf, monthWindow, shiftMonth } from './business-month.ts';
import { SETTLE_MARGIN_MS } from './count-progress.ts';
import { announceVipChanges, noNotices, writeDowngradeMessages } from './notify.ts';
import { downgradeMembers, ladderRows, lockCounts, setReviewedMonth, tuneForCounting } from './queries.ts';

/**
 * The keep check, once a new business month has begun (past the settle margin) and the brand's last reviewed month
 * is older: every member whose level asks a monthly valid bet, who held the level before last month began and
 * settled less than it asks during last month, drops one level (see `downgradeMembers`), with an inbox message; then
 * the month is marked reviewed, in the same transaction under the brand's counting row lock, so it runs once.
 * Answers how many members dropped, or null when no check was due.
 */
export async function keepCheck(deps: { db: Database; events: EventBus }, merchant: MerchantConfig, now: Date) {
  const month = businessMonthOf(new Date(now.getTime() - SETTLE_MARGIN_MS), merchant.gmtOffsetMinutes);
  const notices = noNotices(merchant);
  const outcome = await deps.db.orm.transaction(async (tx) => {
    const counts = await lockCounts(tx, merchant.id);
    if (!counts || (counts.reviewedMonth !== null && counts.reviewedMonth >= month)) return null;
    await tuneForCounting(tx);
    const reviewed = monthWindow(shiftMonth(month, -1), merchant.gmtOffsetMinutes);
    const dropped = await downgradeMembers(tx, merchant.id, reviewed, now);
    const ladder = await ladderRows(tx, merchant.id);
    await writeDowngradeMessages(tx, notices, ladder, dropped, now);
    await setReviewedMonth(tx, merchant.id, month);
    return { dropped: dropped.length, ladder };
  });
  if (!outcome) return null;
  await announceVipChanges(deps, notices, outcome.ladder, now);
  return outcome.dropped;
}
