import {
  CONSOLIDATED_CATEGORY,
  type ConsolidatedParts,
  type Contract,
  type ContractTerms,
  consolidatedPartKeys,
} from '@lotus/contract';

/** Lotus rates are percentages with two decimals; the original's are fractions (1.25 % → 0.0125), without float noise. */
const fraction = (percent: number) => Math.round(percent * 100) / 10_000;

type Head = { id: number; contractId: number; status: 'P' | 'A'; downlineHigherRate?: 'Y' | 'N' };

/** The rows of one contract in the original's shape for its kind. */
function rowsOf(terms: ContractTerms, head: Head) {
  switch (terms.kind) {
    case 'dividend':
      return terms.tiers.map((tier) => ({
        ...head,
        period: terms.period,
        minimumBet: tier.periodValidBet,
        netLoss: tier.periodLoss,
        activeMember: tier.activeMembers,
        contractRate: fraction(tier.rate),
      }));
    case 'dailySalary':
      return [
        {
          ...head,
          details: terms.tiers.map((tier) => ({
            betVolume: tier.dailyBet,
            activeMember: tier.activeMembers,
            rateType: 'P' as const,
            rate: fraction(tier.rate),
          })),
        },
      ];
    case 'hourlySalary':
      return [
        {
          ...head,
          hourSalaryRates: terms.tiers.map((tier) => ({
            minimumBet: tier.hourlyBet,
            activeMember: tier.activeMembers,
            rateType: 'P' as const,
            rate: fraction(tier.rate),
          })),
        },
      ];
    case 'realtimeSalary':
      return [
        {
          ...head,
          profitRate: fraction(terms.profitRate),
          lossRate: fraction(terms.lossRate),
          singleBet: terms.singleBet,
        },
      ];
  }
}

/**
 * The original client's parts of consolidated funds (spec §3) from the member's pending offers and held contracts:
 * each under its kind's request or info key, keyed by the one category a Lotus contract covers; null where there is
 * none. `endsHigherRates` holds the offers whose acceptance would end better-paid contracts below the member.
 */
export function consolidatedParts(
  requests: readonly Contract[],
  contracts: readonly Contract[],
  endsHigherRates: ReadonlySet<number>,
): ConsolidatedParts {
  const parts: Record<string, Record<string, unknown[]> | null> = {};
  for (const { request, info } of Object.values(consolidatedPartKeys)) {
    parts[request] = null;
    parts[info] = null;
  }
  for (const offer of requests) {
    parts[consolidatedPartKeys[offer.kind].request] = {
      [CONSOLIDATED_CATEGORY]: rowsOf(offer.terms, {
        id: offer.id,
        contractId: offer.id,
        status: 'P',
        downlineHigherRate: endsHigherRates.has(offer.id) ? 'Y' : 'N',
      }),
    };
  }
  for (const held of contracts) {
    parts[consolidatedPartKeys[held.kind].info] = {
      [CONSOLIDATED_CATEGORY]: rowsOf(held.terms, { id: held.id, contractId: held.id, status: 'A' }),
    };
  }
  return parts as ConsolidatedParts;
}
