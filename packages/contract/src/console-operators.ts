import { z } from 'zod';
import { type OperatorRole, operatorRoles } from './console.ts';

/**
 * The console's operators page, own password and authenticator, and the audit log page (DOMAIN.md "People and
 * roles"). Operators are the brand's staff; every change here is written to the audit log.
 */
export const OPERATOR_ADMIN_ROLES: OperatorRole[] = ['admin'];
/** Who reads the audit log. */
export const AUDIT_ROLES: OperatorRole[] = ['admin', 'risk'];

/**
 * Operators' own password rule, apart from the players' (which a brand may set to digits only, or 20 characters at
 * most): 12 to 128 characters, any printable ones (letters of any script, digits, spaces, symbols), never a control
 * character. The server also refuses common passwords (`console.operator.password.weak`).
 */
export const operatorPasswordMin = 12;
export const operatorPasswordMax = 128;

/** Why a password breaks the operators' rule (length or characters), or null. Common passwords are the server's. */
export function operatorPasswordProblem(password: string): 'short' | 'long' | 'unprintable' | null {
  const length = [...password].length;
  if (length < operatorPasswordMin) return 'short';
  if (length > operatorPasswordMax) return 'long';
  if (/[\p{Cc}\p{Cs}\u2028\u2029]/u.test(password)) return 'unprintable';
  return null;
}

/** A new operator password as forms and the command line check it before the server's common-password list. */
export const operatorPasswordSchema = z.string().superRefine((password, ctx) => {
  const problem = operatorPasswordProblem(password);
  if (problem === 'short')
    ctx.addIssue({
      code: 'too_small',
      origin: 'string',
      minimum: operatorPasswordMin,
      inclusive: true,
      input: password,
      message: `At least ${operatorPasswordMin} characters`,
    });
  else if (problem === 'long')
    ctx.addIssue({
      code: 'too_big',
      origin: 'string',
      maximum: operatorPasswordMax,
      inclusive: true,
      input: password,
      message: `At most ${operatorPasswordMax} characters`,
    });
  else if (problem === 'unprintable')
    ctx.addIssue({ code: 'custom', input: password, message: 'Printable characters only' });
});

export const consoleOperatorRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(operatorRoles),
  disabled: z.boolean(),
  totpEnabled: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
});
export type ConsoleOperatorRow = z.infer<typeof consoleOperatorRowSchema>;
export const consoleOperatorListSchema = z.object({ list: z.array(consoleOperatorRowSchema) });

export const operatorUsernameSchema = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/);

export const createOperatorRequestSchema = z.strictObject({
  username: operatorUsernameSchema,
  role: z.enum(operatorRoles),
});
export type CreateOperatorRequest = z.input<typeof createOperatorRequestSchema>;

export const operatorParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });
export const operatorRoleRequestSchema = z.strictObject({ role: z.enum(operatorRoles) });
export const operatorStatusRequestSchema = z.strictObject({ disabled: z.boolean() });

/** A password the server chose, shown once to the admin who must hand it over. */
export const generatedPasswordSchema = z.object({ operator: consoleOperatorRowSchema, password: z.string() });
export type GeneratedPassword = z.infer<typeof generatedPasswordSchema>;

export const ownPasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1).max(operatorPasswordMax),
  newPassword: operatorPasswordSchema,
});
export type OwnPasswordRequest = z.input<typeof ownPasswordRequestSchema>;

/** A new authenticator secret, unused until a code confirms it. */
export const operatorTotpEnrolmentSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type OperatorTotpEnrolment = z.infer<typeof operatorTotpEnrolmentSchema>;
export const operatorTotpCodeSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

/** The password was right and the operator has an authenticator: sign in again with its code. */
export const consoleTotpPendingSchema = z.object({ totpRequired: z.literal(true) });

export const auditQuerySchema = z.strictObject({
  operator: z.string().trim().max(64).optional(),
  /** A member's username or id. */
  member: z.string().trim().max(64).optional(),
  /** An event name, or its beginning followed by `*` (`console.*`). */
  event: z.string().trim().max(64).optional(),
  /** Epoch milliseconds, inclusive. */
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
  /** Entries older than this id (the previous page's `next`). */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.number().int(),
  event: z.string(),
  operator: z.string().nullable(),
  operatorId: z.number().int().nullable(),
  member: z.string().nullable(),
  memberId: z.number().int().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** `next`: pass as `before` for the following page; null on the last one. */
export const auditPageSchema = z.object({ list: z.array(auditEntrySchema), next: z.number().int().nullable() });
