import type { ContractKind, ContractTerms, EarningsSettings, PayoutStatus } from '@lotus/contract';
import { and, desc, eq, gte, inArray, lt, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/database.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { rowsOf } from '../../db/rows-of.ts';
import {
  agentContracts,
  bets,
  earningCarries,
  earningPayouts,
  earningRuns,
  ledgerAccounts,
  lotteryBets,
  members,
  merchants,
} from '../../db/schema.ts';
import { teamMembersCte } from '../agent-reports/queries.ts';
import type { MemberFigures } from './rules/payouts.ts';
import type { Period } from './rules/periods.ts';
import type { RoundBets } from './rules/realtime-payouts.ts';
import type { TreeNode } from './rules/team-tree.ts';

/** Advisory lock namespace: runs and operator actions on one (merchant, kind, period) take turns. */
const EARNINGS_PERIOD_LOCK_NAMESPACE = 7_240_320;

export type PayoutRow = typeof earningPayouts.$inferSelect;

export interface MerchantEarnings {
  id: number;
  gmtOffsetMinutes: number;
  settings: Partial<EarningsSettings>;
}

export async function merchantsForEarnings(orm: Orm): Promise<MerchantEarnings[]> {
  return orm
    .select({ id: merchants.id, gmtOffsetMinutes: merchants.gmtOffsetMinutes, settings: merchants.earningsSettings })
    .from(merchants);
}

export async function merchantForEarnings(orm: Orm, merchantId: number): Promise<MerchantEarnings | undefined> {
  const [row] = await orm
    .select({ id: merchants.id, gmtOffsetMinutes: merchants.gmtOffsetMinutes, settings: merchants.earningsSettings })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row;
}

/** Holds the period for the rest of the transaction: a second run of it waits, then finds it done. */
export async function lockPeriod(tx: Orm, merchantId: number, kind: ContractKind, periodKey: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${EARNINGS_PERIOD_LOCK_NAMESPACE}, hashtext(${`${merchantId}:${kind}:${periodKey}`}))`,
  );
}

/**
 * Holds the merchant's earnings money for the rest of the transaction: runs, retries and operator actions of every
 * kind move it one at a time, so their many transfers never lock accounts in opposite orders. Taken after any
 * period lock.
 */
export async function lockFunding(tx: Orm, merchantId: number) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${EARNINGS_PERIOD_LOCK_NAMESPACE}, hashtext(${`${merchantId}:funding`}))`,
  );
}

/** Where the last run of (merchant, kind, period kind) ended, epoch ms; null before the first. */
export async function lastRunEnd(orm: Orm, merchantId: number, kind: ContractKind, periodKind: string) {
  const [row] = await orm
    .select({ end: max(earningRuns.periodEnd) })
    .from(earningRuns)
    .where(
      and(eq(earningRuns.merchantId, merchantId), eq(earningRuns.kind, kind), eq(earningRuns.periodKind, periodKind)),
    );
  return row?.end ? new Date(row.end).getTime() : null;
}

export async function findRun(orm: Orm, merchantId: number, kind: ContractKind, periodKey: string) {
  const [row] = await orm
    .select()
    .from(earningRuns)
    .where(
      and(eq(earningRuns.merchantId, merchantId), eq(earningRuns.kind, kind), eq(earningRuns.periodKey, periodKey)),
    );
  return row;
}

export async function findRunById(orm: Orm, merchantId: number, runId: number) {
  const [row] = await orm
    .select()
    .from(earningRuns)
    .where(and(eq(earningRuns.merchantId, merchantId), eq(earningRuns.id, runId)));
  return row;
}

export async function insertRun(tx: Orm, merchantId: number, kind: ContractKind, period: Period) {
  const [row] = await tx
    .insert(earningRuns)
    .values({
      merchantId,
      kind,
      periodKind: period.kind,
      periodKey: period.key,
      periodStart: new Date(period.start),
      periodEnd: new Date(period.end),
    })
    .returning();
  if (!row) throw new Error('earning run not inserted');
  return row;
}

