import { DEPOSIT_ORDER_MINUTES, type DepositOrder } from '@lotus/contract';
import { AppError } from '../../../platform/app-error.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { randomDigits } from '../../../platform/secrets.ts';
import type { DepositDeps } from './deposit-deps.ts';
import { orderView } from './deposit-view.ts';
import {
  type DepositChannelRow,
  type DepositOrderRow,
  findChannel,
  findOrderByClientKey,
  insertOrder,
} from './queries.ts';

export interface CreateDepositInput {
  channelId: number;
  /** Minor units. */
  amount: number;
  /** The player's Idempotency-Key: a repeat answers the same order. */
  clientKey?: string;
}

/** `D` + the UTC date + 10 random digits: unique per merchant (a clash is retried), unguessable enough to show. */
const newOrderNo = (now: Date) => `D${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomDigits(10)}`;

/**
 * The provider page for a pending online order, built afresh whenever the order is shown. The provider posts its
 * notification to, and sends the player back to, the brand's configured site: never a host the request named.
 */
export function payUrlFor(deps: DepositDeps, ctx: RequestContext, channel: DepositChannelRow, order: DepositOrderRow) {
  if (channel.kind !== 'online' || !channel.provider) return null;
  const provider = deps.providers.get(channel.provider);
  if (!provider) return null;
  const code = ctx.merchant.code;
  return provider.paymentUrl({
    merchantCode: code,
    orderNo: order.orderNo,
    amount: order.amount,
    currency: ctx.merchant.currency,
    notifyUrl: `${ctx.baseUrl}/payments/${provider.code}/${encodeURIComponent(code)}/notify`,
    returnUrl: `${ctx.baseUrl}/member?tab=depositv2&order=${encodeURIComponent(order.orderNo)}`,
    expiresAt: order.expiresAt,
  });
}

function sameRequest(order: DepositOrderRow, input: CreateDepositInput) {
  if (order.channelId !== input.channelId || order.amount !== input.amount) throw new AppError('idempotency.conflict');
}

/**
 * POST deposit: a pending order on an enabled channel, within its limits. Online channels answer the provider's
 * page; manual ones the instructions. Nothing moves in the ledger until the order is credited.
 */
export async function createDeposit(
  deps: DepositDeps,
  ctx: RequestContext,
  memberId: number,
  input: CreateDepositInput,
): Promise<DepositOrder> {
  const orm = deps.db.orm;
  const channel = await findChannel(orm, ctx.merchant.id, input.channelId);
  const usable = channel?.enabled && (channel.kind !== 'online' || deps.providers.has(channel.provider ?? ''));
  if (!channel || !usable) throw new AppError('deposit.channel.unavailable');
  if (input.amount < channel.minAmount || input.amount > channel.maxAmount) {
    throw new AppError('deposit.amount.out.of.range', { min: channel.minAmount / 100, max: channel.maxAmount / 100 });
  }
  const view = (order: DepositOrderRow) =>
    orderView(order, channel, ctx.language, ctx.now, payUrlFor(deps, ctx, channel, order));

  if (input.clientKey) {
    const earlier = await findOrderByClientKey(orm, ctx.merchant.id, memberId, input.clientKey);
    if (earlier) {
      sameRequest(earlier, input);
      return view(earlier);
    }
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const order = await insertOrder(orm, {
      merchantId: ctx.merchant.id,
      memberId,
      channelId: channel.id,
      orderNo: newOrderNo(ctx.now),
      amount: input.amount,
      clientKey: input.clientKey ?? null,
      createdAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + DEPOSIT_ORDER_MINUTES * 60_000),
    });
    if (order) return view(order);
    // Either the same key made an order a moment ago (answer it), or the order number clashed (try another).
    if (input.clientKey) {
      const twin = await findOrderByClientKey(orm, ctx.merchant.id, memberId, input.clientKey);
      if (twin) {
        sameRequest(twin, input);
        return view(twin);
      }
    }
  }
  throw new Error('could not allocate a deposit order number');
}
