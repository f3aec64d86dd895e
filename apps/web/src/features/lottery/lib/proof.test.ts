import type { LotteryProof } from '@lotus/contract';
import { displayResult, periodResult, seedHash } from '@lotus/lottery';
import { describe, expect, it } from 'vitest';
import { checkProof } from './proof';

const seed = 'a'.repeat(64);
const drawn = (family: 'SSC5' | 'PK10' | 'VN' | 'SEA4D', gameCode: string): LotteryProof => {
  const result = periodResult(family, seed, gameCode, '20261127-0721');
  return {
    family,
    period: {
      gameCode,
      numero: '20261127-0721',
      opensAt: 0,
      closesAt: 1,
      drawsAt: 2,
      status: 'settled',
      seedHash: seedHash(seed),
      seed,
      result,
      display: displayResult(result),
      drawnAt: 2,
      voidReason: null,
    },
  };
};

describe('lottery proofs', () => {
  it('recomputes every family from the revealed seed', () => {
    for (const [family, game] of [
      ['SSC5', 'ssc-1'],
      ['PK10', 'pk10'],
      ['VN', 'vn-north'],
      ['SEA4D', 'sea-4d'],
    ] as const) {
      expect(checkProof(drawn(family, game))).toMatchObject({ revealed: true, hashMatches: true, resultMatches: true });
    }
  });

  it('catches a seed that does not hash to the published hash, or a result it does not draw', () => {
    const proof = drawn('SSC5', 'ssc-1');
    expect(checkProof({ ...proof, period: { ...proof.period, seedHash: 'f'.repeat(64) } }).hashMatches).toBe(false);
    const other = { family: 'SSC5', digits: [9, 9, 9, 9, 9] };
    const wrong = checkProof({ ...proof, period: { ...proof.period, result: other, display: '9,9,9,9,9' } });
    expect(wrong.resultMatches).toBe(false);
  });

  it('says an open period has nothing to check yet', () => {
    const proof = drawn('SSC5', 'ssc-1');
    expect(checkProof({ ...proof, period: { ...proof.period, seed: null, result: null } }).revealed).toBe(false);
  });
});
