/** Server → client socket messages are `{type, data, at}` (API.md "Socket events"). */
export const socketEvents = [
  'balance.changed',
  'inbox.new',
  'deposit.credited',
  'deposit.failed',
  'withdrawal.approved',
  'withdrawal.rejected',
  'withdrawal.confirm-requested',
  'transfer.received',
  'contract.offered',
  'contract.terminated',
  'promotion.available',
  'winner.broadcast',
  'announcement.new',
  'session.revoked',
] as const;
export type SocketEventType = (typeof socketEvents)[number];
export interface SocketMessage<T = unknown> {
  type: SocketEventType;
  data: T;
  at: number;
}
