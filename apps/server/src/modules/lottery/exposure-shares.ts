import { type Bet, exposure, maxPayout, type PayTable } from '@lotus/lottery';
import { usesPrizeGroup } from './game-rules.ts';
import type { LotteryBetRow, LotteryGameRow } from './queries.ts';

/** The key a period's whole exposure is summed under. */
export const PERIOD_KEY = '*';

export interface ExposureShare {
  periodId: number;
  key: string;
  amount: number;
}

/**
 * What a bet (stake of one single bet) adds to its period's exposure: its worst case on any one result under the
 * period's key and,
 * in the number games (VN, 4D), each number's own worst case. Limits there are about numbers; the positional plays
 * of SSC5 and PK10 expand to up to 100,000 keys and are bounded by the period's total alone.
 */
export function exposureShares(
  game: Pick<LotteryGameRow, 'family'>,
  payTable: PayTable,
  periodId: number,
  bet: Bet,
): ExposureShare[] {
  const shares = [{ periodId, key: PERIOD_KEY, amount: maxPayout(bet, payTable) }];
  if (!usesPrizeGroup(game)) {
    shares.push(...exposure(bet, payTable).map((k) => ({ periodId, key: k.key, amount: k.payout })));
  }
  return shares;
}

/** Shares added up per (period, key), in the one order every slip locks them in (so slips never deadlock). */
export function mergeShares(shares: ExposureShare[]): ExposureShare[] {
  const merged = new Map<string, ExposureShare>();
  for (const share of shares) {
    const id = `${share.periodId}\u0000${share.key}`;
    const seen = merged.get(id);
    if (seen) seen.amount += share.amount;
    else merged.set(id, { ...share });
  }
  return [...merged.values()].sort((a, b) =>
    a.periodId !== b.periodId ? a.periodId - b.periodId : a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
  );
}

/**
 * What a placed bet holds of its period's exposure (merged, in lock order): the shares its slip added, from its
 * picks, the stake of one of its single bets and the odds it was placed at (`betPayTable`). A bet that leaves play
 * without a result gives exactly this back.
 */
export function betExposure(
  game: Pick<LotteryGameRow, 'family'>,
  payTable: PayTable,
  bet: Pick<LotteryBetRow, 'periodId' | 'play' | 'picks' | 'stake' | 'betCount'>,
): ExposureShare[] {
  return mergeShares(
    exposureShares(game, payTable, bet.periodId, {
      play: bet.play,
      picks: bet.picks as string[][],
      stake: bet.stake / bet.betCount,
    }),
  );
}
