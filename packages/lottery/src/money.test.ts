import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAYS, playsOf } from './catalogue.ts';
import {
  betStake,
  checkPayTable,
  DEFAULT_SEA4D_PAY_TABLE,
  DEFAULT_VN_PAY_TABLE,
  groupPayTable,
  payTableFor,
  pointStake,
  prizeFor,
  prizeOf,
  prizeTable,
  rebateFor,
  unitStake,
} from './money.ts';
import { countBets } from './validate.ts';

describe('countBets', () => {
  const all = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
  it.each([
    [
      'SSC5.FIVE_STAR.STRAIGHT',
      [
        ['1', '2'],
        ['3', '4'],
        ['5', '6'],
        ['7', '8'],
        ['9', '0'],
      ],
      32,
    ],
    ['SSC5.FIVE_STAR.STRAIGHT', [all, all, all, all, all], 100_000],
    ['SSC5.BACK3.BOX6', [['1', '2', '3', '4']], 4],
    ['SSC5.BACK3.BOX3', [['1', '2', '3']], 6],
    ['SSC5.BACK3.SUM', [['13']], 75],
    ['SSC5.BACK3.SUM', [['0', '27']], 2],
    ['SSC5.BACK2.BOX', [['1', '2', '3']], 3],
    ['SSC5.FIXED', [['1'], [], ['2', '3'], [], []], 3],
    [
      'PK10.FIRST2.STRAIGHT',
      [
        ['01', '02'],
        ['01', '02'],
      ],
      2,
    ],
    [
      'PK10.FIRST3.STRAIGHT',
      [
        ['01', '02', '03'],
        ['01', '02', '03'],
        ['01', '02', '03'],
      ],
      6,
    ],
    ['VN.XIEN2', [['12', '34', '56']], 3],
    ['VN.XIEN4', [['12', '34', '56', '78', '90']], 5],
    ['SEA4D.BIG', [['0001', '9999']], 2],
  ])('%s %j = %i bets', (play, picks, count) => {
    expect(countBets(play, picks)).toMatchObject({ ok: true, count });
  });

  it.each([
    ['SSC5.NOPE', [], 'UNKNOWN_PLAY'],
    [42, [], 'UNKNOWN_PLAY'],
    ['SSC5.BACK3.BOX6', 'not rows', 'NOT_ROWS'],
    ['SSC5.BACK3.BOX6', [['1', '2', '3'], []], 'ROW_COUNT'],
    ['SSC5.BACK3.BOX6', ['123'], 'NOT_ROWS'],
    ['SSC5.BACK3.BOX6', [['1', '2', 3]], 'NOT_A_STRING'],
    ['SSC5.BACK3.BOX6', [['1', '2', '10']], 'OUT_OF_RANGE'],
    ['SSC5.BACK3.BOX6', [['1', '2', '02']], 'OUT_OF_RANGE'],
    ['SSC5.BACK3.BOX6', [['1', '2', '2']], 'DUPLICATE'],
    ['SSC5.BACK3.BOX6', [['1', '2']], 'TOO_FEW'],
    ['SSC5.BACK3.BOX6', [[...all, '1']], 'TOO_MANY'],
    ['SSC5.FIXED', [[], [], [], [], []], 'TOO_FEW'],
    ['PK10.FIRST2.STRAIGHT', [['01'], ['01']], 'NO_BETS'],
    ['VN.3CANG', [['12']], 'OUT_OF_RANGE'],
    ['SEA4D.BIG', [['12345']], 'OUT_OF_RANGE'],
    ['VN.LO2', [['1 2']], 'OUT_OF_RANGE'],
  ])('%s %j is refused: %s', (play, picks, code) => {
    expect(countBets(play, picks)).toMatchObject({ ok: false, code });
  });

  it('returns the picks in canonical order', () => {
    expect(countBets('SSC5.BACK3.BOX6', [['9', '1', '5']])).toMatchObject({ picks: [['1', '5', '9']] });
  });

  it('never throws on arbitrary JSON', () => {
    const codes = PLAYS.map((p) => p.code);
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...codes), fc.string()), fc.jsonValue(), (play, picks) => {
        const checked = countBets(play, picks);
        if (checked.ok) expect(checked.count).toBeGreaterThan(0);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('stakes and prizes', () => {
  it('units are 2.00, 0.20 and 0.02 of a base stake of 200 minor units', () => {
    expect([unitStake('yuan'), unitStake('jiao'), unitStake('fen')]).toEqual([200, 20, 2]);
    expect(unitStake('fen', 1000)).toBe(10);
    expect(betStake('jiao', 5)).toBe(100);
    expect(() => unitStake('fen', 150)).toThrow(RangeError);
    expect(() => betStake('yuan', 0)).toThrow(RangeError);
    expect(() => betStake('yuan', 1.5)).toThrow(RangeError);
  });

  it('prize-group prizes are the vendors’ figures', () => {
    expect(prizeFor('SSC5.FIVE_STAR.STRAIGHT', 'STRAIGHT', 1950, 200)).toBe(19_500_000);
    expect(prizeFor('SSC5.FIXED', 'HIT', 1950, 200)).toBe(1_950);
    expect(prizeFor('SSC5.BACK3.BOX3', 'BOX3', 1950, 200)).toBe(65_000);
    expect(prizeFor('SSC5.BACK3.BOX6', 'BOX6', 1950, 200)).toBe(32_500);
    expect(prizeFor('SSC5.DRAGON_TIGER', 'DT', 1980, 200)).toBe(440);
    expect(prizeFor('SSC5.DRAGON_TIGER', 'TIE', 1980, 200)).toBe(1_980);
    expect(prizeFor('PK10.FIRST2.STRAIGHT', 'STRAIGHT', 1900, 2)).toBe(171);
    expect(prizeFor('PK10.TOP2.SUM', '3', 1980, 200)).toBe(8_910);
    // Rounded down once per winning single bet: 2 × 1700 / 2000 / 0.45 = 3.777…
    expect(prizeFor('SSC5.DRAGON_TIGER', 'DT', 1700, 2)).toBe(3);
    expect(() => prizeFor('VN.DE', 'HIT', 1950, 200)).toThrow(RangeError);
    expect(() => prizeFor('SSC5.FIXED', 'HIT', 2001, 200)).toThrow(RangeError);
  });

  it('prizes are stake × G / 2000 / p rounded down, exactly, for any group and stake', () => {
    const levels = PLAYS.filter((p) => p.family === 'SSC5' || p.family === 'PK10').flatMap((play) =>
      play.levels.map((level) => ({ play: play.code, level: level.level, exact: level.exact as [number, number] })),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...levels),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 100_000_000_000 }),
        ({ play, level, exact: [num, den] }, group, stake) => {
          const expected = (BigInt(stake) * BigInt(group) * BigInt(den)) / (2000n * BigInt(num));
          expect(prizeFor(play, level, group, stake)).toBe(Number(expected));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('the return to player of every prize-group play is G / 2000 (before rounding)', () => {
    for (const family of ['SSC5', 'PK10'] as const) {
      const table = groupPayTable(family, 1950);
      for (const play of playsOf(family)) {
        const odds = table[play.code];
        if (!odds) throw new Error(play.code);
        // Each level's share of the return: its expected wins × its odds.
        for (const level of play.levels) {
          expect(level.expected * ((odds.pays[level.level] as number) / odds.price)).toBeCloseTo(0.975, 12);
        }
      }
    }
  });

  it('the default fixed-odds tables have the documented returns', () => {
    const rtp = (play: string, table: typeof DEFAULT_VN_PAY_TABLE) => {
      const def = PLAYS.find((p) => p.code === play);
      const odds = table[play];
      if (!def || !odds) throw new Error(play);
      return def.levels.reduce((sum, l) => sum + (l.expected * (odds.pays[l.level] as number)) / odds.price, 0);
    };
    expect(rtp('VN.LO2', DEFAULT_VN_PAY_TABLE)).toBeCloseTo((27 * 80) / 100 / 23, 12);
    expect(rtp('VN.DE', DEFAULT_VN_PAY_TABLE)).toBeCloseTo(0.8, 12);
    expect(rtp('SEA4D.BIG', DEFAULT_SEA4D_PAY_TABLE)).toBeCloseTo(0.64, 12);
    expect(rtp('SEA4D.SMALL', DEFAULT_SEA4D_PAY_TABLE)).toBeCloseTo(0.65, 12);
    // Xiên: the chance all numbers are among 27 independent endings, by inclusion–exclusion.
    expect(PLAYS.find((p) => p.code === 'VN.XIEN2')?.levels[0]?.expected).toBeCloseTo(
      1 - 2 * 0.99 ** 27 + 0.98 ** 27,
      12,
    );
    expect(PLAYS.find((p) => p.code === 'VN.XIEN3')?.levels[0]?.expected).toBeCloseTo(
      1 - 3 * 0.99 ** 27 + 3 * 0.98 ** 27 - 0.97 ** 27,
      12,
    );
  });

  it('point stakes and fixed-odds prizes', () => {
    expect(pointStake('VN.LO2', 10, 1_000, DEFAULT_VN_PAY_TABLE)).toBe(230_000);
    expect(prizeOf(DEFAULT_VN_PAY_TABLE['VN.LO2'] as never, 'HIT', 230_000)).toBe(800_000);
    expect(prizeTable('SEA4D.BIG', DEFAULT_SEA4D_PAY_TABLE, 100)).toEqual([
      { level: 'FIRST', prize: 250_000 },
      { level: 'SECOND', prize: 100_000 },
      { level: 'THIRD', prize: 50_000 },
      { level: 'SPECIAL', prize: 18_000 },
      { level: 'CONSOLATION', prize: 6_000 },
    ]);
  });

  it('rebate is the margin between the member’s group and the top group', () => {
    expect(rebateFor(200, 1950, 1980)).toBe(3);
    expect(rebateFor(10_000, 1900, 1980)).toBe(400);
    expect(rebateFor(10_000, 1980, 1980)).toBe(0);
    expect(() => rebateFor(10_000, 1990, 1980)).toThrow(RangeError);
  });

  it('brand overrides replace a play’s odds and are checked', () => {
    const table = payTableFor('VN', { overrides: { 'VN.DE': { price: 1, pays: { HIT: 99 } } } });
    expect(table['VN.DE']).toEqual({ price: 1, pays: { HIT: 99 } });
    expect(table['VN.LO2']).toEqual(DEFAULT_VN_PAY_TABLE['VN.LO2']);
    expect(checkPayTable('VN', { 'VN.DE': { price: 0, pays: { HIT: -1, X: 1 } }, 'SSC5.FIXED': {} })).toEqual([
      'VN.DE: price must be a positive integer',
      'VN.DE: pays.HIT must be a non-negative integer',
      'VN.DE: no level X',
      'SSC5.FIXED: not a VN play',
    ]);
    expect(checkPayTable('SEA4D', [])).toEqual(['not an object']);
    expect(() => payTableFor('VN', { overrides: { 'VN.DE': { price: 1 } } })).toThrow(RangeError);
    expect(() => payTableFor('SSC5')).toThrow(RangeError);
  });
});
