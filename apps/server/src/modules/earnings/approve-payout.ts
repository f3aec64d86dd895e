import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { fundPayouts, statusOf } from './fund-payouts.ts';
import { type PayoutAuthor, payoutAction } from './payout-action.ts';
import { lockPayout, merchantForEarnings, updatePayout } from './queries.ts';
import { earningsSettingsOf } from './run-period.ts';

/**
 * An operator approves a held payout (one above the brand's approval threshold, or one an operator held): it is paid
 * at once as far as its payer can, and a recompute does not hold it again. Audited.
 */
export function approvePayout(db: Database, clock: Clock, merchantId: number, payoutId: number, author: PayoutAuthor) {
  return payoutAction(db, merchantId, payoutId, author, 'approve', async (tx, row) => {
    if (row.status !== 'held') throw new AppError('earnings.payout.not.held');
    const merchant = await merchantForEarnings(tx, merchantId);
    if (!merchant) throw new AppError('not.found');
    const now = clock.now();
    await updatePayout(tx, row.id, { status: statusOf(row.paid, row.due), holdReason: null, approvedAt: now });
    const released = (await lockPayout(tx, merchantId, row.id)) as typeof row;
    const moved = await fundPayouts(tx, merchantId, [released], earningsSettingsOf(merchant).shortfall, now);
    const after = (await lockPayout(tx, merchantId, row.id)) as typeof row;
    return { status: after.status, paid: after.paid, moved };
  });
}
