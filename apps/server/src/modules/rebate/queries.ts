import { type GameCategory, gameCategories, type RebateLine, type RebateSource } from '@lotus/contract';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { anyOf, jsonRows } from '../../db/json-rows.ts';
import { REBATE_MEMBER_LOCK_NAMESPACE } from '../../db/locks.ts';
import { rowsOf } from '../../db/rows-of.ts';
import {
  bets,
  games,
  ledgerTransfers,
  members,
  merchants,
  rebateRates,
  rebateSettings,
  rebates,
  vipLevels,
} from '../../db/schema.ts';
import type { RatedSum } from './rules.ts';

export type RebateSettingsRow = typeof rebateSettings.$inferSelect;
export type RebateRow = typeof rebates.$inferSelect;
export type RateRow = Omit<typeof rebateRates.$inferSelect, 'merchantId'>;

const iso = (at: Date) => at.toISOString();
const time = (value: unknown) => new Date(value as string);

// Locks.

/** Held until the transaction ends; taken before any row lock (the ledger's), so every path takes them in one order. */
export async function lockMemberRebate(tx: Orm, memberId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${REBATE_MEMBER_LOCK_NAMESPACE}, ${memberId}::int)`);
}

/** lockMemberRebate for a batch of members, in id order (two runs at once wait for each other, never in a cycle). */
export async function lockMembersRebate(tx: Orm, memberIds: readonly number[]) {
  await tx.execute(sql`
    select pg_advisory_xact_lock(${REBATE_MEMBER_LOCK_NAMESPACE}, id::int)
    from (select distinct jsonb_array_elements_text(${JSON.stringify(memberIds)}::jsonb)::bigint as id order by 1) as held`);
}

// Settings and rates.

export async function findSettings(orm: Orm, merchantId: number) {
  const [row] = await orm.select().from(rebateSettings).where(eq(rebateSettings.merchantId, merchantId));
  return row ?? null;
}

/** The brand's settings row, made with the defaults (rebate off) when missing, locked for the caller's change. */
export async function lockSettings(tx: Orm, merchantId: number): Promise<RebateSettingsRow> {
  await tx.insert(rebateSettings).values({ merchantId }).onConflictDoNothing();
  const [row] = await tx.select().from(rebateSettings).where(eq(rebateSettings.merchantId, merchantId)).for('update');
  if (!row) throw new Error(`no rebate settings for merchant ${merchantId}`);
  return row;
}

export async function updateSettings(
  tx: Orm,
  merchantId: number,
  values: Omit<typeof rebateSettings.$inferInsert, 'merchantId'>,
) {
  await tx.update(rebateSettings).set(values).where(eq(rebateSettings.merchantId, merchantId));
}

/** Every rate of the brand, by level then category. */
export function brandRates(orm: Orm, merchantId: number): Promise<RateRow[]> {
  return orm
    .select({ level: rebateRates.level, category: rebateRates.category, rateBp: rebateRates.rateBp })
    .from(rebateRates)
    .where(eq(rebateRates.merchantId, merchantId))
    .orderBy(asc(rebateRates.level), asc(rebateRates.category));
}

export async function replaceRates(tx: Orm, merchantId: number, rows: readonly RateRow[]) {
  await tx.delete(rebateRates).where(eq(rebateRates.merchantId, merchantId));
  if (rows.length > 0) await tx.insert(rebateRates).values(rows.map((r) => ({ ...r, merchantId })));
}

/** The brand's VIP levels and their names (read as the VIP module stores them). */
export function vipLevelNames(orm: Orm, merchantId: number) {
  return orm
    .select({ level: vipLevels.level, name: vipLevels.name })
    .from(vipLevels)
    .where(eq(vipLevels.merchantId, merchantId))
    .orderBy(asc(vipLevels.level));
}

/** Brands that pay rebate automatically, with what the job needs to know of each. */
export function autoRebateBrands(orm: Orm) {
  return orm
    .select({
      merchantId: rebateSettings.merchantId,
      gmtOffsetMinutes: merchants.gmtOffsetMinutes,
      disabledModules: merchants.disabledModules,
      autoHour: rebateSettings.autoHour,
      autoRanOn: rebateSettings.autoRanOn,
    })
    .from(rebateSettings)
    .innerJoin(merchants, eq(merchants.id, rebateSettings.merchantId))
    .where(
      sql`${rebateSettings.enabled} and ${rebateSettings.autoHour} is not null and ${rebateSettings.since} is not null`,
    )
    .orderBy(asc(rebateSettings.merchantId));
}

/** Records that the automatic run of `date` is done (never moves the date back). */
export async function markAutoRan(orm: Orm, merchantId: number, date: string) {
  await orm
    .update(rebateSettings)
    .set({ autoRanOn: date })
    .where(
      sql`${rebateSettings.merchantId} = ${merchantId} and (${rebateSettings.autoRanOn} is null or ${rebateSettings.autoRanOn} < ${date})`,
    );
}

// Members and their windows.

/** For the rest of the transaction: no JIT compilation (for statements that run once and cost more to compile). */
export async function withoutJit(tx: Orm) {
  await tx.execute(sql`set local jit = off`);
}

/** What decides a member's rebate now: their level, whether they may be paid, and where their last rebate ended. */
export interface MemberState {
  memberId: number;
  level: number;
  /** Trial accounts (type 4) and suspended members are not paid automatically. */
  payable: boolean;
  lastTo: Date | null;
}

const lastRebateEnd = (memberId: SQL) =>
  sql`(select ${rebates.toAt} from ${rebates} where ${rebates.memberId} = ${memberId} order by ${rebates.toAt} desc limit 1)`;

/** The members' states, read after their locks (so a payment that just committed is seen). */
export async function memberStates(orm: Orm, merchantId: number, memberIds: readonly number[]) {
  const m = members;
  const rows = await orm
    .select({
      memberId: m.id,
      level: m.vipLevel,
      type: m.type,
      status: m.status,
      lastTo: sql<string | null>`${lastRebateEnd(sql`${m.id}`)}`,
    })
    .from(m)
    .where(and(eq(m.merchantId, merchantId), anyOf(m.id, memberIds, 'bigint')));
  return new Map<number, MemberState>(
    rows.map((r) => [
      r.memberId,
      {
        memberId: r.memberId,
        level: r.level,
        payable: r.type !== 4 && r.status === 'active',
        lastTo: r.lastTo === null ? null : time(r.lastTo),
      },
    ]),
  );
}

/**
 * One member's valid bet per category settled in [from, to), with their level's rate of each category that earns.
 * A bet without a game has no category and earns nothing.
 */
export async function memberSums(
  orm: Orm,
  merchantId: number,
  memberId: number,
  level: number,
  window: { from: Date; to: Date },
): Promise<RatedSum[]> {
  if (window.to.getTime() <= window.from.getTime()) return [];
  const rows = await orm
    .select({
      category: games.gameType,
      validBet: sql<string>`sum(${bets.validBet})`,
      rateBp: rebateRates.rateBp,
    })
    .from(bets)
    .innerJoin(games, eq(games.id, bets.gameId))
    .innerJoin(
      rebateRates,
      and(
        eq(rebateRates.merchantId, merchantId),
        eq(rebateRates.level, level),
        eq(rebateRates.category, games.gameType),
      ),
    )
    .where(
      and(
        eq(bets.merchantId, merchantId),
        eq(bets.memberId, memberId),
        eq(bets.status, 'settled'),
        gte(bets.settledAt, window.from),
        lt(bets.settledAt, window.to),
        sql`${rebateRates.rateBp} > 0`,
      ),
    )
    .groupBy(games.gameType, rebateRates.rateBp);
  return rows.map((r) => ({ category: r.category as GameCategory, validBet: Number(r.validBet), rateBp: r.rateBp }));
}

/** A member's window as the automatic run's evaluation reads it. */
export interface MemberWindow {
  memberId: number;
  level: number;
  from: Date;
}

/**
 * The window start of every member the automatic run may pay: not a trial account, not suspended, at a level that
 * earns something; from the end of their last rebate, never before `since`.
 */
export async function memberWindows(orm: Orm, merchantId: number): Promise<MemberWindow[]> {
  const result = await orm.execute(sql`
    select m.id as member_id, m.vip_level as level,
      greatest(s.since, coalesce(${lastRebateEnd(sql`m.id`)}, s.since)) as from_at
    from ${members} m
    cross join (select since from ${rebateSettings} where merchant_id = ${merchantId} and since is not null) s
    where m.merchant_id = ${merchantId} and m.type <> 4 and m.status = 'active'
      and m.vip_level in (select level from ${rebateRates} where merchant_id = ${merchantId} and rate_bp > 0)`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    memberId: Number(r.member_id),
    level: Number(r.level),
    from: time(r.from_at),
  }));
}

/** A member's valid bet of one category in their window. */
export interface WindowSum {
  memberId: number;
  category: GameCategory;
  validBet: number;
}

/**
 * The valid bet per member and category of the bets settled in each member's window up to `to`, in one statement.
 * The bets settled since `split` (where most windows start: the end of the last automatic run) are read once through
 * the `(merchant, settled_at)` index and summed per member; `later` members' windows start after it, so their bets are
 * kept only from their start. `earlier` members' windows start before it (below the minimum since, or never paid):
 * their bets before `split` are read through the `(merchant, member, placed_at)` index, one member at a time.
 */
export async function windowSums(
  orm: Orm,
  merchantId: number,
  split: Date,
  to: Date,
  later: readonly MemberWindow[],
  earlier: readonly MemberWindow[],
): Promise<WindowSum[]> {
  const starts = (list: readonly MemberWindow[]) =>
    jsonRows(
      list.map((w) => ({ member_id: w.memberId, from_at: iso(w.from) })),
      { member_id: 'bigint', from_at: 'timestamptz' },
    );
  // Categories as small numbers: grouping by an integer is cheaper than by the text of `game_type`.
  const categories = sql`(
    select g.id, c.n as category from ${games} g
    join unnest(${`{${gameCategories.join(',')}}`}::text[]) with ordinality as c(name, n) on c.name = g.game_type
    where g.merchant_id = ${merchantId})`;
  // Each part only when it has members: the planner then knows how many bets the pass keeps.
  const laterStarts = later.length > 0 ? sql`left join ${starts(later)} on v.member_id = b.member_id` : sql``;
  const laterFilter = later.length > 0 ? sql`and (v.from_at is null or b.settled_at >= v.from_at)` : sql``;
  const recent = sql`
    select b.member_id, g.category, sum(b.valid_bet) as valid_bet
    from ${bets} b
    join ${categories} g on g.id = b.game_id
    ${laterStarts}
    where b.merchant_id = ${merchantId} and b.status = 'settled'
      and b.settled_at >= ${iso(split)}::timestamptz and b.settled_at < ${iso(to)}::timestamptz ${laterFilter}
    group by 1, 2`;
  const before = sql`
    select v.member_id, g.category, sum(b.valid_bet) as valid_bet
    from ${starts(earlier)}
    cross join lateral (
      select b.game_id, b.valid_bet from ${bets} b
      where b.merchant_id = ${merchantId} and b.member_id = v.member_id and b.placed_at < ${iso(split)}::timestamptz
        and b.status = 'settled' and b.settled_at >= v.from_at and b.settled_at < ${iso(split)}::timestamptz
      offset 0
    ) b
    join ${categories} g on g.id = b.game_id
    group by 1, 2`;
  const q =
    earlier.length > 0
      ? sql`select member_id, category, sum(valid_bet) as valid_bet from (${recent} union all ${before}) counted group by 1, 2`
      : recent;
  const result = await orm.execute(q);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    memberId: Number(r.member_id),
    category: gameCategories[Number(r.category) - 1] as GameCategory,
    validBet: Number(r.valid_bet),
  }));
}

// Rebates.

export interface NewRebate {
  memberId: number;
  source: RebateSource;
  from: Date;
  to: Date;
  validBet: number;
  amount: number;
  level: number;
  lines: RebateLine[];
  idempotencyKey: string | null;
}

/**
 * Inserts the rebates; one whose member already has a rebate starting where it starts (or under its Idempotency-Key)
 * is left out: that window was paid. Answers the rows written.
 */
export async function insertRebates(tx: Orm, merchantId: number, rows: readonly NewRebate[], at: Date) {
  if (rows.length === 0) return [];
  const values = rows.map((r) => ({
    member_id: r.memberId,
    source: r.source,
    from_at: iso(r.from),
    to_at: iso(r.to),
    valid_bet: r.validBet,
    amount: r.amount,
    rank_level: r.level,
    lines: r.lines,
    idempotency_key: r.idempotencyKey,
  }));
  const result = await tx.execute(sql`
    insert into ${rebates} (merchant_id, member_id, source, from_at, to_at, valid_bet, amount, rank_level, lines,
      idempotency_key, created_at)
    select ${merchantId}, member_id, source, from_at, to_at, valid_bet, amount, rank_level, lines, idempotency_key,
      ${iso(at)}::timestamptz
    from ${jsonRows(values, {
      member_id: 'bigint',
      source: 'text',
      from_at: 'timestamptz',
      to_at: 'timestamptz',
      valid_bet: 'bigint',
      amount: 'bigint',
      rank_level: 'int',
      lines: 'jsonb',
      idempotency_key: 'text',
    })}
    on conflict do nothing
    returning id, member_id`);
  return rowsOf<{ id: unknown; member_id: unknown }>(result).map((r) => ({
    id: Number(r.id),
    memberId: Number(r.member_id),
  }));
}

/** Links each rebate to the ledger transfer that paid it (keyed `rebate:<id>`). */
export async function linkTransfers(tx: Orm, merchantId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update ${rebates} set transfer_id = t.id
    from ${ledgerTransfers} t
    where t.merchant_id = ${merchantId} and t.idempotency_key = 'rebate:' || ${rebates.id}
      and ${anyOf(rebates.id, ids, 'bigint')}`);
}

