import type { ContractTermsOf } from '@lotus/contract';
import { rateBasisPoints, shareOf, thresholdMinor } from './share.ts';
import { selectTier, type TeamFigures, type TierChoice } from './tiers.ts';

/** One agent's own-rate amount on its team for a period, before what its downlines take (see `differential.ts`). */
export interface Gross {
  /** The money the rate applies to. */
  basis: number;
  amount: number;
}
export type TieredGross = Gross & TierChoice;

/** Daily and hourly salary: the team's valid bet of the period × the tier's rate. */
export function salaryGross(terms: ContractTermsOf<'dailySalary' | 'hourlySalary'>, team: TeamFigures): TieredGross {
  const choice = selectTier(terms, team);
  return { ...choice, basis: team.validBet, amount: shareOf(team.validBet, choice.basisPoints) };
}

/**
 * Dividend: a share of the team's net loss, paid on loss only. `carryIn` is the contract's negative balance from earlier
 * periods (≤ 0): a period the team won adds its win to it, and later losses pay it off before anything is paid. The
 * tier is chosen on the payable loss (the period's loss after the carry), with the period's valid bet and active
 * members; a payable loss that meets no tier pays nothing and is not carried.
 */
export function dividendGross(
  terms: ContractTermsOf<'dividend'>,
  team: TeamFigures,
  carryIn: number,
): TieredGross & { carryOut: number } {
  const payable = team.loss + Math.min(0, carryIn);
  if (payable <= 0) return { tier: null, basisPoints: 0, basis: 0, amount: 0, carryOut: payable };
  const choice = selectTier(terms, { ...team, loss: payable });
  return { ...choice, basis: payable, amount: shareOf(payable, choice.basisPoints), carryOut: 0 };
}

/** Whether a bet's stake (minor units) counts for a real-time salary contract: it reaches `singleBet`. */
export const countsForRealtime = (terms: ContractTermsOf<'realtimeSalary'>, stake: number) =>
  stake >= realtimeThreshold(terms);

/** The stake (minor units) a bet must reach to count for a real-time salary contract. */
export const realtimeThreshold = (terms: ContractTermsOf<'realtimeSalary'>) => thresholdMinor(terms.singleBet);

/** One settled lottery round's real-time salary for one agent. */
export interface RoundGross {
  /** The team's result over the counted bets: payouts minus stakes (> 0: the team won). */
  result: number;
  basisPoints: number;
  amount: number;
}

/**
 * Real-time salary of one settled round (spec §3 "profit rate, loss rate, single bet"): only bets whose stake reaches
 * `singleBet` count (`countsForRealtime`); over them the team's result is its profit (payouts above stakes) or its
 * loss; a profit pays `profitRate` of it and a loss `lossRate` of it. Both words are the team's side: profit is the
 * players winning. `result` is that sum over the counted bets.
 */
export function realtimeRoundGross(terms: ContractTermsOf<'realtimeSalary'>, result: number): RoundGross {
  const basisPoints = rateBasisPoints(result >= 0 ? terms.profitRate : terms.lossRate);
  return { result, basisPoints, amount: shareOf(Math.abs(result), basisPoints) };
}
