import { type ConsoleWithdrawal, fromMinorUnits, type WithdrawalStatus } from '@lotus/contract';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { maskAccountNo } from '../../wallet/bank-accounts/bank-accounts.ts';
import { houseAccountId, memberAccountId } from '../../wallet/ledger/accounts.ts';
import { postTransfer } from '../../wallet/ledger/post-transfer.ts';
import { lockWithdrawal, updateWithdrawal, withdrawalQueue } from './queries.ts';

export async function listWithdrawals(db: Database, merchantId: number, status?: WithdrawalStatus) {
  const rows = await withdrawalQueue(db.orm, merchantId, status);
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
      }),
    ),
  };
}

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string } | { kind: 'pay' };

/** Which states each decision may start from (DOMAIN.md "Money": finance approves, then pays, or rejects). */
const allowedFrom: Record<Decision['kind'], WithdrawalStatus[]> = {
  approve: ['pending'],
  reject: ['pending', 'approved'],
  pay: ['approved'],
};

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
    if (decision.kind === 'reject') {
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
    }
    if (decision.kind === 'pay') {
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
    }
    const status: WithdrawalStatus =
      decision.kind === 'approve' ? 'approved' : decision.kind === 'reject' ? 'rejected' : 'paid';
    const updated = await updateWithdrawal(tx, row.id, {
      status,
      rejectReason: decision.kind === 'reject' ? decision.reason : row.rejectReason,
      updatedAt: ctx.now,
    });
    await recordAudit(tx, ctx, {
      event: `console.withdrawal.${decision.kind}`,
      operatorId,
      memberId: row.memberId,
      detail: { orderNo, amount: row.amount, ...(decision.kind === 'reject' ? { reason: decision.reason } : {}) },
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
  if (decision.kind === 'pay') await deps.events.publish(to, 'withdrawal.confirm-requested', data);
  return { orderNo: order.orderNo, status: order.status };
}
