import type { Language, LotterySession } from '@lotus/contract';
import { AppError } from '../../platform/app-error.ts';
import {
  BASE_STAKE,
  MAX_BETS_PER_SLIP,
  MAX_MULTIPLE,
  POINT_VALUE,
  payTableOf,
  prizeGroupOf,
  usesPrizeGroup,
} from './game-rules.ts';
import { lotteryGameInfo } from './game-view.ts';
import { requireLotteryLaunch } from './launch.ts';
import type { LotteryDeps } from './lottery-deps.ts';
import { toLotteryPeriod } from './period-view.ts';
import { periodsAhead } from './periods.ts';
import { currentPeriod, upcomingPeriods } from './queries.ts';
import { lotteryWallet } from './wallet.ts';

/**
 * What the lottery page starts from: the game, the member's odds (their prize group applied) and balance (the
 * wallet's, through the seamless API's `authenticate`, as any vendor asks it), the period taking bets and the ones a
 * chase can run over, and the server's clock for countdowns.
 */
export async function lotterySession(deps: LotteryDeps, token: string, language: Language): Promise<LotterySession> {
  const now = deps.clock.now();
  const launch = await requireLotteryLaunch(deps, token, now);
  const { game } = launch;
  const current = await currentPeriod(deps.db.orm, game.gameId, now);
  if (!current) throw new AppError('game.maintenance');
  const wallet = await lotteryWallet(deps, game.vendorId);
  const reply = await wallet.authenticate({ token });
  if (reply.status === 'INTERNAL_RETRYABLE') throw new AppError('service.unavailable');
  if (reply.status !== 'OK') throw new AppError('lottery.token.invalid', { status: reply.status });

  const chaseMax = Math.min(periodsAhead(game), MAX_BETS_PER_SLIP);
  const upcoming = await upcomingPeriods(deps.db.orm, game.gameId, current.closesAt, chaseMax - 1);
  const prizeGroup = prizeGroupOf(game);
  const grouped = usesPrizeGroup(game);
  return {
    game: lotteryGameInfo(game, language),
    currency: reply.currency ?? launch.currency,
    balance: reply.balance ?? 0,
    prizeGroup: grouped ? prizeGroup : null,
    maxPrizeGroup: grouped ? game.maxPrizeGroup : null,
    baseStake: BASE_STAKE,
    pointValue: POINT_VALUE,
    odds: { ...payTableOf(game, prizeGroup) },
    oddsVersion: game.oddsVersion,
    maxMultiple: MAX_MULTIPLE,
    chaseMaxPeriods: chaseMax,
    serverTime: now.getTime(),
    current: toLotteryPeriod(current, game.gameCode),
    upcoming: upcoming.map((p) => ({
      numero: p.numero,
      closesAt: p.closesAt.getTime(),
      drawsAt: p.drawsAt.getTime(),
    })),
  };
}
