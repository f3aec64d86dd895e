import type { ContractKind, PayoutStatus } from '@lotus/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agentContracts } from './agents.ts';
import { merchantId } from './brands.ts';
import { createdAt, updatedAt } from './columns.ts';
import { members } from './members.ts';

// Agent earnings: the scheduler's payout runs, each holder's payout per period, and dividend carries.

/** One run per (merchant, contract kind, period): the job's claim on the period and its totals (minor units). */
export const earningRuns = pgTable(
  'earning_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    kind: text('kind').$type<ContractKind>().notNull(),
    /** `fiveMinutes`, `hourly`, or a dividend period (`daily` … `monthly`). */
    periodKind: text('period_kind').notNull(),
    periodKey: text('period_key').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** `done` once its payouts are stored; a recompute stores them again. */
    status: text('status').$type<'running' | 'done'>().notNull().default('running'),
    payouts: integer('payouts').notNull().default(0),
    totalDue: bigint('total_due', { mode: 'number' }).notNull().default(0),
    totalPaid: bigint('total_paid', { mode: 'number' }).notNull().default(0),
    recomputes: integer('recomputes').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('earning_runs_period_uq').on(t.merchantId, t.kind, t.periodKey),
    index('earning_runs_last_idx').on(t.merchantId, t.kind, t.periodKind, t.periodEnd),
  ],
);

/** Why a payout is held: an operator held it, or it is above the brand's approval threshold. */
export type HoldReason = 'operator' | 'approval';

/**
 * A holder's payout for (contract, period): `due` is what its payer owes it (its own amount, or its team's when its
 * upline pays), `paid` what has reached it. Every transfer uses `earnings:<contractId>:<periodKey>[:<n>]`, kept in
 * `transfer_keys` in order; `computation` is the rules' payout (minor units, basis points) and the `funding` it was
 * made under.
 */
export const earningPayouts = pgTable(
  'earning_payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => earningRuns.id),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<ContractKind>().notNull(),
    periodKey: text('period_key').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** Null: the platform pays; otherwise the upline member who pays from its wallet. */
    payerId: bigint('payer_id', { mode: 'number' }).references(() => members.id),
    due: bigint('due', { mode: 'number' }).notNull(),
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<PayoutStatus>().notNull().default('pending'),
    holdReason: text('hold_reason').$type<HoldReason>(),
    /** Set when an operator approved a payout above the threshold: a recompute does not hold it again. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    computation: jsonb('computation').$type<Record<string, unknown>>().notNull(),
    transferKeys: text('transfer_keys').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('earning_payouts_period_uq').on(t.contractId, t.periodKey),
    index('earning_payouts_member_idx').on(t.merchantId, t.memberId, t.periodStart),
    index('earning_payouts_run_idx').on(t.runId),
    // An upline's view of what it pays its downlines (upline funding).
    index('earning_payouts_payer_idx').on(t.merchantId, t.payerId, t.periodStart).where(sql`${t.payerId} is not null`),
    index('earning_payouts_open_idx')
      .on(t.merchantId, t.kind)
      .where(sql`${t.status} in ('pending', 'partial', 'insufficient')`),
    check('earning_payouts_amounts', sql`${t.due} >= 0 and ${t.paid} >= 0`),
  ],
);

/** A dividend contract's carry (≤ 0) after the last period computed: a won period is paid off by later losses. */
export const earningCarries = pgTable(
  'earning_carries',
  {
    contractId: bigint('contract_id', { mode: 'number' })
      .primaryKey()
      .references(() => agentContracts.id),
    carry: bigint('carry', { mode: 'number' }).notNull(),
    /** The carry going into `periodKey`, kept so that a recompute of that period starts from it again. */
    carryIn: bigint('carry_in', { mode: 'number' }).notNull(),
    periodKey: text('period_key').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('earning_carries_not_positive', sql`${t.carry} <= 0 and ${t.carryIn} <= 0`)],
);
