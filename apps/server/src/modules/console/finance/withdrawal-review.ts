import { type ConsoleWithdrawal, fromMinorUnits, type WithdrawalStatus } from '@lotus/contract';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { findUpload } from '../../../platform/uploads/uploads.ts';
import { maskAccountNo } from '../../wallet/bank-accounts/bank-accounts.ts';
import { houseAccountId, memberAccountId } from '../../wallet/ledger/accounts.ts';
import { postTransfer } from '../../wallet/ledger/post-transfer.ts';
import { lockWithdrawal, proofIdsOf, updateWithdrawal } from '../../wallet/withdrawals/queries.ts';
import { receivedEventData, settledReceipt } from '../../wallet/withdrawals/withdrawal-receipt.ts';
import { receiptView } from '../../wallet/withdrawals/withdrawal-view.ts';
import { withdrawalQueue } from './queries.ts';

export async function listWithdrawals(db: Database, merchantId: number, status?: WithdrawalStatus) {
  const rows = await withdrawalQueue(db.orm, merchantId, status);
  const proofs = await proofIdsOf(
    db.orm,
    rows.filter((r) => r.order.receipt !== null).map((r) => r.order.id),
  );
  return {
    list: rows.map(
      (r): ConsoleWithdrawal => ({
        orderNo: r.order.orderNo,
        member: r.member,
        amount: fromMinorUnits(r.order.amount),
        status: r.order.status,
        bankName: r.bank.bankName,
        accountNo: maskAccountNo(r.bank.accountNo),
        holderName: r.bank.holderName,
        createdAt: r.order.createdAt.getTime(),
        rejectReason: r.order.rejectReason,
        ...receiptView(r.order, proofs.get(r.order.id) ?? []),
      }),
    ),
  };
}

type Decision =
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string }
  | { kind: 'pay' }
  | { kind: 'force-received' }
  | { kind: 'refund' };

/**
 * Which states each decision may start from (DOMAIN.md "Money"): finance approves, then pays, or rejects; after
 * payment it may force "received" (no answer yet, or a shortfall it has proof was paid) or refund a shortfall.
 */
const allowedFrom: Record<Decision['kind'], WithdrawalStatus[]> = {
  approve: ['pending'],
  reject: ['pending', 'approved'],
  pay: ['approved'],
  'force-received': ['paid', 'not-received'],
  refund: ['not-received'],
};

const MINUTE = 60_000;

/**
 * Finance's decision on a withdrawal, in one transaction with its money: approving moves nothing; rejecting refunds
 * the amount held in transit to the member; paying moves it to the house's paid withdrawals. A decision that the
 * order's state no longer allows (two operators at once, a repeat) is 409 and changes nothing.
 */
export async function reviewWithdrawal(
  deps: { db: Database; events: EventBus },
  ctx: RequestContext,
  operatorId: number,
  orderNo: string,
  decision: Decision,
) {
  const merchantId = ctx.merchant.id;
  const order = await deps.db.orm.transaction(async (tx) => {
    const row = await lockWithdrawal(tx, merchantId, orderNo);
    if (!row) throw new AppError('not.found');
    if (!allowedFrom[decision.kind].includes(row.status))
      throw new AppError('withdraw.state.invalid', { status: row.status });
    const inTransit = await houseAccountId(tx, merchantId, 'house:withdrawals-in-transit');
    let values: Parameters<typeof updateWithdrawal>[2];
    if (decision.kind === 'approve') values = { status: 'approved', updatedAt: ctx.now };
    else if (decision.kind === 'reject') {
      await postTransfer(tx, {
        merchantId,
        fromAccountId: inTransit,
        toAccountId: await memberAccountId(tx, merchantId, row.memberId),
        amount: row.amount,
        kind: 'withdrawal',
        reference: `withdrawal-refund:${row.orderNo}`,
        idempotencyKey: `withdrawal-refund:${row.orderNo}`,
        at: ctx.now,
      });
      values = { status: 'rejected', rejectReason: decision.reason, updatedAt: ctx.now };
    } else if (decision.kind === 'pay') {
      await postTransfer(tx, {
        merchantId,
        fromAccountId: inTransit,
        toAccountId: await houseAccountId(tx, merchantId, 'house:withdrawals-paid'),
        amount: row.amount,
        kind: 'withdrawal',
        reference: `withdrawal-paid:${row.orderNo}`,
        idempotencyKey: `withdrawal-paid:${row.orderNo}`,
        at: ctx.now,
      });
      const confirmBy = new Date(ctx.now.getTime() + ctx.merchant.cashier.withdrawAutoConfirmMinutes * MINUTE);
      values = { status: 'paid', confirmBy, updatedAt: ctx.now };
    } else if (decision.kind === 'refund') {
      // The part the player did not receive goes back to their wallet; what did arrive stays paid.
      await postTransfer(tx, {
        merchantId,
        fromAccountId: await houseAccountId(tx, merchantId, 'house:withdrawals-paid'),
        toAccountId: await memberAccountId(tx, merchantId, row.memberId),
        amount: row.amount - (row.receivedAmount ?? 0),
        kind: 'withdrawal',
        reference: `withdrawal-shortfall:${row.orderNo}`,
        idempotencyKey: `withdrawal-shortfall:${row.orderNo}`,
        at: ctx.now,
      });
      values = { status: 'refunded', updatedAt: ctx.now };
    } else values = settledReceipt(row, 'forced', ctx.now);
    const updated = await updateWithdrawal(tx, row.id, values);
    await recordAudit(tx, ctx, {
      event: `console.withdrawal.${decision.kind}`,
      operatorId,
      memberId: row.memberId,
      detail: {
        orderNo,
        amount: row.amount,
        ...(decision.kind === 'reject' ? { reason: decision.reason } : {}),
        ...(row.receivedAmount === null ? {} : { receivedAmount: row.receivedAmount }),
      },
    });
    return updated;
  });

  const to = { merchantId, memberId: order.memberId };
  const data = { orderNo: order.orderNo, amount: fromMinorUnits(order.amount), status: order.status };
  if (decision.kind === 'approve') await deps.events.publish(to, 'withdrawal.approved', data);
  if (decision.kind === 'reject') {
    await deps.events.publish(to, 'withdrawal.rejected', { ...data, reason: decision.reason });
    await deps.events.publish(to, 'balance.changed', { reason: 'withdrawal' });
  }
  if (decision.kind === 'pay' && order.confirmBy) {
    await deps.events.publish(to, 'withdrawal.confirm-requested', {
      orderNo: order.orderNo,
      amount: data.amount,
      confirmBy: order.confirmBy.getTime(),
      minutesLeft: ctx.merchant.cashier.withdrawAutoConfirmMinutes,
    });
  }
  if (decision.kind === 'force-received')
    await deps.events.publish(to, 'withdrawal.received', receivedEventData(order));
  if (decision.kind === 'refund') await deps.events.publish(to, 'balance.changed', { reason: 'withdrawal' });
  return { orderNo: order.orderNo, status: order.status };
}

/** A proof image a player attached to a withdrawal of this merchant. */
export async function withdrawalProofImage(db: Database, merchantId: number, uploadId: string) {
  const image = await findUpload(db.orm, merchantId, uploadId);
  if (image?.purpose !== 'withdrawal-proof') throw new AppError('not.found');
  return image;
}
