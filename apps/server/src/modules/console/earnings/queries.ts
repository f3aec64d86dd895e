import type { ContractKind, EarningRunStatus, PayoutStatus } from '@lotus/contract';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../../db/database.ts';
import { earningPayouts, earningRuns, members } from '../../../db/schema.ts';

export interface RunFilter {
  merchantId: number;
  kind: ContractKind | undefined;
  status: EarningRunStatus | undefined;
  payoutStatus: PayoutStatus | undefined;
  from: Date | undefined;
  until: Date | undefined;
}

const runWhere = (f: RunFilter) =>
  and(
    eq(earningRuns.merchantId, f.merchantId),
    f.kind ? eq(earningRuns.kind, f.kind) : undefined,
    f.status ? eq(earningRuns.status, f.status) : undefined,
    f.from ? gte(earningRuns.periodStart, f.from) : undefined,
    f.until ? lt(earningRuns.periodStart, f.until) : undefined,
    f.payoutStatus
      ? sql`exists (select 1 from earning_payouts st where st.run_id = earning_runs.id and st.status = ${f.payoutStatus})`
      : undefined,
  );

/** Payouts of the run waiting for an operator. */
// Spelled out: drizzle leaves a lone table's columns unqualified, which the subquery would read as its own.
const heldCount = sql<number>`(select count(*)::int from earning_payouts held
  where held.run_id = earning_runs.id and held.status = 'held')`.mapWith(Number);

/** A page of the brand's runs, newest period first, with how many payouts each holds, and how many match. */
export async function runPage(orm: Orm, f: RunFilter, page: { offset: number; limit: number }) {
  const rows = await orm
    .select({ run: earningRuns, held: heldCount })
    .from(earningRuns)
    .where(runWhere(f))
    .orderBy(desc(earningRuns.periodStart), desc(earningRuns.id))
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await orm
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(earningRuns)
    .where(runWhere(f));
  return { rows, total: count?.n ?? 0 };
}

/** One of the brand's runs with its held count; undefined for another brand's or an unknown one. */
export async function findRunView(orm: Orm, merchantId: number, runId: number) {
  const [row] = await orm
    .select({ run: earningRuns, held: heldCount })
    .from(earningRuns)
    .where(and(eq(earningRuns.merchantId, merchantId), eq(earningRuns.id, runId)));
  return row;
}

const payer = alias(members, 'payer');

/** A run's payouts with the holder's and the payer's usernames, by holder. */
export async function payoutsWithNames(orm: Orm, merchantId: number, where: { runId: number } | { payoutId: number }) {
  return orm
    .select({ payout: earningPayouts, username: members.username, payer: payer.username })
    .from(earningPayouts)
    .innerJoin(members, eq(members.id, earningPayouts.memberId))
    .leftJoin(payer, eq(payer.id, earningPayouts.payerId))
    .where(
      and(
        eq(earningPayouts.merchantId, merchantId),
        'runId' in where ? eq(earningPayouts.runId, where.runId) : eq(earningPayouts.id, where.payoutId),
      ),
    )
    .orderBy(members.username, earningPayouts.id);
}

/**
 * Agent earnings per contract kind over the payouts whose period starts in the range (minor units): what reached the
 * holders, and what of it the platform paid (a payout without a payer).
 */
export async function earningsByKind(orm: Orm, merchantId: number, from: Date, until: Date) {
  const p = earningPayouts;
  return orm
    .select({
      kind: p.kind,
      payouts: sql<number>`count(*)::int`.mapWith(Number),
      due: sql<number>`coalesce(sum(${p.due}), 0)::bigint`.mapWith(Number),
      paid: sql<number>`coalesce(sum(${p.paid}), 0)::bigint`.mapWith(Number),
      platformPaid: sql<number>`coalesce(sum(${p.paid}) filter (where ${p.payerId} is null), 0)::bigint`.mapWith(
        Number,
      ),
    })
    .from(p)
    .where(and(eq(p.merchantId, merchantId), gte(p.periodStart, from), lt(p.periodStart, until)))
    .groupBy(p.kind)
    .orderBy(p.kind);
}
