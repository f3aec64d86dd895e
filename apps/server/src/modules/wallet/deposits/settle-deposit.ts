import { fromMinorUnits } from '@lotus/contract';
import type { Orm } from '../../../db/database.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import { houseAccountId, memberAccountId } from '../ledger/accounts.ts';
import { postTransfer } from '../ledger/post-transfer.ts';
import { addTurnoverRequirement } from '../turnover/turnover.ts';
import { type DepositOrderRow, findChannel, lockOrder, updateOrder } from './queries.ts';

export interface CreditInput {
  merchantId: number;
  orderNo: string;
  /** Minor units the provider collected (or finance received); it must be the order's amount. */
  amount: number;
  providerRef: string | null;
  /** The payment provider whose notification this is; absent when finance credits by hand. */
  provider?: string;
  /** The merchant's wagering requirement on deposits, in percent (see `cashierSettingsSchema`). */
  turnoverPercent: number;
  at: Date;
}

export type SettleOutcome =
  | { kind: 'credited' | 'failed'; order: DepositOrderRow }
  | { kind: 'unchanged'; order: DepositOrderRow }
  | { kind: 'unknown-order' }
  | { kind: 'amount-mismatch'; order: DepositOrderRow };

/**
 * The order, locked until the transaction ends, if whoever reports on it may settle it: a provider only orders of its
 * own channels (not bank transfers, which finance credits, nor another provider's), finance any. An order it may not
 * settle is answered like one that does not exist.
 */
async function lockOrderToSettle(tx: Orm, input: Omit<CreditInput, 'amount' | 'turnoverPercent'>) {
  const order = await lockOrder(tx, input.merchantId, input.orderNo);
  if (!order || input.provider === undefined) return order;
  const channel = await findChannel(tx, order.merchantId, order.channelId);
  return channel?.provider === input.provider ? order : null;
}

/**
 * Credits a deposit order exactly once, however often the provider repeats itself: the order row is locked, and the
 * ledger transfer's key is the order's. A payment that arrives after the order expired (or was reported failed) is
 * still money received, so it is credited. A different amount is never credited; finance looks at it.
 */
export async function creditDeposit(tx: Orm, input: CreditInput): Promise<SettleOutcome> {
  const order = await lockOrderToSettle(tx, input);
  if (!order) return { kind: 'unknown-order' };
  if (order.status === 'credited') return { kind: 'unchanged', order };
  if (order.amount !== input.amount) return { kind: 'amount-mismatch', order };
  const { transfer } = await postTransfer(tx, {
    merchantId: order.merchantId,
    fromAccountId: await houseAccountId(tx, order.merchantId, 'house:deposits'),
    toAccountId: await memberAccountId(tx, order.merchantId, order.memberId),
    amount: order.amount,
    kind: 'deposit',
    reference: `deposit:${order.orderNo}`,
    idempotencyKey: `deposit:${order.id}`,
    detail: input.providerRef ? { providerRef: input.providerRef } : {},
    at: input.at,
  });
  await addTurnoverRequirement(tx, {
    merchantId: order.merchantId,
    memberId: order.memberId,
    reference: `deposit:${order.orderNo}`,
    amount: order.amount,
    percent: input.turnoverPercent,
    at: input.at,
  });
  const credited = await updateOrder(tx, order.id, {
    status: 'credited',
    transferId: transfer.id,
    providerRef: input.providerRef ?? order.providerRef,
    settledAt: input.at,
  });
  return { kind: 'credited', order: credited };
}

/** Marks a pending order failed (the provider says the payment did not go through); anything else stays. */
export async function failDeposit(
  tx: Orm,
  input: Omit<CreditInput, 'amount' | 'turnoverPercent'>,
): Promise<SettleOutcome> {
  const order = await lockOrderToSettle(tx, input);
  if (!order) return { kind: 'unknown-order' };
  if (order.status !== 'pending') return { kind: 'unchanged', order };
  const failed = await updateOrder(tx, order.id, {
    status: 'failed',
    providerRef: input.providerRef ?? order.providerRef,
    settledAt: input.at,
  });
  return { kind: 'failed', order: failed };
}

/** Tells the member's sockets, after the commit. */
export async function announceSettlement(events: EventBus, outcome: SettleOutcome) {
  if (outcome.kind !== 'credited' && outcome.kind !== 'failed') return;
  const { order } = outcome;
  const to = { merchantId: order.merchantId, memberId: order.memberId };
  const data = { orderNo: order.orderNo, amount: fromMinorUnits(order.amount), status: order.status };
  if (outcome.kind === 'credited') {
    await events.publish(to, 'deposit.credited', data);
    await events.publish(to, 'balance.changed', { reason: 'deposit' });
  } else {
    await events.publish(to, 'deposit.failed', data);
  }
}
