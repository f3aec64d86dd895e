import type { BetStatus } from '@lotus/contract';
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { bets, games, gameVendors } from '../../db/schema.ts';

/** Which bets: always one merchant and a period of placing; the rest narrows it. */
export interface BetFilter {
  merchantId: number;
  from: Date;
  until: Date;
  memberIds?: number[] | undefined;
  /** A subquery of member ids (a whole agent team), for sets too large to list. */
  memberIn?: SQL | undefined;
  vendorCode?: string | undefined;
  gameCode?: string | undefined;
  gameType?: string | undefined;
  status?: BetStatus | undefined;
  roundId?: string | undefined;
}

function where(filter: BetFilter): SQL | undefined {
  return and(
    eq(bets.merchantId, filter.merchantId),
    gte(bets.placedAt, filter.from),
    lt(bets.placedAt, filter.until),
    filter.memberIds ? inArray(bets.memberId, filter.memberIds) : undefined,
    filter.memberIn ? sql`${bets.memberId} in (${filter.memberIn})` : undefined,
    filter.vendorCode ? sql`upper(${gameVendors.code}) = ${filter.vendorCode.toUpperCase()}` : undefined,
    filter.gameCode ? eq(games.gameCode, filter.gameCode) : undefined,
    filter.gameType ? eq(games.gameType, filter.gameType) : undefined,
    filter.status ? eq(bets.status, filter.status) : undefined,
    filter.roundId ? eq(bets.roundId, filter.roundId) : undefined,
  );
}

const columns = {
  id: bets.id,
  memberId: bets.memberId,
  roundId: bets.roundId,
  stake: bets.stake,
  validBet: bets.validBet,
  payout: bets.payout,
  status: bets.status,
  placedAt: bets.placedAt,
  settledAt: bets.settledAt,
  detail: bets.detail,
  vendorCode: gameVendors.code,
  vendorName: gameVendors.name,
  gameCode: games.gameCode,
  gameName: games.name,
  gameType: games.gameType,
};

export type BetRow = Awaited<ReturnType<typeof betsPage>>[number];

/** One page of matching bets with their vendor and game, newest placed first. */
export function betsPage(orm: Orm, filter: BetFilter, offset: number, limit: number) {
  return orm
    .select(columns)
    .from(bets)
    .innerJoin(gameVendors, eq(gameVendors.id, bets.vendorId))
    .leftJoin(games, eq(games.id, bets.gameId))
    .where(where(filter))
    .orderBy(desc(bets.placedAt), desc(bets.id))
    .offset(offset)
    .limit(limit);
}

/** Sums of minor units; `numeric` in SQL, read back as numbers (far below 2^53 for any real book). */
const sumOf = (expression: SQL) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);

/** The member's result of a bet: payout − stake once settled, nothing while open or after a cancellation. */
const winLoss = sql`case when ${bets.status} = 'settled' then ${bets.payout} - ${bets.stake} else 0 end`;

const totalColumns = {
  count: count(),
  stake: sumOf(sql`${bets.stake}`),
  validBet: sumOf(sql`${bets.validBet}`),
  payout: sumOf(sql`${bets.payout}`),
  winLoss: sumOf(winLoss),
};

/** Count and sums (minor units) over every matching bet, not only one page. */
export async function betTotals(orm: Orm, filter: BetFilter) {
  const [row] = await orm
    .select(totalColumns)
    .from(bets)
    .innerJoin(gameVendors, eq(gameVendors.id, bets.vendorId))
    .leftJoin(games, eq(games.id, bets.gameId))
    .where(where(filter));
  return row ?? { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 };
}

/** One bet of the merchant with its vendor and game; null when there is none. */
export async function findBet(orm: Orm, merchantId: number, betId: number) {
  const [row] = await orm
    .select(columns)
    .from(bets)
    .innerJoin(gameVendors, eq(gameVendors.id, bets.vendorId))
    .leftJoin(games, eq(games.id, bets.gameId))
    .where(and(eq(bets.merchantId, merchantId), eq(bets.id, betId)));
  return row ?? null;
}

/** The business date of a bet's placing at the merchant's offset, as `YYYY-MM-DD`. */
const businessDay = (gmtOffsetMinutes: number) =>
  // Inlined (an integer from the merchant's settings): a bound parameter would make the grouped expression differ.
  sql<string>`to_char((${bets.placedAt} at time zone 'UTC') + interval '1 minute' * ${sql.raw(String(Math.trunc(gmtOffsetMinutes)))}, 'YYYY-MM-DD')`;

const categoryOf = sql<string>`coalesce(${games.gameType}, 'OTHER')`;

/** Settled bets of the filter summed per category. */
export function totalsByCategory(orm: Orm, filter: BetFilter) {
  return orm
    .select({ gameType: categoryOf, ...totalColumns })
    .from(bets)
    .innerJoin(gameVendors, eq(gameVendors.id, bets.vendorId))
    .leftJoin(games, eq(games.id, bets.gameId))
    .where(where(filter))
    .groupBy(categoryOf);
}

/** Settled bets of the filter summed per business day, newest first. */
export function totalsByDay(orm: Orm, filter: BetFilter, gmtOffsetMinutes: number) {
  const day = businessDay(gmtOffsetMinutes);
  return orm
    .select({ date: day, ...totalColumns })
    .from(bets)
    .innerJoin(gameVendors, eq(gameVendors.id, bets.vendorId))
    .leftJoin(games, eq(games.id, bets.gameId))
    .where(where(filter))
    .groupBy(day)
    .orderBy(desc(day));
}

/** Matching bets summed per vendor (minor units). */
export function totalsByVendor(orm: Orm, filter: BetFilter) {
  return orm
    .select({ vendorCode: gameVendors.code, vendorName: gameVendors.name, ...totalColumns })
    .from(bets)
    .innerJoin(gameVendors, eq(gameVendors.id, bets.vendorId))
    .leftJoin(games, eq(games.id, bets.gameId))
    .where(where(filter))
    .groupBy(gameVendors.id, gameVendors.code, gameVendors.name);
}
