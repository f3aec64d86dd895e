import { type ConsoleLotteryGame, type ConsoleLotteryPeriod, fromMinorUnits } from '@lotus/contract';
import { displayResult, type LotteryResult } from '@lotus/lottery';
import { usesPrizeGroup } from '../../lottery/game-rules.ts';
import type { LotteryGameRow, PeriodRow } from '../../lottery/queries.ts';

export const gameView = (game: LotteryGameRow, next: PeriodRow | null): ConsoleLotteryGame => ({
  gameId: game.gameId,
  gameCode: game.gameCode,
  vendorCode: game.vendorCode,
  name: game.name,
  family: game.family,
  area: game.area,
  enabled: game.enabled,
  intervalSeconds: game.intervalSeconds,
  drawTime: game.drawTime,
  closeSeconds: game.closeSeconds,
  maxPayoutPerNumber: fromMinorUnits(game.maxPayoutPerNumber),
  maxPayoutPerPeriod: fromMinorUnits(game.maxPayoutPerPeriod),
  defaultPrizeGroup: game.defaultPrizeGroup,
  maxPrizeGroup: game.maxPrizeGroup,
  usesPrizeGroup: usesPrizeGroup(game),
  voidAfterMinutes: game.voidAfterMinutes,
  payTable: game.payTable as ConsoleLotteryGame['payTable'],
  nextDraw: next ? { numero: next.numero, closesAt: next.closesAt.getTime(), drawsAt: next.drawsAt.getTime() } : null,
});

export interface PeriodTotals {
  period: PeriodRow;
  bets: number;
  stake: number;
  payout: number;
}

/** A period for operators: the seed only once drawn, as players see it (before that the hash is the commitment). */
export function periodView({ period, bets, stake, payout }: PeriodTotals): ConsoleLotteryPeriod {
  const result = period.result as LotteryResult | null;
  return {
    id: period.id,
    gameId: period.gameId,
    numero: period.numero,
    opensAt: period.opensAt.getTime(),
    closesAt: period.closesAt.getTime(),
    drawsAt: period.drawsAt.getTime(),
    status: period.status,
    display: result ? displayResult(result) : null,
    seedHash: period.seedHash,
    seed: result ? period.seed : null,
    drawnAt: period.drawnAt?.getTime() ?? null,
    voidReason: period.voidReason,
    bets,
    stake: fromMinorUnits(stake),
    payout: fromMinorUnits(payout),
  };
}
