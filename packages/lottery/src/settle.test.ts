import { type RandomSource, Xoshiro128 } from '@lotus/house-games';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAYS, playsOf } from './catalogue.ts';
import { payTableFor } from './money.ts';
import { quickPick } from './quick-pick.ts';
import { drawResult } from './results.ts';
import { exposure, exposureKeys, maxPayout, settleBet } from './settle.ts';
import type { LotteryFamily, LotteryResult, PayTable, Picks, PlayDef, PlayOdds } from './types.ts';
import { countBets } from './validate.ts';

/**
 * The reference model: every bet expanded into its single bets by brute force, each single bet judged on its own
 * against the result, written from the rules without the package's play code.
 */
type Single = (result: LotteryResult) => string[];

const range = (from: number, to: number, width = 0) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));
const product = (rows: readonly (readonly string[])[]): string[][] =>
  rows.reduce<string[][]>((acc, r) => acc.flatMap((prefix) => r.map((x) => [...prefix, x])), [[]]);
const combos = (items: readonly string[], k: number): string[][] =>
  k === 0 ? [[]] : items.flatMap((x, i) => combos(items.slice(i + 1), k - 1).map((rest) => [x, ...rest]));
const sorted = (xs: readonly (string | number)[]) => xs.map(String).sort().join(',');
const win = (won: boolean, level: string) => (won ? [level] : []);

const SSC5_POSITIONS: Record<string, number[]> = {
  FIVE_STAR: [0, 1, 2, 3, 4],
  FOUR_STAR: [1, 2, 3, 4],
  FRONT3: [0, 1, 2],
  MIDDLE3: [1, 2, 3],
  BACK3: [2, 3, 4],
  FRONT2: [0, 1],
  BACK2: [3, 4],
};

function bsoe(option: string, value: number, bigFrom: number) {
  if (option === 'B') return value >= bigFrom;
  if (option === 'S') return value < bigFrom;
  if (option === 'O') return value % 2 === 1;
  return value % 2 === 0;
}

function ssc5Singles(code: string, picks: Picks): Single[] {
  const digits = (r: LotteryResult) => (r.family === 'SSC5' ? r.digits : []);
  const [, group = '', kind] = code.split('.');
  const positions = SSC5_POSITIONS[group];
  const first = picks[0] ?? [];
  if (positions && kind === 'STRAIGHT') {
    return product(picks).map(
      (t) => (r) =>
        win(
          positions.every((p, i) => String(digits(r)[p]) === t[i]),
          'STRAIGHT',
        ),
    );
  }
  if (positions && kind === 'SUM') {
    return product([range(0, 9), range(0, 9), range(0, 9)])
      .filter((t) => first.includes(String(t.reduce((s, d) => s + Number(d), 0))))
      .map(
        (t) => (r) =>
          win(
            positions.every((p, i) => String(digits(r)[p]) === t[i]),
            'STRAIGHT',
          ),
      );
  }
  const atPositions = (r: LotteryResult) => sorted((positions ?? []).map((p) => digits(r)[p] as number));
  if (kind === 'BOX3') {
    return product([first, first])
      .filter(([a, b]) => a !== b)
      .map(
        ([a = '', b = '']) =>
          (r) =>
            win(atPositions(r) === sorted([a, a, b]), 'BOX3'),
      );
  }
  if (kind === 'BOX6') return combos(first, 3).map((c) => (r) => win(atPositions(r) === sorted(c), 'BOX6'));
  if (kind === 'BOX') return combos(first, 2).map((c) => (r) => win(atPositions(r) === sorted(c), 'BOX'));
  if (code === 'SSC5.FIXED') {
    return picks.flatMap((row, p) =>
      row.map(
        (d): Single =>
          (r) =>
            win(String(digits(r)[p]) === d, 'HIT'),
      ),
    );
  }
  if (code === 'SSC5.BSOE.POSITION') {
    return picks.flatMap((row, p) =>
      row.map(
        (o): Single =>
          (r) =>
            win(bsoe(o, digits(r)[p] as number, 5), 'HIT'),
      ),
    );
  }
  if (code === 'SSC5.BSOE.SUM') {
    return first.map(
      (o) => (r) =>
        win(
          bsoe(
            o,
            digits(r).reduce((s, d) => s + d, 0),
            23,
          ),
          'HIT',
        ),
    );
  }
  if (code === 'SSC5.DRAGON_TIGER') {
    return first.map((o) => (r) => {
      const [a = 0, , , , b = 0] = digits(r);
      if (o === 'X') return win(a === b, 'TIE');
      return win(o === 'D' ? a > b : a < b, 'DT');
    });
  }
  throw new Error(`no reference for ${code}`);
}

