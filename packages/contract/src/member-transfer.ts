import { z } from 'zod';
import { paymentPasswordPattern } from './account.ts';
import { positiveAmountSchema } from './deposit.ts';

/** Someone a member may send money to: the direct upline or a direct downline (spec §6 `transferUpline`). */
export const transferTargetSchema = z.object({
  username: z.string(),
  nickname: z.string().nullable(),
  relation: z.enum(['upline', 'downline']),
});
export type TransferTarget = z.infer<typeof transferTargetSchema>;

export const transferTargetsQuerySchema = z.object({ search: z.string().trim().max(64).optional() });

/** The upline (if any) and up to 50 direct downlines, matching `search` when given. */
export const transferTargetsSchema = z.object({ targets: z.array(transferTargetSchema) });
export type TransferTargets = z.infer<typeof transferTargetsSchema>;

/** POST transfer (encrypted: it carries the payment password); `Idempotency-Key` makes a repeat answer the first. */
export const memberTransferRequestSchema = z.object({
  toUsername: z.string().trim().min(1).max(64),
  amount: positiveAmountSchema,
  paymentPassword: z.string().regex(paymentPasswordPattern, '6 digits'),
});
export type MemberTransferRequest = z.input<typeof memberTransferRequestSchema>;

export const memberTransferResultSchema = z.object({
  transferId: z.number().int(),
  toUsername: z.string(),
  amount: z.number(),
  /** The sender's main wallet after the transfer. */
  balanceAfter: z.number(),
  createdAt: z.number().int(),
});
export type MemberTransferResult = z.infer<typeof memberTransferResultSchema>;

/** `transfer.received`: money arrived from the upline or a downline. */
export interface TransferReceivedData {
  fromUsername: string;
  amount: number;
}