export function rebatesByIds(orm: Orm, ids: readonly number[]) {
  return orm
    .select()
    .from(rebates)
    .where(anyOf(rebates.id, ids, 'bigint'))
    .orderBy(asc(rebates.id));
}

/** The member's rebate made under this Idempotency-Key, if any. */
export async function rebateByKey(orm: Orm, memberId: number, idempotencyKey: string) {
  const [row] = await orm
    .select()
    .from(rebates)
    .where(and(eq(rebates.memberId, memberId), eq(rebates.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** The member's rebate whose window starts at `from` (the one that paid it). */
export async function rebateFrom(orm: Orm, memberId: number, from: Date) {
  const [row] = await orm
    .select()
    .from(rebates)
    .where(and(eq(rebates.memberId, memberId), eq(rebates.fromAt, from)));
  return row ?? null;
}

/** One member's rebates, newest first, and how many they have. */
export async function memberRebatePage(
  orm: Orm,
  merchantId: number,
  memberId: number,
  page: { offset: number; limit: number },
) {
  const where = and(eq(rebates.merchantId, merchantId), eq(rebates.memberId, memberId));
  const [rows, [count]] = await Promise.all([
    orm.select().from(rebates).where(where).orderBy(desc(rebates.id)).offset(page.offset).limit(page.limit),
    orm.select({ n: sql<number>`count(*)::int` }).from(rebates).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export interface PayoutFilter {
  username?: string | undefined;
  source?: RebateSource | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** The brand's paid rebates matching the filter, newest first, with their totals. */
export async function payoutPage(
  orm: Orm,
  merchantId: number,
  filter: PayoutFilter,
  page: { offset: number; limit: number },
) {
  const r = rebates;
  const where = and(
    eq(r.merchantId, merchantId),
    filter.username ? sql`lower(${members.username}) = lower(${filter.username})` : undefined,
    filter.source ? eq(r.source, filter.source) : undefined,
    filter.from !== undefined ? gte(r.createdAt, new Date(filter.from)) : undefined,
    filter.to !== undefined ? lt(r.createdAt, new Date(filter.to)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    orm
      .select({ rebate: r, username: members.username })
      .from(r)
      .innerJoin(members, eq(members.id, r.memberId))
      .where(where)
      .orderBy(desc(r.createdAt), desc(r.id))
      .offset(page.offset)
      .limit(page.limit),
    orm
      .select({
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${r.amount}), 0)`,
        validBet: sql<string>`coalesce(sum(${r.validBet}), 0)`,
      })
      .from(r)
      .innerJoin(members, eq(members.id, r.memberId))
      .where(where),
  ]);
  return {
    rows,
    totals: { count: totals?.count ?? 0, amount: Number(totals?.amount ?? 0), validBet: Number(totals?.validBet ?? 0) },
  };
}
