import type { RebateLine, RebateSummary } from '@lotus/contract';

/** A rate as the brand sets it, a percent with two decimals: 0.8 → "0.80%". */
export const formatRate = (percent: number) => `${percent.toFixed(2)}%`;

/** Why the claim button is off, or null when the member can claim now. */
export type ClaimBlock = 'nothing' | 'belowMinimum';

export function claimBlock(summary: Pick<RebateSummary, 'amount' | 'minClaim' | 'claimable'>): ClaimBlock | null {
  if (summary.claimable && summary.amount > 0) return null;
  return summary.amount > 0 && summary.amount < summary.minClaim ? 'belowMinimum' : 'nothing';
}

/** The lines a summary or a paid rebate shows: those that earned, the largest first. */
export const shownLines = (lines: readonly RebateLine[]) =>
  [...lines].filter((l) => l.validBet > 0 || l.amount > 0).sort((a, b) => b.amount - a.amount);
