import { fromMinorUnits } from '@lotus/contract';
import { displayResult, type LotteryResult } from '@lotus/lottery';
import type { EventBus } from '../../platform/event-bus.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import type { LotteryDeps } from './lottery-deps.ts';
import { type DrawnPeriod, drawDuePeriods, keepPeriods } from './periods.ts';
import { drawnPeriods, listLotteryGames, voidPeriodsWithBets } from './queries.ts';
import { settlePeriod } from './settle-period.ts';
import { refundVoidPeriod, voidPeriod } from './void-period.ts';

export interface LotteryKeeperDeps extends LotteryDeps {
  events: EventBus;
}

/** How often the draw loop looks for periods whose time has come. */
const TICK_MS = 1_000;
/** Every this many ticks it also finishes what an unreachable wallet or a crash left. */
const LEFTOVER_TICKS = 10;
const RETRY_BATCH = 20;

/** Voids a daily period that was not drawn in its window (every stake back). */
const LATE_DRAW_REASON = 'draw.late';

/**
 * Draws what is due, voids daily periods past their window, settles what was drawn and tells the players: the
 * brand's sockets get each result, each member paid gets their total. Returns what it did, for logs and tests.
 */
export async function drawAndSettle(deps: LotteryKeeperDeps, now: Date) {
  const { drawn, overdue } = await drawDuePeriods(deps, now);
  for (const { period, game } of overdue) await voidPeriod(deps, period, game, LATE_DRAW_REASON);
  for (const item of drawn) await announceDraw(deps, item);
  let settled = 0;
  for (const item of drawn) settled += await settleAndAnnounce(deps, item);
  return { drawn: drawn.length, voided: overdue.length, settled };
}

async function announceDraw(deps: LotteryKeeperDeps, { period, game }: DrawnPeriod) {
  const result = period.result as LotteryResult;
  await deps.events.publish({ merchantId: game.merchantId }, 'lottery.drawn', {
    gameCode: game.gameCode,
    numero: period.numero,
    display: displayResult(result),
    result,
    drawnAt: (period.drawnAt ?? deps.clock.now()).getTime(),
  });
}

async function settleAndAnnounce(deps: LotteryKeeperDeps, { period, game }: DrawnPeriod) {
  const outcome = await settlePeriod(deps, period, game);
  for (const [memberId, paid] of outcome.paid) {
    await deps.events.publish({ merchantId: game.merchantId, memberId }, 'lottery.settled', {
      gameCode: game.gameCode,
      numero: period.numero,
      betIds: paid.betIds,
      payout: fromMinorUnits(paid.payout),
    });
  }
  return outcome.settled;
}

/**
 * Finishes what a crash or an unreachable wallet left: drawn periods with bets still to pay, voided ones with stakes
 * still to refund. Every step is idempotent, so it is safe beside a draw loop doing the same work.
 */
async function finishLeftovers(deps: LotteryKeeperDeps) {
  const games = new Map((await listLotteryGames(deps.db.orm)).map((game) => [game.gameId, game]));
  let finished = 0;
  for (const period of await drawnPeriods(deps.db.orm, RETRY_BATCH)) {
    const game = games.get(period.gameId);
    if (game) finished += await settleAndAnnounce(deps, { period, game });
  }
  for (const period of await voidPeriodsWithBets(deps.db.orm, RETRY_BATCH)) {
    const game = games.get(period.gameId);
    if (game) finished += (await refundVoidPeriod(deps, period, game)).refunded;
  }
  return finished;
}

/**
 * Once a minute, in one process: the coming periods of every game (and the ones missed while no server ran, drawn
 * late by the loop, never skipped), and whatever an earlier run left unfinished.
 */
export function lotteryPeriodsJob(deps: LotteryKeeperDeps): Job {
  return {
    name: 'lottery-periods',
    pattern: '* * * * *',
    async run(now) {
      const added = await keepPeriods(deps, now);
      const finished = await finishLeftovers(deps);
      return `${added} periods added, ${finished} bets finished`;
    },
  };
}

export interface LotteryDrawLoop {
  start(): void;
  stop(): Promise<void>;
}

/**
 * The draw loop of a process: every second, draws and settles what is due, and every ten seconds finishes leftovers.
 * Every process may run one; a period is drawn by whichever moves it first, and its bets are paid once whichever pays
 * them. A run never overlaps the last.
 */
export function lotteryDrawLoop(deps: LotteryKeeperDeps): LotteryDrawLoop {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let ticks = 0;
  const tick = () => {
    if (running) return;
    ticks += 1;
    const now = deps.clock.now();
    running = drawAndSettle(deps, now)
      .then(() => (ticks % LEFTOVER_TICKS === 0 ? finishLeftovers(deps) : 0))
      .catch((error: unknown) => deps.log.error({ err: error }, 'lottery draw loop failed'))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      if (timer) return;
      // Periods first, so a server that was down draws what it missed at once; the first ticks finish what a crash
      // left half paid.
      keepPeriods(deps, deps.clock.now()).catch((error: unknown) =>
        deps.log.error({ err: error }, 'lottery periods not kept'),
      );
      ticks = LEFTOVER_TICKS - 2;
      timer = setInterval(tick, TICK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
