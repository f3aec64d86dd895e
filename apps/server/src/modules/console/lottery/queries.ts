import type { LotteryPeriodStatusName } from '@lotus/contract';
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { games, lotteryBets, lotteryExposure, lotteryGames, lotteryPeriods, members } from '../../../db/schema.ts';

/** Bets that took (or may have taken) a stake: a refused bet never moved money. */
const STAKED = ['pending', 'open', 'won', 'lost', 'cancelled', 'void'] as const;
/** Bets whose stake the house kept (cancelled and voided ones were given back). */
const KEPT = ['pending', 'open', 'won', 'lost'] as const;

/** A brand's lottery game row, locked for an edit; null for another brand's or an unknown one. */
export async function lockLotteryGame(orm: Orm, merchantId: number, gameId: number) {
  const [row] = await orm
    .select({ lottery: lotteryGames, enabled: games.enabled })
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.gameId, gameId)))
    .for('update', { of: [lotteryGames, games] });
  return row ?? null;
}

export type LotteryGameSettingsRow = typeof lotteryGames.$inferSelect;

export async function updateLotteryGameRow(
  orm: Orm,
  gameId: number,
  values: Partial<Omit<typeof lotteryGames.$inferInsert, 'gameId' | 'merchantId'>>,
) {
  await orm.update(lotteryGames).set(values).where(eq(lotteryGames.gameId, gameId));
}

export async function setGameEnabled(orm: Orm, gameId: number, enabled: boolean, now: Date) {
  await orm.update(games).set({ enabled, updatedAt: now }).where(eq(games.id, gameId));
}

/** Per period: bets that took a stake, their stakes (less what was given back) and payouts, minor units. */
const betTotals = {
  bets: sql<number>`count(${lotteryBets.id}) filter (where ${inArray(lotteryBets.status, [...STAKED])})`.mapWith(
    Number,
  ),
  stake:
    sql<number>`coalesce(sum(${lotteryBets.stake}) filter (where ${inArray(lotteryBets.status, [...KEPT])}), 0)`.mapWith(
      Number,
    ),
  payout: sql<number>`coalesce(sum(${lotteryBets.payout}), 0)`.mapWith(Number),
};

/**
 * A game's periods with their bet totals, and how many match: those opened by `now`, newest draw first, or the
 * upcoming ones (not open for bets yet), soonest first.
 */
export async function periodPage(
  orm: Orm,
  filter: { gameId: number; status: LotteryPeriodStatusName | undefined; upcoming: boolean; now: Date },
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(lotteryPeriods.gameId, filter.gameId),
    filter.status ? eq(lotteryPeriods.status, filter.status) : undefined,
    filter.upcoming ? gt(lotteryPeriods.opensAt, filter.now) : lte(lotteryPeriods.opensAt, filter.now),
  );
  const order = filter.upcoming
    ? [asc(lotteryPeriods.drawsAt), asc(lotteryPeriods.id)]
    : [desc(lotteryPeriods.drawsAt), desc(lotteryPeriods.id)];
  const [rows, [count]] = await Promise.all([
    orm
      .select({ period: lotteryPeriods, ...betTotals })
      .from(lotteryPeriods)
      .leftJoin(lotteryBets, eq(lotteryBets.periodId, lotteryPeriods.id))
      .where(where)
      .groupBy(lotteryPeriods.id)
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
    orm.select({ total: sql<number>`count(*)::int` }).from(lotteryPeriods).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One period of the brand with its bet totals; null for another brand's or an unknown one. */
export async function findMerchantPeriod(orm: Orm, merchantId: number, periodId: number) {
  const [row] = await orm
    .select({ period: lotteryPeriods, ...betTotals })
    .from(lotteryPeriods)
    .innerJoin(lotteryGames, eq(lotteryGames.gameId, lotteryPeriods.gameId))
    .leftJoin(lotteryBets, eq(lotteryBets.periodId, lotteryPeriods.id))
    .where(and(eq(lotteryPeriods.id, periodId), eq(lotteryGames.merchantId, merchantId)))
    .groupBy(lotteryPeriods.id);
  return row ?? null;
}

/** A period's bets with their members' names, newest first. */
export function periodBets(orm: Orm, periodId: number, limit: number) {
  return orm
    .select({ bet: lotteryBets, username: members.username })
    .from(lotteryBets)
    .innerJoin(members, eq(members.id, lotteryBets.memberId))
    .where(eq(lotteryBets.periodId, periodId))
    .orderBy(desc(lotteryBets.id))
    .limit(limit);
}

/** A period's exposure per key, largest first. */
export function periodExposure(orm: Orm, periodId: number, limit: number) {
  return orm
    .select({ key: lotteryExposure.key, amount: lotteryExposure.amount })
    .from(lotteryExposure)
    .where(eq(lotteryExposure.periodId, periodId))
    .orderBy(desc(lotteryExposure.amount), asc(lotteryExposure.key))
    .limit(limit);
}

/** Whether the vendor lists a game under this code already. */
export async function vendorHasGame(orm: Orm, vendorId: number, gameCode: string) {
  const [row] = await orm
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.vendorId, vendorId), eq(games.gameCode, gameCode)));
  return row !== undefined;
}
