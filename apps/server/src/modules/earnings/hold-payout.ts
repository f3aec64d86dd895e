import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { type PayoutAuthor, payoutAction } from './payout-action.ts';
import { updatePayout } from './queries.ts';

/** An operator holds a payout not yet paid in full: runs stop paying it until it is approved. Audited. */
export function holdPayout(db: Database, merchantId: number, payoutId: number, author: PayoutAuthor) {
  return payoutAction(db, merchantId, payoutId, author, 'hold', async (tx, row) => {
    if (row.status === 'held') return { status: row.status };
    if (row.status !== 'pending' && row.status !== 'partial' && row.status !== 'insufficient')
      throw new AppError('earnings.payout.not.holdable');
    await updatePayout(tx, row.id, { status: 'held', holdReason: 'operator' });
    return { status: 'held' };
  });
}
