import { describe, expect, it } from 'vitest';
import { barLayout } from './bar-chart';

describe('bar layout', () => {
  it('stands positive bars on the bottom line, scaled to the highest', () => {
    const { bars, zeroY } = barLayout([10, 5, 0], 300, 100);
    expect(zeroY).toBe(100);
    expect(bars.map((b) => [b.x, b.y, b.height])).toEqual([
      [15, 0, 100],
      [115, 50, 50],
      [215, 100, 0],
    ]);
    expect(bars[0]?.width).toBeCloseTo(70);
  });

  it('hangs negative bars below a zero line set by the range', () => {
    const { bars, zeroY } = barLayout([30, -10], 200, 100);
    expect(zeroY).toBe(75);
    expect(bars[0]).toMatchObject({ y: 0, height: 75 });
    expect(bars[1]).toMatchObject({ y: 75, height: 25 });
  });

  it('keeps a visible sliver for tiny values and a flat chart when all are zero', () => {
    expect(barLayout([1000, 0.01], 100, 100).bars[1]?.height).toBe(1);
    const flat = barLayout([0, 0], 100, 100);
    expect(flat.zeroY).toBe(100);
    expect(flat.bars.every((b) => b.height === 0)).toBe(true);
  });
});
