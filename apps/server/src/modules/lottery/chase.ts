import type { SeamlessClient } from '../vendors/seamless-client.ts';
import type { LotteryDeps } from './lottery-deps.ts';
import { chaseBetsAfter, endChaseOnWin, type LotteryGameRow, type PeriodRow } from './queries.ts';
import { refundBet } from './refund-bet.ts';

/**
 * A chase that stops on a win ends with its first win: the stakes of its periods not drawn yet come back (each bet
 * rolled back once, as a cancellation, its exposure released with it). Runs again harmlessly: a bet already refunded is no longer open, and one
 * whose refund the wallet did not take now is refunded when its period settles (`chasesStoppedBefore`).
 */
export async function stopChaseAfterWin(
  deps: LotteryDeps,
  wallet: SeamlessClient,
  game: LotteryGameRow,
  chaseId: number,
  won: PeriodRow,
) {
  const ended = await endChaseOnWin(deps.db.orm, chaseId, won.drawsAt);
  if (!ended) return 0;
  let refunded = 0;
  for (const { bet } of await chaseBetsAfter(deps.db.orm, chaseId, won.drawsAt)) {
    if (await refundBet(deps, wallet, game, bet, 'cancelled')) refunded += 1;
  }
  return refunded;
}
