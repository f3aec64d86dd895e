import { z } from 'zod';
import { contractKinds } from './agent-contracts.ts';
import { payoutSchema, payoutStatuses } from './agent-earnings.ts';
import { periodFields, withPeriodRules } from './bet-records.ts';
import type { OperatorRole } from './console.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';

/**
 * Agent earnings in the operator console (`/api/console/earnings/…`): the scheduler's payout runs and each run's
 * payouts. Paying agents is finance's work, so admin and finance hold, approve and reverse payouts and recompute a
 * period; risk reads them beside the bets. Every action is audited.
 */
export const EARNINGS_VIEWER_ROLES: OperatorRole[] = ['admin', 'finance', 'risk'];
export const EARNINGS_ACTOR_ROLES: OperatorRole[] = ['admin', 'finance'];

export const earningRunStatuses = ['running', 'done'] as const;
export type EarningRunStatus = (typeof earningRunStatuses)[number];

const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const earningsIdParamsSchema = z.strictObject({ id: idParam });

/**
 * GET earnings/runs: newest period first; optionally one contract kind, one run status, runs holding a payout of one
 * status (`held` finds what waits for an operator), and a range (preset or two business dates) the period starts in.
 */
export const earningRunSearchSchema = withPeriodRules(
  pageQuerySchema
    .extend({
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
      ...periodFields,
      kind: z.enum(contractKinds).optional(),
      status: z.enum(earningRunStatuses).optional(),
      payoutStatus: z.enum(payoutStatuses).optional(),
    })
    .strict(),
);
export type EarningRunSearch = z.input<typeof earningRunSearchSchema>;

export const consoleEarningRunSchema = z.object({
  id: z.number().int(),
  kind: z.enum(contractKinds),
  /** `fiveMinutes`, `hourly`, or a dividend period (`daily` … `monthly`). */
  periodKind: z.string(),
  periodKey: z.string(),
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  status: z.enum(earningRunStatuses),
  payouts: z.number().int(),
  totalDue: z.number(),
  totalPaid: z.number(),
  /** Payouts waiting for an operator (held or above the approval threshold). */
  held: z.number().int(),
  recomputes: z.number().int(),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type ConsoleEarningRun = z.infer<typeof consoleEarningRunSchema>;
export const consoleEarningRunPageSchema = pageSchema(consoleEarningRunSchema);
export type ConsoleEarningRunPage = z.infer<typeof consoleEarningRunPageSchema>;

/** A payout as the console shows it: the agent's view plus who holds it and why it is held. */
export const consoleEarningPayoutSchema = payoutSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  /** `operator` (an operator held it) or `approval` (above the brand's threshold); null when not held. */
  holdReason: z.enum(['operator', 'approval']).nullable(),
  approvedAt: z.number().int().nullable(),
});
export type ConsoleEarningPayout = z.infer<typeof consoleEarningPayoutSchema>;

/** GET earnings/runs/:id: the run and every payout of it, by agent. */
export const consoleEarningRunDetailSchema = z.object({
  run: consoleEarningRunSchema,
  payouts: z.array(consoleEarningPayoutSchema),
});
export type ConsoleEarningRunDetail = z.infer<typeof consoleEarningRunDetailSchema>;

/** POST earnings/payouts/:id/hold and …/reverse: the reason goes to the audit log. */
export const earningPayoutReasonSchema = z.strictObject({ reason: z.string().trim().min(3).max(500) });
export type EarningPayoutReason = z.input<typeof earningPayoutReasonSchema>;

/** POST earnings/runs/:id/recompute: the run afresh, and how much money the difference moved. */
export const recomputeEarningRunResultSchema = z.object({
  run: consoleEarningRunSchema,
  moved: z.number(),
});
export type RecomputeEarningRunResult = z.infer<typeof recomputeEarningRunResultSchema>;
