import type { Database } from '../../../db/database.ts';
import { currentPeriods, merchantLotteryGames } from '../../lottery/queries.ts';
import { gameView } from './views.ts';

/** The brand's lottery games in catalogue order, each with the period taking bets now (if any). */
export async function listLotteryGames(db: Database, merchantId: number, now: Date) {
  const [games, current] = await Promise.all([
    merchantLotteryGames(db.orm, merchantId),
    currentPeriods(db.orm, merchantId, now),
  ]);
  const next = new Map(current.map(({ lottery_periods: period }) => [period.gameId, period]));
  return { list: games.map((game) => gameView(game, next.get(game.gameId) ?? null)) };
}
