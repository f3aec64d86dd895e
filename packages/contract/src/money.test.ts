import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from './money.ts';

describe('money on the wire', () => {
  it('round-trips every amount of minor units through the wire form, as a number and as a string', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9_999_999_999_99, max: 9_999_999_999_99 }), (minor) => {
        const wire = fromMinorUnits(minor);
        expect(toMinorUnits(wire)).toBe(minor);
        expect(toMinorUnits(wire.toFixed(2))).toBe(minor);
      }),
    );
  });

  it('reads decimal strings exactly and refuses more than 2 decimals or anything not a number', () => {
    expect(toMinorUnits('0.29')).toBe(29);
    expect(toMinorUnits('1234.5')).toBe(123_450);
    expect(toMinorUnits(' 7 ')).toBe(700);
    for (const bad of ['1.234', '1e3', '', '.5', '1.', 'abc', '0x10', '1,000']) expect(toMinorUnits(bad)).toBeNull();
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 0.001, 1e20]) expect(toMinorUnits(bad)).toBeNull();
  });
});
