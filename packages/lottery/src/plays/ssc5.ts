import type { Names, Ssc5Result } from '../types.ts';
import {
  bestOf,
  cartesian,
  choose,
  DIGITS,
  exactLevel,
  hits,
  listOf,
  names,
  type PlayImpl,
  pickDistinct,
  pickOne,
  range,
  row,
  subsets,
} from './common.ts';

/**
 * Shishicai (SSC5): five digits 0–9, ten-thousands first. The play tree of the leading Asian vendors:
 * - straight plays (直选) on the five, the back four, the front/middle/back three and the front/back two positions: one
 *   row of digits per position, every combination one single bet, paying when each position shows its digit;
 * - box plays (组选) on three positions: box-3 (组三: two digits, one of them twice, any order; each pair of picked
 *   digits is two single bets, aab and abb) and box-6 (组六: three different digits, any order); on two positions the
 *   box pays two different digits in any order (a pair such as 77 does not win a box bet);
 * - sum (直选和值) of three positions: each picked sum counts as every straight combination with that sum (sum 13 is 75
 *   single bets), each paying the straight prize, as those vendors count it;
 * - fixed position (定位胆): any digits on any positions, each one single bet paying when its position shows it;
 * - big/small/odd/even (大小单双) per position (big 5–9, small 0–4) and on the sum of all five (big 23–45, small 0–22);
 * - dragon-tiger (龙虎) of the 1st against the 5th digit: dragon wins when the 1st is higher, tiger when lower; a tie
 *   (和) is a bet of its own at its own odds, and dragon and tiger bets lose on a tie.
 * Every level's probability is exact: prize-group payouts follow from it.
 */

const POSITIONS: readonly Names[] = [
  names('Ten thousands', '万位'),
  names('Thousands', '千位'),
  names('Hundreds', '百位'),
  names('Tens', '十位'),
  names('Units', '个位'),
];

const digitRow = (position: number, min = 1) => row(POSITIONS[position] as Names, listOf(DIGITS), min, 10);
const digitsAt = (result: Ssc5Result, positions: readonly number[]) => positions.map((p) => String(result.digits[p]));

function straight(code: string, group: string, playNames: Names, positions: readonly number[]): PlayImpl {
  return {
    code,
    family: 'SSC5',
    group,
    names: playNames,
    rows: positions.map((p) => digitRow(p)),
    minTotal: positions.length,
    levels: [exactLevel('STRAIGHT', 1, 10 ** positions.length)],
    count: (picks) => picks.reduce((product, r) => product * r.length, 1),
    settle: (picks, result) => {
      const digits = digitsAt(result as Ssc5Result, positions);
      return hits('STRAIGHT', picks.every((r, i) => r.includes(digits[i] as string)) ? 1 : 0);
    },
    worst: () => hits('STRAIGHT', 1),
    expand: (picks) => cartesian(picks).map((t) => t.join(',')),
    quickPick: (random) => positions.map(() => [pickOne(random, DIGITS)]),
  };
}

/** The digits at the positions, sorted, with how many of them differ. */
function sortedDigits(result: Ssc5Result, positions: readonly number[]) {
  const digits = digitsAt(result, positions).sort();
  return { digits, distinct: new Set(digits).size };
}

function box3(code: string, group: string, playNames: Names, positions: readonly number[]): PlayImpl {
  return {
    code,
    family: 'SSC5',
    group,
    names: playNames,
    rows: [row(names('Box digits', '组三号码'), listOf(DIGITS), 2, 10)],
    minTotal: 2,
    levels: [exactLevel('BOX3', 3, 1000)],
    count: ([r = []]) => r.length * (r.length - 1),
    settle: ([r = []], result) => {
      const { digits, distinct } = sortedDigits(result as Ssc5Result, positions);
      return hits('BOX3', distinct === 2 && digits.every((d) => r.includes(d)) ? 1 : 0);
    },
    worst: () => hits('BOX3', 1),
    expand: ([r = []]) => r.flatMap((a) => r.filter((b) => b !== a).map((b) => [a, a, b].sort().join(','))),
    quickPick: (random) => [pickDistinct(random, DIGITS, 2)],
  };
}

function box6(code: string, group: string, playNames: Names, positions: readonly number[]): PlayImpl {
  return {
    code,
    family: 'SSC5',
    group,
    names: playNames,
    rows: [row(names('Box digits', '组六号码'), listOf(DIGITS), 3, 10)],
    minTotal: 3,
    levels: [exactLevel('BOX6', 6, 1000)],
    count: ([r = []]) => choose(r.length, 3),
    settle: ([r = []], result) => {
      const { digits, distinct } = sortedDigits(result as Ssc5Result, positions);
      return hits('BOX6', distinct === 3 && digits.every((d) => r.includes(d)) ? 1 : 0);
    },
    worst: () => hits('BOX6', 1),
    expand: ([r = []]) => subsets(r, 3).map((s) => s.join(',')),
    quickPick: (random) => [pickDistinct(random, DIGITS, 3)],
  };
}

