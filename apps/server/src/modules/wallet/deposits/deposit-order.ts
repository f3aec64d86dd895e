import type { DepositOrder } from '@lotus/contract';
import { AppError } from '../../../platform/app-error.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { payUrlFor } from './create-deposit.ts';
import type { DepositDeps } from './deposit-deps.ts';
import { orderView } from './deposit-view.ts';
import { findChannel, findMemberOrder } from './queries.ts';

/** One of the member's own deposit orders; anyone else's is not found. */
export async function depositOrder(
  deps: DepositDeps,
  ctx: RequestContext,
  memberId: number,
  orderNo: string,
): Promise<DepositOrder> {
  const order = await findMemberOrder(deps.db.orm, ctx.merchant.id, memberId, orderNo);
  const channel = order ? await findChannel(deps.db.orm, ctx.merchant.id, order.channelId) : null;
  if (!order || !channel) throw new AppError('not.found');
  return orderView(order, channel, ctx.language, ctx.now, payUrlFor(deps, ctx, channel, order));
}
