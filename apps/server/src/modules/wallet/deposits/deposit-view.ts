import { type DepositChannel, type DepositOrder, fromMinorUnits, type Language } from '@lotus/contract';
import type { DepositChannelRow, DepositOrderRow } from './queries.ts';

const text = (value: { EN: string; CN: string }, language: Language) => (language === 'CN' ? value.CN : value.EN);

export function channelView(channel: DepositChannelRow, language: Language): DepositChannel {
  return {
    id: channel.id,
    kind: channel.kind,
    name: text(channel.name, language),
    minAmount: fromMinorUnits(channel.minAmount),
    maxAmount: fromMinorUnits(channel.maxAmount),
    instructions: text(channel.instructions, language),
  };
}

/** An order as the player sees it; a pending order past its time shows as expired. */
export function orderView(
  order: DepositOrderRow,
  channel: DepositChannelRow,
  language: Language,
  now: Date,
  payUrl: string | null,
): DepositOrder {
  const expired = order.status === 'pending' && now.getTime() > order.expiresAt.getTime();
  return {
    orderNo: order.orderNo,
    channelId: channel.id,
    kind: channel.kind,
    amount: fromMinorUnits(order.amount),
    status: expired ? 'expired' : order.status,
    payUrl: order.status === 'pending' && !expired ? payUrl : null,
    instructions: text(channel.instructions, language),
    createdAt: order.createdAt.getTime(),
    expiresAt: order.expiresAt.getTime(),
    creditedAt: order.status === 'credited' && order.settledAt ? order.settledAt.getTime() : null,
  };
}
