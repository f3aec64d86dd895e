import { randomBytes } from 'node:crypto';
import { periodResult, seedHash } from '@lotus/lottery';
import type { LotteryDeps } from './lottery-deps.ts';
import {
  dropUnscheduled,
  dueOpenPeriods,
  existingNumeros,
  insertPeriods,
  type LotteryGameRow,
  latestDrawTime,
  listLotteryGames,
  markDrawn,
  type NewPeriod,
  type PeriodRow,
} from './queries.ts';
import { type GameSchedule, type PeriodTimes, periodsDrawnBetween, periodsFrom } from './schedule.ts';

/** Periods kept open ahead of time: a chase can run this far, and players see the coming numeros. */
export const FAST_PERIODS_AHEAD = 120;
export const DAILY_PERIODS_AHEAD = 30;
/** A server that was down longer than this does not fill the gap with periods nobody could bet on. */
const CATCH_UP_LIMIT_MS = 3 * 86_400_000;
const DRAW_BATCH = 100;

export const scheduleOf = (game: LotteryGameRow): GameSchedule => ({
  intervalSeconds: game.intervalSeconds,
  drawTime: game.drawTime,
  closeSeconds: game.closeSeconds,
  gmtOffsetMinutes: game.gmtOffsetMinutes,
});

export const periodsAhead = (game: Pick<LotteryGameRow, 'intervalSeconds'>) =>
  game.intervalSeconds === null ? DAILY_PERIODS_AHEAD : FAST_PERIODS_AHEAD;

/** A fresh period with its secret seed, whose hash is what players see until the draw (commit-reveal). */
function newPeriod(gameId: number, times: PeriodTimes): NewPeriod {
  const seed = randomBytes(32).toString('hex');
  return { gameId, ...times, status: 'open', seed, seedHash: seedHash(seed) };
}

/**
 * Makes sure every game has its coming periods, and the ones whose draw time passed while no server ran (back to the
 * last period it knew, at most three days): they are drawn late but never skipped, so the numeros stay a sequence.
 * Safe in any number of processes: a numero is unique per game and the first insert wins.
 */
export async function keepPeriods(deps: LotteryDeps, now: Date): Promise<number> {
  let added = 0;
  for (const game of await listLotteryGames(deps.db.orm)) added += await keepGamePeriods(deps, game, now);
  return added;
}

/** One game's share of `keepPeriods`: also run at once for a game just added, so it takes bets without a wait. */
export async function keepGamePeriods(deps: LotteryDeps, game: LotteryGameRow, now: Date): Promise<number> {
  const schedule = scheduleOf(game);
  const wanted: PeriodTimes[] = [];
  const latest = await latestDrawTime(deps.db.orm, game.gameId);
  if (latest && latest < now) {
    const from = new Date(Math.max(latest.getTime(), now.getTime() - CATCH_UP_LIMIT_MS));
    wanted.push(...periodsDrawnBetween(schedule, from, now));
  }
  if (game.enabled && game.vendorEnabled) {
    const ahead = periodsFrom(schedule, now, periodsAhead(game));
    wanted.push(...ahead);
    await dropUnscheduled(
      deps.db.orm,
      game.gameId,
      now,
      ahead.map((p) => p.numero),
    );
  }
  const existing = await existingNumeros(
    deps.db.orm,
    game.gameId,
    wanted.map((p) => p.numero),
  );
  return insertPeriods(
    deps.db.orm,
    wanted.filter((p) => !existing.has(p.numero)).map((p) => newPeriod(game.gameId, p)),
  );
}

export interface DrawnPeriod {
  period: PeriodRow;
  game: LotteryGameRow;
}

/**
 * Draws every period whose time has come, oldest first: the result is derived from the period's committed seed, and
 * only the process whose conditional update moves the period from `open` has drawn it. A daily game's period left
 * undrawn past its window is not drawn late but voided (its stakes refunded), as the brand's setting says.
 */
export async function drawDuePeriods(
  deps: LotteryDeps,
  now: Date,
): Promise<{ drawn: DrawnPeriod[]; overdue: DrawnPeriod[] }> {
  const due = await dueOpenPeriods(deps.db.orm, now, DRAW_BATCH);
  if (due.length === 0) return { drawn: [], overdue: [] };
  const gamesById = new Map((await listLotteryGames(deps.db.orm)).map((game) => [game.gameId, game]));
  const drawn: DrawnPeriod[] = [];
  const overdue: DrawnPeriod[] = [];
  for (const period of due) {
    const game = gamesById.get(period.gameId);
    if (!game) continue;
    const lateMs = now.getTime() - period.drawsAt.getTime();
    if (game.drawTime !== null && lateMs > game.voidAfterMinutes * 60_000) {
      overdue.push({ period, game });
      continue;
    }
    const result = periodResult(game.family, period.seed, game.gameCode, period.numero);
    const marked = await markDrawn(deps.db.orm, period.id, result, now);
    if (marked) drawn.push({ period: marked, game });
  }
  return { drawn, overdue };
}
