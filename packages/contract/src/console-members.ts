import { z } from 'zod';
import type { OperatorRole } from './console.ts';
import { agentChangeSchema } from './console-agents.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { transferKinds } from './transactions.ts';

/**
 * Members in the operator console (`/api/console/members…`). Who may do what:
 * - admin, risk and support find and view members (support answers players, risk investigates them);
 * - admin and risk suspend and reactivate them, always with a reason. Suspending ends every session of the member at
 *   once; finance and content see no member pages.
 * Operators see contact details in full (they match callers and search by mobile) but bank account and ID numbers
 * only masked. Every view of a member and every status change is in the audit log with the operator.
 */
export const MEMBER_VIEWER_ROLES: OperatorRole[] = ['admin', 'risk', 'support'];
export const MEMBER_SUSPENDER_ROLES: OperatorRole[] = ['admin', 'risk'];

export const memberStatuses = ['active', 'suspended'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/**
 * GET members: `q` matches the username (any part, case-insensitive), the mobile number (any part of its digits) or,
 * when it is a number, the member id exactly. Without `q`, every member. Newest registration first.
 */
export const consoleMemberSearchSchema = pageQuerySchema
  .extend({
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    q: z.string().trim().max(64).optional(),
    status: z.enum(memberStatuses).optional(),
  })
  .strict();
export type ConsoleMemberSearch = z.input<typeof consoleMemberSearchSchema>;

export const consoleMemberRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  /** Spec §4: 0 member, 1 / 2 / 41 / 42 agents, 4 trial. */
  type: z.number().int(),
  status: z.enum(memberStatuses),
  /** `+86 13800000001`. */
  mobile: z.string().nullable(),
  /** All the member's wallets together, in the merchant currency. */
  balance: z.number(),
  registeredAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
});
export type ConsoleMemberRow = z.infer<typeof consoleMemberRowSchema>;
export const consoleMemberPageSchema = pageSchema(consoleMemberRowSchema);
export type ConsoleMemberPage = z.infer<typeof consoleMemberPageSchema>;

export const memberIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** A suspension or reactivation, as the audit log keeps it. */
export const memberStatusChangeSchema = z.object({
  status: z.enum(memberStatuses),
  reason: z.string().nullable(),
  /** The operator's username; null when the system did it. */
  operator: z.string().nullable(),
  at: z.number().int(),
});
export type MemberStatusChange = z.infer<typeof memberStatusChangeSchema>;

export const consoleMemberDetailSchema = z.object({
  profile: z.object({
    id: z.number().int(),
    username: z.string(),
    nickname: z.string().nullable(),
    type: z.number().int(),
    status: z.enum(memberStatuses),
    realName: z.string().nullable(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    /** Masked but for its last 4 characters. */
    idNumber: z.string().nullable(),
    qq: z.string().nullable(),
    line: z.string().nullable(),
    whatsapp: z.string().nullable(),
    facebook: z.string().nullable(),
    wechat: z.string().nullable(),
    referralCode: z.string().nullable(),
    /** The upline's username. */
    upline: z.string().nullable(),
    referredBy: z.string().nullable(),
    registeredAt: z.number().int(),
    lastLoginAt: z.number().int().nullable(),
    lastLoginIp: z.string().nullable(),
    /** Trial accounts: when they stop working. */
    expiresAt: z.number().int().nullable(),
    hasPaymentPassword: z.boolean(),
    totpEnabled: z.boolean(),
  }),
  balances: z.object({
    total: z.number(),
    /** One per wallet: `main`, and others as they exist. */
    wallets: z.array(z.object({ purpose: z.string(), balance: z.number() })),
  }),
  bankAccounts: z.array(
    z.object({
      id: z.number().int(),
      bankName: z.string(),
      /** `**** 7890`. */
      accountNo: z.string(),
      holderName: z.string(),
      createdAt: z.number().int(),
    }),
  ),
  /** The newest ledger movements of the member's wallets, signed from the member's side. */
  movements: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(transferKinds),
      amount: z.number(),
      balanceAfter: z.number(),
      reference: z.string().nullable(),
      createdAt: z.number().int(),
    }),
  ),
  /** The newest sessions (logins): how, from where, and how they ended. */
  logins: z.array(
    z.object({
      at: z.number().int(),
      ip: z.string().nullable(),
      channel: z.string(),
      method: z.string(),
      userAgent: z.string().nullable(),
      /** Null while the session is still live. */
      endedAt: z.number().int().nullable(),
      /** `logout`, `replaced`, `password`, `suspended` (revoked), or `expired` (idle or absolute end). */
      endReason: z.string().nullable(),
    }),
  ),
  /** Suspensions and reactivations, newest first. */
  statusChanges: z.array(memberStatusChangeSchema),
  /** Type changes (agent promotions) and moves to another upline, newest first. */
  agentChanges: z.array(agentChangeSchema),
});
export type ConsoleMemberDetail = z.infer<typeof consoleMemberDetailSchema>;

/** POST members/:id/suspend and /reactivate: always with the reason, which the audit log keeps. */
export const memberStatusRequestSchema = z.strictObject({ reason: z.string().trim().min(4).max(200) });
export type MemberStatusRequest = z.input<typeof memberStatusRequestSchema>;

export const memberStatusResultSchema = z.object({ id: z.number().int(), status: z.enum(memberStatuses) });
