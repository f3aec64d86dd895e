import { type BetRecord, type BetTotals, fromMinorUnits, type Language } from '@lotus/contract';
import type { BetRow } from './queries.ts';

/** A bet row as the records show it: names in the reader's language, amounts on the wire scale. */
export function betRecordOf(row: BetRow, language: Language): BetRecord {
  const winLoss = row.status === 'settled' ? row.payout - row.stake : 0;
  return {
    id: row.id,
    vendorCode: row.vendorCode,
    vendorName: row.vendorName[language] || row.vendorCode,
    gameCode: row.gameCode,
    gameName: row.gameName ? row.gameName[language] || row.gameCode : null,
    gameType: row.gameType,
    roundId: row.roundId,
    stake: fromMinorUnits(row.stake),
    validBet: fromMinorUnits(row.validBet),
    payout: fromMinorUnits(row.payout),
    winLoss: fromMinorUnits(winLoss),
    status: row.status,
    placedAt: row.placedAt.getTime(),
    settledAt: row.settledAt?.getTime() ?? null,
  };
}

export interface MinorTotals {
  count: number;
  stake: number;
  validBet: number;
  payout: number;
  winLoss: number;
}

export const totalsOf = (row: MinorTotals): BetTotals => ({
  count: row.count,
  stake: fromMinorUnits(row.stake),
  validBet: fromMinorUnits(row.validBet),
  payout: fromMinorUnits(row.payout),
  winLoss: fromMinorUnits(row.winLoss),
});
