import { type ConsoleDeposit, type DepositStatus, fromMinorUnits } from '@lotus/contract';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { announceSettlement, creditDeposit } from '../../wallet/deposits/settle-deposit.ts';
import { depositQueue, findDepositOrder } from './queries.ts';

export async function listDeposits(db: Database, ctx: RequestContext, status?: DepositStatus) {
  const rows = await depositQueue(db.orm, ctx.merchant.id, status);
  return {
    list: rows.map(
      (r): ConsoleDeposit => ({
        orderNo: r.order.orderNo,
        member: r.member,
        amount: fromMinorUnits(r.order.amount),
        status: r.order.status,
        channel: ctx.language === 'CN' ? r.channel.name.CN : r.channel.name.EN,
        createdAt: r.order.createdAt.getTime(),
      }),
    ),
  };
}

/**
 * Finance confirms that the money of a manual (bank transfer) order arrived: credited exactly once through the same
 * path as a provider's notification. Online orders are credited by their provider only.
 */
export async function creditManualDeposit(
  deps: { db: Database; events: EventBus },
  ctx: RequestContext,
  operatorId: number,
  orderNo: string,
) {
  const found = await findDepositOrder(deps.db.orm, ctx.merchant.id, orderNo);
  if (!found) throw new AppError('not.found');
  if (found.channel.kind !== 'bank' || found.order.status === 'credited') throw new AppError('deposit.state.invalid');
  const outcome = await deps.db.orm.transaction(async (tx) => {
    const result = await creditDeposit(tx, {
      merchantId: ctx.merchant.id,
      orderNo,
      amount: found.order.amount,
      providerRef: `finance:${operatorId}`,
      turnoverPercent: ctx.merchant.cashier.depositTurnoverPercent,
      at: ctx.now,
    });
    if (result.kind !== 'credited') throw new AppError('deposit.state.invalid');
    await recordAudit(tx, ctx, {
      event: 'console.deposit.credit',
      operatorId,
      memberId: result.order.memberId,
      detail: { orderNo, amount: result.order.amount },
    });
    return result;
  });
  await announceSettlement(deps.events, outcome);
  return { orderNo, status: outcome.order.status };
}
