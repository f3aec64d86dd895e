import { createHmac } from 'node:crypto';
import { Xoshiro128 } from '@lotus/house-games';
import { describe, expect, it } from 'vitest';
import {
  displayResult,
  drawResult,
  isResult,
  periodResult,
  resultTiers,
  sea4dPrizes,
  VN_TIERS,
  vnLoNumbers,
} from './results.ts';
import { LOTTERY_FAMILIES, type LotteryFamily, type LotteryResult } from './types.ts';

const SEED = '3f7c2a9e41d06b85c1e9f0a2b4d6e8c0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9';

describe('periodResult: the exact derivation (known answers)', () => {
  it('reads HMAC-SHA256(seed, "gameCode:numero:0:cursor") as big-endian words, digit by digit', () => {
    // An independent re-derivation with node:crypto: SSC5 takes five int(10), each a word modulo 10 unless the word is
    // one of the six at or above 2³² − 2³² mod 10 (drawn again).
    const words: number[] = [];
    for (let cursor = 0; words.length < 16; cursor++) {
      const block = createHmac('sha256', SEED).update(`ssc-fast:20260101-0001:0:${cursor}`).digest();
      for (let i = 0; i < 8; i++) words.push(block.readUInt32BE(i * 4));
    }
    const digits = words
      .filter((w) => w < 2 ** 32 - (2 ** 32 % 10))
      .slice(0, 5)
      .map((w) => w % 10);
    expect(periodResult('SSC5', SEED, 'ssc-fast', '20260101-0001').digits).toEqual(digits);
  });

  it('PK10 shuffles 1..10 by Fisher–Yates from the last position down, j = int(i + 1)', () => {
    const words: number[] = [];
    for (let cursor = 0; cursor < 4; cursor++) {
      const block = createHmac('sha256', SEED).update(`pk10-race:20260101-0001:0:${cursor}`).digest();
      for (let i = 0; i < 8; i++) words.push(block.readUInt32BE(i * 4));
    }
    const int = (n: number) => {
      for (;;) {
        const w = words.shift() as number;
        if (w < 2 ** 32 - (2 ** 32 % n)) return w % n;
      }
    };
    const order = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    for (let i = 9; i > 0; i--) {
      const j = int(i + 1);
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    expect(periodResult('PK10', SEED, 'pk10-race', '20260101-0001').order).toEqual(order);
  });

  it.each(KNOWN)('%s %s %s', (family, gameCode, numero, display) => {
    const result = periodResult(family, SEED, gameCode, numero);
    expect(isResult(family, result)).toBe(true);
    expect(displayResult(result)).toBe(display);
  });

  it('refuses codes that could make two periods share a message', () => {
    expect(() => periodResult('SSC5', SEED, 'a:b', '1')).toThrow(RangeError);
    expect(() => periodResult('SSC5', SEED, 'a', '')).toThrow(RangeError);
    expect(() => periodResult('SSC5', '', 'a', '1')).toThrow(RangeError);
  });
});

describe('results', () => {
  it('are well formed in every family, and isResult refuses malformed ones', () => {
    const random = new Xoshiro128(7);
    for (let i = 0; i < 2_000; i++) {
      for (const family of LOTTERY_FAMILIES) {
        const result = drawResult(family, random);
        expect(isResult(family, result)).toBe(true);
        expect(isResult(family, JSON.parse(JSON.stringify(result)))).toBe(true);
      }
    }
    expect(isResult('PK10', { family: 'PK10', order: [1, 1, 3, 4, 5, 6, 7, 8, 9, 10] })).toBe(false);
    expect(isResult('SSC5', { family: 'SSC5', digits: [1, 2, 3, 4, 10] })).toBe(false);
    expect(isResult('SSC5', { family: 'PK10', digits: [1, 2, 3, 4, 5] })).toBe(false);
    const four = drawResult('SEA4D', random);
    expect(isResult('SEA4D', { ...four, second: four.first })).toBe(false);
    const vn = drawResult('VN', random);
    expect(isResult('VN', { ...vn, prizes: vn.prizes.slice(1) })).toBe(false);
    expect(isResult('VN', null)).toBe(false);
  });

  it('VN has 27 prizes and 107 digits; 4D has 23 distinct numbers', () => {
    const vn = drawResult('VN', new Xoshiro128(1));
    expect(vnLoNumbers(vn)).toHaveLength(27);
    expect(vn.prizes.flat().join('')).toHaveLength(107);
    expect(VN_TIERS.reduce((n, t) => n + t.count, 0)).toBe(27);
    const four = drawResult('SEA4D', new Xoshiro128(1));
    expect(new Set(sea4dPrizes(four).map((p) => p.number)).size).toBe(23);
  });
});

describe('resultTiers', () => {
  it('labels VN and 4D displays prize by prize, top first, and nothing else', () => {
    const vn = drawResult('VN', new Xoshiro128(3));
    const tiers = resultTiers('VN', displayResult(vn));
    expect(tiers?.map((t) => t.prize)).toEqual([
      'special',
      'first',
      'second',
      'third',
      'fourth',
      'fifth',
      'sixth',
      'seventh',
    ]);
    expect(tiers?.map((t) => t.numbers)).toEqual(vn.prizes);
    const four = drawResult('SEA4D', new Xoshiro128(3));
    expect(resultTiers('SEA4D', displayResult(four))).toEqual([
      { prize: 'first', numbers: [four.first] },
      { prize: 'second', numbers: [four.second] },
      { prize: 'third', numbers: [four.third] },
      { prize: 'special', numbers: four.special },
      { prize: 'consolation', numbers: four.consolation },
    ]);
    expect(resultTiers('SSC5', '1,2,3,4,5')).toBeNull();
    expect(resultTiers('VN', '12345|67890')).toBeNull();
  });
});

/**
 * Uniformity: the count of each digit (number) at each position passes chi-square at 99 %. The many positions of a
 * family are tested together at 99 % (Bonferroni: each at 1 − 1 % / positions), and their sum as one chi-square.
 * Cost: a million draws of each family on xoshiro128** and 10,000 periods through the HMAC stream, about 6 s of one
 * core in all; fewer draws would let a small bias pass.
 */
describe('chi-square uniformity', () => {
  it.each([
    ['SSC5', 1_000_000],
    ['PK10', 1_000_000],
    ['VN', 1_000_000],
    ['SEA4D', 1_000_000],
  ] as const)('%s: %i draws on xoshiro128**', (family, draws) => {
    const random = new Xoshiro128(0x10_77e5);
    expectUniform(family, draws, () => drawResult(family, random));
  });

  it.each(LOTTERY_FAMILIES)('%s: 10,000 periods through the HMAC stream', (family) => {
    let n = 0;
    expectUniform(family, 10_000, () => periodResult(family, SEED, 'chi-square', `20260101-${n++}`));
  });
});

/** The numbers of a result as digit strings, one digit per position counted (PK10: cars 1–10 as 0–9). */
function numbersOf(result: LotteryResult): readonly string[] {
  switch (result.family) {
    case 'SSC5':
      return [result.digits.join('')];
    case 'PK10':
      return [result.order.map((car) => car - 1).join('')];
    case 'VN':
      return result.prizes.flat();
    case 'SEA4D':
      return [result.first, result.second, result.third, ...result.special, ...result.consolation];
  }
}

function expectUniform(family: LotteryFamily, draws: number, draw: () => LotteryResult) {
  const positions = numbersOf(draw()).join('').length;
  const counts = new Float64Array(positions * 10);
  for (let i = 0; i < draws; i++) {
    let p = 0;
    for (const number of numbersOf(draw())) {
      for (let c = 0; c < number.length; c++) {
        const cell = p++ * 10 + number.charCodeAt(c) - 48;
        counts[cell] = (counts[cell] as number) + 1;
      }
    }
  }
  const expected = draws / 10;
  const perPosition = chiSquareQuantile(9, 1 - 0.01 / positions);
  let total = 0;
  for (let p = 0; p < positions; p++) {
    let chi2 = 0;
    for (let d = 0; d < 10; d++) chi2 += ((counts[p * 10 + d] as number) - expected) ** 2 / expected;
    expect(chi2, `${family} position ${p}`).toBeLessThan(perPosition);
    total += chi2;
  }
  expect(total, `${family} all positions`).toBeLessThan(chiSquareQuantile(9 * positions, 0.99));
}

/** Wilson–Hilferty: the q-quantile of chi-square with k degrees of freedom. */
function chiSquareQuantile(k: number, q: number): number {
  const z = normalQuantile(q);
  const a = 2 / (9 * k);
  return k * (1 - a + z * Math.sqrt(a)) ** 3;
}

/** Acklam's rational approximation of the standard normal quantile (relative error below 1.2e-9). */
function normalQuantile(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.928510446969, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const [a0, a1, a2, a3, a4, a5] = a as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = b as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  if (p > 0.97575) {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    return -(((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) / ((((d0 * q + d1) * q + d2) * q + d3) * q + 1);
  }
  if (p < 0.02425) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) /
    (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1)
  );
}

it('the quantiles match published tables', () => {
  expect(normalQuantile(0.99)).toBeCloseTo(2.326348, 5);
  expect(normalQuantile(0.995)).toBeCloseTo(2.575829, 5);
  expect(chiSquareQuantile(9, 0.99)).toBeCloseTo(21.666, 1);
  expect(chiSquareQuantile(99, 0.99)).toBeCloseTo(134.642, 0);
});

const KNOWN: [LotteryFamily, string, string, string][] = [
  ['SSC5', 'ssc-fast', '20260101-0001', '9,9,3,3,8'],
  ['PK10', 'pk10-race', '20260101-0001', '10,03,08,07,04,01,09,05,06,02'],
  [
    'VN',
    'vn-north',
    '20260101-0001',
    '42478|42364|55105,34960|61197,72395,72626,45624,67466,93535|1515,3830,6166,0188|5681,4498,4335,7854,2586,8030|556,162,684|31,08,85,73',
  ],
  [
    'SEA4D',
    'sea-4d',
    '20260101-0001',
    '7474|1758|9572|8809,1038,4086,9159,9097,6705,0895,8643,3490,9200|5070,7436,0894,1958,9684,7063,0547,3188,0734,2851',
  ],
];
