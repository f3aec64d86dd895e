import { z } from 'zod';
import type { ContractExpiredData, ContractOfferedData, ContractTerminatedData } from './agent-contracts.ts';
import type { InboxNewData } from './content.ts';
import type { BalanceChangedData, DepositEventData } from './deposit.ts';
import type { LotteryDrawnData, LotterySettledData } from './lottery.ts';
import type { TransferReceivedData } from './member-transfer.ts';
import type { WithdrawalConfirmRequestedData, WithdrawalReceivedData } from './withdrawal.ts';

/** Server → client socket messages are `{type, data, at}` (API.md "Socket events"). */
export const socketEvents = [
  'balance.changed',
  'inbox.new',
  'deposit.credited',
  'deposit.failed',
  'withdrawal.approved',
  'withdrawal.rejected',
  'withdrawal.confirm-requested',
  'withdrawal.received',
  'transfer.received',
  'contract.offered',
  'contract.terminated',
  'contract.expired',
  'promotion.available',
  'vip.changed',
  'winner.broadcast',
  'announcement.new',
  'session.revoked',
  'lottery.drawn',
  'lottery.settled',
] as const;
export type SocketEventType = (typeof socketEvents)[number];
export interface SocketMessage<T = unknown> {
  type: SocketEventType;
  data: T;
  at: number;
}

/** Why a session ended: logout, a new login on the same channel, a password change or reset, a suspension. */
export const sessionRevokeReasons = ['logout', 'replaced', 'password', 'suspended'] as const;
export type SessionRevokeReason = (typeof sessionRevokeReasons)[number];

/** `session.revoked`: the session ended (logout, replaced by a new login, password change, suspension). */
export interface SessionRevokedData {
  sessionId: string;
  reason: SessionRevokeReason;
}

/**
 * `promotion.available`: what the member can join or claim changed (a campaign was added or edited, a deposit
 * qualified, a claim was decided). To one member it carries their count; to the whole brand, nothing.
 */
export interface PromotionAvailableData {
  availablePromoCount?: number;
}

/** `vip.changed`: the member's VIP level changed (an upgrade, a monthly keep check, an operator). */
export interface VipChangedData {
  fromLevel: number;
  vipRankLevel: number;
  vipLabelName: string | null;
}

/** Payloads of the events that have a fixed shape; the others carry whatever their module documents. */
export interface SocketEventDataMap {
  'session.revoked': SessionRevokedData;
  'deposit.credited': DepositEventData;
  'deposit.failed': DepositEventData;
  'balance.changed': BalanceChangedData;
  'transfer.received': TransferReceivedData;
  'withdrawal.confirm-requested': WithdrawalConfirmRequestedData;
  'withdrawal.received': WithdrawalReceivedData;
  'inbox.new': InboxNewData;
  'contract.offered': ContractOfferedData;
  'contract.terminated': ContractTerminatedData;
  'contract.expired': ContractExpiredData;
  'lottery.drawn': LotteryDrawnData;
  'lottery.settled': LotterySettledData;
  'promotion.available': PromotionAvailableData;
  'vip.changed': VipChangedData;
}
export type SocketEventData<T extends SocketEventType> = T extends keyof SocketEventDataMap
  ? SocketEventDataMap[T]
  : unknown;

/** `GET /ws` upgrades to the socket; the session token travels in the first message, never in the URL. */
export const SOCKET_PATH = '/ws';

/** Client → server, first message: who is listening. Anything else before it closes the socket. */
export const socketAuthMessageSchema = z.strictObject({
  type: z.literal('auth'),
  token: z.string().min(1).max(256),
  merchant: z.string().min(1).max(64),
});
export type SocketAuthMessage = z.infer<typeof socketAuthMessageSchema>;

/** Client → server after auth: an application-level ping (browsers cannot send protocol pings); answered `pong`. */
export const socketPingMessageSchema = z.object({ type: z.literal('ping') });

/** Messages of the socket itself, as `{type, data: {}, at}`: `ready` after a good auth, `pong` for a ping. */
export const socketControlTypes = ['ready', 'pong'] as const;
export type SocketControlType = (typeof socketControlTypes)[number];

/**
 * Close codes besides the standard ones: 4401 covers a missing, late or bad auth message and a session that was
 * revoked or ran out; a client must not reconnect with the same token.
 */
export const socketCloseCodes = {
  unauthorized: 4401,
} as const;

/** Close reasons that go with 4401, so a client can tell them apart. */
export const socketCloseReasons = {
  authTimeout: 'auth.timeout',
  authInvalid: 'auth.invalid',
  sessionInvalid: 'login.not.session',
  sessionRevoked: 'session.revoked',
  /** The session ran out (idle or absolute timeout, trial end) or is no longer good while the socket was open. */
  sessionExpired: 'session.expired',
} as const;

/** The largest message the server reads; the auth message is far smaller. */
export const SOCKET_MAX_MESSAGE_BYTES = 4096;
