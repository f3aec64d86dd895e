import { displayResult, type LotteryResult } from '@lotus/lottery';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { lotteryBets, lotteryPeriods } from '../../db/schema.ts';

/**
 * The lottery side of a round of the betting record: a lottery bet's round id is `lot-<bet id>` (see `wallet.ts`).
 * Null for any other round, and for another member's.
 */
export async function lotteryBetOfRound(orm: Orm, merchantId: number, memberId: number, roundId: string) {
  const id = /^lot-(\d{1,15})$/.exec(roundId)?.[1];
  if (!id) return null;
  const [row] = await orm
    .select({ bet: lotteryBets, numero: lotteryPeriods.numero, result: lotteryPeriods.result })
    .from(lotteryBets)
    .innerJoin(lotteryPeriods, eq(lotteryPeriods.id, lotteryBets.periodId))
    .where(
      and(eq(lotteryBets.id, Number(id)), eq(lotteryBets.merchantId, merchantId), eq(lotteryBets.memberId, memberId)),
    );
  if (!row) return null;
  return {
    numero: row.numero,
    play: row.bet.play,
    picks: row.bet.picks as string[][],
    multiple: row.bet.multiple,
    betCount: row.bet.betCount,
    result: row.result ? displayResult(row.result as LotteryResult) : null,
  };
}