/** Marks the run done with its payouts' count and totals. */
export async function finishRun(tx: Orm, runId: number, at: Date, recompute: boolean) {
  await tx.execute(sql`
    update ${earningRuns} r set status = 'done', finished_at = ${at.toISOString()}::timestamptz,
      recomputes = r.recomputes + ${recompute ? 1 : 0},
      payouts = s.n, total_due = s.due, total_paid = s.paid
    from (select count(*)::int as n, coalesce(sum(due), 0) as due, coalesce(sum(paid), 0) as paid
          from ${earningPayouts} where run_id = ${runId}) s
    where r.id = ${runId}`);
}

/** Brings a run's totals up to date after its payouts moved (a retry, an approval, a reversal). */
export async function refreshRunTotals(tx: Orm, runId: number) {
  await tx.execute(sql`
    update ${earningRuns} r set total_due = s.due, total_paid = s.paid
    from (select coalesce(sum(due), 0) as due, coalesce(sum(paid), 0) as paid
          from ${earningPayouts} where run_id = ${runId}) s
    where r.id = ${runId}`);
}

export interface Holder {
  contractId: number;
  memberId: number;
  terms: ContractTerms;
}

/**
 * The contracts of `kind` in force during the period: accepted before it ended and not ended before it started; the
 * latest per member when one replaced another within the period.
 */
export async function holdersInPeriod(
  orm: Orm,
  merchantId: number,
  kind: ContractKind,
  period: Period,
): Promise<Holder[]> {
  const result = await orm.execute(sql`
    select distinct on (c.downline_id) c.id, c.downline_id, c.terms
    from ${agentContracts} c
    where c.merchant_id = ${merchantId} and c.kind = ${kind} and c.status in ('active', 'terminated')
      and c.answered_at < ${new Date(period.end).toISOString()}::timestamptz
      and (c.ended_at is null or c.ended_at > ${new Date(period.start).toISOString()}::timestamptz)
      ${kind === 'dividend' ? sql`and c.terms->>'period' = ${period.kind}` : sql``}
    order by c.downline_id, c.answered_at desc, c.id desc`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    contractId: Number(r.id),
    memberId: Number(r.downline_id),
    terms: r.terms as ContractTerms,
  }));
}

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * The tree under the holders and each member's own figures over the bets settled in the period, in one statement:
 * valid bet, loss (stakes minus payouts) and whether the member had a settled bet (active).
 */
export async function periodFigures(
  orm: Orm,
  merchantId: number,
  heads: readonly number[],
  period: Pick<Period, 'start' | 'end'>,
): Promise<{ nodes: TreeNode[]; figures: Map<number, MemberFigures> }> {
  if (heads.length === 0) return { nodes: [], figures: new Map() };
  const result = await orm.execute(sql`
    with recursive ${teamMembersCte(merchantId, heads)}, ids as (select member_id from team_ids)
    select i.member_id as id, m.parent_id,
      coalesce(sum(b.valid_bet), 0)::text as valid_bet,
      coalesce(sum(b.stake - b.payout), 0)::text as loss,
      count(b.id)::int as bets
    from ids i join ${members} m on m.id = i.member_id
    left join ${bets} b on b.merchant_id = ${merchantId} and b.member_id = i.member_id and b.status = 'settled'
      and b.settled_at >= ${at(period.start)} and b.settled_at < ${at(period.end)}
    group by i.member_id, m.parent_id`);
  const nodes: TreeNode[] = [];
  const figures = new Map<number, MemberFigures>();
  for (const r of rowsOf<Record<string, unknown>>(result)) {
    const id = Number(r.id);
    nodes.push({ id, parentId: r.parent_id === null ? null : Number(r.parent_id) });
    if (Number(r.bets) > 0) figures.set(id, { validBet: Number(r.valid_bet), loss: Number(r.loss), active: true });
  }
  return { nodes, figures };
}

