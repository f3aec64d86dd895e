import { depositKinds } from '@lotus/contract';
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/database.ts';
import { anyOf, jsonRows } from '../../db/json-rows.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { EntryStatus, StoredRaffle } from '../../db/schema/promotions.ts';
import {
  bets,
  depositOrders,
  ledgerAccounts,
  memberBonuses,
  members,
  merchants,
  operators,
  promotionEntries,
  promotions,
  turnoverRequirements,
} from '../../db/schema.ts';

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionValues = Omit<typeof promotions.$inferInsert, 'id' | 'merchantId' | 'spent'>;
export type EntryRow = typeof promotionEntries.$inferSelect;
export type BonusRow = typeof memberBonuses.$inferSelect;

/** Advisory lock namespace: one member's joins, claims, forfeits and reviewed payments take turns. */
const MEMBER_LOCK_NAMESPACE = 7_240_340;

/** Held until the transaction ends; taken before any row lock, so the order is the same on every path. */
export async function lockMemberPromotions(tx: Orm, memberId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${MEMBER_LOCK_NAMESPACE}, ${memberId}::int)`);
}

export function listPromotionRows(orm: Orm, merchantId: number) {
  return orm
    .select()
    .from(promotions)
    .where(eq(promotions.merchantId, merchantId))
    .orderBy(asc(promotions.sort), desc(promotions.id));
}

/**
 * Switched-on campaigns a player may see at `now`: started or not, and ended less than `closedFor` ago (a raffle also
 * while its winners may claim).
 */
export function visiblePromotionRows(orm: Orm, merchantId: number, now: Date, closedForMs: number) {
  const since = new Date(now.getTime() - closedForMs);
  const claimUntil = sql`${promotions.endsAt} + make_interval(days => (${promotions.raffle}->>'claimDays')::int)`;
  return orm
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantId, merchantId),
        eq(promotions.enabled, true),
        or(
          sql`${promotions.endsAt} is null`,
          gt(promotions.endsAt, since),
          sql`(${promotions.kind} = 'raffle' and ${claimUntil} > ${now.toISOString()}::timestamptz)`,
        ),
      ),
    )
    .orderBy(asc(promotions.sort), desc(promotions.id));
}

export async function findPromotion(orm: Orm, merchantId: number, id: number) {
  const [row] = await orm
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)));
  return row ?? null;
}

/** A campaign by id alone (inside a transaction that has checked its brand and locked it). */
export async function promotionById(orm: Orm, id: number) {
  const [row] = await orm.select().from(promotions).where(eq(promotions.id, id));
  return row ?? null;
}

export async function lockPromotion(tx: Orm, merchantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertPromotion(tx: Orm, merchantId: number, values: PromotionValues) {
  const [row] = await tx
    .insert(promotions)
    .values({ ...values, merchantId })
    .returning();
  if (!row) throw new Error('promotion not inserted');
  return row;
}

export async function updatePromotionRow(tx: Orm, id: number, values: PromotionValues) {
  const { createdBy: _, ...changes } = values;
  const [row] = await tx.update(promotions).set(changes).where(eq(promotions.id, id)).returning();
  if (!row) throw new Error('promotion not updated');
  return row;
}

/**
 * Adds `amount` to what the campaign has paid or holds, only while that stays within its budget: one statement, so
 * claims arriving together each see the others' amounts. False when the budget cannot cover it.
 */
export async function reserveBudget(tx: Orm, promotionId: number, amount: number) {
  const rows = await tx
    .update(promotions)
    .set({ spent: sql`${promotions.spent} + ${amount}` })
    .where(
      and(
        eq(promotions.id, promotionId),
        sql`(${promotions.budget} is null or ${promotions.spent} + ${amount} <= ${promotions.budget})`,
      ),
    )
    .returning({ id: promotions.id });
  return rows.length === 1;
}

export async function releaseBudget(tx: Orm, promotionId: number, amount: number) {
  await tx
    .update(promotions)
    .set({ spent: sql`${promotions.spent} - ${amount}` })
    .where(eq(promotions.id, promotionId));
}

const memberForPromotions = {
  id: members.id,
  createdAt: members.createdAt,
  status: members.status,
  type: members.type,
  vipLevel: members.vipLevel,
  birthday: members.birthday,
  birthdaySetAt: members.birthdaySetAt,
};

/** What decides a member's part: when and under whom they registered, their VIP level and birthday. */
export async function findMemberForPromotions(orm: Orm, merchantId: number, memberId: number) {
  const [row] = await orm
    .select(memberForPromotions)
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
  return row ?? null;
}

/** The same for many members at once. */
export function findMembersForPromotions(orm: Orm, merchantId: number, memberIds: number[]) {
  return orm
    .select(memberForPromotions)
    .from(members)
    .where(and(eq(members.merchantId, merchantId), anyOf(members.id, memberIds, 'bigint')));
}

/** Switched-on campaigns of these kinds live at `now`. */
export function liveCampaignsOfKind(orm: Orm, merchantId: number, kinds: PromotionRow['kind'][], now: Date) {
  return orm
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantId, merchantId),
        eq(promotions.enabled, true),
        inArray(promotions.kind, kinds),
        lte(promotions.startsAt, now),
        or(sql`${promotions.endsAt} is null`, gt(promotions.endsAt, now)),
      ),
    );
}

/** The entries of many members in the campaigns named, newest first. */
export function entriesOfMembers(orm: Orm, memberIds: number[], promotionIds: number[]) {
  if (memberIds.length === 0 || promotionIds.length === 0) return Promise.resolve([] as EntryRow[]);
  return orm
    .select()
    .from(promotionEntries)
    .where(
      and(anyOf(promotionEntries.memberId, memberIds, 'bigint'), inArray(promotionEntries.promotionId, promotionIds)),
    )
    .orderBy(desc(promotionEntries.id));
}

/** The member's uplines, nearest first (the agent lines they belong to). */
export async function uplineIds(orm: Orm, memberId: number): Promise<number[]> {
  const result = await orm.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from ${members} where id = ${memberId}
      union all
      select m.id, m.parent_id, up.depth + 1 from ${members} m join up on m.id = up.parent_id where up.depth < 50
    )
    select id from up where depth > 0 order by depth`);
  return rowsOf<{ id: unknown }>(result).map((r) => Number(r.id));
}

