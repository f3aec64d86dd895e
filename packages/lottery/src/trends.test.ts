import { Xoshiro128 } from '@lotus/house-games';
import { describe, expect, it } from 'vitest';
import { drawResult } from './results.ts';
import { chartOf, trendOf } from './trends.ts';
import type { Ssc5Result, VnResult } from './types.ts';

const ssc5 = (...digits: number[]): Ssc5Result => ({ family: 'SSC5', digits });

describe('trends', () => {
  it('counts, current, longest and average misses per position', () => {
    const trend = trendOf('SSC5', [ssc5(1, 0, 0, 0, 0), ssc5(2, 0, 0, 0, 0), ssc5(1, 0, 0, 0, 0), ssc5(3, 0, 0, 0, 0)]);
    const first = trend.positions[0]?.numbers ?? [];
    expect(trend.draws).toBe(4);
    expect(first.find((n) => n.value === '1')).toEqual({
      value: '1',
      count: 2,
      currentMiss: 1,
      maxMiss: 1,
      averageMiss: 2 / 3,
    });
    expect(first.find((n) => n.value === '3')).toEqual({
      value: '3',
      count: 1,
      currentMiss: 0,
      maxMiss: 3,
      averageMiss: 1.5,
    });
    expect(first.find((n) => n.value === '9')).toEqual({
      value: '9',
      count: 0,
      currentMiss: 4,
      maxMiss: 4,
      averageMiss: 4,
    });
    expect(trend.positions[1]?.numbers.find((n) => n.value === '0')?.currentMiss).toBe(0);
  });

  it('VN counts lô per occurrence; every family has its positions and a full range of numbers', () => {
    const base = drawResult('VN', new Xoshiro128(3));
    const twice: VnResult = {
      family: 'VN',
      prizes: base.prizes.map((tier, t) => tier.map((n, i) => (t === 7 && i < 2 ? '77' : n))),
    };
    const lo = trendOf('VN', [twice]).positions.find((p) => p.position === 'LO');
    expect(lo?.numbers).toHaveLength(100);
    expect(lo?.numbers.find((n) => n.value === '77')?.count).toBeGreaterThanOrEqual(2);
    const random = new Xoshiro128(5);
    const shapes = { SSC5: [5, 10], PK10: [10, 10], VN: [2, 100], SEA4D: [4, 10] } as const;
    for (const [family, [positions, numbers]] of Object.entries(shapes) as [
      keyof typeof shapes,
      readonly [number, number],
    ][]) {
      const results = Array.from({ length: 30 }, () => drawResult(family, random));
      const trend = trendOf(family, results);
      expect(trend.positions).toHaveLength(positions);
      for (const p of trend.positions) {
        expect(p.numbers).toHaveLength(numbers);
        const occurrences = p.numbers.reduce((s, n) => s + n.count, 0);
        expect(occurrences).toBe(p.position === 'LO' ? 30 * 27 : 30);
      }
    }
    expect(() => trendOf('SSC5', [base])).toThrow(RangeError);
  });
});

describe('chartOf', () => {
  it('gives each draw its value and every other value its misses so far', () => {
    const chart = chartOf('SSC5', [ssc5(1, 0, 0, 0, 0), ssc5(2, 0, 0, 0, 0), ssc5(1, 0, 0, 0, 0)]);
    const first = chart[0];
    expect(first?.position).toBe('P1');
    expect(first?.rows.map((r) => r.drawn)).toEqual([['1'], ['2'], ['1']]);
    // Columns 0, 1, 2, 3: 1 came in draws 1 and 3, 2 in draw 2, 0 and 3 never.
    expect(first?.rows.map((r) => r.misses.slice(0, 4))).toEqual([
      [1, 0, 1, 1],
      [2, 1, 0, 2],
      [3, 0, 1, 3],
    ]);
  });

  it("ends where trendOf's current misses are, in every family (VN on the special prize's digits)", () => {
    const random = new Xoshiro128(11);
    for (const family of ['SSC5', 'PK10', 'SEA4D'] as const) {
      const results = Array.from({ length: 40 }, () => drawResult(family, random));
      const trend = trendOf(family, results);
      chartOf(family, results).forEach((position, i) => {
        expect(position.rows).toHaveLength(40);
        expect(position.rows.at(-1)?.misses).toEqual(trend.positions[i]?.numbers.map((n) => n.currentMiss));
      });
    }
    const vn = drawResult('VN', random);
    const chart = chartOf('VN', [vn]);
    expect(chart.map((p) => p.position)).toEqual(['S1', 'S2', 'S3', 'S4', 'S5']);
    expect(chart.map((p) => p.rows[0]?.drawn[0]).join('')).toBe(vn.prizes[0]?.[0]);
  });
});
