import { and, asc, eq, gt, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import {
  gameLaunchTokens,
  games,
  gameVendors,
  lotteryBets,
  lotteryChases,
  lotteryExposure,
  lotteryGames,
  lotteryOdds,
  lotteryPeriods,
  merchants,
  recentGames,
} from '../../db/schema.ts';
import { launchEndsAt, launchSessionJoin } from '../games/launch-session.ts';

export type LotteryGameRow = Awaited<ReturnType<typeof listLotteryGames>>[number];
export type PeriodRow = typeof lotteryPeriods.$inferSelect;
export type NewPeriod = typeof lotteryPeriods.$inferInsert;

const gameColumns = {
  gameId: lotteryGames.gameId,
  merchantId: lotteryGames.merchantId,
  family: lotteryGames.family,
  area: lotteryGames.area,
  intervalSeconds: lotteryGames.intervalSeconds,
  drawTime: lotteryGames.drawTime,
  closeSeconds: lotteryGames.closeSeconds,
  payTable: lotteryGames.payTable,
  oddsVersion: lotteryGames.oddsVersion,
  maxPayoutPerNumber: lotteryGames.maxPayoutPerNumber,
  maxPayoutPerPeriod: lotteryGames.maxPayoutPerPeriod,
  maxPrizeGroup: lotteryGames.maxPrizeGroup,
  defaultPrizeGroup: lotteryGames.defaultPrizeGroup,
  voidAfterMinutes: lotteryGames.voidAfterMinutes,
  gameCode: games.gameCode,
  gameType: games.gameType,
  name: games.name,
  icon: games.icon,
  enabled: games.enabled,
  maintenance: games.maintenance,
  sortOrder: games.sortOrder,
  vendorId: gameVendors.id,
  vendorCode: gameVendors.code,
  vendorEnabled: gameVendors.enabled,
  gmtOffsetMinutes: merchants.gmtOffsetMinutes,
  currency: merchants.currency,
};

const gamesJoined = (orm: Orm) =>
  orm
    .select(gameColumns)
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .innerJoin(merchants, eq(merchants.id, lotteryGames.merchantId));

/** Every lottery game of every brand, enabled or not (the period keeper runs over all of them). */
export function listLotteryGames(orm: Orm) {
  return gamesJoined(orm).orderBy(asc(lotteryGames.merchantId), asc(games.sortOrder), asc(games.id));
}

export async function findLotteryGame(orm: Orm, gameId: number) {
  const [row] = await gamesJoined(orm).where(eq(lotteryGames.gameId, gameId));
  return row ?? null;
}

/** The numeros of a game's periods among `numeros` that already exist. */
export async function existingNumeros(orm: Orm, gameId: number, numeros: string[]) {
  if (numeros.length === 0) return new Set<string>();
  const rows = await orm
    .select({ numero: lotteryPeriods.numero })
    .from(lotteryPeriods)
    .where(and(eq(lotteryPeriods.gameId, gameId), inArray(lotteryPeriods.numero, numeros)));
  return new Set(rows.map((row) => row.numero));
}

/** Adds periods; one another process added first is left as it is (its seed stands). */
export async function insertPeriods(orm: Orm, periods: NewPeriod[]) {
  if (periods.length === 0) return 0;
  const added = await orm
    .insert(lotteryPeriods)
    .values(periods)
    .onConflictDoNothing()
    .returning({ id: lotteryPeriods.id });
  return added.length;
}

/** Periods whose draw time has come and that are not drawn yet, oldest first. */
export function dueOpenPeriods(orm: Orm, now: Date, limit: number) {
  return orm
    .select()
    .from(lotteryPeriods)
    .where(and(eq(lotteryPeriods.status, 'open'), lte(lotteryPeriods.drawsAt, now)))
    .orderBy(asc(lotteryPeriods.drawsAt), asc(lotteryPeriods.id))
    .limit(limit);
}

/** The draw itself: only the first caller moves the period from `open`, so each period is drawn once. */
export async function markDrawn(orm: Orm, periodId: number, result: unknown, now: Date) {
  const [row] = await orm
    .update(lotteryPeriods)
    .set({ status: 'drawn', result, drawnAt: now })
    .where(and(eq(lotteryPeriods.id, periodId), eq(lotteryPeriods.status, 'open')))
    .returning();
  return row ?? null;
}

/**
 * Voids a period not drawn yet; null when it was drawn, settled or voided already. A drawn period is never voided:
 * its result is public and some of its bets may be paid, so a refund would pay their stakes twice.
 */
export async function markVoid(orm: Orm, periodId: number, reason: string, now: Date) {
  const [row] = await orm
    .update(lotteryPeriods)
    .set({ status: 'void', voidReason: reason, settledAt: now })
    .where(and(eq(lotteryPeriods.id, periodId), eq(lotteryPeriods.status, 'open')))
    .returning();
  return row ?? null;
}

/**
 * Drops a game's future periods (not open for bets yet, no bet on them) that its schedule no longer makes, after an
 * operator changed the schedule; the period taking bets keeps its times and draws as announced.
 */
export async function dropUnscheduled(orm: Orm, gameId: number, now: Date, keep: string[]) {
  const dropped = await orm
    .delete(lotteryPeriods)
    .where(
      and(
        eq(lotteryPeriods.gameId, gameId),
        eq(lotteryPeriods.status, 'open'),
        gt(lotteryPeriods.opensAt, now),
        keep.length > 0 ? notInArray(lotteryPeriods.numero, keep) : undefined,
        sql`not exists (select 1 from ${lotteryBets} where ${lotteryBets.periodId} = ${lotteryPeriods.id})`,
        sql`not exists (select 1 from ${lotteryExposure} where ${lotteryExposure.periodId} = ${lotteryPeriods.id})`,
      ),
    )
    .returning({ id: lotteryPeriods.id });
  return dropped.length;
}

export async function findPeriod(orm: Orm, periodId: number) {
  const [row] = await orm.select().from(lotteryPeriods).where(eq(lotteryPeriods.id, periodId));
  return row ?? null;
}

export async function findPeriodByNumero(orm: Orm, gameId: number, numero: string) {
  const [row] = await orm
    .select()
    .from(lotteryPeriods)
    .where(and(eq(lotteryPeriods.gameId, gameId), eq(lotteryPeriods.numero, numero)));
  return row ?? null;
}

/** The latest period of a game drawn before `now` (any status but open): where a restart catches up from. */
export async function latestDrawTime(orm: Orm, gameId: number) {
  const [row] = await orm
    .select({ at: sql<Date | null>`max(${lotteryPeriods.drawsAt})`.mapWith((v) => (v ? new Date(v) : null)) })
    .from(lotteryPeriods)
    .where(eq(lotteryPeriods.gameId, gameId));
  return row?.at ?? null;
}

/** What the lottery needs to call the wallet as a game's vendor: the brand's code and the vendor's secret. */
export async function findWalletAccess(orm: Orm, vendorId: number) {
  const [row] = await orm
    .select({ merchantCode: merchants.code, secret: gameVendors.secret, vendorCode: gameVendors.code })
    .from(gameVendors)
    .innerJoin(merchants, eq(merchants.id, gameVendors.merchantId))
    .where(eq(gameVendors.id, vendorId));
  return row ?? null;
}

export type LotteryBetRow = typeof lotteryBets.$inferSelect;

/** Bets of a period still waiting for money to move, in id order (the order every settlement run walks them). */
export function unsettledBets(orm: Orm, periodId: number, afterId: number, limit: number) {
  return orm
    .select()
    .from(lotteryBets)
    .where(
      and(
        eq(lotteryBets.periodId, periodId),
        inArray(lotteryBets.status, ['pending', 'open']),
        gt(lotteryBets.id, afterId),
      ),
    )
    .orderBy(asc(lotteryBets.id))
    .limit(limit);
}

/** Moves a bet out of `from` once; false when another run (or the player) moved it first. */
export async function moveBet(
  orm: Orm,
  betId: number,
  from: LotteryBetRow['status'][],
  to: Partial<Pick<LotteryBetRow, 'status' | 'payout' | 'detail' | 'settledAt'>>,
) {
  const moved = await orm
    .update(lotteryBets)
    .set(to)
    .where(and(eq(lotteryBets.id, betId), inArray(lotteryBets.status, from)))
    .returning({ id: lotteryBets.id });
  return moved.length > 0;
}

/** Takes exposure back (a refused, cancelled or voided bet can no longer win); shares come in key order. */
export async function releaseExposure(orm: Orm, shares: { periodId: number; key: string; amount: number }[]) {
  for (const { periodId, key, amount } of shares) {
    await orm
      .update(lotteryExposure)
      .set({ amount: sql`greatest(${lotteryExposure.amount} - ${amount}, 0)` })
      .where(and(eq(lotteryExposure.periodId, periodId), eq(lotteryExposure.key, key)));
  }
}

/** Marks a drawn period settled once no bet of it waits for money any more. */
export async function settleIfDone(orm: Orm, periodId: number, now: Date) {
  const [row] = await orm
    .update(lotteryPeriods)
    .set({ status: 'settled', settledAt: now })
    .where(
      and(
        eq(lotteryPeriods.id, periodId),
        eq(lotteryPeriods.status, 'drawn'),
        sql`not exists (select 1 from ${lotteryBets} where ${lotteryBets.periodId} = ${periodId}
          and ${lotteryBets.status} in ('pending', 'open'))`,
      ),
    )
    .returning({ id: lotteryPeriods.id });
  return !!row;
}

/** Drawn periods some of whose bets still wait (a crash or an unreachable wallet left them): the keeper retries. */
export function drawnPeriods(orm: Orm, limit: number) {
  return orm
    .select()
    .from(lotteryPeriods)
    .where(eq(lotteryPeriods.status, 'drawn'))
    .orderBy(asc(lotteryPeriods.drawsAt))
    .limit(limit);
}

/** Voided periods with bets not yet refunded. */
export function voidPeriodsWithBets(orm: Orm, limit: number) {
  return orm
    .select()
    .from(lotteryPeriods)
    .where(
      and(
        eq(lotteryPeriods.status, 'void'),
        sql`exists (select 1 from ${lotteryBets} where ${lotteryBets.periodId} = ${lotteryPeriods.id}
          and ${lotteryBets.status} in ('pending', 'open'))`,
      ),
    )
    .orderBy(asc(lotteryPeriods.drawsAt))
    .limit(limit);
}

/**
 * A launch token with what the lottery needs of it; null for an unknown token. `expiresAt` is when it stops working,
 * the end of its launching session included.
 */
export async function findLotteryLaunch(orm: Orm, tokenHash: string) {
  const [row] = await orm
    .select({
      merchantId: gameLaunchTokens.merchantId,
      memberId: gameLaunchTokens.memberId,
      freePlay: gameLaunchTokens.freePlay,
      currency: gameLaunchTokens.currency,
      expiresAt: launchEndsAt,
      gameId: gameLaunchTokens.gameId,
    })
    .from(gameLaunchTokens)
    .leftJoin(...launchSessionJoin)
    .where(eq(gameLaunchTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** The bets a slip made, by its request key (each row's key is `<requestKey>:<period>:<line>`). */
export function betsOfRequest(orm: Orm, merchantId: number, memberId: number, requestKey: string) {
  return orm
    .select()
    .from(lotteryBets)
    .where(
      and(
        eq(lotteryBets.merchantId, merchantId),
        eq(lotteryBets.memberId, memberId),
        sql`${lotteryBets.requestKey} like ${`${requestKey}:%`}`,
      ),
    )
    .orderBy(asc(lotteryBets.id));
}

export async function findPeriodsByNumero(orm: Orm, gameId: number, numeros: string[]) {
  return orm
    .select()
    .from(lotteryPeriods)
    .where(and(eq(lotteryPeriods.gameId, gameId), inArray(lotteryPeriods.numero, numeros)));
}

export type NewBet = typeof lotteryBets.$inferInsert;

export function insertBets(orm: Orm, rows: NewBet[]) {
  return orm.insert(lotteryBets).values(rows).returning();
}

export async function insertChase(orm: Orm, row: typeof lotteryChases.$inferInsert) {
  const [chase] = await orm.insert(lotteryChases).values(row).returning({ id: lotteryChases.id });
  if (!chase) throw new Error('chase not inserted');
  return chase.id;
}

/**
 * Adds a bet's worst case to its period's exposure, one key at a time in key order (callers sort across the whole
 * slip, so two slips never wait on each other in a circle), and answers the amounts after the addition.
 */
export async function addExposure(orm: Orm, periodId: number, key: string, amount: number) {
  const [row] = await orm
    .insert(lotteryExposure)
    .values({ periodId, key, amount })
    .onConflictDoUpdate({
      target: [lotteryExposure.periodId, lotteryExposure.key],
      set: { amount: sql`${lotteryExposure.amount} + ${amount}` },
    })
    .returning({ amount: lotteryExposure.amount });
  return row?.amount ?? amount;
}

export async function findBetOfMember(orm: Orm, merchantId: number, memberId: number, betId: number) {
  const [row] = await orm
    .select()
    .from(lotteryBets)
    .where(and(eq(lotteryBets.id, betId), eq(lotteryBets.merchantId, merchantId), eq(lotteryBets.memberId, memberId)));
  return row ?? null;
}

/** What a bet is shown with: its period's numero and result, its game's code and name. */
export function betContext(orm: Orm, periodIds: number[]) {
  if (periodIds.length === 0) return Promise.resolve([]);
  return orm
    .select({
      periodId: lotteryPeriods.id,
      numero: lotteryPeriods.numero,
      result: lotteryPeriods.result,
      gameCode: games.gameCode,
      name: games.name,
    })
    .from(lotteryPeriods)
    .innerJoin(games, eq(games.id, lotteryPeriods.gameId))
    .where(inArray(lotteryPeriods.id, periodIds));
}

/** Ends a running chase after a win, once; false when it had already ended or does not stop on a win. */
export async function endChaseOnWin(orm: Orm, chaseId: number, wonDrawsAt: Date) {
  const ended = await orm
    .update(lotteryChases)
    .set({ status: 'won', wonDrawsAt })
    .where(and(eq(lotteryChases.id, chaseId), eq(lotteryChases.status, 'running'), eq(lotteryChases.stopOnWin, true)))
    .returning({ id: lotteryChases.id });
  return ended.length > 0;
}

/** A chase's bets on periods drawn after `drawsAt` that are not drawn yet: what stopping the chase refunds. */
export function chaseBetsAfter(orm: Orm, chaseId: number, drawsAt: Date) {
  return orm
    .select({ bet: lotteryBets })
    .from(lotteryBets)
    .innerJoin(lotteryPeriods, eq(lotteryPeriods.id, lotteryBets.periodId))
    .where(
      and(
        eq(lotteryBets.chaseId, chaseId),
        inArray(lotteryBets.status, ['pending', 'open']),
        eq(lotteryPeriods.status, 'open'),
        gt(lotteryPeriods.drawsAt, drawsAt),
      ),
    )
    .orderBy(asc(lotteryBets.id));
}

export async function findChaseOfMember(orm: Orm, merchantId: number, memberId: number, chaseId: number) {
  const [row] = await orm
    .select()
    .from(lotteryChases)
    .where(
      and(
        eq(lotteryChases.id, chaseId),
        eq(lotteryChases.merchantId, merchantId),
        eq(lotteryChases.memberId, memberId),
      ),
    );
  return row ?? null;
}

/** A chase's bets with the times and state of their periods, in id order. */
export function chaseBets(orm: Orm, chaseId: number) {
  return orm
    .select({
      bet: lotteryBets,
      period: { status: lotteryPeriods.status, closesAt: lotteryPeriods.closesAt, drawsAt: lotteryPeriods.drawsAt },
    })
    .from(lotteryBets)
    .innerJoin(lotteryPeriods, eq(lotteryPeriods.id, lotteryBets.periodId))
    .where(eq(lotteryBets.chaseId, chaseId))
    .orderBy(asc(lotteryBets.id));
}

/**
 * Ends a running chase at the member's word, once: its bets on periods drawn after `lastStanding` are refunded (now,
 * or when their period settles should the wallet not take the refund now). False when it had already ended.
 */
export async function endChaseByMember(orm: Orm, chaseId: number, lastStanding: Date) {
  const ended = await orm
    .update(lotteryChases)
    .set({ status: 'stopped', wonDrawsAt: lastStanding })
    .where(and(eq(lotteryChases.id, chaseId), eq(lotteryChases.status, 'running')))
    .returning({ id: lotteryChases.id });
  return ended.length > 0;
}

/**
 * Among `chaseIds`, those a win or the member stopped before `drawsAt`: their bets on that period are refunded, not
 * settled.
 */
export async function chasesStoppedBefore(orm: Orm, chaseIds: number[], drawsAt: Date) {
  if (chaseIds.length === 0) return new Set<number>();
  const rows = await orm
    .select({ id: lotteryChases.id })
    .from(lotteryChases)
    .where(and(inArray(lotteryChases.id, chaseIds), lt(lotteryChases.wonDrawsAt, drawsAt)));
  return new Set(rows.map((row) => row.id));
}

/** The period taking bets at `now`: the first open one whose betting has not closed. */
export async function currentPeriod(orm: Orm, gameId: number, now: Date) {
  const [row] = await orm
    .select()
    .from(lotteryPeriods)
    .where(and(eq(lotteryPeriods.gameId, gameId), eq(lotteryPeriods.status, 'open'), gt(lotteryPeriods.closesAt, now)))
    .orderBy(asc(lotteryPeriods.closesAt))
    .limit(1);
  return row ?? null;
}

/** Periods after `closesAt` still to come, for a chase. */
export function upcomingPeriods(orm: Orm, gameId: number, after: Date, limit: number) {
  return orm
    .select()
    .from(lotteryPeriods)
    .where(
      and(eq(lotteryPeriods.gameId, gameId), eq(lotteryPeriods.status, 'open'), gt(lotteryPeriods.closesAt, after)),
    )
    .orderBy(asc(lotteryPeriods.closesAt))
    .limit(limit);
}

/** A game's latest drawn (or voided) periods, newest first. */
export function latestResults(orm: Orm, gameId: number, limit: number) {
  return orm
    .select()
    .from(lotteryPeriods)
    .where(and(eq(lotteryPeriods.gameId, gameId), inArray(lotteryPeriods.status, ['drawn', 'settled', 'void'])))
    .orderBy(sql`${lotteryPeriods.drawsAt} desc`)
    .limit(limit);
}

/** The member's bets in a game, newest first, optionally only those not settled yet; with the total count. */
export async function memberBets(
  orm: Orm,
  filter: { merchantId: number; memberId: number; gameId: number; open: boolean },
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(lotteryBets.merchantId, filter.merchantId),
    eq(lotteryBets.memberId, filter.memberId),
    sql`${lotteryBets.periodId} in (select ${lotteryPeriods.id} from ${lotteryPeriods} where ${lotteryPeriods.gameId} = ${filter.gameId})`,
    filter.open ? inArray(lotteryBets.status, ['pending', 'open']) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    orm
      .select()
      .from(lotteryBets)
      .where(where)
      .orderBy(sql`${lotteryBets.id} desc`)
      .offset(page.offset)
      .limit(page.limit),
    orm.select({ total: sql<number>`count(*)::int` }).from(lotteryBets).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** A brand's lottery games, in catalogue order. */
export function merchantLotteryGames(orm: Orm, merchantId: number) {
  return gamesJoined(orm).where(eq(lotteryGames.merchantId, merchantId)).orderBy(asc(games.sortOrder), asc(games.id));
}

/** Lottery games the member opened lately, most recent first (the catalogue's recent games). */
export function recentLotteryGameIds(orm: Orm, merchantId: number, memberId: number, limit: number) {
  return orm
    .select({ gameId: recentGames.gameId })
    .from(recentGames)
    .innerJoin(lotteryGames, eq(lotteryGames.gameId, recentGames.gameId))
    .where(and(eq(recentGames.merchantId, merchantId), eq(recentGames.memberId, memberId)))
    .orderBy(sql`${recentGames.playedAt} desc`)
    .limit(limit);
}

/** The period taking bets of each of a brand's games. */
export function currentPeriods(orm: Orm, merchantId: number, now: Date) {
  return orm
    .selectDistinctOn([lotteryPeriods.gameId])
    .from(lotteryPeriods)
    .innerJoin(lotteryGames, eq(lotteryGames.gameId, lotteryPeriods.gameId))
    .where(
      and(eq(lotteryGames.merchantId, merchantId), eq(lotteryPeriods.status, 'open'), gt(lotteryPeriods.closesAt, now)),
    )
    .orderBy(lotteryPeriods.gameId, asc(lotteryPeriods.closesAt));
}

/** The latest drawn (or voided) period of a game. */
export async function previousDrawn(orm: Orm, gameId: number) {
  const [row] = await latestResults(orm, gameId, 1);
  return row ?? null;
}

/** A catalogue game of a brand, placed after every game the brand has; answers its id. */
export async function insertCatalogueGame(orm: Orm, values: Omit<typeof games.$inferInsert, 'sortOrder'>) {
  const [row] = await orm
    .insert(games)
    .values({
      ...values,
      sortOrder: sql`(select coalesce(max(${games.sortOrder}), -1) + 1 from ${games} where ${games.merchantId} = ${values.merchantId})`,
    })
    .returning({ id: games.id });
  if (!row) throw new Error('catalogue game not inserted');
  return row.id;
}

export async function insertLotteryGameRow(orm: Orm, values: typeof lotteryGames.$inferInsert) {
  await orm.insert(lotteryGames).values(values);
}

/** A game's pay table as a new odds version (the first when the game is added, the next on each change). */
export async function insertOdds(
  orm: Orm,
  values: { gameId: number; version: number; payTable: Record<string, unknown> },
) {
  await orm.insert(lotteryOdds).values(values);
}

/** The pay tables of some of a game's odds versions, by version. */
export async function oddsVersions(orm: Orm, gameId: number, versions: number[]) {
  if (versions.length === 0) return new Map<number, Record<string, unknown>>();
  const rows = await orm
    .select({ version: lotteryOdds.version, payTable: lotteryOdds.payTable })
    .from(lotteryOdds)
    .where(and(eq(lotteryOdds.gameId, gameId), inArray(lotteryOdds.version, versions)));
  return new Map(rows.map((row) => [row.version, row.payTable]));
}
