import type { HouseOutcome } from '@lotus/contract';
import { type RandomSource, weightedIndex } from './random.ts';

export type WheelOutcome = Extract<HouseOutcome, { game: 'lotus-wheel' }>;

/**
 * Lotus wheel: twenty segments in wheel order, each with a multiplier and a weight (its chance is weight / total, not
 * its size on screen). The jackpot segment pays no multiplier but the whole progressive pool.
 */
export const WHEEL_SEGMENTS: readonly { label: string; multiplier: number; weight: number; jackpot?: true }[] = [
  { label: 'JACKPOT', multiplier: 0, weight: 1, jackpot: true },
  { label: '×2', multiplier: 2, weight: 450 },
  { label: '×0', multiplier: 0, weight: 942 },
  { label: '×5', multiplier: 5, weight: 150 },
  { label: '×0.5', multiplier: 0.5, weight: 500 },
  { label: '×0', multiplier: 0, weight: 941 },
  { label: '×1.5', multiplier: 1.5, weight: 400 },
  { label: '×10', multiplier: 10, weight: 100 },
  { label: '×0', multiplier: 0, weight: 942 },
  { label: '×2', multiplier: 2, weight: 450 },
  { label: '×0.5', multiplier: 0.5, weight: 500 },
  { label: '×20', multiplier: 20, weight: 40 },
  { label: '×0', multiplier: 0, weight: 941 },
  { label: '×3', multiplier: 3, weight: 500 },
  { label: '×1', multiplier: 1, weight: 700 },
  { label: '×0', multiplier: 0, weight: 942 },
  { label: '×5', multiplier: 5, weight: 150 },
  { label: '×1.5', multiplier: 1.5, weight: 400 },
  { label: '×50', multiplier: 50, weight: 10 },
  { label: '×0', multiplier: 0, weight: 941 },
];
const WEIGHTS = WHEEL_SEGMENTS.map((segment) => segment.weight);
export const WHEEL_TOTAL_WEIGHT = WEIGHTS.reduce((sum, weight) => sum + weight, 0);
export const WHEEL_JACKPOT_SEGMENT = WHEEL_SEGMENTS.findIndex((segment) => segment.jackpot);

/**
 * The progressive jackpot: `contribution` of every stake goes into the pool, a hit pays the whole pool and resets it to
 * `seedMinor` (minor units, put up by the house). Over the long run the pool returns exactly what flowed in, so the
 * contribution counts fully towards the return to player; the reset seed is the house's own money on top (it adds
 * P(jackpot) × seed / stake, i.e. 1 % at a stake of 1.00, 0.01 % at 100.00) and is not counted in `exactRtp`.
 */
export const WHEEL_JACKPOT = { contribution: 0.01, seedMinor: 10_000 } as const;

export function playWheel(random: RandomSource): WheelOutcome {
  const segment = weightedIndex(random, WEIGHTS, WHEEL_TOTAL_WEIGHT);
  const { label, multiplier, jackpot } = WHEEL_SEGMENTS[segment] as (typeof WHEEL_SEGMENTS)[number];
  return { game: 'lotus-wheel', segment, label, multiplier, jackpot: jackpot === true };
}
