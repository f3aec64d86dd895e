import { fromMinorUnits, isTrialType, type MemberTransferResult } from '@lotus/contract';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { newToken } from '../../../platform/secrets.ts';
import { checkPaymentPassword } from '../../member/payment-password.ts';
import { memberAccountId } from '../ledger/accounts.ts';
import { postTransfer } from '../ledger/post-transfer.ts';
import { refuseWhileBonusWagered } from '../turnover/turnover.ts';
import { findParty, findPartyByUsername } from './queries.ts';

export interface MemberTransferInput {
  toUsername: string;
  /** Minor units. */
  amount: number;
  paymentPassword: string;
  clientKey?: string;
}

/**
 * Sends money from the member's main wallet to the direct upline's or a direct downline's (spec §6), after the
 * payment password. Anyone else (or nobody) is the same refusal, so the answer does not tell who exists.
 */
export async function transferToMember(
  deps: { db: Database; events: EventBus },
  ctx: RequestContext,
  memberId: number,
  input: MemberTransferInput,
): Promise<MemberTransferResult> {
  const orm = deps.db.orm;
  const merchantId = ctx.merchant.id;
  const me = await findParty(orm, merchantId, memberId);
  if (!me) throw new AppError('login.not.session');
  const target = await findPartyByUsername(orm, merchantId, input.toUsername);
  const related = target && (target.id === me.parentId || target.parentId === me.id);
  if (!target || !related || target.id === me.id || target.status !== 'active' || isTrialType(target.type)) {
    throw new AppError('transfer.target.invalid');
  }
  await checkPaymentPassword(orm, ctx, me, input.paymentPassword, 'transfer.password.failed');

  const { transfer, replayed } = await orm.transaction(async (tx) => {
    const from = await memberAccountId(tx, merchantId, me.id);
    const to = await memberAccountId(tx, merchantId, target.id);
    const result = await postTransfer(tx, {
      merchantId,
      fromAccountId: from,
      toAccountId: to,
      amount: input.amount,
      kind: 'transfer',
      reference: `transfer:${me.username}>${target.username}`,
      // Without the player's key each press is its own transfer.
      idempotencyKey: `transfer:${me.id}:${input.clientKey ?? newToken()}`,
      detail: { from: me.username, to: target.username },
      at: ctx.now,
    });
    if (!result.replayed) {
      await refuseWhileBonusWagered(tx, merchantId, me.id);
      await recordAudit(tx, ctx, {
        event: 'wallet.transfer',
        memberId: me.id,
        detail: { to: target.username, amount: input.amount, transferId: result.transfer.id },
      });
    }
    return result;
  });

  if (!replayed) {
    const amount = fromMinorUnits(transfer.amount);
    await deps.events.publish({ merchantId, memberId: me.id }, 'balance.changed', { reason: 'transfer' });
    await deps.events.publish({ merchantId, memberId: target.id }, 'balance.changed', { reason: 'transfer' });
    await deps.events.publish({ merchantId, memberId: target.id }, 'transfer.received', {
      fromUsername: me.username,
      amount,
    });
  }
  return {
    transferId: transfer.id,
    toUsername: target.username,
    amount: fromMinorUnits(transfer.amount),
    balanceAfter: fromMinorUnits(transfer.fromBalanceAfter),
    createdAt: transfer.createdAt.getTime(),
  };
}
