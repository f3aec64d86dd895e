import { MINOR_PER_MAJOR } from '@lotus/contract';

/**
 * The one rounding rule of earnings: an amount's share at a rate is floored to the minor unit, once per agent and
 * period, and everything after (differences, sums, transfers) is exact integer arithmetic. The product is taken in
 * BigInt, as a large team's figure times a rate in hundredths of a percent passes 2^53.
 */

/** Contract rates are percentages with at most two decimals: 1.25 % → 125 hundredths of a percent. */
export const rateBasisPoints = (percent: number) => Math.round(percent * 100);

/** `amount × basisPoints / 10 000`, floored; amount ≥ 0. */
export function shareOf(amount: number, basisPoints: number): number {
  if (amount <= 0 || basisPoints <= 0) return 0;
  return Number((BigInt(amount) * BigInt(basisPoints)) / 10_000n);
}

/** A contract threshold (major units on the wire, at most two decimals) in minor units. */
export const thresholdMinor = (major: number) => Math.round(major * MINOR_PER_MAJOR);
