import type { Language, LotteryStopChaseResult } from '@lotus/contract';
import { AppError } from '../../platform/app-error.ts';
import { toLotteryBets } from './bet-view.ts';
import { requireLotteryLaunch } from './launch.ts';
import type { LotteryDeps } from './lottery-deps.ts';
import { chaseBets, endChaseByMember, findChaseOfMember } from './queries.ts';
import { refundBet } from './refund-bet.ts';
import { lotteryWallet } from './wallet.ts';

/**
 * The member ends a chase in one step: each of its bets on a period still taking bets is cancelled (its stake rolled
 * back once, its exposure released once, as a cancel does), and the bets on periods whose betting has closed stand.
 * The chase is marked stopped after the last period that stands, so a refund the wallet does not take now is made
 * when that bet's period settles. Sent again, or ten times at once, it refunds nothing twice and answers the same.
 */
export async function stopChase(
  deps: LotteryDeps,
  token: string,
  chaseId: number,
  language: Language,
): Promise<LotteryStopChaseResult> {
  const now = deps.clock.now();
  const launch = await requireLotteryLaunch(deps, token, now);
  const chase = await findChaseOfMember(deps.db.orm, launch.merchantId, launch.memberId, chaseId);
  if (!chase || chase.gameId !== launch.game.gameId) throw new AppError('not.found');

  const bets = await chaseBets(deps.db.orm, chaseId);
  const takingBets = (period: (typeof bets)[number]['period']) =>
    period.status === 'open' && period.closesAt.getTime() > now.getTime();
  const lastStanding = bets
    .filter(({ period }) => !takingBets(period))
    .reduce((last, { period }) => Math.max(last, period.drawsAt.getTime()), now.getTime());
  await endChaseByMember(deps.db.orm, chaseId, new Date(lastStanding));

  const wallet = await lotteryWallet(deps, launch.game.vendorId);
  let waiting = 0;
  for (const { bet, period } of bets) {
    if (bet.status !== 'open' || !takingBets(period)) continue;
    if (!(await refundBet(deps, wallet, launch.game, bet, 'cancelled'))) waiting += 1;
  }
  // The chase is stopped; sending the stop again (or the period's settlement) refunds what the wallet did not take.
  if (waiting > 0) throw new AppError('service.unavailable');

  const after = await chaseBets(deps.db.orm, chaseId);
  const reply = await wallet.balance({ playerId: String(launch.memberId) });
  return {
    bets: await toLotteryBets(
      deps.db.orm,
      after.map(({ bet }) => bet),
      language,
    ),
    balance: reply.balance ?? 0,
  };
}
