import { TRIAL_TYPE } from '@lotus/contract';
import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { bets, members, merchants, operators, vipChanges, vipCounts, vipLevels, vipProgress } from '../../db/schema.ts';

export type LevelRow = typeof vipLevels.$inferSelect;

/** A member's move from one level to another, as a set-based statement returned it. */
export interface LevelChange {
  memberId: number;
  fromLevel: number;
  toLevel: number;
}

const iso = (at: Date) => at.toISOString();

/** Bigints and counts come back as strings from one driver and numbers from the other. */
const changesOf = (result: unknown): LevelChange[] =>
  rowsOf<Record<string, unknown>>(result).map((r) => ({
    memberId: Number(r.member_id),
    fromLevel: Number(r.from_level),
    toLevel: Number(r.to_level),
  }));

/** The brand's ladder, level 0 first; empty when the brand has no VIP levels. */
export function ladderRows(orm: Orm, merchantId: number) {
  return orm.select().from(vipLevels).where(eq(vipLevels.merchantId, merchantId)).orderBy(asc(vipLevels.level));
}

/** How many members hold each level. */
export async function membersByLevel(orm: Orm, merchantId: number) {
  const rows = await orm
    .select({ level: members.vipLevel, n: sql<number>`count(*)::int` })
    .from(members)
    .where(eq(members.merchantId, merchantId))
    .groupBy(members.vipLevel);
  return new Map(rows.map((r) => [r.level, Number(r.n)]));
}

/** The lowest level above `top` that a member of the brand holds (a ladder cut to `top` would take it away). */
export async function lowestHeldAbove(tx: Orm, merchantId: number, top: number) {
  const [row] = await tx
    .select({ level: sql<number | null>`min(${members.vipLevel})` })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), gt(members.vipLevel, top)));
  return row?.level == null ? null : Number(row.level);
}

export async function replaceLadder(tx: Orm, merchantId: number, rows: Omit<LevelRow, 'merchantId'>[]) {
  await tx.delete(vipLevels).where(eq(vipLevels.merchantId, merchantId));
  if (rows.length > 0) await tx.insert(vipLevels).values(rows.map((r) => ({ ...r, merchantId })));
}

/**
 * Where the brand's counting stands, locked until the transaction ends: counting runs, keep checks, ladder saves and
 * levels set by hand of one brand take turns on this row, so two processes never count the same bets twice.
 */
export async function lockCounts(tx: Orm, merchantId: number) {
  const [row] = await tx.select().from(vipCounts).where(eq(vipCounts.merchantId, merchantId)).for('update');
  return row ?? null;
}

export async function findCounts(orm: Orm, merchantId: number) {
  const [row] = await orm.select().from(vipCounts).where(eq(vipCounts.merchantId, merchantId));
  return row ?? null;
}

/** The first save of a ladder: counting starts from it (bets settled before are never counted). */
export async function insertCounts(tx: Orm, merchantId: number, countedUntil: Date, reviewedMonth: string) {
  await tx.insert(vipCounts).values({ merchantId, countedUntil, reviewedMonth }).onConflictDoNothing();
}

export async function setCountedUntil(tx: Orm, merchantId: number, countedUntil: Date) {
  await tx.update(vipCounts).set({ countedUntil }).where(eq(vipCounts.merchantId, merchantId));
}

export async function setReviewedMonth(tx: Orm, merchantId: number, reviewedMonth: string) {
  await tx.update(vipCounts).set({ reviewedMonth }).where(eq(vipCounts.merchantId, merchantId));
}

/** Brands that have saved a ladder, with their codes (the job loads each brand's settings by code). */
export function countedBrands(orm: Orm) {
  return orm
    .select({ id: merchants.id, code: merchants.code })
    .from(vipCounts)
    .innerJoin(merchants, eq(merchants.id, vipCounts.merchantId))
    .orderBy(asc(merchants.id));
}

/**
 * Counting statements are planned for far more rows than they meet (the full join of the two aggregates), which makes
 * PostgreSQL compile them to machine code first: half a second of a run that takes one or two. Off for the rest of
 * the transaction, and room for the per-member aggregates to stay in memory (the default spills a big brand's
 * deposits to disk).
 */
export async function tuneForCounting(tx: Orm) {
  await tx.execute(sql`set local jit = off`);
  await tx.execute(sql`set local work_mem = '32MB'`);
}

/**
 * One counting run's writes, in one statement: the valid bet of the bets settled and the deposits credited in
 * [from, to), one aggregate per table grouped by member, are added to each member's progress; every member counted
 * whose progress now meets a higher level's thresholds (valid bet and deposits) moves to the highest such level,
 * never down (trial accounts never move), with `level_since` and a change row. Answers how many members it counted
 * and the moves. Members not counted keep their level: a ladder saved with lower thresholds moves them when it is
 * saved (`upgradeMembers`).
 */
