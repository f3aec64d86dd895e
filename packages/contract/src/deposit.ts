import { z } from 'zod';
import { toMinorUnits } from './money.ts';

/** A wire amount above zero (number or decimal string, at most 2 decimals), read as integer minor units. */
export const positiveAmountSchema = z.union([z.number(), z.string().max(20)]).transform((value, ctx) => {
  const minor = toMinorUnits(value);
  if (minor === null || minor <= 0) {
    ctx.addIssue({ code: 'custom', message: 'Enter an amount above 0 with at most 2 decimals' });
    return z.NEVER;
  }
  return minor;
});

/** A wire amount of zero or more (number or decimal string, at most 2 decimals), read as integer minor units. */
export const amountOrZeroSchema = z.union([z.number(), z.string().max(20)]).transform((value, ctx) => {
  const minor = toMinorUnits(value);
  if (minor === null || minor < 0) {
    ctx.addIssue({ code: 'custom', message: 'Enter an amount of 0 or more with at most 2 decimals' });
    return z.NEVER;
  }
  return minor;
});

/** A pending deposit order can be paid for this long (DOMAIN.md "Money"). */
export const DEPOSIT_ORDER_MINUTES = 30;

/** How a channel is paid: online through a payment provider's page, or by hand (credited by finance). */
export const depositChannelKinds = ['online', 'bank'] as const;
export type DepositChannelKind = (typeof depositChannelKinds)[number];

/** A deposit channel as the player sees it, in the visitor's language; amounts in the merchant currency. */
export const depositChannelSchema = z.object({
  id: z.number().int(),
  kind: z.enum(depositChannelKinds),
  name: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** For manual channels: where to send the money (bank, account, holder), shown after the order is made. */
  instructions: z.string(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

/** GET deposit settings: the channels the member can use now. */
export const depositSettingsSchema = z.object({
  channels: z.array(depositChannelSchema),
  /** Of a credited deposit, the share (per cent) to wager before it can be withdrawn; 0: none. */
  turnoverPercent: z.number().int().min(0),
});
export type DepositSettings = z.infer<typeof depositSettingsSchema>;

/** POST deposit: one order; the `Idempotency-Key` header makes a repeat answer the same order. */
export const createDepositRequestSchema = z.object({
  channelId: z.number().int().positive(),
  amount: positiveAmountSchema,
});
export type CreateDepositRequest = z.input<typeof createDepositRequestSchema>;

export const depositStatuses = ['pending', 'credited', 'failed', 'expired'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

export const depositOrderSchema = z.object({
  orderNo: z.string(),
  channelId: z.number().int(),
  kind: z.enum(depositChannelKinds),
  amount: z.number(),
  status: z.enum(depositStatuses),
  /** Online channels: the provider's payment page, opened in its own window. */
  payUrl: z.string().nullable(),
  instructions: z.string(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  creditedAt: z.number().int().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const depositOrderQuerySchema = z.object({ orderNo: z.string().min(1).max(40) });

/** `deposit.credited` / `deposit.failed` socket events. */
export interface DepositEventData {
  orderNo: string;
  amount: number;
  status: DepositStatus;
}

/** `balance.changed`: the member's wallets moved; the client reads the balance again. */
export interface BalanceChangedData {
  reason: string;
}
