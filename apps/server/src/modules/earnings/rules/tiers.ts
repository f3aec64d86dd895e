import type { ContractTermsOf } from '@lotus/contract';
import { rateBasisPoints, thresholdMinor } from './share.ts';

/** A team's figures over one period, money in minor units. */
export interface TeamFigures {
  /** Valid bet of the agent and everyone below it. */
  validBet: number;
  /** Members of the team (the agent included) who count as active in the period. */
  activeMembers: number;
  /** The team's net loss (stakes minus payouts); negative when the team won. */
  loss: number;
}

export type TieredTerms = ContractTermsOf<'dividend' | 'dailySalary' | 'hourlySalary'>;

export interface TierChoice {
  /** Index of the tier in the terms, null when the team meets none. */
  tier: number | null;
  basisPoints: number;
}

/** The figures a tier of each kind sets a floor on, as [tier field, team figure] pairs. */
const thresholds = {
  dividend: [
    ['activeMembers', 'activeMembers'],
    ['periodValidBet', 'validBet'],
    ['periodLoss', 'loss'],
  ],
  dailySalary: [
    ['activeMembers', 'activeMembers'],
    ['dailyBet', 'validBet'],
  ],
  hourlySalary: [
    ['activeMembers', 'activeMembers'],
    ['hourlyBet', 'validBet'],
  ],
} as const;

/**
 * The tier that sets the rate: of the tiers whose every threshold the team meets (figure ≥ threshold), the one with the
 * highest rate; none met pays 0. Money thresholds are major units in the terms and compared in minor units.
 */
export function selectTier(terms: TieredTerms, team: TeamFigures): TierChoice {
  let best: TierChoice = { tier: null, basisPoints: 0 };
  const tiers: readonly Readonly<Record<string, number>>[] = terms.tiers;
  for (const [index, tier] of tiers.entries()) {
    const met = thresholds[terms.kind].every(([field, figure]) => {
      const floor = field === 'activeMembers' ? (tier[field] ?? 0) : thresholdMinor(tier[field] ?? 0);
      return team[figure] >= floor;
    });
    const basisPoints = rateBasisPoints(tier.rate ?? 0);
    if (met && (best.tier === null || basisPoints > best.basisPoints)) best = { tier: index, basisPoints };
  }
  return best;
}
