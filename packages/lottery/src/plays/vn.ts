import { vnLoNumbers } from '../results.ts';
import type { PrizeLevel, VnResult } from '../types.ts';
import {
  choose,
  DIGITS,
  exactLevel,
  hits,
  listOf,
  names,
  type PlayImpl,
  pickDistinct,
  pickOne,
  randomNumber,
  range,
  row,
  subsets,
} from './common.ts';

/**
 * The northern Vietnamese draw (xổ số miền Bắc), daily or fast, as northern players bet on it:
 * - lô 2 số: a 2-digit number paid once per occurrence among the last two digits of the 27 prizes (one number may
 *   come out several times); one point of lô covers the 27 prizes and is priced accordingly (see the pay table);
 * - đề: the special prize's last two digits;
 * - 3 càng: the special prize's last three digits;
 * - đầu / đuôi: the first / last digit of the special prize's last two (đề đầu, đề đuôi);
 * - xiên 2/3/4: 2, 3 or 4 numbers that must all be among the lô numbers; picking more numbers bets every 2-, 3- or
 *   4-number combination of them (xiên quay), each one single bet.
 */

const TWO_DIGITS = range(0, 99, 2);
const special = (result: VnResult) => (result.prizes[0] as string[])[0] as string;

const numberRow = (min: number, max: number) => row(names('Numbers', '号码'), listOf(TWO_DIGITS), min, max);

function single(
  code: string,
  group: string,
  en: string,
  zh: string,
  width: number,
  level: PrizeLevel,
  drawn: (result: VnResult) => string,
): PlayImpl {
  const options = width === 2 ? listOf(TWO_DIGITS) : width === 1 ? listOf(DIGITS) : { kind: 'number' as const, width };
  return {
    code,
    family: 'VN',
    group,
    names: names(en, zh),
    rows: [row(names('Numbers', '号码'), options, 1, width === 1 ? 10 : 100)],
    minTotal: 1,
    levels: [level],
    count: ([r = []]) => r.length,
    settle: ([r = []], result) => hits('HIT', r.includes(drawn(result as VnResult)) ? 1 : 0),
    worst: () => hits('HIT', 1),
    expand: ([r = []]) => r.slice(),
    quickPick: (random) => [[randomNumber(random, width)]],
  };
}

const LO2: PlayImpl = {
  code: 'VN.LO2',
  family: 'VN',
  group: 'LO',
  names: names('Lô 2 số', '包组二码'),
  rows: [numberRow(1, 100)],
  minTotal: 1,
  levels: [exactLevel('HIT', 27, 100)],
  count: ([r = []]) => r.length,
  settle: ([r = []], result) => hits('HIT', vnLoNumbers(result as VnResult).filter((n) => r.includes(n)).length),
  // All 27 prizes may end in one picked number.
  worst: () => hits('HIT', 27),
  expand: ([r = []]) => r.slice(),
  keyWorst: () => hits('HIT', 27),
  quickPick: (random) => [[pickOne(random, TWO_DIGITS)]],
};

/** The chance that n given different numbers all come out among 27 independent uniform 2-digit endings. */
function allAmongLo(n: number): number {
  let p = 0;
  for (let j = 0; j <= n; j++) p += (-1) ** j * choose(n, j) * ((100 - j) / 100) ** 27;
  return p;
}

function xien(n: 2 | 3 | 4): PlayImpl {
  return {
    code: `VN.XIEN${n}`,
    family: 'VN',
    group: 'XIEN',
    names: names(`Xiên ${n}`, `串${n}`),
    rows: [numberRow(n, 10)],
    minTotal: n,
    levels: [{ level: 'HIT', expected: allAmongLo(n), exact: null }],
    count: ([r = []]) => choose(r.length, n),
    settle: ([r = []], result) => {
      const drawn = new Set(vnLoNumbers(result as VnResult));
      return hits('HIT', choose(r.filter((number) => drawn.has(number)).length, n));
    },
    worst: ([r = []]) => hits('HIT', choose(r.length, n)),
    expand: ([r = []]) => subsets(r, n).map((s) => s.join(',')),
    quickPick: (random) => [pickDistinct(random, TWO_DIGITS, n)],
  };
}

export const VN_PLAYS: readonly PlayImpl[] = [
  LO2,
  single('VN.DE', 'DE', 'Đề', '特码二码', 2, exactLevel('HIT', 1, 100), (r) => special(r).slice(-2)),
  single('VN.3CANG', '3CANG', '3 càng', '特码三码', 3, exactLevel('HIT', 1, 1000), (r) => special(r).slice(-3)),
  single('VN.DAU', 'DAU_DUOI', 'Đầu (đề)', '特码十位', 1, exactLevel('HIT', 1, 10), (r) => special(r).charAt(3)),
  single('VN.DUOI', 'DAU_DUOI', 'Đuôi (đề)', '特码个位', 1, exactLevel('HIT', 1, 10), (r) => special(r).charAt(4)),
  xien(2),
  xien(3),
  xien(4),
];
