import { z } from 'zod';
import { paymentPasswordPattern } from './account.ts';
import { positiveAmountSchema } from './deposit.ts';
import { displayNameSchema } from './display-name.ts';

const paymentPassword = z.string().regex(paymentPasswordPattern, '6 digits');

/** A bound bank account as its owner sees it: the number masked but for its last 4 digits. */
export const bankAccountSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountNo: z.string(),
  holderName: z.string(),
  createdAt: z.number().int(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountsSchema = z.object({
  accounts: z.array(bankAccountSchema),
  /** How many the merchant allows; binding more is refused. */
  max: z.number().int(),
  /** The member's real name: a new account's holder must be this person (set by the first account when empty). */
  realName: z.string().nullable(),
});
export type BankAccounts = z.infer<typeof bankAccountsSchema>;

/** PUT bank account (encrypted: it carries the payment password). Spaces in the number are ignored. */
export const bindBankAccountRequestSchema = z.object({
  bankName: displayNameSchema(2, 60),
  accountNo: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{8,30}$/, '8 to 30 digits')),
  holderName: displayNameSchema(2, 60),
  paymentPassword,
});
export type BindBankAccountRequest = z.input<typeof bindBankAccountRequestSchema>;

export const removeBankAccountQuerySchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * A withdrawal's life (DOMAIN.md "Money"): pending → approved → paid, or rejected (refunded). Once paid the player
 * confirms: received (closed) or not-received (a shortfall finance settles: forced received, or the rest refunded).
 */
export const withdrawalStatuses = [
  'pending',
  'approved',
  'rejected',
  'paid',
  'received',
  'not-received',
  'refunded',
] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/**
 * How a receipt was settled: the player's three answers (spec §4: received with the amount that arrived, fully
 * received, not received with proof), no answer in time (auto), or finance closing it (forced).
 */
export const withdrawalReceipts = ['received', 'fully-received', 'not-received', 'auto', 'forced'] as const;
export type WithdrawalReceipt = (typeof withdrawalReceipts)[number];

/** What the member may withdraw now: the merchant's limits and what is left of today's requests. */
/** The receipt part of a withdrawal, the same for the player and for finance. */
export const withdrawalReceiptFields = z.object({
  /** While paid: when it counts as received without an answer (epoch ms). */
  confirmBy: z.number().int().nullable(),
  receipt: z.enum(withdrawalReceipts).nullable(),
  /** What arrived and what is still missing, once the player answered (or it was settled). */
  receivedAmount: z.number().nullable(),
  remainingAmount: z.number().nullable(),
  /** Proof images the player attached (ids for the proof endpoint), in order. */
  proofs: z.array(z.string()),
});

/** Proof images: up to 3 png or jpg files of up to 5 MB each (spec §4, checked by content, not by name). */
export const PROOF_LIMITS = { maxFiles: 3, maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] } as const;

/**
 * The player's answer to a paid withdrawal (multipart form: these fields plus up to 3 `proof` files). "received" says
 * how much arrived (all of it closes the withdrawal; less opens a shortfall for finance, like "not-received").
 */
export const withdrawalReceiptRequestSchema = z.discriminatedUnion('receipt', [
  z.object({ orderNo: z.string().min(1).max(40), receipt: z.literal('fully-received') }),
  z.object({
    orderNo: z.string().min(1).max(40),
    receipt: z.literal('received'),
    /** Becomes minor units once parsed. */
    receivedAmount: positiveAmountSchema,
  }),
  z.object({ orderNo: z.string().min(1).max(40), receipt: z.literal('not-received') }),
]);
export type WithdrawalReceiptRequest = z.infer<typeof withdrawalReceiptRequestSchema>;

export const withdrawalProofQuerySchema = z.object({ id: z.string().uuid() });

/** `withdrawal.confirm-requested`: finance paid; the player should confirm before `confirmBy`. */
export interface WithdrawalConfirmRequestedData {
  orderNo: string;
  amount: number;
  confirmBy: number;
  minutesLeft: number;
}

/** `withdrawal.received`: the receipt was settled without the player (auto-confirm or finance forcing it). */
export interface WithdrawalReceivedData {
  orderNo: string;
  amount: number;
  receipt: WithdrawalReceipt;
}

export const withdrawalSettingsSchema = z.object({
  minAmount: z.number(),
  maxAmount: z.number(),
  dailyCount: z.number().int(),
  remainingToday: z.number().int(),
  available: z.number(),
  hasPaymentPassword: z.boolean(),
  /** Wagering still required by deposits and bonuses; withdrawing waits until it is 0. */
  turnoverRemaining: z.number(),
});
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;

/** POST withdraw (encrypted); the `Idempotency-Key` header makes a repeat answer the first request. */
export const withdrawRequestSchema = z.object({
  bankAccountId: z.number().int().positive(),
  amount: positiveAmountSchema,
  paymentPassword,
});
export type WithdrawRequest = z.input<typeof withdrawRequestSchema>;

export const withdrawalSchema = z.object({
  orderNo: z.string(),
  amount: z.number(),
  status: z.enum(withdrawalStatuses),
  bankName: z.string(),
  accountNo: z.string(),
  createdAt: z.number().int(),
  rejectReason: z.string().nullable(),
  ...withdrawalReceiptFields.shape,
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalListSchema = z.object({ list: z.array(withdrawalSchema) });
