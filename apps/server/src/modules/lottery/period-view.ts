import type { LotteryPeriod } from '@lotus/contract';
import { displayResult, type LotteryResult } from '@lotus/lottery';
import type { PeriodRow } from './queries.ts';

/** A period as players see it: the seed only once drawn (before that its hash is the commitment). */
export function toLotteryPeriod(row: PeriodRow, gameCode: string): LotteryPeriod {
  const result = row.result as LotteryResult | null;
  const revealed = result !== null;
  return {
    gameCode,
    numero: row.numero,
    opensAt: row.opensAt.getTime(),
    closesAt: row.closesAt.getTime(),
    drawsAt: row.drawsAt.getTime(),
    status: row.status,
    seedHash: row.seedHash,
    seed: revealed ? row.seed : null,
    result,
    display: result ? displayResult(result) : null,
    drawnAt: row.drawnAt?.getTime() ?? null,
    voidReason: row.voidReason,
  };
}
