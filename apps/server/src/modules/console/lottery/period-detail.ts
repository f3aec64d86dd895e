import { type ConsoleLotteryPeriodDetail, fromMinorUnits } from '@lotus/contract';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { PERIOD_KEY } from '../../lottery/exposure-shares.ts';
import { findLotteryGame } from '../../lottery/queries.ts';
import { findMerchantPeriod, periodBets, periodExposure } from './queries.ts';
import { periodView } from './views.ts';

const BETS_SHOWN = 500;
const EXPOSURE_SHOWN = 100;

/** A period with its bets and what it could pay at worst per number, largest first, against the game's limits. */
export async function lotteryPeriodDetail(
  db: Database,
  merchantId: number,
  periodId: number,
): Promise<ConsoleLotteryPeriodDetail> {
  const found = await findMerchantPeriod(db.orm, merchantId, periodId);
  const game = found && (await findLotteryGame(db.orm, found.period.gameId));
  if (!found || !game) throw new AppError('not.found');
  const [bets, exposure] = await Promise.all([
    periodBets(db.orm, periodId, BETS_SHOWN + 1),
    periodExposure(db.orm, periodId, EXPOSURE_SHOWN),
  ]);
  return {
    period: periodView(found),
    game: { gameId: game.gameId, gameCode: game.gameCode, name: game.name, family: game.family },
    bets: bets.slice(0, BETS_SHOWN).map(({ bet, username }) => ({
      id: bet.id,
      memberId: bet.memberId,
      username,
      play: bet.play,
      picks: bet.picks as string[][],
      betCount: bet.betCount,
      stake: fromMinorUnits(bet.stake),
      payout: fromMinorUnits(bet.payout),
      status: bet.status,
      createdAt: bet.createdAt.getTime(),
    })),
    moreBets: bets.length > BETS_SHOWN,
    exposure: exposure.map(({ key, amount }) => ({
      key,
      amount: fromMinorUnits(amount),
      limit: fromMinorUnits(key === PERIOD_KEY ? game.maxPayoutPerPeriod : game.maxPayoutPerNumber),
    })),
  };
}