/** Ids of the brand's accounts with these usernames (any case), by lower-case username. */
export async function idsOfUsernames(orm: Orm, merchantId: number, usernames: string[]) {
  if (usernames.length === 0) return new Map<string, number>();
  const lower = usernames.map((u) => u.toLowerCase());
  const rows = await orm
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(sql`lower(${members.username})`, lower)));
  return new Map(rows.map((r) => [r.username.toLowerCase(), r.id]));
}

export async function usernamesOfIds(orm: Orm, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await orm
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.id, ids));
  return new Map(rows.map((r) => [r.id, r.username]));
}

export interface CreditedDeposit {
  id: number;
  orderNo: string;
  amount: number;
  settledAt: Date;
}

/** The member's credited deposits, oldest first: the first is their first deposit. */
export async function creditedDeposits(orm: Orm, merchantId: number, memberId: number): Promise<CreditedDeposit[]> {
  const rows = await orm
    .select({
      id: depositOrders.id,
      orderNo: depositOrders.orderNo,
      amount: depositOrders.amount,
      settledAt: depositOrders.settledAt,
    })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.merchantId, merchantId),
        eq(depositOrders.memberId, memberId),
        eq(depositOrders.status, 'credited'),
      ),
    )
    .orderBy(asc(depositOrders.settledAt), asc(depositOrders.id));
  return rows.flatMap((r) => (r.settledAt ? [{ ...r, settledAt: r.settledAt }] : []));
}

/** The member's entries in the campaigns named, newest first. */
export function memberEntries(orm: Orm, memberId: number, promotionIds: number[]) {
  if (promotionIds.length === 0) return Promise.resolve([] as EntryRow[]);
  return orm
    .select()
    .from(promotionEntries)
    .where(and(eq(promotionEntries.memberId, memberId), inArray(promotionEntries.promotionId, promotionIds)))
    .orderBy(desc(promotionEntries.id));
}

/**
 * Records a join or a claim for the period: a new entry, or the member's `joined` entry of the period taking the
 * claim. Null when the period already has a claim (another request made it first).
 */