export async function countAndUpgrade(tx: Orm, merchantId: number, from: Date, to: Date, now: Date) {
  const result = await tx.execute(sql`
    with played as (
      select member_id, sum(valid_bet) as valid_bet from ${bets}
      where merchant_id = ${merchantId} and status = 'settled'
        and settled_at >= ${iso(from)}::timestamptz and settled_at < ${iso(to)}::timestamptz
      group by member_id
    ), paid_in as (
      select member_id, sum(amount) as deposit from deposit_orders
      where merchant_id = ${merchantId} and status = 'credited'
        and settled_at >= ${iso(from)}::timestamptz and settled_at < ${iso(to)}::timestamptz
      group by member_id
    ), added as (
      select coalesce(p.member_id, d.member_id) as member_id,
        coalesce(p.valid_bet, 0) as valid_bet, coalesce(d.deposit, 0) as deposit
      from played p full join paid_in d on d.member_id = p.member_id
    ), counted as (
      select a.member_id, a.valid_bet, a.deposit, m.vip_level as from_level,
        case when m.type = ${TRIAL_TYPE} then m.vip_level else coalesce(t.level, 0) end as to_level
      from added a
      join ${members} m on m.id = a.member_id
      left join ${vipProgress} v on v.member_id = a.member_id
      left join lateral (
        select max(l.level) as level from ${vipLevels} l
        where l.merchant_id = ${merchantId} and l.level >= 1
          and coalesce(v.valid_bet, 0) + a.valid_bet >= l.upgrade_valid_bet
          and coalesce(v.deposit, 0) + a.deposit >= l.upgrade_deposit
      ) t on true
      where a.valid_bet > 0 or a.deposit > 0
    ), progressed as (
      insert into ${vipProgress} as v (member_id, merchant_id, valid_bet, deposit, level_since)
      select member_id, ${merchantId}, valid_bet, deposit,
        case when to_level > from_level then ${iso(now)}::timestamptz end
      from counted
      on conflict (member_id) do update set
        valid_bet = v.valid_bet + excluded.valid_bet,
        deposit = v.deposit + excluded.deposit,
        level_since = coalesce(excluded.level_since, v.level_since)
    ), moved as (
      update ${members} m set vip_level = c.to_level
      from counted c
      where m.id = c.member_id and c.to_level > c.from_level
      returning m.id as member_id, c.from_level, c.to_level
    ), logged as (
      insert into ${vipChanges} (merchant_id, member_id, from_level, to_level, reason, created_at)
      select ${merchantId}, member_id, from_level, to_level, 'upgrade', ${iso(now)}::timestamptz from moved
    )
    select (select count(*) from counted)::int as counted, moved.* from (select 1) one
    left join moved on true
    order by moved.member_id`);
  const rows = rowsOf<Record<string, unknown>>(result);
  return {
    counted: Number(rows[0]?.counted ?? 0),
    moved: changesOf(rows.filter((r) => r.member_id !== null && r.member_id !== undefined)),
  };
}

/**
 * Moves every member of the brand whose progress meets a higher level's thresholds (valid bet and deposits) to the
 * highest such level, never down, and records each move with its time (`level_since`) and a change row: after a
 * ladder is saved (lower thresholds move members at once). Trial accounts never move. One statement; answers the
 * moves.
 */
export async function upgradeMembers(tx: Orm, merchantId: number, now: Date): Promise<LevelChange[]> {
  const result = await tx.execute(sql`
    with target as (
      select p.member_id, max(l.level) as level
      from ${vipProgress} p
      join ${vipLevels} l on l.merchant_id = p.merchant_id and l.level >= 1
        and p.valid_bet >= l.upgrade_valid_bet and p.deposit >= l.upgrade_deposit
      where p.merchant_id = ${merchantId}
      group by p.member_id
    ), moved as (
      update ${members} m set vip_level = t.level
      from (
        select m2.id, m2.vip_level as from_level, target.level
        from target join ${members} m2 on m2.id = target.member_id
        where target.level > m2.vip_level and m2.type <> ${TRIAL_TYPE}
      ) t
      where m.id = t.id
      returning m.id as member_id, t.from_level, m.vip_level as to_level
    ), since as (
      update ${vipProgress} p set level_since = ${iso(now)}::timestamptz
      from moved where p.member_id = moved.member_id
    ), logged as (
      insert into ${vipChanges} (merchant_id, member_id, from_level, to_level, reason, created_at)
      select ${merchantId}, member_id, from_level, to_level, 'upgrade', ${iso(now)}::timestamptz from moved
    )
    select member_id, from_level, to_level from moved order by member_id`);
  return changesOf(result);
}

/**
 * The keep check of one business month [start, end): every member at a level that asks a monthly valid bet, who held
 * it before the month began and settled less than it asks in the month, drops one level; their progress is set to the
 * new level's thresholds (0 at level 0), so it takes new play to climb again. `level_since` stays: the member has
 * held the lower level (or a higher one) since then. One statement; answers the moves.
 */
