import { z } from 'zod';
import { paymentPasswordPattern } from './account.ts';
import { positiveAmountSchema } from './deposit.ts';

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
export const bindBankAccountRequestSchema = z.strictObject({
  bankName: z.string().trim().min(2).max(60),
  accountNo: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{8,30}$/, '8 to 30 digits')),
  holderName: z.string().trim().min(2).max(60),
  paymentPassword,
});
export type BindBankAccountRequest = z.input<typeof bindBankAccountRequestSchema>;

export const removeBankAccountQuerySchema = z.strictObject({ id: z.coerce.number().int().positive() });

export const withdrawalStatuses = ['pending', 'approved', 'rejected', 'paid', 'received', 'not-received'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** What the member may withdraw now: the merchant's limits and what is left of today's requests. */
export const withdrawalSettingsSchema = z.object({
  minAmount: z.number(),
  maxAmount: z.number(),
  dailyCount: z.number().int(),
  remainingToday: z.number().int(),
  available: z.number(),
  hasPaymentPassword: z.boolean(),
});
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;

/** POST withdraw (encrypted); the `Idempotency-Key` header makes a repeat answer the first request. */
export const withdrawRequestSchema = z.strictObject({
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
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalListSchema = z.object({ list: z.array(withdrawalSchema) });
