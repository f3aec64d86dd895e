import { and, asc, count, desc, eq, gt, gte, ilike, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { bets, favouriteGames, gameLaunchTokens, games, gameVendors, members, recentGames } from '../../db/schema.ts';

/** The columns every catalogue answer is built from (see `toGameItem`). */
const catalogueColumns = {
  id: games.id,
  gameCode: games.gameCode,
  gameType: games.gameType,
  subType: games.subType,
  name: games.name,
  icon: games.icon,
  minBet: games.minBet,
  lines: games.lines,
  hot: games.hot,
  gameMaintenance: games.maintenance,
  vendorId: gameVendors.id,
  vendorCode: gameVendors.code,
  vendorName: gameVendors.name,
  vendorMaintenance: gameVendors.maintenance,
};

/** Only enabled games of enabled vendors reach players. */
const playable = (merchantId: number) =>
  and(eq(games.merchantId, merchantId), eq(games.enabled, true), eq(gameVendors.enabled, true));

const catalogueOrder = [asc(gameVendors.sortOrder), asc(games.sortOrder), asc(games.id)];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface GameFilter {
  gameType?: string;
  vendorCode?: string;
  subType?: string;
  keyword?: string;
  /** Minor units: games whose minimum bet is at least this. */
  minBet?: number;
  /** Games with at least this many lines. */
  lines?: number;
  hotOnly?: boolean;
}

function filterConditions(merchantId: number, f: GameFilter): SQL | undefined {
  const pattern = f.keyword ? `%${escapeLike(f.keyword)}%` : undefined;
  return and(
    playable(merchantId),
    f.gameType !== undefined ? eq(games.gameType, f.gameType) : undefined,
    f.vendorCode !== undefined ? eq(gameVendors.code, f.vendorCode) : undefined,
    f.subType !== undefined ? eq(games.subType, f.subType) : undefined,
    f.minBet !== undefined ? gte(games.minBet, f.minBet) : undefined,
    f.lines !== undefined ? gte(games.lines, f.lines) : undefined,
    f.hotOnly ? eq(games.hot, true) : undefined,
    pattern
      ? or(
          ilike(sql`${games.name}->>'EN'`, pattern),
          ilike(sql`${games.name}->>'CN'`, pattern),
          ilike(games.gameCode, pattern),
        )
      : undefined,
  );
}

/** One page of the catalogue under the filter, in vendor then game order, and the count over all pages. */
export async function findGamesPage(
  orm: Orm,
  merchantId: number,
  filter: GameFilter,
  page: { offset: number; limit: number },
) {
  const where = filterConditions(merchantId, filter);
  const [rows, totals] = await Promise.all([
    orm
      .select(catalogueColumns)
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(where)
      .orderBy(...catalogueOrder)
      .limit(page.limit)
      .offset(page.offset),
    orm.select({ n: count() }).from(games).innerJoin(gameVendors, eq(gameVendors.id, games.vendorId)).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export type CatalogueRow = Awaited<ReturnType<typeof findGames>>[number];

export function findGames(orm: Orm, merchantId: number, filter: GameFilter, limit?: number) {
  const query = orm
    .select(catalogueColumns)
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(filterConditions(merchantId, filter))
    .orderBy(...catalogueOrder);
  return limit === undefined ? query : query.limit(limit);
}

/** Games of a category nobody has to wait for: neither they nor their vendor under maintenance; hot ones first. */
export function findPlayableAlternatives(
  orm: Orm,
  merchantId: number,
  gameType: string,
  exceptGameId: number,
  limit: number,
) {
  return orm
    .select(catalogueColumns)
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(
      and(
        playable(merchantId),
        eq(games.gameType, gameType),
        ne(games.id, exceptGameId),
        eq(games.maintenance, false),
        eq(gameVendors.maintenance, false),
      ),
    )
    .orderBy(desc(games.hot), ...catalogueOrder)
    .limit(limit);
}

/** Per vendor and category: the number of games, the single game's id when alone, and its maintenance flag. */
export function vendorCategoryCounts(orm: Orm, merchantId: number) {
  return orm
    .select({
      vendorId: gameVendors.id,
      vendorCode: gameVendors.code,
      vendorName: gameVendors.name,
      vendorSort: gameVendors.sortOrder,
      vendorMaintenance: gameVendors.maintenance,
      exclusive: gameVendors.exclusive,
      local: gameVendors.local,
      walletMode: gameVendors.walletMode,
      gameType: games.gameType,
      gameCount: count(),
      firstGameId: sql<number>`min(${games.id})::bigint`.mapWith(Number),
      allMaintenance: sql<boolean>`bool_and(${games.maintenance})`,
    })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(playable(merchantId))
    .groupBy(gameVendors.id, games.gameType)
    .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.id));
}

/** Per vendor and category, the sub-types its games have, with their counts. */
export function vendorSubTypeCounts(orm: Orm, merchantId: number) {
  return orm
    .select({ vendorCode: gameVendors.code, gameType: games.gameType, subType: games.subType, gameCount: count() })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(playable(merchantId))
    .groupBy(gameVendors.code, games.gameType, games.subType);
}

/** A playable game by id, or by code (at one vendor when given); null when none. */
export async function findPlayableGame(
  orm: Orm,
  merchantId: number,
  key: { id: number } | { gameCode: string; vendorCode?: string },
) {
  const [row] = await orm
    .select({
      ...catalogueColumns,
      launchUrl: gameVendors.launchUrl,
      walletMode: gameVendors.walletMode,
    })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(
      and(
        playable(merchantId),
        'id' in key ? eq(games.id, key.id) : eq(games.gameCode, key.gameCode),
        'gameCode' in key && key.vendorCode !== undefined ? eq(gameVendors.code, key.vendorCode) : undefined,
      ),
    )
    .orderBy(...catalogueOrder)
    .limit(1);
  return row ?? null;
}

/** Whether the merchant has this game at all (enabled or not): removing an old favourite must still work. */
export async function gameExists(orm: Orm, merchantId: number, gameId: number) {
  const [row] = await orm
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.id, gameId)))
    .limit(1);
  return row !== undefined;
}

