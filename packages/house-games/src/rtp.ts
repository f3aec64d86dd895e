import type { HouseGameCode } from '@lotus/contract';
import { SCRATCH_PRIZES, SCRATCH_TOTAL_WEIGHT } from './scratch.ts';
import { SLOT_LINE_COUNT, slotDistribution } from './slot.ts';
import { WHEEL_JACKPOT, WHEEL_JACKPOT_SEGMENT, WHEEL_SEGMENTS, WHEEL_TOTAL_WEIGHT } from './wheel.ts';

/** A game's exact return as multiples of the stake: its mean (RTP), variance and chance of any win. */
export interface GameStats {
  rtp: number;
  variance: number;
  hitRate: number;
  /** Wheel only: the multipliers' share and the jackpot's share of `rtp`. */
  baseRtp?: number;
  jackpotRtp?: number;
}

const cache = new Map<HouseGameCode, GameStats>();

/**
 * Exact statistics from the pay tables. The slot enumerates every combination of reel stops (about 10 million, a
 * couple of seconds, computed once and kept); the scratch card and the wheel follow from their weights.
 */
export function exactStats(gameCode: HouseGameCode): GameStats {
  let stats = cache.get(gameCode);
  if (!stats) {
    stats = gameCode === 'lotus-slot' ? slotStats() : gameCode === 'lotus-scratch' ? scratchStats() : wheelStats();
    cache.set(gameCode, stats);
  }
  return stats;
}

/** The exact return to player of a game (wheel: multipliers plus the jackpot contribution, see `WHEEL_JACKPOT`). */
export function exactRtp(gameCode: HouseGameCode): number {
  return exactStats(gameCode).rtp;
}

function slotStats(): GameStats {
  let combinations = 0;
  let sum = 0;
  let squares = 0;
  let hits = 0;
  for (const [units, count] of slotDistribution()) {
    combinations += count;
    sum += count * units;
    squares += count * units * units;
    if (units > 0) hits += count;
  }
  const rtp = sum / combinations / SLOT_LINE_COUNT;
  return {
    rtp,
    variance: squares / combinations / SLOT_LINE_COUNT ** 2 - rtp * rtp,
    hitRate: hits / combinations,
  };
}

function scratchStats(): GameStats {
  const moments = discrete(SCRATCH_PRIZES, SCRATCH_TOTAL_WEIGHT);
  return { rtp: moments.mean, variance: moments.square - moments.mean ** 2, hitRate: moments.hitRate };
}

/**
 * The jackpot returns its contribution c in the long run. For the variance the pool at a hit is c × G stakes (without
 * the house's seed), G the rounds since the last hit, geometric with p = P(jackpot): E[J²] = p·c²·E[G²] = c²(2 − p)/p.
 * Treating rounds as independent overstates the variance of an average over many rounds (the pool's payouts add up to
 * almost exactly c per round), so confidence intervals built from it are conservative.
 */
function wheelStats(): GameStats {
  const base = discrete(WHEEL_SEGMENTS, WHEEL_TOTAL_WEIGHT);
  const c = WHEEL_JACKPOT.contribution;
  const p = ((WHEEL_SEGMENTS[WHEEL_JACKPOT_SEGMENT]?.weight ?? 0) as number) / WHEEL_TOTAL_WEIGHT;
  const rtp = base.mean + c;
  return {
    rtp,
    variance: base.square + (c * c * (2 - p)) / p - rtp * rtp,
    hitRate: base.hitRate + p,
    baseRtp: base.mean,
    jackpotRtp: c,
  };
}

function discrete(items: readonly { multiplier: number; weight: number }[], total: number) {
  let mean = 0;
  let square = 0;
  let hitRate = 0;
  for (const { multiplier, weight } of items) {
    mean += (multiplier * weight) / total;
    square += (multiplier * multiplier * weight) / total;
    if (multiplier > 0) hitRate += weight / total;
  }
  return { mean, square, hitRate };
}
