import { fromMinorUnits, type Language, type LotteryBet, type LotteryUnit } from '@lotus/contract';
import { displayResult, type LevelCount, type LotteryResult } from '@lotus/lottery';
import type { Orm } from '../../db/database.ts';
import { localize } from '../../platform/localize.ts';
import { betContext, type LotteryBetRow } from './queries.ts';

/** Bets as the player sees them, each with its period's numero and result and its game's name. */
export async function toLotteryBets(orm: Orm, bets: LotteryBetRow[], language: Language): Promise<LotteryBet[]> {
  const context = new Map(
    (await betContext(orm, [...new Set(bets.map((bet) => bet.periodId))])).map((row) => [row.periodId, row]),
  );
  return bets.map((bet) => {
    const period = context.get(bet.periodId);
    const result = (period?.result ?? null) as LotteryResult | null;
    return {
      id: bet.id,
      gameCode: period?.gameCode ?? '',
      gameName: period ? localize(period.name, language) : '',
      numero: period?.numero ?? '',
      play: bet.play,
      picks: bet.picks as string[][],
      unit: bet.unit as LotteryUnit,
      multiple: bet.multiple,
      betCount: bet.betCount,
      prizeGroup: bet.prizeGroup,
      stake: fromMinorUnits(bet.stake),
      payout: fromMinorUnits(bet.payout),
      status: bet.status,
      chaseId: bet.chaseId,
      result: result ? displayResult(result) : null,
      wins: (bet.detail as LevelCount[] | null) ?? null,
      createdAt: bet.createdAt.getTime(),
      settledAt: bet.settledAt?.getTime() ?? null,
    };
  });
}
