import type { LotteryDeps } from './lottery-deps.ts';
import { type LotteryGameRow, markVoid, type PeriodRow, unsettledBets } from './queries.ts';
import { refundBet } from './refund-bet.ts';
import { lotteryWallet } from './wallet.ts';

const BATCH = 500;

/**
 * Voids a period not drawn yet (a daily draw that did not happen in time, or an operator's decision): no result will
 * stand and every stake comes back exactly once, each bet's debit rolled back under its own txId. Null when the
 * period had already been drawn or voided.
 */
export async function voidPeriod(deps: LotteryDeps, period: PeriodRow, game: LotteryGameRow, reason: string) {
  const voided = await markVoid(deps.db.orm, period.id, reason, deps.clock.now());
  if (!voided) return null;
  return { period: voided, ...(await refundVoidPeriod(deps, voided, game)) };
}

/** Refunds the bets of a voided period that still hold a stake; the keeper calls it again for any left waiting. */
export async function refundVoidPeriod(deps: LotteryDeps, period: PeriodRow, game: LotteryGameRow) {
  const wallet = await lotteryWallet(deps, game.vendorId);
  let refunded = 0;
  let waiting = 0;
  let afterId = 0;
  for (;;) {
    const bets = await unsettledBets(deps.db.orm, period.id, afterId, BATCH);
    if (bets.length === 0) break;
    afterId = bets.at(-1)?.id ?? afterId;
    for (const bet of bets) {
      if (await refundBet(deps, wallet, game, bet, 'void')) refunded += 1;
      else waiting += 1;
    }
  }
  return { refunded, waiting };
}