export async function upsertEntry(
  tx: Orm,
  values: {
    merchantId: number;
    promotionId: number;
    memberId: number;
    periodKey: string;
    status: EntryStatus;
    depositOrderId: number | null;
    amount: number;
    streakDay: number | null;
    loss: number | null;
    createdAt: Date;
  },
) {
  const [row] = await tx
    .insert(promotionEntries)
    .values(values)
    .onConflictDoUpdate({
      target: [promotionEntries.promotionId, promotionEntries.memberId, promotionEntries.periodKey],
      set: {
        status: values.status,
        depositOrderId: values.depositOrderId,
        amount: values.amount,
        streakDay: values.streakDay,
        loss: values.loss,
        createdAt: values.createdAt,
      },
      setWhere: sql`${promotionEntries.status} = 'joined' and ${values.status} <> 'joined'`,
    })
    .returning();
  return row ?? null;
}

export async function lockEntry(tx: Orm, merchantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(promotionEntries)
    .where(and(eq(promotionEntries.merchantId, merchantId), eq(promotionEntries.id, id)))
    .for('update');
  return row ?? null;
}

export async function findEntry(orm: Orm, merchantId: number, id: number) {
  const [row] = await orm
    .select({ memberId: promotionEntries.memberId })
    .from(promotionEntries)
    .where(and(eq(promotionEntries.merchantId, merchantId), eq(promotionEntries.id, id)));
  return row ?? null;
}

export async function decideEntry(
  tx: Orm,
  id: number,
  change: { status: EntryStatus; reviewedBy: number; decidedAt: Date; rejectReason?: string },
) {
  const [row] = await tx.update(promotionEntries).set(change).where(eq(promotionEntries.id, id)).returning();
  if (!row) throw new Error('entry not updated');
  return row;
}

export async function insertBonus(tx: Orm, values: typeof memberBonuses.$inferInsert) {
  const [row] = await tx.insert(memberBonuses).values(values).returning();
  if (!row) throw new Error('bonus not inserted');
  return row;
}

/** Links the bonus to its wagering; one without any (multiple 0) is complete at once. */
export async function setBonusRequirement(tx: Orm, bonusId: number, requirementId: number | null, now: Date) {
  await tx
    .update(memberBonuses)
    .set(requirementId === null ? { requirementId, status: 'completed', settledAt: now } : { requirementId })
    .where(eq(memberBonuses.id, bonusId));
}

export async function lockBonus(tx: Orm, merchantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(memberBonuses)
    .where(and(eq(memberBonuses.merchantId, merchantId), eq(memberBonuses.id, id)))
    .for('update');
  return row ?? null;
}

export async function settleBonus(
  tx: Orm,
  id: number,
  change: { status: 'completed' | 'forfeited' | 'expired'; forfeited: number; settledAt: Date },
) {
  await tx.update(memberBonuses).set(change).where(eq(memberBonuses.id, id));
}

/** What is left to wager on each requirement named. */
export async function remainingOf(orm: Orm, requirementIds: number[]) {
  if (requirementIds.length === 0) return new Map<number, number>();
  const rows = await orm
    .select({ id: turnoverRequirements.id, remaining: turnoverRequirements.remaining })
    .from(turnoverRequirements)
    .where(inArray(turnoverRequirements.id, requirementIds));
  return new Map(rows.map((r) => [r.id, r.remaining]));
}

