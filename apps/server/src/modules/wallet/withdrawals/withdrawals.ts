import {
  businessDateOf,
  businessDayStart,
  fromMinorUnits,
  type Withdrawal,
  type WithdrawalSettings,
} from '@lotus/contract';
import type { Database, Orm } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { randomDigits } from '../../../platform/secrets.ts';
import { findUpload } from '../../../platform/uploads/uploads.ts';
import { checkPaymentPassword } from '../../member/payment-password.ts';
import { findLiveBankAccount, memberBanking } from '../bank-accounts/queries.ts';
import { houseAccountId, memberAccountId } from '../ledger/accounts.ts';
import { postTransfer } from '../ledger/post-transfer.ts';
import { findMemberAccount } from '../ledger/queries.ts';
import { outstandingTurnover } from '../turnover/turnover.ts';
import {
  countRequests,
  findByClientKey,
  insertWithdrawal,
  isMemberProof,
  proofIdsOf,
  recentWithdrawals,
} from './queries.ts';
import { withdrawalView } from './withdrawal-view.ts';

const DAY = 86_400_000;

/** The merchant's business day the request falls in, as instants. */
function today(ctx: RequestContext) {
  const start = businessDayStart(
    businessDateOf(ctx.now.getTime(), ctx.merchant.gmtOffsetMinutes),
    ctx.merchant.gmtOffsetMinutes,
  );
  return { from: new Date(start), until: new Date(start + DAY) };
}

export async function withdrawalSettings(orm: Orm, ctx: RequestContext, memberId: number): Promise<WithdrawalSettings> {
  const rules = ctx.merchant.cashier;
  const { from, until } = today(ctx);
  const [made, wallet, me, turnover] = await Promise.all([
    countRequests(orm, ctx.merchant.id, memberId, from, until),
    findMemberAccount(orm, ctx.merchant.id, memberId, 'main'),
    memberBanking(orm, ctx.merchant.id, memberId, false),
    outstandingTurnover(orm, ctx.merchant.id, memberId),
  ]);
  return {
    minAmount: fromMinorUnits(rules.withdrawMin),
    maxAmount: fromMinorUnits(rules.withdrawMax),
    dailyCount: rules.withdrawDailyCount,
    remainingToday: Math.max(0, rules.withdrawDailyCount - made),
    available: fromMinorUnits(wallet?.balance ?? 0),
    hasPaymentPassword: Boolean(me?.paymentPasswordHash),
    turnoverRemaining: fromMinorUnits(turnover),
  };
}

export interface WithdrawInput {
  bankAccountId: number;
  /** Minor units. */
  amount: number;
  paymentPassword: string;
  clientKey?: string;
}

/**
 * A withdrawal request (DOMAIN.md "Money"): to one of the member's own bank accounts, within the merchant's limits
 * and daily count, once deposits' and bonuses' wagering is met, after the payment password. The amount leaves the wallet for the house's withdrawals in transit
 * in the same transaction as the order, so it cannot be spent twice; finance pays it or refunds it.
 */
export async function requestWithdrawal(
  deps: { db: Database; events: EventBus },
  ctx: RequestContext,
  memberId: number,
  input: WithdrawInput,
): Promise<Withdrawal> {
  const orm = deps.db.orm;
  const merchantId = ctx.merchant.id;
  const rules = ctx.merchant.cashier;
  const bank = await findLiveBankAccount(orm, merchantId, memberId, input.bankAccountId);
  if (!bank) throw new AppError('not.found');
  if (input.amount < rules.withdrawMin || input.amount > rules.withdrawMax) {
    throw new AppError('withdraw.amount.out.of.range', {
      min: fromMinorUnits(rules.withdrawMin),
      max: fromMinorUnits(rules.withdrawMax),
    });
  }
  const me = await memberBanking(orm, merchantId, memberId, false);
  if (!me) throw new AppError('login.not.session');
  await checkPaymentPassword(orm, ctx, me, input.paymentPassword, 'withdraw.password.failed');

  const { order, created } = await orm.transaction(async (tx) => {
    // One request of a member at a time: the daily count and the key check see every earlier one.
    await memberBanking(tx, merchantId, memberId, true);
    if (input.clientKey) {
      const earlier = await findByClientKey(tx, merchantId, memberId, input.clientKey);
      if (earlier) {
        if (earlier.amount !== input.amount || earlier.bankAccountId !== bank.id) {
          throw new AppError('idempotency.conflict');
        }
        return { order: earlier, created: false };
      }
    }
    const { from, until } = today(ctx);
    if ((await countRequests(tx, merchantId, memberId, from, until)) >= rules.withdrawDailyCount) {
      throw new AppError('withdraw.daily.limit');
    }
    const turnover = await outstandingTurnover(tx, merchantId, memberId);
    if (turnover > 0) throw new AppError('withdraw.turnover.unmet', { remaining: fromMinorUnits(turnover) });
    const orderNo = `W${ctx.now.toISOString().slice(0, 10).replaceAll('-', '')}${randomDigits(10)}`;
    const { transfer } = await postTransfer(tx, {
      merchantId,
      fromAccountId: await memberAccountId(tx, merchantId, memberId),
      toAccountId: await houseAccountId(tx, merchantId, 'house:withdrawals-in-transit'),
      amount: input.amount,
      kind: 'withdrawal',
      reference: `withdrawal:${orderNo}`,
      idempotencyKey: `withdrawal:${orderNo}`,
      at: ctx.now,
    });
    const row = await insertWithdrawal(tx, {
      merchantId,
      memberId,
      bankAccountId: bank.id,
      orderNo,
      amount: input.amount,
      clientKey: input.clientKey ?? null,
      requestTransferId: transfer.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await recordAudit(tx, ctx, { event: 'withdrawal.requested', memberId, detail: { orderNo, amount: input.amount } });
    return { order: row, created: true };
  });
  if (created) await deps.events.publish({ merchantId, memberId }, 'balance.changed', { reason: 'withdrawal' });
  return withdrawalView(order, bank);
}

export async function listWithdrawals(orm: Orm, ctx: RequestContext, memberId: number) {
  const rows = await recentWithdrawals(orm, ctx.merchant.id, memberId, 20);
  const proofs = await proofIdsOf(
    orm,
    rows.filter((r) => r.order.receipt !== null).map((r) => r.order.id),
  );
  return { list: rows.map((r) => withdrawalView(r.order, r.bank, proofs.get(r.order.id) ?? [])) };
}

/** One of the member's own proof images; anyone else's is "not found", so ids reveal nothing. */
export async function withdrawalProof(orm: Orm, ctx: RequestContext, memberId: number, uploadId: string) {
  const image = (await isMemberProof(orm, ctx.merchant.id, memberId, uploadId))
    ? await findUpload(orm, ctx.merchant.id, uploadId)
    : null;
  if (!image) throw new AppError('not.found');
  return image;
}
