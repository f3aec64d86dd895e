import { z } from 'zod';
import { toMinorUnits } from './money.ts';

/**
 * The seamless wallet API game vendors call (API.md "Game vendors"): `POST /vendor/v1/<vendorCode>/<action>`, the raw
 * JSON body signed with HMAC-SHA256 under the vendor's secret, hex in `X-Signature`. Every answer is HTTP 200 with a
 * business `status` and the player's balance (when the player is known). Amounts are numbers in the currency with at
 * most 2 decimals, as everywhere on the wire. The house vendor calls exactly this API.
 */
export const VENDOR_API_PREFIX = '/vendor/v1';
export const VENDOR_SIGNATURE_HEADER = 'x-signature';

export const vendorActions = ['authenticate', 'balance', 'debit', 'credit', 'rollback', 'credit-batch'] as const;
export type VendorAction = (typeof vendorActions)[number];

export const vendorStatuses = [
  'OK',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'PLAYER_NOT_FOUND',
  'PLAYER_BLOCKED',
  'INSUFFICIENT_FUNDS',
  'BET_LIMIT',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_NOT_FOUND',
  'INVALID_SIGNATURE',
  'INVALID_PARAMS',
  'GAME_NOT_FOUND',
  'INTERNAL_RETRYABLE',
] as const;
export type VendorStatus = (typeof vendorStatuses)[number];

const amount = z.number().finite();
const id = z.string().trim().min(1).max(100);

/** `playerId` is the member id as a string; `token` is the launch token the game was opened with. */
export const vendorAuthenticateRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const vendorBalanceRequestSchema = z.object({ playerId: id });

/** A stake. Needs a live launch token: a debit after the token expired is `TOKEN_EXPIRED`. */
export const vendorDebitRequestSchema = z.object({
  playerId: id,
  token: z.string().min(1).max(200),
  txId: id,
  roundId: id,
  gameCode: id,
  amount,
  currency: z.string().min(3).max(8),
});

/** A payout (0 for a lost round, which settles it). Accepted after the token expired: vendors retry for hours. */
export const vendorCreditRequestSchema = z.object({
  playerId: id,
  txId: id,
  roundId: id,
  gameCode: id,
  amount,
  currency: z.string().min(3).max(8),
});

/** The most credits one `credit-batch` call carries (its body stays far below the 1 MiB body limit). */
export const VENDOR_BATCH_MAX = 1000;

/**
 * Many payouts in one call, for a vendor that settles a whole draw at once (a lottery period). Each item is judged
 * exactly as the same `credit` sent alone, and is the same call as far as idempotency goes: a batch may repeat items
 * sent singly before, and the other way round. Items are applied in order; one refused item refuses nothing else.
 */
export const vendorCreditBatchRequestSchema = z.object({
  credits: z.array(vendorCreditRequestSchema).min(1).max(VENDOR_BATCH_MAX),
});

/** Reverses the debit `refTxId` (never a credit). Unknown debits answer OK and leave a tombstone. */
export const vendorRollbackRequestSchema = z.object({
  playerId: id,
  txId: id,
  refTxId: id,
  roundId: id.optional(),
});

export const vendorReplySchema = z.object({
  status: z.enum(vendorStatuses),
  /** Present whenever the player is known. */
  balance: amount.optional(),
  currency: z.string().optional(),
  /** authenticate only. */
  playerId: z.string().optional(),
  nickname: z.string().optional(),
  gameCode: z.string().optional(),
  /** debit, credit, rollback: the id Lotus gave the movement (stable across repeats). */
  transactionId: z.string().optional(),
});
export type VendorReply = z.infer<typeof vendorReplySchema>;

/**
 * The answer to `credit-batch`: `OK` with one reply per item in the order sent (each with its txId), or the status
 * that refused the whole call (a bad signature, a body that is not a batch, INTERNAL_RETRYABLE) and no results.
 */
export const vendorBatchReplySchema = z.object({
  status: z.enum(vendorStatuses),
  results: z.array(vendorReplySchema.extend({ txId: z.string() })).optional(),
});
export type VendorBatchReply = z.infer<typeof vendorBatchReplySchema>;

// --- Transfer wallets (`GCS_walletTransfer`) --------------------------------------------------------------------

/**
 * A client-chosen reference, unique per merchant: a repeat with the same reference answers the first transfer, and
 * `GCS_walletTransferStatus` tells whether a transfer whose answer was lost happened.
 */
export const walletTransferReferenceSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** POST GCS_walletTransfer: `in` moves money from the main wallet into the vendor's wallet, `out` back. */
export const walletTransferRequestSchema = z.object({
  vendorCode: z.string().min(1).max(32),
  direction: z.enum(['in', 'out']),
  /** Above 0, at most 2 decimals. */
  amount: z.number().refine((v) => (toMinorUnits(v) ?? 0) > 0, 'Enter an amount above 0 with at most 2 decimals'),
  reference: walletTransferReferenceSchema,
});
export type WalletTransferRequest = z.infer<typeof walletTransferRequestSchema>;

export const walletTransferSchema = z.object({
  reference: z.string(),
  vendorCode: z.string(),
  direction: z.enum(['in', 'out']),
  amount,
  status: z.enum(['pending', 'succeeded', 'failed']),
  /** The wallets after the transfer. */
  mainBalance: amount,
  vendorBalance: amount,
});
export type WalletTransfer = z.infer<typeof walletTransferSchema>;

/** GET GCS_walletTransferStatus?reference=: the transfer, or `found: false` when it never happened. */
export const walletTransferStatusQuerySchema = z.object({ reference: walletTransferReferenceSchema });
export const walletTransferStatusSchema = z.object({ found: z.boolean(), transfer: walletTransferSchema.nullable() });
export type WalletTransferStatus = z.infer<typeof walletTransferStatusSchema>;

/** GET GCS_transferWallets: the member's wallet at each transfer-wallet vendor of the merchant, and the main wallet. */
export const transferWalletsSchema = z.object({
  mainBalance: amount,
  wallets: z.array(z.object({ vendorCode: z.string(), name: z.string(), balance: amount })),
});
export type TransferWallets = z.infer<typeof transferWalletsSchema>;
