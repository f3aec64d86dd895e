import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatVnShorthand, parseVnShorthand, type ShorthandLine } from './shorthand.ts';

const lines = (text: string) =>
  parseVnShorthand(text).lines.map(({ play, picks, points }) => ({ play, picks, points }));

describe('Vietnamese shorthand', () => {
  it.each([
    ['lo 12 34 56 x10', [{ play: 'VN.LO2', picks: [['12', '34', '56']], points: 10 }]],
    ['Lô 12,34.56-78 x 10', [{ play: 'VN.LO2', picks: [['12', '34', '56', '78']], points: 10 }]],
    ['de 68 x50', [{ play: 'VN.DE', picks: [['68']], points: 50 }]],
    ['ĐỀ 68 *50', [{ play: 'VN.DE', picks: [['68']], points: 50 }]],
    ['đề 68 50đ', [{ play: 'VN.DE', picks: [['68']], points: 50 }]],
    ['de 68 50 điểm', [{ play: 'VN.DE', picks: [['68']], points: 50 }]],
    ['xien2 12 34 x10', [{ play: 'VN.XIEN2', picks: [['12', '34']], points: 10 }]],
    ['xiên 3 12 34 56 x5', [{ play: 'VN.XIEN3', picks: [['12', '34', '56']], points: 5 }]],
    ['3c 123 x5', [{ play: 'VN.3CANG', picks: [['123']], points: 5 }]],
    ['3 càng 123 456 x5', [{ play: 'VN.3CANG', picks: [['123', '456']], points: 5 }]],
    ['ba cang 999 x1', [{ play: 'VN.3CANG', picks: [['999']], points: 1 }]],
    ['dau 1 x10', [{ play: 'VN.DAU', picks: [['1']], points: 10 }]],
    ['đuôi 9 x3', [{ play: 'VN.DUOI', picks: [['9']], points: 3 }]],
    ['lo 10..13 x2', [{ play: 'VN.LO2', picks: [['10', '11', '12', '13']], points: 2 }]],
    ['lo 18>20 x2', [{ play: 'VN.LO2', picks: [['18', '19', '20']], points: 2 }]],
    [
      'lo 12 x10 34 x5; de 68 x50\nxien2 12 34 x10',
      [
        { play: 'VN.LO2', picks: [['12']], points: 10 },
        { play: 'VN.LO2', picks: [['34']], points: 5 },
        { play: 'VN.DE', picks: [['68']], points: 50 },
        { play: 'VN.XIEN2', picks: [['12', '34']], points: 10 },
      ],
    ],
  ])('%j', (text, expected) => {
    expect(parseVnShorthand(text).errors).toEqual([]);
    expect(lines(text)).toEqual(expected);
  });

  it.each([
    ['foo 12 x10', 'UNKNOWN_WORD', 0, 3],
    ['12 x10', 'NUMBER_BEFORE_PLAY', 0, 2],
    ['lo 12 34', 'NO_POINTS', 0, 8],
    ['lo x10', 'NO_NUMBERS', 0, 6],
    ['lo 12 x0', 'BAD_POINTS', 6, 8],
    ['lo 12 123 x1', 'OUT_OF_RANGE', 6, 9],
    ['lo 12 12 x1', 'DUPLICATE', 6, 8],
    ['xien3 12 34 x1', 'TOO_FEW', 0, 14],
    ['lo 19..10 x1', 'BAD_RANGE', 3, 9],
    ['lo 1..99 x1', 'BAD_RANGE', 3, 8],
    ['lo 12 # x1', 'UNEXPECTED_CHARACTER', 6, 7],
  ])('%j: %s at %i–%i', (text, code, at, end) => {
    const parsed = parseVnShorthand(text);
    expect(parsed.errors).toContainEqual({ code, at, end });
  });

  it('keeps the good lines when another has an error', () => {
    const parsed = parseVnShorthand('lo 12 x10, de 123 x5, 3c 456 x1');
    expect(parsed.lines.map((l) => l.play)).toEqual(['VN.LO2', 'VN.3CANG']);
    expect(parsed.errors).toEqual([{ code: 'OUT_OF_RANGE', at: 14, end: 17 }]);
  });

  it('refuses text beyond its limit', () => {
    expect(parseVnShorthand(`lo 12 x1 ${' '.repeat(20_000)}`).errors[0]?.code).toBe('TOO_LONG');
  });

  it('round-trips formatted lines', () => {
    const two = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
    const line = fc.oneof(
      fc.record({
        play: fc.constantFrom('VN.LO2', 'VN.DE'),
        picks: fc.uniqueArray(fc.constantFrom(...two), { minLength: 1, maxLength: 10 }).map((r) => [r.sort()]),
        points: fc.integer({ min: 1, max: 1_000_000 }),
      }),
      fc.record({
        play: fc.constant('VN.XIEN3'),
        picks: fc.uniqueArray(fc.constantFrom(...two), { minLength: 3, maxLength: 6 }).map((r) => [r.sort()]),
        points: fc.integer({ min: 1, max: 1000 }),
      }),
      fc.record({
        play: fc.constant('VN.3CANG'),
        picks: fc
          .uniqueArray(fc.integer({ min: 0, max: 999 }), { minLength: 1, maxLength: 5 })
          .map((r) => [r.sort((a, b) => a - b).map((n) => String(n).padStart(3, '0'))]),
        points: fc.integer({ min: 1, max: 1000 }),
      }),
      fc.record({
        play: fc.constantFrom('VN.DAU', 'VN.DUOI'),
        picks: fc
          .uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 10 })
          .map((r) => [r.sort((a, b) => a - b).map(String)]),
        points: fc.integer({ min: 1, max: 1000 }),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        (input: Pick<ShorthandLine, 'play' | 'picks' | 'points'>[]) => {
          const parsed = parseVnShorthand(formatVnShorthand(input));
          expect(parsed.errors).toEqual([]);
          expect(parsed.lines.map(({ play, picks, points }) => ({ play, picks, points }))).toEqual(input);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary text, and reports positions inside it', () => {
    const noisy = fc.array(
      fc.oneof(
        fc.constantFrom(
          'lo',
          'đề',
          'xien',
          '2',
          '3',
          'cang',
          'x',
          'x10',
          '..',
          '>',
          '-',
          ',',
          ' ',
          '12',
          '123',
          'điểm',
          'ba',
        ),
        fc.string({ maxLength: 4 }),
      ),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'grapheme' }),
          noisy.map((parts) => parts.join('')),
        ),
        (text) => {
          const parsed = parseVnShorthand(text);
          for (const error of parsed.errors) {
            expect(error.at).toBeGreaterThanOrEqual(0);
            expect(error.end).toBeLessThanOrEqual(text.length);
            expect(error.at).toBeLessThanOrEqual(error.end);
          }
          for (const l of parsed.lines) expect(l.points).toBeGreaterThan(0);
        },
      ),
      { numRuns: 3_000 },
    );
  });
});
