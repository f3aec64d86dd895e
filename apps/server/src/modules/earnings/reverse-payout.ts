import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { memberAccountId } from '../wallet/ledger/accounts.ts';
import { postTransfer } from '../wallet/ledger/post-transfer.ts';
import { nextTransferKey, payerAccount } from './fund-payouts.ts';
import { type PayoutAuthor, payoutAction } from './payout-action.ts';
import { lockFunding, updatePayout } from './queries.ts';

/**
 * An operator reverses a payout: what reached the holder goes back to whoever paid it (the platform or the upline),
 * in one transfer under the payout's next key, its `paid` drops to 0, and nothing more is paid. A holder that no longer has the money is
 * refused and nothing changes. Audited.
 */
export function reversePayout(db: Database, clock: Clock, merchantId: number, payoutId: number, author: PayoutAuthor) {
  return payoutAction(db, merchantId, payoutId, author, 'reverse', async (tx, row) => {
    if (row.status === 'reversed') throw new AppError('earnings.payout.reversed');
    if (row.paid > 0) {
      await lockFunding(tx, merchantId);
      try {
        await postTransfer(tx, {
          merchantId,
          fromAccountId: await memberAccountId(tx, merchantId, row.memberId),
          toAccountId: await payerAccount(tx, merchantId, row.payerId),
          amount: row.paid,
          kind: row.kind === 'dividend' ? 'dividend' : 'salary',
          reference: `earnings:${row.id}`,
          idempotencyKey: nextTransferKey(row),
          detail: { payoutId: row.id, contractId: row.contractId, periodKey: row.periodKey, reversal: true },
          at: clock.now(),
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'balance.insufficient')
          throw new AppError('earnings.reverse.insufficient');
        throw error;
      }
    }
    await updatePayout(tx, row.id, {
      status: 'reversed',
      holdReason: null,
      paid: 0,
      ...(row.paid > 0 && { transferKeys: [...row.transferKeys, nextTransferKey(row)] }),
    });
    return { status: 'reversed', returned: row.paid };
  });
}