/**
 * The tree under the holders and their lottery bets settled in the period, summed per round (lottery period), member
 * and the band of `thresholds` (the holders' `singleBet`, minor units) the stakes fall in: the rules only need to
 * know which thresholds a bet clears, so a run reads one row per group, not one per bet.
 */
export async function periodRounds(
  orm: Orm,
  merchantId: number,
  heads: readonly number[],
  thresholds: readonly number[],
  period: Pick<Period, 'start' | 'end'>,
): Promise<{ nodes: TreeNode[]; rounds: RoundBets[][] }> {
  if (heads.length === 0) return { nodes: [], rounds: [] };
  const tree = await orm.execute(sql`
    with recursive ${teamMembersCte(merchantId, heads)}
    select t.member_id as id, m.parent_id from team_ids t join ${members} m on m.id = t.member_id`);
  const nodes = rowsOf<Record<string, unknown>>(tree).map((r) => ({
    id: Number(r.id),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
  }));
  // width_bucket: how many of the (ascending) thresholds a stake reaches.
  const bands = [...new Set(thresholds)].sort((a, b) => a - b);
  const band = sql`width_bucket(lb.stake, array[${sql.join(
    bands.map((t) => sql`${t}`),
    sql`, `,
  )}]::bigint[])`;
  const placed = await orm.execute(sql`
    with recursive ${teamMembersCte(merchantId, heads)}
    select lb.period_id, lb.member_id, min(lb.stake) as smallest, sum(lb.payout - lb.stake) as result
    from team_ids i join ${lotteryBets} lb on lb.member_id = i.member_id
    where lb.merchant_id = ${merchantId} and lb.status in ('won', 'lost')
      and lb.settled_at >= ${at(period.start)} and lb.settled_at < ${at(period.end)}
    group by lb.period_id, lb.member_id, ${band}`);
  const rounds = new Map<number, RoundBets[]>();
  for (const r of rowsOf<Record<string, unknown>>(placed)) {
    const bets = { memberId: Number(r.member_id), smallestStake: Number(r.smallest), result: Number(r.result) };
    const round = rounds.get(Number(r.period_id));
    if (round) round.push(bets);
    else rounds.set(Number(r.period_id), [bets]);
  }
  return { nodes, rounds: [...rounds.values()] };
}

export async function carriesOf(orm: Orm, contractIds: readonly number[]) {
  if (contractIds.length === 0) return [];
  return orm
    .select()
    .from(earningCarries)
    .where(inArray(earningCarries.contractId, [...contractIds]));
}

export async function saveCarry(tx: Orm, contractId: number, carryIn: number, carry: number, periodKey: string) {
  await tx
    .insert(earningCarries)
    .values({ contractId, carryIn, carry, periodKey })
    .onConflictDoUpdate({
      target: earningCarries.contractId,
      set: { carryIn, carry, periodKey, updatedAt: sql`now()` },
    });
}

/** A payout about to be stored: its id is drawn beforehand, so it can be paid (transfers name it) before it is written. */
export type PayoutDraft = Omit<PayoutRow, 'createdAt' | 'updatedAt'>;

/** `count` ids of the payouts' identity, drawn in one statement. */
export async function drawPayoutIds(tx: Orm, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await tx.execute(sql`
    select nextval(pg_get_serial_sequence('earning_payouts', 'id')) as id from generate_series(1, ${count}::int)`);
  return rowsOf<{ id: unknown }>(result).map((r) => Number(r.id));
}

/**
 * A run's new payouts, as they stand after funding, in one statement with one parameter (a run may hold thousands);
 * each keeps the id drawn for it.
 */
