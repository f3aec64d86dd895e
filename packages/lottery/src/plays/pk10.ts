import type { Names, Pk10Result } from '../types.ts';
import { bestOf, exactLevel, hits, listOf, names, type PlayImpl, pickOne, range, row } from './common.ts';

/**
 * PK10: ten cars 01–10 finish a race, positions 1 (champion) to 10. Picks name cars as two-digit strings.
 * - position (定位胆): any cars on any positions, each one single bet;
 * - first two / first three straight (猜前二 / 猜前三): one row per position, every combination of different cars one
 *   single bet (a car picked on two rows never pairs with itself);
 * - champion + runner-up sum (冠亚和) 3–19: each sum one single bet at its own odds (its probability is the number
 *   of ordered pairs with that sum out of 90), and big (12–19) / small (3–11) / odd / even on that sum, each at its
 *   own odds (40, 50, 50, 40 out of 90);
 * - big (06–10) / small (01–05) / odd / even per position;
 * - dragon-tiger (龙虎) per pair 1st vs 10th, 2nd vs 9th … 5th vs 6th: dragon when the earlier position's car is the
 *   higher number; no tie is possible.
 */

const CARS = range(1, 10, 2);
const ORDINALS = ['3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th'];
const ZH_ORDINALS = ['三', '四', '五', '六', '七', '八', '九', '十'];
const POSITIONS: readonly Names[] = [
  names('Champion', '冠军'),
  names('Runner-up', '亚军'),
  ...ORDINALS.map((en, i) => names(en, `第${ZH_ORDINALS[i]}名`)),
];

const carAt = (result: Pk10Result, position: number) => String(result.order[position]).padStart(2, '0');

const POSITION: PlayImpl = {
  code: 'PK10.POSITION',
  family: 'PK10',
  group: 'POSITION',
  names: names('Position', '定位胆'),
  rows: POSITIONS.map((position) => row(position, listOf(CARS), 0, 10)),
  minTotal: 1,
  levels: [exactLevel('HIT', 1, 10)],
  count: (picks) => picks.reduce((total, r) => total + r.length, 0),
  settle: (picks, result) => hits('HIT', picks.filter((r, p) => r.includes(carAt(result as Pk10Result, p))).length),
  worst: (picks) => hits('HIT', picks.filter((r) => r.length > 0).length),
  expand: (picks) => picks.flatMap((r, p) => r.map((car) => `P${p + 1}=${car}`)),
  quickPick: (random) => {
    const position = random.int(10);
    return POSITIONS.map((_, p) => (p === position ? [pickOne(random, CARS)] : []));
  },
};

/** The combinations of different cars taking one car from each row. */
function distinctTuples(picks: readonly (readonly string[])[]): string[][] {
  let out: string[][] = [[]];
  for (const r of picks)
    out = out.flatMap((prefix) => r.filter((car) => !prefix.includes(car)).map((car) => [...prefix, car]));
  return out;
}

function firstN(n: 2 | 3): PlayImpl {
  const possible = n === 2 ? 90 : 720;
  return {
    code: `PK10.FIRST${n}.STRAIGHT`,
    family: 'PK10',
    group: `FIRST${n}`,
    names: n === 2 ? names('First two straight', '猜前二') : names('First three straight', '猜前三'),
    rows: POSITIONS.slice(0, n).map((position) => row(position, listOf(CARS), 1, 10)),
    minTotal: n,
    levels: [exactLevel('STRAIGHT', 1, possible)],
    count: (picks) => distinctTuples(picks).length,
    settle: (picks, result) =>
      hits('STRAIGHT', picks.every((r, p) => r.includes(carAt(result as Pk10Result, p))) ? 1 : 0),
    worst: () => hits('STRAIGHT', 1),
    expand: (picks) => distinctTuples(picks).map((t) => t.join(',')),
    quickPick: (random) => {
      const chosen: string[] = [];
      while (chosen.length < n) {
        const car = pickOne(random, CARS);
        if (!chosen.includes(car)) chosen.push(car);
      }
      return chosen.map((car) => [car]);
    },
  };
}

/** Ordered pairs of different cars with each sum 3–19, out of 90. */
const TOP2_WAYS: ReadonlyMap<number, number> = (() => {
  const ways = new Map<number, number>();
  for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) if (a !== b) ways.set(a + b, (ways.get(a + b) ?? 0) + 1);
  return ways;
})();

const TOP2_SUMS = range(3, 19);
const top2Sum = (result: Pk10Result) => (result.order[0] as number) + (result.order[1] as number);

