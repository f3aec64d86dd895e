import type { Language } from '@lotus/contract';
import { AppError } from '../../platform/app-error.ts';
import { toLotteryBets } from './bet-view.ts';
import { requireLotteryLaunch } from './launch.ts';
import type { LotteryDeps } from './lottery-deps.ts';
import { findBetOfMember, findPeriod } from './queries.ts';
import { refundBet } from './refund-bet.ts';
import { lotteryWallet } from './wallet.ts';

/**
 * The player takes back a bet while its period still takes bets: its stake comes back (a rollback of its debit) and
 * its share of the period's exposure is released.
 */
export async function cancelBet(deps: LotteryDeps, token: string, betId: number, language: Language) {
  const now = deps.clock.now();
  const launch = await requireLotteryLaunch(deps, token, now);
  const bet = await findBetOfMember(deps.db.orm, launch.merchantId, launch.memberId, betId);
  if (!bet) throw new AppError('not.found');
  const period = await findPeriod(deps.db.orm, bet.periodId);
  if (!period || period.gameId !== launch.game.gameId) throw new AppError('not.found');
  if (bet.status !== 'open' || period.status !== 'open' || period.closesAt.getTime() <= now.getTime()) {
    throw new AppError('lottery.cancel.refused');
  }
  const wallet = await lotteryWallet(deps, launch.game.vendorId);
  // The exposure comes back with the one call that cancels the bet: concurrent cancels get the same answer.
  if (!(await refundBet(deps, wallet, launch.game, bet, 'cancelled'))) throw new AppError('service.unavailable');

  const [view] = await toLotteryBets(deps.db.orm, [{ ...bet, status: 'cancelled', settledAt: now }], language);
  if (!view) throw new Error('a bet without its view');
  const reply = await wallet.balance({ playerId: String(launch.memberId) });
  return { bet: view, balance: reply.balance ?? 0 };
}