export async function insertPayouts(tx: Orm, rows: readonly PayoutDraft[]) {
  if (rows.length === 0) return;
  const values = rows.map((r) => ({
    id: r.id,
    merchant_id: r.merchantId,
    run_id: r.runId,
    contract_id: r.contractId,
    member_id: r.memberId,
    kind: r.kind,
    period_key: r.periodKey,
    period_start: r.periodStart.toISOString(),
    period_end: r.periodEnd.toISOString(),
    payer_id: r.payerId,
    due: r.due,
    paid: r.paid,
    status: r.status,
    hold_reason: r.holdReason,
    approved_at: r.approvedAt?.toISOString() ?? null,
    computation: r.computation,
    transfer_keys: r.transferKeys,
  }));
  await tx.execute(sql`
    insert into ${earningPayouts} (id, merchant_id, run_id, contract_id, member_id, kind, period_key, period_start,
      period_end, payer_id, due, paid, status, hold_reason, approved_at, computation, transfer_keys)
    overriding system value
    select id, merchant_id, run_id, contract_id, member_id, kind, period_key, period_start, period_end, payer_id, due,
      paid, status, hold_reason, approved_at, computation, array(select jsonb_array_elements_text(transfer_keys))
    from ${jsonRows(values, {
      id: 'bigint',
      merchant_id: 'bigint',
      run_id: 'bigint',
      contract_id: 'bigint',
      member_id: 'bigint',
      kind: 'text',
      period_key: 'text',
      period_start: 'timestamptz',
      period_end: 'timestamptz',
      payer_id: 'bigint',
      due: 'bigint',
      paid: 'bigint',
      status: 'text',
      hold_reason: 'text',
      approved_at: 'timestamptz',
      computation: 'jsonb',
      transfer_keys: 'jsonb',
    })}`);
}

/** A run's payouts, locked for the caller's transaction. */
export async function payoutsOfRun(tx: Orm, runId: number) {
  return tx
    .select()
    .from(earningPayouts)
    .where(eq(earningPayouts.runId, runId))
    .orderBy(earningPayouts.id)
    .for('update');
}

/**
 * Payouts an upline could not pay in full, or not yet paid: the next run retries them. Locked, so a second retry
 * waits and then no longer finds the ones the first paid.
 */
export async function openPayouts(tx: Orm, merchantId: number, kind: ContractKind) {
  return tx
    .select()
    .from(earningPayouts)
    .where(
      and(
        eq(earningPayouts.merchantId, merchantId),
        eq(earningPayouts.kind, kind),
        inArray(earningPayouts.status, ['pending', 'partial', 'insufficient']),
      ),
    )
    .orderBy(earningPayouts.periodStart, earningPayouts.id)
    .for('update');
}

const payoutById = (orm: Orm, merchantId: number, payoutId: number) =>
  orm
    .select()
    .from(earningPayouts)
    .where(and(eq(earningPayouts.merchantId, merchantId), eq(earningPayouts.id, payoutId)));

export async function findPayout(orm: Orm, merchantId: number, payoutId: number) {
  const [row] = await payoutById(orm, merchantId, payoutId);
  return row;
}

export async function lockPayout(tx: Orm, merchantId: number, payoutId: number) {
  const [row] = await payoutById(tx, merchantId, payoutId).for('update');
  return row;
}

export async function updatePayout(
  tx: Orm,
  id: number,
  changes: Partial<
    Pick<PayoutRow, 'due' | 'paid' | 'status' | 'holdReason' | 'approvedAt' | 'computation' | 'transferKeys'>
  >,
) {
  await tx
    .update(earningPayouts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(earningPayouts.id, id));
}

/** Main-wallet balances of members (absent: no wallet yet, 0). */
export async function mainBalances(orm: Orm, merchantId: number, memberIds: readonly number[]) {
  if (memberIds.length === 0) return new Map<number, number>();
  const rows = await orm
    .select({ memberId: ledgerAccounts.memberId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchantId),
        eq(ledgerAccounts.purpose, 'main'),
        inArray(ledgerAccounts.memberId, [...memberIds]),
      ),
    );
  return new Map(rows.map((r) => [Number(r.memberId), Number(r.balance)]));
}