function pk10Singles(code: string, picks: Picks): Single[] {
  const order = (r: LotteryResult) => (r.family === 'PK10' ? r.order : []);
  const first = picks[0] ?? [];
  switch (code) {
    case 'PK10.POSITION':
      return picks.flatMap((row, p) =>
        row.map(
          (car): Single =>
            (r) =>
              win(order(r)[p] === Number(car), 'HIT'),
        ),
      );
    case 'PK10.FIRST2.STRAIGHT':
    case 'PK10.FIRST3.STRAIGHT':
      return product(picks)
        .filter((t) => new Set(t).size === t.length)
        .map(
          (t) => (r) =>
            win(
              t.every((car, p) => order(r)[p] === Number(car)),
              'STRAIGHT',
            ),
        );
    case 'PK10.TOP2.SUM':
      return first.map((s) => (r) => win((order(r)[0] ?? 0) + (order(r)[1] ?? 0) === Number(s), s));
    case 'PK10.TOP2.BSOE':
      return first.map((o) => (r) => win(bsoe(o, (order(r)[0] ?? 0) + (order(r)[1] ?? 0), 12), o));
    case 'PK10.BSOE.POSITION':
      return picks.flatMap((row, p) =>
        row.map(
          (o): Single =>
            (r) =>
              win(bsoe(o, order(r)[p] as number, 6), 'HIT'),
        ),
      );
    case 'PK10.DRAGON_TIGER':
      return picks.flatMap((row, p) =>
        row.map(
          (o): Single =>
            (r) => {
              const dragon = (order(r)[p] as number) > (order(r)[9 - p] as number);
              return win(o === 'D' ? dragon : !dragon, 'HIT');
            },
        ),
      );
  }
  throw new Error(`no reference for ${code}`);
}

function vnSingles(code: string, picks: Picks): Single[] {
  const all = (r: LotteryResult) => (r.family === 'VN' ? r.prizes.flat() : []);
  const special = (r: LotteryResult) => all(r)[0] ?? '';
  const first = picks[0] ?? [];
  const xien = /^VN\.XIEN(\d)$/.exec(code);
  if (xien) {
    return combos(first, Number(xien[1])).map((c) => (r) => {
      const endings = all(r).map((n) => n.slice(-2));
      return win(
        c.every((n) => endings.includes(n)),
        'HIT',
      );
    });
  }
  const drawn: Record<string, (r: LotteryResult) => string> = {
    'VN.DE': (r) => special(r).slice(3),
    'VN.3CANG': (r) => special(r).slice(2),
    'VN.DAU': (r) => special(r)[3] ?? '',
    'VN.DUOI': (r) => special(r)[4] ?? '',
  };
  if (code === 'VN.LO2') {
    return first.map((n) => (r) => all(r).flatMap((prize) => win(prize.endsWith(n), 'HIT')));
  }
  const of = drawn[code];
  if (!of) throw new Error(`no reference for ${code}`);
  return first.map((n) => (r) => win(of(r) === n, 'HIT'));
}

function sea4dSingles(code: string, picks: Picks): Single[] {
  return (picks[0] ?? []).map((n) => (r) => {
    if (r.family !== 'SEA4D') return [];
    if (r.first === n) return ['FIRST'];
    if (r.second === n) return ['SECOND'];
    if (r.third === n) return ['THIRD'];
    if (code === 'SEA4D.SMALL') return [];
    if (r.special.includes(n)) return ['SPECIAL'];
    return r.consolation.includes(n) ? ['CONSOLATION'] : [];
  });
}

function referenceSingles(play: PlayDef, picks: Picks): Single[] {
  switch (play.family) {
    case 'SSC5':
      return ssc5Singles(play.code, picks);
    case 'PK10':
      return pk10Singles(play.code, picks);
    case 'VN':
      return vnSingles(play.code, picks);
    case 'SEA4D':
      return sea4dSingles(play.code, picks);
  }
}

/** The prize of one winning single bet, straight from the odds. */
const referencePrize = (odds: PlayOdds, level: string, stake: number) =>
  Number((BigInt(stake) * BigInt(odds.pays[level] ?? Number.NaN)) / BigInt(odds.price));

/** Numbers taken from the result, so that random picks win often enough to test the wins. */
function hintsOf(result: LotteryResult): string[] {
  switch (result.family) {
    case 'SSC5': {
      const d = result.digits.map(String);
      const sums = [0, 1, 2].map((i) => String(result.digits.slice(i, i + 3).reduce((s, x) => s + x, 0)));
      return [...d, ...sums];
    }
    case 'PK10':
      return [
        ...result.order.map((car) => String(car).padStart(2, '0')),
        String((result.order[0] ?? 0) + (result.order[1] ?? 0)),
      ];
    case 'VN': {
      const all = result.prizes.flat();
      const special = all[0] ?? '';
      return [...all.map((n) => n.slice(-2)), special.slice(2), special[3] ?? '', special[4] ?? ''];
    }
    case 'SEA4D':
      return [result.first, result.second, result.third, ...result.special, ...result.consolation];
  }
}

const ROW_CAP = 5;