export async function downgradeMembers(
  tx: Orm,
  merchantId: number,
  month: { start: Date; end: Date },
  now: Date,
): Promise<LevelChange[]> {
  const result = await tx.execute(sql`
    with due as (
      select m.id as member_id, m.vip_level as from_level, l.keep_valid_bet
      from ${members} m
      join ${vipLevels} l on l.merchant_id = m.merchant_id and l.level = m.vip_level
      left join ${vipProgress} p on p.member_id = m.id
      where m.merchant_id = ${merchantId} and m.vip_level >= 1 and l.keep_valid_bet is not null
        and (p.level_since is null or p.level_since < ${iso(month.start)}::timestamptz)
    ), played as (
      select b.member_id, sum(b.valid_bet) as valid_bet from ${bets} b
      where b.merchant_id = ${merchantId} and b.status = 'settled'
        and b.settled_at >= ${iso(month.start)}::timestamptz and b.settled_at < ${iso(month.end)}::timestamptz
        and b.member_id in (select member_id from due)
      group by b.member_id
    ), moved as (
      update ${members} m set vip_level = due.from_level - 1
      from due left join played on played.member_id = due.member_id
      where m.id = due.member_id and m.vip_level = due.from_level
        and coalesce(played.valid_bet, 0) < due.keep_valid_bet
      returning m.id as member_id, due.from_level, m.vip_level as to_level
    ), reset as (
      insert into ${vipProgress} as v (member_id, merchant_id, valid_bet, deposit)
      select moved.member_id, ${merchantId}, coalesce(l.upgrade_valid_bet, 0), coalesce(l.upgrade_deposit, 0)
      from moved
      left join ${vipLevels} l on l.merchant_id = ${merchantId} and l.level = moved.to_level and moved.to_level >= 1
      on conflict (member_id) do update set valid_bet = excluded.valid_bet, deposit = excluded.deposit
    ), logged as (
      insert into ${vipChanges} (merchant_id, member_id, from_level, to_level, reason, created_at)
      select ${merchantId}, member_id, from_level, to_level, 'downgrade', ${iso(now)}::timestamptz from moved
    )
    select member_id, from_level, to_level from moved order by member_id`);
  return changesOf(result);
}

/** The member's level, type and progress (null: not a member of the brand). */
export async function findMemberStanding(orm: Orm, merchantId: number, memberId: number) {
  const [row] = await orm
    .select({
      id: members.id,
      level: members.vipLevel,
      type: members.type,
      validBet: vipProgress.validBet,
      deposit: vipProgress.deposit,
      levelSince: vipProgress.levelSince,
    })
    .from(members)
    .leftJoin(vipProgress, eq(vipProgress.memberId, members.id))
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
  return row ? { ...row, validBet: row.validBet ?? 0, deposit: row.deposit ?? 0 } : null;
}

/** The member's row, locked: an operator's change and the member's own edits take turns. */
export async function lockMemberLevel(tx: Orm, merchantId: number, memberId: number) {
  const [row] = await tx
    .select({ id: members.id, level: members.vipLevel })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)))
    .for('update');
  return row ?? null;
}

/** Sets one member's level and progress by hand, with its change row. */
export async function setMemberLevel(
  tx: Orm,
  change: LevelChange & {
    merchantId: number;
    validBet: number;
    deposit: number;
    note: string;
    operatorId: number;
    at: Date;
  },
) {
  await tx.update(members).set({ vipLevel: change.toLevel }).where(eq(members.id, change.memberId));
  await tx
    .insert(vipProgress)
    .values({
      memberId: change.memberId,
      merchantId: change.merchantId,
      validBet: change.validBet,
      deposit: change.deposit,
      levelSince: change.at,
    })
    .onConflictDoUpdate({
      target: vipProgress.memberId,
      set: { validBet: change.validBet, deposit: change.deposit, levelSince: change.at },
    });
  await tx.insert(vipChanges).values({
    merchantId: change.merchantId,
    memberId: change.memberId,
    fromLevel: change.fromLevel,
    toLevel: change.toLevel,
    reason: 'operator',
    note: change.note,
    operatorId: change.operatorId,
    createdAt: change.at,
  });
}

/** The member's changes of level, newest first, with the operator who made those by hand. */
export function memberChanges(orm: Orm, merchantId: number, memberId: number, limit: number) {
  return orm
    .select({ change: vipChanges, operator: operators.username })
    .from(vipChanges)
    .leftJoin(operators, eq(operators.id, vipChanges.operatorId))
    .where(and(eq(vipChanges.merchantId, merchantId), eq(vipChanges.memberId, memberId)))
    .orderBy(desc(vipChanges.id))
    .limit(limit);
}

/**
 * The member's valid bet settled in [start, end). Rounds settle within a day of being placed (as the promotions'
 * net loss assumes), which bounds the scan on the member's placed-at index.
 */
export async function validBetBetween(orm: Orm, merchantId: number, memberId: number, start: Date, end: Date) {
  const [row] = await orm
    .select({ total: sql<string>`coalesce(sum(${bets.validBet}), 0)` })
    .from(bets)
    .where(
      and(
        eq(bets.merchantId, merchantId),
        eq(bets.memberId, memberId),
        gte(bets.placedAt, new Date(start.getTime() - 86_400_000)),
        lt(bets.placedAt, end),
        eq(bets.status, 'settled'),
        gte(bets.settledAt, start),
        lt(bets.settledAt, end),
      ),
    );
  return Number(row?.total ?? 0);
}
