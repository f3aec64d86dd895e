import type { HouseGameCode } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import { type RandomSource, Xoshiro128 } from './random.ts';
import { exactStats } from './rtp.ts';
import { playScratch } from './scratch.ts';
import { playSlot } from './slot.ts';
import { playWheel, WHEEL_JACKPOT } from './wheel.ts';

/**
 * Ten million rounds of each game on a fast seeded generator (the same evaluation code as real rounds, only the random
 * source differs): the average return must land within the 99 % confidence interval of the exact RTP, whose standard
 * error follows from the exact variance. Cost: about 20 s of one core for the three games (a 2-core CI machine); the
 * sample is what gives the interval its width, so it is not cut to save time.
 */
const ROUNDS = 10_000_000;
const Z_99 = 2.5758;

function expectWithinInterval(game: HouseGameCode, totalReturn: number) {
  const { rtp, variance } = exactStats(game);
  const observed = totalReturn / ROUNDS;
  const halfWidth = Z_99 * Math.sqrt(variance / ROUNDS);
  expect(Math.abs(observed - rtp), `${game}: ${observed} vs exact ${rtp} ± ${halfWidth}`).toBeLessThan(halfWidth);
}

describe('simulation of 10 million rounds against the exact RTP', () => {
  it('lotus-slot', () => {
    const random: RandomSource = new Xoshiro128(0x51_07);
    let total = 0;
    for (let i = 0; i < ROUNDS; i++) total += playSlot(random).multiplier;
    expectWithinInterval('lotus-slot', total);
  });

  it('lotus-scratch', () => {
    const random = new Xoshiro128(0x5c_a7);
    let total = 0;
    for (let i = 0; i < ROUNDS; i++) total += playScratch(random).multiplier;
    expectWithinInterval('lotus-scratch', total);
  });

  it('lotus-wheel, the progressive pool paid out on jackpot hits (without the house seed)', () => {
    const random = new Xoshiro128(0x3e_e1);
    let total = 0;
    let pool = 0;
    let hits = 0;
    for (let i = 0; i < ROUNDS; i++) {
      pool += WHEEL_JACKPOT.contribution;
      const spin = playWheel(random);
      total += spin.multiplier;
      if (spin.jackpot) {
        total += pool;
        pool = 0;
        hits++;
      }
    }
    expect(hits).toBeGreaterThan(0);
    expectWithinInterval('lotus-wheel', total);
  });
});