/** Random valid picks for a play, half of them taken from the result when the row offers them. */
function randomPicks(play: PlayDef, random: RandomSource, result: LotteryResult): Picks {
  const hints = hintsOf(result);
  for (;;) {
    const picks = play.rows.map((row) => {
      const valid = (v: string) =>
        row.options.kind === 'list'
          ? row.options.values.includes(v)
          : new RegExp(`^\\d{${row.options.width}}$`).test(v);
      const rowHints = hints.filter(valid);
      const size = row.min + random.int(Math.max(row.min, Math.min(row.max, ROW_CAP)) - row.min + 1);
      const chosen = new Set<string>();
      for (let tries = 0; chosen.size < size && tries < 1000; tries++) {
        if (rowHints.length > 0 && random.int(2) === 0) chosen.add(rowHints[random.int(rowHints.length)] as string);
        else if (row.options.kind === 'list')
          chosen.add(row.options.values[random.int(row.options.values.length)] as string);
        else chosen.add(String(random.int(10 ** row.options.width)).padStart(row.options.width, '0'));
      }
      return [...chosen];
    });
    if (countBets(play.code, picks).ok) return picks;
  }
}

function payTableOf(family: LotteryFamily, random: RandomSource): PayTable {
  return payTableFor(family, { prizeGroup: 1700 + random.int(281) });
}

describe('settlement against the brute-force reference, in every family', () => {
  it.each(['SSC5', 'PK10', 'VN', 'SEA4D'] as const)('%s', (family) => {
    const plays = playsOf(family);
    let wins = 0;
    fc.assert(
      fc.property(
        fc.nat({ max: plays.length - 1 }),
        fc.integer(),
        fc.integer({ min: 1, max: 10_000_000 }),
        (i, seed, stake) => {
          const play = plays[i] as PlayDef;
          const random = new Xoshiro128(seed);
          const result = drawResult(family, random);
          const picks = randomPicks(play, random, result);
          const table = payTableOf(family, random);
          const odds = table[play.code] as PlayOdds;
          const bet = { play: play.code, picks, stake };

          const singles = referenceSingles(play, picks);
          const checked = countBets(play.code, picks);
          expect(checked.ok && checked.count).toBe(singles.length);

          const levels = singles.flatMap((single) => single(result));
          const expectedPayout = levels.reduce((total, level) => total + referencePrize(odds, level, stake), 0);
          const settlement = settleBet(bet, result, table);
          const byLevel = Object.fromEntries(settlement.winningBets.map((w) => [w.level, w.count]));
          const expectedByLevel: Record<string, number> = {};
          for (const level of levels) expectedByLevel[level] = (expectedByLevel[level] ?? 0) + 1;
          expect(byLevel).toEqual(expectedByLevel);
          expect(settlement.payout).toBe(expectedPayout);
          expect(settlement.payout).toBeGreaterThanOrEqual(0);
          expect(maxPayout(bet, table)).toBeGreaterThanOrEqual(settlement.payout);
          if (settlement.payout > 0) wins++;

          const keys = exposureKeys(bet);
          expect(keys).toHaveLength(singles.length);
          expect(new Set(keys).size).toBe(keys.length);
          expect(keys.every((k) => k.startsWith(`${play.code}:`))).toBe(true);
          // Whatever the result, the payout never exceeds the exposure of the keys summed.
          const exposed = exposure(bet, table).reduce((total, e) => total + e.payout, 0);
          expect(exposed).toBeGreaterThanOrEqual(settlement.payout);
        },
      ),
      { numRuns: 1_500 },
    );
    // The hints make the wins frequent enough to test them.
    expect(wins).toBeGreaterThan(150);
  });

  it('every play has a reference, and the catalogue codes are unique, stable ASCII', () => {
    const codes = PLAYS.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^(SSC5|PK10|VN|SEA4D)(\.[A-Z0-9_]+)+$/);
    for (const play of PLAYS)
      expect(() =>
        referenceSingles(
          play,
          play.rows.map(() => []),
        ),
      ).not.toThrow();
  });

  it('maxPayout is reached by some result for plays whose worst case is one single win', () => {
    const table = payTableFor('SSC5', { prizeGroup: 1950 });
    const bet = { play: 'SSC5.FIVE_STAR.STRAIGHT', picks: [['1'], ['2'], ['3'], ['4'], ['5']], stake: 200 };
    expect(maxPayout(bet, table)).toBe(19_500_000);
    expect(settleBet(bet, { family: 'SSC5', digits: [1, 2, 3, 4, 5] }, table).payout).toBe(19_500_000);
    const lo = { play: 'VN.LO2', picks: [['12']], stake: 23_000 };
    const vnTable = payTableFor('VN');
    expect(maxPayout(lo, vnTable)).toBe(27 * 80_000);
    const big = { play: 'SEA4D.BIG', picks: [['1234', '5678']], stake: 100 };
    expect(maxPayout(big, payTableFor('SEA4D'))).toBe(350_000);
  });

  it('quick picks are valid single bets of every play (box-3: its least, two bets; sum plays: one sum)', () => {
    const random = new Xoshiro128(99);
    for (const play of PLAYS) {
      for (let i = 0; i < 50; i++) {
        const checked = countBets(play.code, quickPick(play.code, random));
        expect(checked.ok, play.code).toBe(true);
        if (checked.ok && !play.code.endsWith('.SUM')) {
          expect(checked.count, play.code).toBe(play.code.endsWith('.BOX3') ? 2 : 1);
        }
      }
    }
  });
});