export async function favouriteGameIds(orm: Orm, merchantId: number, memberId: number) {
  const rows = await orm
    .select({ id: favouriteGames.gameId })
    .from(favouriteGames)
    .innerJoin(games, eq(games.id, favouriteGames.gameId))
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(playable(merchantId), eq(favouriteGames.memberId, memberId)))
    .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId));
  return rows.map((r) => r.id);
}

export async function favouriteGamesPage(
  orm: Orm,
  merchantId: number,
  memberId: number,
  gameType: string | undefined,
  page: { offset: number; limit: number },
) {
  const where = and(
    playable(merchantId),
    eq(favouriteGames.memberId, memberId),
    gameType !== undefined ? eq(games.gameType, gameType) : undefined,
  );
  const [rows, totals] = await Promise.all([
    orm
      .select(catalogueColumns)
      .from(favouriteGames)
      .innerJoin(games, eq(games.id, favouriteGames.gameId))
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(where)
      .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId))
      .limit(page.limit)
      .offset(page.offset),
    orm
      .select({ n: count() })
      .from(favouriteGames)
      .innerJoin(games, eq(games.id, favouriteGames.gameId))
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Adding twice keeps the first row: the answer is the same either way. */
export async function insertFavourite(orm: Orm, merchantId: number, memberId: number, gameId: number, now: Date) {
  await orm.insert(favouriteGames).values({ merchantId, memberId, gameId, createdAt: now }).onConflictDoNothing();
}

export async function deleteFavourite(orm: Orm, memberId: number, gameId: number) {
  await orm.delete(favouriteGames).where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.gameId, gameId)));
}

export function recentGamesOf(orm: Orm, merchantId: number, memberId: number, limit: number) {
  return orm
    .select({ ...catalogueColumns, playedAt: recentGames.playedAt })
    .from(recentGames)
    .innerJoin(games, eq(games.id, recentGames.gameId))
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(playable(merchantId), eq(recentGames.memberId, memberId)))
    .orderBy(desc(recentGames.playedAt), desc(recentGames.gameId))
    .limit(limit);
}

/** Records a play and keeps only the member's `keep` most recent games. */
export async function touchRecentGame(
  orm: Orm,
  row: { merchantId: number; memberId: number; gameId: number; playedAt: Date },
  keep: number,
) {
  await orm
    .insert(recentGames)
    .values(row)
    .onConflictDoUpdate({
      target: [recentGames.memberId, recentGames.gameId],
      set: { playedAt: row.playedAt },
    });
  const kept = orm
    .select({ id: recentGames.gameId })
    .from(recentGames)
    .where(eq(recentGames.memberId, row.memberId))
    .orderBy(desc(recentGames.playedAt), desc(recentGames.gameId))
    .limit(keep);
  await orm
    .delete(recentGames)
    .where(and(eq(recentGames.memberId, row.memberId), notInArray(recentGames.gameId, kept)));
}

export async function insertLaunchToken(orm: Orm, row: typeof gameLaunchTokens.$inferInsert) {
  await orm.insert(gameLaunchTokens).values(row);
}

/**
 * The largest payouts of winning bets settled since `since`, with the winner's username and the game. A win pays more
 * than its stake: a round paying back part of the stake (0.06 on 0.20) lost, whatever it paid.
 */
export function largestWins(orm: Orm, merchantId: number, options: { since: Date; gameType?: string; limit: number }) {
  return orm
    .select({
      username: members.username,
      payout: bets.payout,
      settledAt: bets.settledAt,
      gameName: games.name,
      gameType: games.gameType,
      vendorCode: gameVendors.code,
    })
    .from(bets)
    .innerJoin(members, eq(members.id, bets.memberId))
    .innerJoin(gameVendors, eq(gameVendors.id, bets.vendorId))
    .leftJoin(games, eq(games.id, bets.gameId))
    .where(
      and(
        eq(bets.merchantId, merchantId),
        eq(bets.status, 'settled'),
        gt(bets.payout, bets.stake),
        gte(bets.settledAt, options.since),
        options.gameType !== undefined ? eq(games.gameType, options.gameType) : undefined,
      ),
    )
    .orderBy(desc(bets.payout), desc(bets.settledAt), desc(bets.id))
    .limit(options.limit);
}

/** The artwork's caption: a game's name by vendor and code, from any brand that has it (names are not secret). */
export async function gameNameForArt(orm: Orm, vendorCode: string, gameCode: string) {
  const [row] = await orm
    .select({ name: games.name })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(eq(gameVendors.code, vendorCode), eq(games.gameCode, gameCode)))
    .orderBy(asc(games.merchantId))
    .limit(1);
  return row?.name ?? null;
}

export async function vendorNameForArt(orm: Orm, vendorCode: string) {
  const [row] = await orm
    .select({ name: gameVendors.name })
    .from(gameVendors)
    .where(eq(gameVendors.code, vendorCode))
    .orderBy(asc(gameVendors.merchantId))
    .limit(1);
  return row?.name ?? null;
}