export async function bonusPage(
  orm: Orm,
  merchantId: number,
  memberId: number,
  page: { offset: number; limit: number; status?: BonusRow['status'] | undefined; bonusId?: number },
) {
  const where = and(
    eq(memberBonuses.merchantId, merchantId),
    eq(memberBonuses.memberId, memberId),
    page.status ? eq(memberBonuses.status, page.status) : undefined,
    page.bonusId === undefined ? undefined : eq(memberBonuses.id, page.bonusId),
  );
  const [rows, [count]] = await Promise.all([
    orm
      .select({ bonus: memberBonuses, title: promotions.title, remaining: turnoverRequirements.remaining })
      .from(memberBonuses)
      .innerJoin(promotions, eq(promotions.id, memberBonuses.promotionId))
      .leftJoin(turnoverRequirements, eq(turnoverRequirements.id, memberBonuses.requirementId))
      .where(where)
      .orderBy(desc(memberBonuses.id))
      .offset(page.offset)
      .limit(page.limit),
    orm.select({ n: sql<number>`count(*)::int` }).from(memberBonuses).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Active bonuses past their expiry, oldest first, at most `limit`. */
export function expiredBonuses(orm: Orm, now: Date, limit: number) {
  return orm
    .select({ id: memberBonuses.id, merchantId: memberBonuses.merchantId, memberId: memberBonuses.memberId })
    .from(memberBonuses)
    .where(and(eq(memberBonuses.status, 'active'), lte(memberBonuses.expiresAt, now)))
    .orderBy(asc(memberBonuses.expiresAt))
    .limit(limit);
}

/** Marks completed the active bonuses whose wagering is done. */
export async function completeWageredBonuses(orm: Orm, now: Date) {
  const result = await orm.execute(sql`
    update ${memberBonuses} b set status = 'completed', settled_at = ${now.toISOString()}::timestamptz
    from ${turnoverRequirements} t
    where b.status = 'active' and t.id = b.requirement_id and t.remaining = 0`);
  return (result as { affectedRows?: number; rowCount?: number }).rowCount ?? 0;
}

/** Each campaign's figures, by campaign id. */
export async function promotionFigures(orm: Orm, merchantId: number) {
  const e = promotionEntries;
  const b = memberBonuses;
  const [entries, bonuses] = await Promise.all([
    orm
      .select({
        promotionId: e.promotionId,
        paid: sql<string>`coalesce(sum(${e.amount}) filter (where ${e.status} in ('claimed', 'issued')), 0)`,
        reserved: sql<string>`coalesce(sum(${e.amount}) filter (where ${e.status} = 'applying'), 0)`,
        claims: sql<number>`(count(*) filter (where ${e.status} in ('claimed', 'issued')))::int`,
        pending: sql<number>`(count(*) filter (where ${e.status} = 'applying'))::int`,
        rejected: sql<number>`(count(*) filter (where ${e.status} = 'rejected'))::int`,
        members: sql<number>`count(distinct ${e.memberId})::int`,
      })
      .from(e)
      .where(eq(e.merchantId, merchantId))
      .groupBy(e.promotionId),
    orm
      .select({
        promotionId: b.promotionId,
        turnover: sql<string>`coalesce(sum(${turnoverRequirements.required} - ${turnoverRequirements.remaining}), 0)`,
        forfeited: sql<string>`coalesce(sum(${b.forfeited}), 0)`,
      })
      .from(b)
      .leftJoin(turnoverRequirements, eq(turnoverRequirements.id, b.requirementId))
      .where(eq(b.merchantId, merchantId))
      .groupBy(b.promotionId),
  ]);
  return { entries, bonuses };
}

const reviewers = alias(operators, 'reviewers');
const requesters = alias(operators, 'requesters');

/** Claims for review, oldest first, with the member, the deposit that qualified and the operators involved. */
export async function claimPage(
  orm: Orm,
  merchantId: number,
  query: { status?: EntryStatus; promotionId?: number | undefined; entryId?: number; offset: number; limit: number },
) {
  const e = promotionEntries;
  const where = and(
    eq(e.merchantId, merchantId),
    query.status ? eq(e.status, query.status) : undefined,
    query.promotionId ? eq(e.promotionId, query.promotionId) : undefined,
    query.entryId === undefined ? undefined : eq(e.id, query.entryId),
  );
  const [rows, [count]] = await Promise.all([
    orm
      .select({
        entry: e,
        kind: promotions.kind,
        title: promotions.title,
        username: members.username,
        orderNo: depositOrders.orderNo,
        reviewer: reviewers.username,
        requester: requesters.username,
      })
      .from(e)
      .innerJoin(promotions, eq(promotions.id, e.promotionId))
      .innerJoin(members, eq(members.id, e.memberId))
      .leftJoin(depositOrders, eq(depositOrders.id, e.depositOrderId))
      .leftJoin(reviewers, eq(reviewers.id, e.reviewedBy))
      .leftJoin(requesters, eq(requesters.id, e.requestedBy))
      .where(where)
      .orderBy(query.status === 'applying' ? asc(e.id) : desc(e.id))
      .offset(query.offset)
      .limit(query.limit),
    orm.select({ n: sql<number>`count(*)::int` }).from(e).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function depositAmount(orm: Orm, depositOrderId: number) {
  const [row] = await orm
    .select({ amount: depositOrders.amount })
    .from(depositOrders)
    .where(eq(depositOrders.id, depositOrderId));
  return row?.amount ?? 0;
}

/** Whether the member is still wagering a bonus from a deposit campaign (check-in rewards aside). */
export async function wageringDepositBonus(orm: Orm, merchantId: number, memberId: number) {
  const [row] = await orm
    .select({ id: memberBonuses.id })
    .from(memberBonuses)
    .innerJoin(promotions, eq(promotions.id, memberBonuses.promotionId))
    .innerJoin(turnoverRequirements, eq(turnoverRequirements.id, memberBonuses.requirementId))
    .where(
      and(
        eq(memberBonuses.merchantId, merchantId),
        eq(memberBonuses.memberId, memberId),
        eq(memberBonuses.status, 'active'),
        inArray(promotions.kind, [...depositKinds]),
        gt(turnoverRequirements.remaining, 0),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A member's bets settled in a window. Rounds settle within a day of being placed, which bounds the scan on the
 * member's placed-at index.
 */
const settledInWindow = (merchantId: number, memberId: number, window: { start: Date; end: Date }) =>
  and(
    eq(bets.merchantId, merchantId),
    eq(bets.memberId, memberId),
    gte(bets.placedAt, new Date(window.start.getTime() - 86_400_000)),
    lt(bets.placedAt, window.end),
    eq(bets.status, 'settled'),
    gte(bets.settledAt, window.start),
    lt(bets.settledAt, window.end),
  );

/**
 * The member's net loss in a window: stakes minus payouts of the bets settled in it (a win is a negative loss).
 */
export async function netLoss(orm: Orm, merchantId: number, memberId: number, window: { start: Date; end: Date }) {
  const [row] = await orm
    .select({ loss: sql<string>`coalesce(sum(${bets.stake} - ${bets.payout}), 0)` })
    .from(bets)
    .where(settledInWindow(merchantId, memberId, window));
  return Number(row?.loss ?? 0);
}

/** The member's main balance (minor units; 0 before the wallet exists). */
export async function mainBalance(orm: Orm, merchantId: number, memberId: number) {
  const [row] = await orm
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchantId),
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.purpose, 'main'),
      ),
    );
  return row?.balance ?? 0;
}

// Raffles.

/**
 * The member's valid bet settled in a window (a valid-bet raffle's tickets so far), as the VIP and rebate counts read
 * it.
 */
export async function validBetIn(orm: Orm, merchantId: number, memberId: number, window: { start: Date; end: Date }) {
  const [row] = await orm
    .select({ total: sql<string>`coalesce(sum(${bets.validBet}), 0)` })
    .from(bets)
    .where(settledInWindow(merchantId, memberId, window));
  return Number(row?.total ?? 0);
}

/** Switched-on raffles not yet drawn that ended at or before `endedBy`, with their brand's code. */
export function rafflesDue(orm: Orm, endedBy: Date) {
  return orm
    .select({ id: promotions.id, merchantId: promotions.merchantId, code: merchants.code })
    .from(promotions)
    .innerJoin(merchants, eq(merchants.id, promotions.merchantId))
    .where(
      and(
        eq(promotions.kind, 'raffle'),
        eq(promotions.enabled, true),
        sql`${promotions.drawnAt} is null`,
        lte(promotions.endsAt, endedBy),
      ),
    )
    .orderBy(asc(promotions.endsAt), asc(promotions.id));
}

/** The largest ticket count an entry holds (its integer column). */
export const MAX_ENTRY_TICKETS = 2_147_483_647;

/**
 * At the draw, in one statement: every joined entry's tickets, from what its member deposited (credited deposits
 * settled in [start, end)) or validly bet (bets settled in it), one ticket per unit, at most the raffle's maximum.
 * Answers the entries in entry-id order, the order the draw numbers their tickets in.
 */
export async function writeRaffleTickets(tx: Orm, p: PromotionRow & { raffle: StoredRaffle; endsAt: Date }) {
  const start = p.startsAt.toISOString();
  const end = p.endsAt.toISOString();
  const counted =
    p.raffle.ticketBy === 'deposit'
      ? sql`(select coalesce(sum(d.amount), 0) from ${depositOrders} d
          where d.merchant_id = ${p.merchantId} and d.member_id = e.member_id and d.status = 'credited'
            and d.settled_at >= ${start}::timestamptz and d.settled_at < ${end}::timestamptz)`
      : sql`(select coalesce(sum(b.valid_bet), 0) from ${bets} b
          where b.merchant_id = ${p.merchantId} and b.member_id = e.member_id
            and b.placed_at >= ${start}::timestamptz - interval '1 day' and b.placed_at < ${end}::timestamptz
            and b.status = 'settled' and b.settled_at >= ${start}::timestamptz and b.settled_at < ${end}::timestamptz)`;
  const cap = Math.min(p.raffle.maxTickets ?? MAX_ENTRY_TICKETS, MAX_ENTRY_TICKETS);
  const result = await tx.execute(sql`
    update ${promotionEntries} t
    set tickets = least(${cap}::numeric, floor(s.total / ${p.raffle.ticketUnit}::numeric))::int
    from (
      select e.id, ${counted} as total from ${promotionEntries} e
      where e.promotion_id = ${p.id} and e.status = 'joined'
    ) s
    where t.id = s.id
    returning t.id, t.member_id, t.tickets`);
  return rowsOf<Record<string, unknown>>(result)
    .map((r) => ({ entryId: Number(r.id), memberId: Number(r.member_id), tickets: Number(r.tickets) }))
    .sort((a, b) => a.entryId - b.entryId);
}

/** The winners' prize tier and amount, in one statement. */
export async function setRaffleWinners(tx: Orm, winners: { entryId: number; rank: number; amount: number }[]) {
  if (winners.length === 0) return;
  const rows = winners.map((w) => ({ id: w.entryId, prize_rank: w.rank, amount: w.amount }));
  await tx.execute(sql`
    update ${promotionEntries} t set prize_rank = v.prize_rank, amount = v.amount
    from ${jsonRows(rows, { id: 'bigint', prize_rank: 'int', amount: 'bigint' })}
    where t.id = v.id`);
}

export async function markRaffleDrawn(tx: Orm, promotionId: number, at: Date) {
  await tx.update(promotions).set({ drawnAt: at }).where(eq(promotions.id, promotionId));
}

/** The entries a raffle drew from (tickets above 0), in entry-id order, with their members' usernames. */
export function raffleDrawEntries(orm: Orm, promotionId: number) {
  return orm
    .select({
      entryId: promotionEntries.id,
      memberId: promotionEntries.memberId,
      username: members.username,
      tickets: promotionEntries.tickets,
      prizeRank: promotionEntries.prizeRank,
    })
    .from(promotionEntries)
    .innerJoin(members, eq(members.id, promotionEntries.memberId))
    .where(and(eq(promotionEntries.promotionId, promotionId), gt(promotionEntries.tickets, 0)))
    .orderBy(asc(promotionEntries.id));
}

/** A raffle's winning entries, first tier first, with their members' usernames. */
export function raffleWinnerEntries(orm: Orm, promotionId: number) {
  return orm
    .select({ entry: promotionEntries, username: members.username })
    .from(promotionEntries)
    .innerJoin(members, eq(members.id, promotionEntries.memberId))
    .where(and(eq(promotionEntries.promotionId, promotionId), sql`${promotionEntries.prizeRank} is not null`))
    .orderBy(asc(promotionEntries.prizeRank), asc(promotionEntries.id));
}

/** The tickets a drawn raffle drew from, and the entries that held them. */
export async function raffleTotals(orm: Orm, promotionId: number) {
  const [row] = await orm
    .select({
      tickets: sql<string>`coalesce(sum(${promotionEntries.tickets}), 0)`,
      entries: sql<number>`count(*)::int`,
    })
    .from(promotionEntries)
    .where(and(eq(promotionEntries.promotionId, promotionId), gt(promotionEntries.tickets, 0)));
  return { tickets: Number(row?.tickets ?? 0), entries: row?.entries ?? 0 };
}

/** A grant's entry: its own period key, so one member may be granted again. */
export async function insertGrantEntry(
  tx: Orm,
  values: {
    merchantId: number;
    promotionId: number;
    memberId: number;
    periodKey: string;
    status: 'applying' | 'issued';
    amount: number;
    requestedBy: number;
    note: string;
    createdAt: Date;
  },
) {
  const [row] = await tx
    .insert(promotionEntries)
    .values({
      ...values,
      ...(values.status === 'issued' ? { reviewedBy: values.requestedBy, decidedAt: values.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('grant not inserted');
  return row;
}
