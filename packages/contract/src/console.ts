import { z } from 'zod';
import { depositStatuses, positiveAmountSchema } from './deposit.ts';
import { withdrawalReceiptFields, withdrawalStatuses } from './withdrawal.ts';

/**
 * The operator console's API (`/api/console/…`), its own realm (DOMAIN.md "People and roles"): operators are not
 * members, sign in separately with the brand's code, and act within their role. Answers use the same envelope.
 */
export const operatorRoles = ['admin', 'finance', 'risk', 'content', 'support'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

export const CONSOLE_PREFIX = '/api/console';

export const consoleLoginRequestSchema = z.strictObject({
  merchantCode: z.string().trim().min(1).max(64),
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** The authenticator code, once the first answer said `totpRequired`. */
  totpCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
});
export type ConsoleLoginRequest = z.input<typeof consoleLoginRequestSchema>;

export const consoleOperatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(operatorRoles),
  merchantCode: z.string(),
  /** The brand is the demo brand, whose passwords are published: the console shows a badge. */
  demoBrand: z.boolean(),
  /** Until the operator chooses a new password the console offers nothing else (new operator, reset). */
  mustChangePassword: z.boolean(),
  totpEnabled: z.boolean(),
  /** The brand requires an authenticator for this role and none is set up: enrolling comes first. */
  totpEnrolRequired: z.boolean(),
});
export type ConsoleOperator = z.infer<typeof consoleOperatorSchema>;

export const consoleSessionSchema = z.object({ token: z.string(), operator: consoleOperatorSchema });

export const reviewStatusQuerySchema = z.strictObject({
  status: z.enum([...withdrawalStatuses, ...depositStatuses]).optional(),
});

/** A withdrawal in finance's queue: who, how much, where to, and in which state. */
export const consoleWithdrawalSchema = z.object({
  orderNo: z.string(),
  member: z.string(),
  amount: z.number(),
  status: z.enum(withdrawalStatuses),
  bankName: z.string(),
  accountNo: z.string(),
  holderName: z.string(),
  createdAt: z.number().int(),
  rejectReason: z.string().nullable(),
  ...withdrawalReceiptFields.shape,
});
export type ConsoleWithdrawal = z.infer<typeof consoleWithdrawalSchema>;
export const consoleWithdrawalListSchema = z.object({ list: z.array(consoleWithdrawalSchema) });

export const rejectWithdrawalRequestSchema = z.strictObject({ reason: z.string().trim().min(2).max(200) });

export const consoleDepositSchema = z.object({
  orderNo: z.string(),
  member: z.string(),
  amount: z.number(),
  status: z.enum(depositStatuses),
  channel: z.string(),
  createdAt: z.number().int(),
});
export type ConsoleDeposit = z.infer<typeof consoleDepositSchema>;
export const consoleDepositListSchema = z.object({ list: z.array(consoleDepositSchema) });

export const ledgerReportSchema = z.object({
  ok: z.boolean(),
  accounts: z.number().int(),
  transfers: z.number().int(),
  total: z.string(),
  mismatches: z.array(
    z.object({
      accountId: z.number().int(),
      purpose: z.string(),
      memberId: z.number().int().nullable(),
      stored: z.string(),
      computed: z.string(),
    }),
  ),
  negativeMemberAccounts: z.array(z.number().int()),
});

export const adjustmentDirections = ['credit', 'debit'] as const;
export const adjustmentStatuses = ['pending', 'applied', 'rejected'] as const;

/** A manual adjustment: money added to or taken from a member's wallet by finance, always with a reason. */
export const createAdjustmentRequestSchema = z.strictObject({
  username: z.string().trim().min(1).max(64),
  direction: z.enum(adjustmentDirections),
  amount: positiveAmountSchema,
  reason: z.string().trim().min(4).max(200),
});
export type CreateAdjustmentRequest = z.input<typeof createAdjustmentRequestSchema>;

export const consoleAdjustmentSchema = z.object({
  id: z.number().int(),
  member: z.string(),
  direction: z.enum(adjustmentDirections),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(adjustmentStatuses),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  createdAt: z.number().int(),
});
export type ConsoleAdjustment = z.infer<typeof consoleAdjustmentSchema>;
export const consoleAdjustmentListSchema = z.object({ list: z.array(consoleAdjustmentSchema) });
export const adjustmentStatusQuerySchema = z.strictObject({ status: z.enum(adjustmentStatuses).optional() });
export const adjustmentParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });
