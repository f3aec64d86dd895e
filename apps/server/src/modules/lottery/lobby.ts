import {
  type Language,
  type LotteryBetPage,
  type LotteryGameList,
  type LotteryMenus,
  type LotteryOpened,
  type LotteryOpenedAll,
  type LotteryPrizeMode,
  type LotteryProof,
  type LotteryResults,
  lotteryPrizeModes,
} from '@lotus/contract';
import { AppError } from '../../platform/app-error.ts';
import type { SiteUrls } from '../../platform/merchant/site-urls.ts';
import { toLotteryBets } from './bet-view.ts';
import { isListed, toLotteryGame } from './game-view.ts';
import { requireLotteryLaunch } from './launch.ts';
import type { LotteryDeps } from './lottery-deps.ts';
import { toLotteryPeriod } from './period-view.ts';
import {
  currentPeriod,
  currentPeriods,
  findPeriodByNumero,
  type LotteryGameRow,
  latestResults,
  memberBets,
  merchantLotteryGames,
  previousDrawn,
  recentLotteryGameIds,
} from './queries.ts';

// The lottery's read side: the spec's menus and open numeros for the player API (by brand), and the bets and
// results of the lottery vendor's own server (by launch token).

interface BrandContext {
  merchantId: number;
  language: Language;
  urls: SiteUrls;
}

const RECENT_MAX = 8;

const listedGames = async (deps: LotteryDeps, merchantId: number) =>
  (await merchantLotteryGames(deps.db.orm, merchantId)).filter(isListed);

/** GET /lgw/games/game_menus: the brand's lottery games by prize mode, in catalogue order. */
export async function lotteryMenus(deps: LotteryDeps, ctx: BrandContext): Promise<LotteryMenus> {
  const games = await listedGames(deps, ctx.merchantId);
  return {
    menus: lotteryPrizeModes
      .map((prizeMode) => ({
        prizeMode,
        games: games.filter((g) => g.area === prizeMode).map((g) => toLotteryGame(g, ctx.language, ctx.urls)),
      }))
      .filter((menu) => menu.games.length > 0),
  };
}

/** GET /lgw/vn/games/game_menu: the games of one prize mode (every mode without one). */
export async function lotteryMenu(
  deps: LotteryDeps,
  ctx: BrandContext,
  prizeMode: LotteryPrizeMode | undefined,
): Promise<LotteryGameList> {
  const games = await listedGames(deps, ctx.merchantId);
  return {
    list: games
      .filter((g) => prizeMode === undefined || g.area === prizeMode)
      .map((g) => toLotteryGame(g, ctx.language, ctx.urls)),
  };
}

/** GET /lgw/vn/games/game_menu/recent: the lottery games the member opened last. */
export async function lotteryRecent(deps: LotteryDeps, ctx: BrandContext, memberId: number): Promise<LotteryGameList> {
  const games = new Map((await listedGames(deps, ctx.merchantId)).map((g) => [g.gameId, g]));
  const recent = await recentLotteryGameIds(deps.db.orm, ctx.merchantId, memberId, RECENT_MAX);
  return {
    list: recent.flatMap(({ gameId }) => {
      const game = games.get(gameId);
      return game ? [toLotteryGame(game, ctx.language, ctx.urls)] : [];
    }),
  };
}

/** GET /lgw/vn/numeros/opened/game: the period taking bets of every game, for the side menu's countdowns. */
export async function lotteryOpenedAll(deps: LotteryDeps, merchantId: number): Promise<LotteryOpenedAll> {
  const now = deps.clock.now();
  const games = new Map((await listedGames(deps, merchantId)).map((g) => [g.gameId, g]));
  const rows = await currentPeriods(deps.db.orm, merchantId, now);
  return {
    serverTime: now.getTime(),
    list: rows.flatMap(({ lottery_periods: period }) => {
      const game = games.get(period.gameId);
      return game
        ? [
            {
              gameCode: game.gameCode,
              numero: period.numero,
              closesAt: period.closesAt.getTime(),
              drawsAt: period.drawsAt.getTime(),
            },
          ]
        : [];
    }),
  };
}

async function listedGame(deps: LotteryDeps, merchantId: number, gameCode: string): Promise<LotteryGameRow> {
  const game = (await listedGames(deps, merchantId)).find((g) => g.gameCode === gameCode);
  if (!game) throw new AppError('game.not.found');
  return game;
}

/** GET /lotto/lgw/games/opened/numero: the period taking bets of a game and the last one drawn. */
export async function lotteryOpened(deps: LotteryDeps, merchantId: number, gameCode: string): Promise<LotteryOpened> {
  const now = deps.clock.now();
  const game = await listedGame(deps, merchantId, gameCode);
  const [current, previous] = await Promise.all([
    currentPeriod(deps.db.orm, game.gameId, now),
    previousDrawn(deps.db.orm, game.gameId),
  ]);
  if (!current) throw new AppError('game.maintenance');
  return {
    serverTime: now.getTime(),
    current: toLotteryPeriod(current, game.gameCode),
    previous: previous ? toLotteryPeriod(previous, game.gameCode) : null,
  };
}

/** LOTTO_periodProof: a period's committed hash and, once drawn, its seed and result, for anyone to recompute. */
export async function lotteryProof(
  deps: LotteryDeps,
  merchantId: number,
  query: { gameCode: string; numero: string },
): Promise<LotteryProof> {
  const game = (await merchantLotteryGames(deps.db.orm, merchantId)).find((g) => g.gameCode === query.gameCode);
  if (!game) throw new AppError('game.not.found');
  const period = await findPeriodByNumero(deps.db.orm, game.gameId, query.numero);
  if (!period) throw new AppError('not.found');
  return { family: game.family, period: toLotteryPeriod(period, game.gameCode) };
}

/** GET /lotto/v1/results: the game's latest drawn periods, newest first. */
export async function lotteryResults(deps: LotteryDeps, token: string, limit: number): Promise<LotteryResults> {
  const launch = await requireLotteryLaunch(deps, token, deps.clock.now());
  const rows = await latestResults(deps.db.orm, launch.game.gameId, limit);
  return { list: rows.map((row) => toLotteryPeriod(row, launch.game.gameCode)) };
}

/** GET /lotto/v1/bets: the member's bets in the game, newest first. */
export async function lotteryBets(
  deps: LotteryDeps,
  query: { token: string; pageNo: number; pageSize: number; open?: boolean | undefined },
  language: Language,
): Promise<LotteryBetPage> {
  const launch = await requireLotteryLaunch(deps, query.token, deps.clock.now());
  const { rows, total } = await memberBets(
    deps.db.orm,
    { merchantId: launch.merchantId, memberId: launch.memberId, gameId: launch.game.gameId, open: !!query.open },
    { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
  );
  return {
    list: await toLotteryBets(deps.db.orm, rows, language),
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
  };
}