export interface PayoutListFilter {
  merchantId: number;
  memberId: number;
  /** The member's own payouts (default), or those it pays its downlines as their upline. */
  side?: 'payee' | 'payer';
  kind?: ContractKind | undefined;
  from: Date;
  until: Date;
  offset: number;
  limit: number;
}

const listWhere = (f: PayoutListFilter) =>
  and(
    eq(earningPayouts.merchantId, f.merchantId),
    eq(f.side === 'payer' ? earningPayouts.payerId : earningPayouts.memberId, f.memberId),
    f.kind ? eq(earningPayouts.kind, f.kind) : undefined,
    gte(earningPayouts.periodStart, f.from),
    lt(earningPayouts.periodStart, f.until),
  );

const payees = alias(members, 'payee');

/** A page of a member's payouts (or of those it pays), newest period first, with the payer's and payee's usernames. */
export async function listPayouts(orm: Orm, f: PayoutListFilter) {
  return orm
    .select({ payout: earningPayouts, payer: members.username, payee: payees.username })
    .from(earningPayouts)
    .leftJoin(members, eq(members.id, earningPayouts.payerId))
    .innerJoin(payees, eq(payees.id, earningPayouts.memberId))
    .where(listWhere(f))
    .orderBy(desc(earningPayouts.periodStart), desc(earningPayouts.id))
    .offset(f.offset)
    .limit(f.limit);
}

/**
 * What a payout of one of `statuses` still owes. A paid payout owes nothing even when a recompute lowered its due
 * below what it was paid (there is no clawback), and a reversed one is settled.
 */
const owing = (statuses: readonly PayoutStatus[]) =>
  sql`case when ${inArray(earningPayouts.status, [...statuses])} then greatest(${earningPayouts.due} - ${earningPayouts.paid}, 0) else 0 end`;

/** Count, due and paid over the list's whole range; `outstanding` and `held` as `owing` says. */
export async function payoutTotals(orm: Orm, f: PayoutListFilter) {
  const [row] = await orm
    .select({
      count: sql<number>`count(*)::int`,
      // A reversed payout is owed nothing any more (its paid part went back): it stays listed, out of the totals.
      due: sql<string>`coalesce(sum(${earningPayouts.due}) filter (where ${earningPayouts.status} <> 'reversed'), 0)::text`,
      paid: sql<string>`coalesce(sum(${earningPayouts.paid}), 0)::text`,
      outstanding: sql<string>`coalesce(sum(${owing(['pending', 'partial', 'insufficient', 'held'])}), 0)::text`,
      held: sql<string>`coalesce(sum(${owing(['held'])}), 0)::text`,
    })
    .from(earningPayouts)
    .where(listWhere(f));
  return {
    count: Number(row?.count ?? 0),
    due: Number(row?.due ?? 0),
    paid: Number(row?.paid ?? 0),
    outstanding: Number(row?.outstanding ?? 0),
    held: Number(row?.held ?? 0),
  };
}

/** What a funding pass did to each payout, written in one statement. */
export async function updatePaidPayouts(
  tx: Orm,
  changes: readonly { id: number; paid: number; status: PayoutRow['status']; transferKeys: readonly string[] }[],
) {
  if (changes.length === 0) return;
  const rows = changes.map((c) => ({ id: c.id, paid: c.paid, status: c.status, transfer_keys: c.transferKeys }));
  const p = earningPayouts;
  await tx.execute(sql`
    update ${p} set paid = v.paid, status = v.status,
      transfer_keys = array(select jsonb_array_elements_text(v.transfer_keys)), updated_at = now()
    from ${jsonRows(rows, { id: 'bigint', paid: 'bigint', status: 'text', transfer_keys: 'jsonb' })}
    where ${p.id} = v.id`);
}