function box2(code: string, group: string, playNames: Names, positions: readonly number[]): PlayImpl {
  return {
    code,
    family: 'SSC5',
    group,
    names: playNames,
    rows: [row(names('Box digits', '组选号码'), listOf(DIGITS), 2, 10)],
    minTotal: 2,
    levels: [exactLevel('BOX', 2, 100)],
    count: ([r = []]) => choose(r.length, 2),
    settle: ([r = []], result) => {
      const { digits, distinct } = sortedDigits(result as Ssc5Result, positions);
      return hits('BOX', distinct === 2 && digits.every((d) => r.includes(d)) ? 1 : 0);
    },
    worst: () => hits('BOX', 1),
    expand: ([r = []]) => subsets(r, 2).map((s) => s.join(',')),
    quickPick: (random) => [pickDistinct(random, DIGITS, 2)],
  };
}

/** How many 3-digit combinations have each sum 0–27. */
const SUM3_WAYS: readonly number[] = (() => {
  const ways = new Array<number>(28).fill(0);
  for (let n = 0; n < 1000; n++) {
    const s = Math.floor(n / 100) + (Math.floor(n / 10) % 10) + (n % 10);
    ways[s] = (ways[s] as number) + 1;
  }
  return ways;
})();

const SUMS3 = range(0, 27);

function sum3(code: string, group: string, playNames: Names, positions: readonly number[]): PlayImpl {
  return {
    code,
    family: 'SSC5',
    group,
    names: playNames,
    rows: [row(names('Sum', '和值'), listOf(SUMS3), 1, 28)],
    minTotal: 1,
    levels: [exactLevel('STRAIGHT', 1, 1000)],
    count: ([r = []]) => r.reduce((total, s) => total + (SUM3_WAYS[Number(s)] as number), 0),
    settle: ([r = []], result) => {
      const sum = digitsAt(result as Ssc5Result, positions).reduce((total, d) => total + Number(d), 0);
      return hits('STRAIGHT', r.includes(String(sum)) ? 1 : 0);
    },
    worst: () => hits('STRAIGHT', 1),
    expand: ([r = []]) =>
      cartesian([DIGITS, DIGITS, DIGITS])
        .filter((t) => r.includes(String(t.reduce((total, d) => total + Number(d), 0))))
        .map((t) => t.join(',')),
    quickPick: (random) => [[pickOne(random, SUMS3)]],
  };
}

const FIXED: PlayImpl = {
  code: 'SSC5.FIXED',
  family: 'SSC5',
  group: 'FIXED',
  names: names('Fixed position', '定位胆'),
  rows: POSITIONS.map((_, p) => digitRow(p, 0)),
  minTotal: 1,
  levels: [exactLevel('HIT', 1, 10)],
  count: (picks) => picks.reduce((total, r) => total + r.length, 0),
  settle: (picks, result) =>
    hits('HIT', picks.filter((r, p) => r.includes(String((result as Ssc5Result).digits[p]))).length),
  worst: (picks) => hits('HIT', picks.filter((r) => r.length > 0).length),
  expand: (picks) => picks.flatMap((r, p) => r.map((d) => `P${p + 1}=${d}`)),
  quickPick: (random) => {
    const position = random.int(5);
    return POSITIONS.map((_, p) => (p === position ? [pickOne(random, DIGITS)] : []));
  },
};

/** Big/small/odd/even options in the board's order. */
const BSOE = ['B', 'S', 'O', 'E'] as const;
const bsoeOf = (value: number, bigFrom: number) => [value >= bigFrom ? 'B' : 'S', value % 2 === 1 ? 'O' : 'E'];

/** At most one of big/small and one of odd/even can win at once. */
const bsoeWorst = (r: readonly string[]) =>
  (r.includes('B') || r.includes('S') ? 1 : 0) + (r.includes('O') || r.includes('E') ? 1 : 0);

const BSOE_POSITION: PlayImpl = {
  code: 'SSC5.BSOE.POSITION',
  family: 'SSC5',
  group: 'BSOE',
  names: names('Big/small/odd/even by position', '大小单双'),
  rows: POSITIONS.map((position) => row(position, listOf(BSOE), 0, 4)),
  minTotal: 1,
  levels: [exactLevel('HIT', 1, 2)],
  count: (picks) => picks.reduce((total, r) => total + r.length, 0),
  settle: (picks, result) => {
    const digits = (result as Ssc5Result).digits;
    const won = picks.reduce(
      (total, r, p) => total + bsoeOf(digits[p] as number, 5).filter((o) => r.includes(o)).length,
      0,
    );
    return hits('HIT', won);
  },
  worst: (picks) =>
    hits(
      'HIT',
      picks.reduce((total, r) => total + bsoeWorst(r), 0),
    ),
  expand: (picks) => picks.flatMap((r, p) => r.map((o) => `P${p + 1}=${o}`)),
  quickPick: (random) => {
    const position = random.int(5);
    return POSITIONS.map((_, p) => (p === position ? [pickOne(random, BSOE)] : []));
  },
};

