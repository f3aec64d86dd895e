import {
  fromMinorUnits,
  type Withdrawal,
  type WithdrawalReceipt,
  type WithdrawalReceiptRequest,
  type WithdrawalStatus,
} from '@lotus/contract';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import type { ImagePart } from '../../../platform/uploads/image-parts.ts';
import { storeUpload } from '../../../platform/uploads/uploads.ts';
import { findBankAccount } from '../bank-accounts/queries.ts';
import { insertProofs, lockWithdrawal, proofIdsOf, updateWithdrawal, type WithdrawalOrderRow } from './queries.ts';
import { withdrawalView } from './withdrawal-view.ts';

/** What the player's answer makes of a paid withdrawal: all of it arrived closes it; less leaves a shortfall. */
export function receiptOutcome(amount: number, answer: Answer): { status: WithdrawalStatus; receivedAmount: number } {
  const receivedAmount =
    answer.receipt === 'fully-received' ? amount : answer.receipt === 'received' ? answer.receivedAmount : 0;
  if (receivedAmount > amount) throw new AppError('withdraw.received.too.much');
  return { status: receivedAmount === amount ? 'received' : 'not-received', receivedAmount };
}

/** The player's answer as parsed by the contract (amounts in minor units). */
export type Answer = WithdrawalReceiptRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'orderNo'>
    : never
  : never;

const sameAnswer = (row: WithdrawalOrderRow, answer: Answer, receivedAmount: number) =>
  row.receipt === answer.receipt && row.receivedAmount === receivedAmount;

/**
 * The player's confirmation of a paid withdrawal (spec §4): fully received, received with the amount that arrived, or
 * not received, with up to 3 proof images when something is missing. Money does not move: it left with the payment;
 * a shortfall goes to finance, who forces it received or refunds the rest. Sending the same answer again (a double
 * click, a retry after a lost response) answers as the first time and stores nothing more.
 */
export async function confirmWithdrawalReceipt(
  db: Database,
  ctx: RequestContext,
  memberId: number,
  orderNo: string,
  answer: Answer,
  images: ImagePart[],
): Promise<Withdrawal> {
  const merchantId = ctx.merchant.id;
  const order = await db.orm.transaction(async (tx) => {
    const row = await lockWithdrawal(tx, merchantId, orderNo, memberId);
    if (!row) throw new AppError('not.found');
    const outcome = receiptOutcome(row.amount, answer);
    if (row.status !== 'paid') {
      if (sameAnswer(row, answer, outcome.receivedAmount)) return row;
      throw new AppError('withdraw.state.invalid', { status: row.status });
    }
    // Proof backs a shortfall; an image sent with "all arrived" would be kept for nothing.
    if (outcome.status === 'received' && images.length > 0) throw new AppError('request.invalid');
    const uploadIds: string[] = [];
    for (const image of images) {
      uploadIds.push(await storeUpload(tx, { merchantId, memberId }, 'withdrawal-proof', image, ctx.now));
    }
    await insertProofs(tx, row.id, uploadIds);
    const updated = await updateWithdrawal(tx, row.id, {
      status: outcome.status,
      receipt: answer.receipt,
      receivedAmount: outcome.receivedAmount,
      receiptAt: ctx.now,
      updatedAt: ctx.now,
    });
    await recordAudit(tx, ctx, {
      event: 'withdrawal.receipt',
      memberId,
      detail: { orderNo, receipt: answer.receipt, receivedAmount: outcome.receivedAmount, proofs: uploadIds.length },
    });
    return updated;
  });
  const [bank, proofs] = await Promise.all([
    findBankAccount(db.orm, order.bankAccountId),
    proofIdsOf(db.orm, [order.id]),
  ]);
  if (!bank) throw new Error(`bank account ${order.bankAccountId} of withdrawal ${order.orderNo} is missing`);
  return withdrawalView(order, bank, proofs.get(order.id) ?? []);
}

/** The receipt settled without the player's answer: the auto-confirm or finance forcing it. */
export function settledReceipt(
  order: WithdrawalOrderRow,
  receipt: Extract<WithdrawalReceipt, 'auto' | 'forced'>,
  at: Date,
) {
  return { status: 'received' as const, receipt, receivedAmount: order.amount, receiptAt: at, updatedAt: at };
}

export const receivedEventData = (order: WithdrawalOrderRow) => ({
  orderNo: order.orderNo,
  amount: fromMinorUnits(order.amount),
  receipt: order.receipt ?? 'forced',
});
