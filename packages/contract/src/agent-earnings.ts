import { z } from 'zod';
import { contractKinds } from './agent-contracts.ts';
import { periodFields, withPeriodRules } from './bet-records.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';

/**
 * Agent earnings (docs/agent-earnings.md): what the scheduler's runs paid each contract holder per period, with the
 * computation the rules made. Amounts are major units on the wire, as everywhere; rates are percentages.
 */

/** Who funds payouts: the platform pays every holder, or each upline pays its own downlines from its wallet. */
export const earningsFundingModes = ['platform', 'upline'] as const;
/** What an upline that cannot pay all its downlines does: pay none of them, or share out what it has. */
export const earningsShortfallModes = ['insufficient', 'partial'] as const;

/** The brand's earnings settings. */
export const earningsSettingsSchema = z.object({
  funding: z.enum(earningsFundingModes),
  shortfall: z.enum(earningsShortfallModes),
  /** Payouts above this (major units) wait for an operator's approval; null: none wait. */
  approvalAbove: z.number().min(0).max(1_000_000_000).nullable(),
});
export type EarningsSettings = z.infer<typeof earningsSettingsSchema>;
/** Safe defaults: the platform pays everyone and nothing waits for approval. */
export const defaultEarningsSettings: EarningsSettings = {
  funding: 'platform',
  shortfall: 'insufficient',
  approvalAbove: null,
};

/**
 * A payout's state: `pending` to pay, `paid` in full, `partial` or `insufficient` when an upline could not pay all
 * of it (retried on the next run), `held` by an operator or waiting for approval, `reversed` by an operator.
 */
export const payoutStatuses = ['pending', 'paid', 'partial', 'insufficient', 'held', 'reversed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

const amount = z.number();

/** How a payout was computed (rules/payouts.ts), money in major units and rates in percent. */
export const payoutComputationSchema = z.object({
  /** The money the rate applies to: team valid bet, payable loss, or real-time profit + loss. */
  basis: amount,
  /** Index of the tier met (tiered kinds), null when none. */
  tier: z.number().int().nullable(),
  rate: z.number().nullable(),
  /** The holder's own-rate amount on its team. */
  gross: amount,
  /** What the holders directly below received on their teams. */
  downlines: amount,
  /** gross − downlines, never below zero: what the holder keeps. */
  amount,
  /** Everything paid within the holder's team. */
  team: amount,
  /** Dividend: the carry into the next period (≤ 0). */
  carryOut: amount.nullable(),
  /** Real-time salary: the team's summed profit and loss over the rounds, and both rates. */
  profit: amount.nullable(),
  loss: amount.nullable(),
  profitRate: z.number().nullable(),
  lossRate: z.number().nullable(),
});
export type PayoutComputation = z.infer<typeof payoutComputationSchema>;

export const payoutSchema = z.object({
  id: z.number().int(),
  kind: z.enum(contractKinds),
  contractId: z.number().int(),
  /** The period's key (`2026-11-27`, `2026-11-27T14`, `2026-W48` …) and its bounds (epoch ms). */
  periodKey: z.string(),
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  /** What the holder is owed for the period (its `team` when its upline pays it). */
  due: amount,
  paid: amount,
  status: z.enum(payoutStatuses),
  /** Null: the platform pays; otherwise the paying upline's username. */
  payer: z.string().nullable(),
  computation: payoutComputationSchema,
  createdAt: z.number().int(),
});
export type Payout = z.infer<typeof payoutSchema>;

const payoutListFields = {
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  ...periodFields,
};

/**
 * GET `agentIncome` ("my income"): the caller's payouts of every kind (or one) whose period starts in the range (a
 * preset or two business dates; neither means the last 7 days), newest first.
 */
export const payoutListQuerySchema = withPeriodRules(
  pageQuerySchema.extend({ ...payoutListFields, kind: z.enum(contractKinds).optional() }),
);
export type PayoutListQuery = z.input<typeof payoutListQuerySchema>;

/** GET `agentPayoutHistory`: the same list for one contract kind (the dividend, daily, hourly, real-time pages). */
export const payoutHistoryQuerySchema = withPeriodRules(
  pageQuerySchema.extend({ ...payoutListFields, kind: z.enum(contractKinds) }),
);
export type PayoutHistoryQuery = z.input<typeof payoutHistoryQuerySchema>;

export const payoutPageSchema = pageSchema(payoutSchema).extend({
  startDate: z.string(),
  endDate: z.string(),
  totals: z.object({ due: amount, paid: amount }),
});
export type PayoutPage = z.infer<typeof payoutPageSchema>;

/** A payout the caller pays as its holder's upline (upline funding): the holder's username comes with it. */
export const owedPayoutSchema = payoutSchema.extend({ payee: z.string() });
export type OwedPayout = z.infer<typeof owedPayoutSchema>;

/**
 * GET `agentPayoutsOwed` (same query as `agentIncome`): the payouts the caller pays its downlines from its wallet,
 * newest first. `outstanding` is what is still owed on those neither paid in full nor reversed; `held` is the part of
 * it that waits for an operator's approval rather than the next run's retry.
 */
export const owedPayoutPageSchema = pageSchema(owedPayoutSchema).extend({
  startDate: z.string(),
  endDate: z.string(),
  totals: z.object({ due: amount, paid: amount, outstanding: amount, held: amount }),
});
export type OwedPayoutPage = z.infer<typeof owedPayoutPageSchema>;