const BSOE_SUM: PlayImpl = {
  code: 'SSC5.BSOE.SUM',
  family: 'SSC5',
  group: 'BSOE',
  names: names('Big/small/odd/even on the sum', '总和大小单双'),
  rows: [row(names('Sum of five', '总和'), listOf(BSOE), 1, 4)],
  minTotal: 1,
  levels: [exactLevel('HIT', 1, 2)],
  count: ([r = []]) => r.length,
  settle: ([r = []], result) => {
    const sum = (result as Ssc5Result).digits.reduce((total, d) => total + d, 0);
    return hits('HIT', bsoeOf(sum, 23).filter((o) => r.includes(o)).length);
  },
  worst: ([r = []]) => hits('HIT', bsoeWorst(r)),
  expand: ([r = []]) => r.slice(),
  quickPick: (random) => [[pickOne(random, BSOE)]],
};

const DT_LEVEL: Readonly<Record<string, string>> = { D: 'DT', T: 'DT', X: 'TIE' };

const DRAGON_TIGER: PlayImpl = {
  code: 'SSC5.DRAGON_TIGER',
  family: 'SSC5',
  group: 'DRAGON_TIGER',
  names: names('Dragon-tiger (1st vs 5th)', '龙虎'),
  rows: [row(names('Dragon / tiger / tie', '龙 / 虎 / 和'), listOf(['D', 'T', 'X']), 1, 3)],
  minTotal: 1,
  levels: [exactLevel('DT', 45, 100), exactLevel('TIE', 10, 100)],
  count: ([r = []]) => r.length,
  settle: ([r = []], result) => {
    const [first = 0, , , , fifth = 0] = (result as Ssc5Result).digits;
    const outcome = first > fifth ? 'D' : first < fifth ? 'T' : 'X';
    return r.includes(outcome) ? hits(DT_LEVEL[outcome] as string, 1) : [];
  },
  worst: ([r = []], prize) => {
    const best = bestOf(r, ['D', 'T', 'X'], (o) => prize(DT_LEVEL[o] as string));
    return best === null ? [] : hits(DT_LEVEL[best] as string, 1);
  },
  expand: ([r = []]) => r.slice(),
  keyWorst: (key) => hits(DT_LEVEL[key] as string, 1),
  quickPick: (random) => [[pickOne(random, ['D', 'T', 'X'])]],
};

const THREES: readonly { key: string; en: string; zh: string; positions: number[] }[] = [
  { key: 'FRONT3', en: 'Front three', zh: '前三', positions: [0, 1, 2] },
  { key: 'MIDDLE3', en: 'Middle three', zh: '中三', positions: [1, 2, 3] },
  { key: 'BACK3', en: 'Back three', zh: '后三', positions: [2, 3, 4] },
];

const TWOS: readonly { key: string; en: string; zh: string; positions: number[] }[] = [
  { key: 'FRONT2', en: 'Front two', zh: '前二', positions: [0, 1] },
  { key: 'BACK2', en: 'Back two', zh: '后二', positions: [3, 4] },
];

export const SSC5_PLAYS: readonly PlayImpl[] = [
  straight('SSC5.FIVE_STAR.STRAIGHT', 'FIVE_STAR', names('Five-star straight', '五星直选'), [0, 1, 2, 3, 4]),
  straight('SSC5.FOUR_STAR.STRAIGHT', 'FOUR_STAR', names('Four-star straight (back four)', '四星直选'), [1, 2, 3, 4]),
  ...THREES.flatMap(({ key, en, zh, positions }) => [
    straight(`SSC5.${key}.STRAIGHT`, key, names(`${en} straight`, `${zh}直选`), positions),
    sum3(`SSC5.${key}.SUM`, key, names(`${en} straight sum`, `${zh}直选和值`), positions),
    box3(`SSC5.${key}.BOX3`, key, names(`${en} box-3`, `${zh}组三`), positions),
    box6(`SSC5.${key}.BOX6`, key, names(`${en} box-6`, `${zh}组六`), positions),
  ]),
  ...TWOS.flatMap(({ key, en, zh, positions }) => [
    straight(`SSC5.${key}.STRAIGHT`, key, names(`${en} straight`, `${zh}直选`), positions),
    box2(`SSC5.${key}.BOX`, key, names(`${en} box`, `${zh}组选`), positions),
  ]),
  FIXED,
  BSOE_POSITION,
  BSOE_SUM,
  DRAGON_TIGER,
];