const TOP2_SUM: PlayImpl = {
  code: 'PK10.TOP2.SUM',
  family: 'PK10',
  group: 'TOP2_SUM',
  names: names('Champion + runner-up sum', '冠亚和值'),
  rows: [row(names('Sum', '和值'), listOf(TOP2_SUMS), 1, TOP2_SUMS.length)],
  minTotal: 1,
  levels: TOP2_SUMS.map((s) => exactLevel(s, TOP2_WAYS.get(Number(s)) as number, 90)),
  count: ([r = []]) => r.length,
  settle: ([r = []], result) => {
    const sum = String(top2Sum(result as Pk10Result));
    return r.includes(sum) ? hits(sum, 1) : [];
  },
  worst: ([r = []], prize) => {
    const best = bestOf(r, TOP2_SUMS, prize);
    return best === null ? [] : hits(best, 1);
  },
  expand: ([r = []]) => r.slice(),
  keyWorst: (key) => hits(key, 1),
  quickPick: (random) => [[pickOne(random, TOP2_SUMS)]],
};

const BSOE = ['B', 'S', 'O', 'E'] as const;
const bsoeOf = (value: number, bigFrom: number) => [value >= bigFrom ? 'B' : 'S', value % 2 === 1 ? 'O' : 'E'];

const TOP2_BSOE: PlayImpl = {
  code: 'PK10.TOP2.BSOE',
  family: 'PK10',
  group: 'TOP2_SUM',
  names: names('Champion + runner-up big/small/odd/even', '冠亚和大小单双'),
  rows: [row(names('Sum', '冠亚和'), listOf(BSOE), 1, 4)],
  minTotal: 1,
  levels: [exactLevel('B', 40, 90), exactLevel('S', 50, 90), exactLevel('O', 50, 90), exactLevel('E', 40, 90)],
  count: ([r = []]) => r.length,
  settle: ([r = []], result) =>
    bsoeOf(top2Sum(result as Pk10Result), 12)
      .filter((o) => r.includes(o))
      .map((level) => ({ level, count: 1 })),
  worst: ([r = []], prize) =>
    [bestOf(r, ['B', 'S'], prize), bestOf(r, ['O', 'E'], prize)].flatMap((o) => (o === null ? [] : hits(o, 1))),
  expand: ([r = []]) => r.slice(),
  keyWorst: (key) => hits(key, 1),
  quickPick: (random) => [[pickOne(random, BSOE)]],
};

const BSOE_POSITION: PlayImpl = {
  code: 'PK10.BSOE.POSITION',
  family: 'PK10',
  group: 'BSOE',
  names: names('Big/small/odd/even by position', '大小单双'),
  rows: POSITIONS.map((position) => row(position, listOf(BSOE), 0, 4)),
  minTotal: 1,
  levels: [exactLevel('HIT', 1, 2)],
  count: (picks) => picks.reduce((total, r) => total + r.length, 0),
  settle: (picks, result) => {
    const order = (result as Pk10Result).order;
    return hits(
      'HIT',
      picks.reduce((total, r, p) => total + bsoeOf(order[p] as number, 6).filter((o) => r.includes(o)).length, 0),
    );
  },
  worst: (picks) =>
    hits(
      'HIT',
      picks.reduce(
        (total, r) =>
          total + (r.includes('B') || r.includes('S') ? 1 : 0) + (r.includes('O') || r.includes('E') ? 1 : 0),
        0,
      ),
    ),
  expand: (picks) => picks.flatMap((r, p) => r.map((o) => `P${p + 1}=${o}`)),
  quickPick: (random) => {
    const position = random.int(10);
    return POSITIONS.map((_, p) => (p === position ? [pickOne(random, BSOE)] : []));
  },
};

const DT_PAIRS = [0, 1, 2, 3, 4].map((p) => {
  const a = POSITIONS[p] as Names;
  const b = POSITIONS[9 - p] as Names;
  return names(`${a.en} vs ${b.en}`, `${a.zh}vs${b.zh}`);
});

const DRAGON_TIGER: PlayImpl = {
  code: 'PK10.DRAGON_TIGER',
  family: 'PK10',
  group: 'DRAGON_TIGER',
  names: names('Dragon-tiger', '龙虎'),
  rows: DT_PAIRS.map((pair) => row(pair, listOf(['D', 'T']), 0, 2)),
  minTotal: 1,
  levels: [exactLevel('HIT', 1, 2)],
  count: (picks) => picks.reduce((total, r) => total + r.length, 0),
  settle: (picks, result) => {
    const order = (result as Pk10Result).order;
    return hits(
      'HIT',
      picks.filter((r, p) => r.includes((order[p] as number) > (order[9 - p] as number) ? 'D' : 'T')).length,
    );
  },
  worst: (picks) => hits('HIT', picks.filter((r) => r.length > 0).length),
  expand: (picks) => picks.flatMap((r, p) => r.map((o) => `P${p + 1}=${o}`)),
  quickPick: (random) => {
    const pair = random.int(5);
    return DT_PAIRS.map((_, p) => (p === pair ? [pickOne(random, ['D', 'T'])] : []));
  },
};

export const PK10_PLAYS: readonly PlayImpl[] = [
  POSITION,
  firstN(2),
  firstN(3),
  TOP2_SUM,
  TOP2_BSOE,
  BSOE_POSITION,
  DRAGON_TIGER,
];
