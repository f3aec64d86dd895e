import { DIGITS, range } from './plays/common.ts';
import { vnLoNumbers } from './results.ts';
import type { LotteryFamily, LotteryResult } from './types.ts';

/**
 * Trend and miss charts (走势 / 遗漏) of recent draws, per position: how often each number came (hot and cold), how
 * many draws since it last came (current miss), its longest and its average absence. Positions: SSC5 P1–P5 (digits),
 * PK10 P1–P10 (cars), VN `LO` (the 27 lô numbers 00–99, counted per occurrence) and `DE` (the special's last two), 4D
 * P1–P4 (the digits of the 1st prize).
 */

export interface NumberTrend {
  value: string;
  /** Occurrences in the draws (lô counts a number twice when two prizes end in it). */
  count: number;
  /** Draws since it last came: 0 when in the latest draw, the number of draws when never. */
  currentMiss: number;
  /** The longest run of draws without it (before its first, between two, or after its last appearance). */
  maxMiss: number;
  /** The draws without it shared among its runs of absence: (draws − draws with it) / (draws with it + 1). */
  averageMiss: number;
}

export interface PositionTrend {
  position: string;
  numbers: NumberTrend[];
}

export interface Trend {
  family: LotteryFamily;
  draws: number;
  positions: PositionTrend[];
}

interface Position {
  position: string;
  values: readonly string[];
  seen: (result: LotteryResult) => string[];
}

const positionsOf = (family: LotteryFamily): Position[] => {
  switch (family) {
    case 'SSC5':
      return [0, 1, 2, 3, 4].map((p) => ({
        position: `P${p + 1}`,
        values: DIGITS,
        seen: (r) => (r.family === 'SSC5' ? [String(r.digits[p])] : []),
      }));
    case 'PK10':
      return range(0, 9).map((_, p) => ({
        position: `P${p + 1}`,
        values: range(1, 10, 2),
        seen: (r) => (r.family === 'PK10' ? [String(r.order[p]).padStart(2, '0')] : []),
      }));
    case 'VN':
      return [
        { position: 'LO', values: range(0, 99, 2), seen: (r) => (r.family === 'VN' ? vnLoNumbers(r) : []) },
        {
          position: 'DE',
          values: range(0, 99, 2),
          seen: (r) => (r.family === 'VN' ? [(r.prizes[0]?.[0] ?? '').slice(-2)] : []),
        },
      ];
    case 'SEA4D':
      return [0, 1, 2, 3].map((p) => ({
        position: `P${p + 1}`,
        values: DIGITS,
        seen: (r) => (r.family === 'SEA4D' ? [r.first.charAt(p)] : []),
      }));
  }
};

/** The trend of results given oldest first (all of the family). */
export function trendOf(family: LotteryFamily, results: readonly LotteryResult[]): Trend {
  for (const r of results) if (r.family !== family) throw new RangeError(`a ${r.family} result in a ${family} trend`);
  const draws = results.length;
  const positions = positionsOf(family).map(({ position, values, seen }) => {
    const stats = new Map(values.map((value) => [value, { count: 0, drawsWith: 0, run: 0, maxMiss: 0 }]));
    for (const result of results) {
      const here = seen(result);
      for (const [value, s] of stats) {
        const occurrences = here.filter((v) => v === value).length;
        if (occurrences > 0) {
          s.count += occurrences;
          s.drawsWith += 1;
          s.run = 0;
        } else {
          s.run += 1;
          s.maxMiss = Math.max(s.maxMiss, s.run);
        }
      }
    }
    return {
      position,
      numbers: [...stats].map(([value, s]) => ({
        value,
        count: s.count,
        currentMiss: s.run,
        maxMiss: s.maxMiss,
        averageMiss: (draws - s.drawsWith) / (s.drawsWith + 1),
      })),
    };
  });
  return { family, draws, positions };
}

/** One draw of a chart: the values drawn at the position, and each value's miss (0 where drawn). */
export interface ChartRow {
  drawn: string[];
  /** Per value (in `values` order): draws since it last came, counting from the window's first draw. */
  misses: number[];
}

export interface PositionChart {
  position: string;
  values: readonly string[];
  /** The draws, oldest first, as the results were given. */
  rows: ChartRow[];
}

/** The positions a draw-by-draw chart has columns for: ten values or fewer (VN: the special prize's five digits). */
const chartPositionsOf = (family: LotteryFamily): Position[] =>
  family === 'VN'
    ? [0, 1, 2, 3, 4].map((p) => ({
        position: `S${p + 1}`,
        values: DIGITS,
        seen: (r) => (r.family === 'VN' ? [(r.prizes[0]?.[0] ?? '').charAt(p)] : []),
      }))
    : positionsOf(family);

/**
 * The trend chart (走势图) of results given oldest first: per position, each draw's value among the position's columns
 * and how many draws each other value has been missing, as `trendOf`'s current miss is after that draw.
 */
export function chartOf(family: LotteryFamily, results: readonly LotteryResult[]): PositionChart[] {
  for (const r of results) if (r.family !== family) throw new RangeError(`a ${r.family} result in a ${family} chart`);
  return chartPositionsOf(family).map(({ position, values, seen }) => {
    const misses = values.map(() => 0);
    const rows = results.map((result) => {
      const drawn = seen(result);
      values.forEach((value, i) => {
        misses[i] = drawn.includes(value) ? 0 : (misses[i] as number) + 1;
      });
      return { drawn, misses: [...misses] };
    });
    return { position, values, rows };
  });
}
