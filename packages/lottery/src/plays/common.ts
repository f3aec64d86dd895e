import type { RandomSource } from '@lotus/house-games';
import type { LevelCount, LotteryResult, Names, PickOptions, PickRow, Picks, PlayDef, PrizeLevel } from '../types.ts';

/**
 * A play with its rules. The functions take picks that `countBets` has already checked (right rows, known options,
 * no repeats within a row, counts within bounds), sorted in the options' order.
 */
export interface PlayImpl extends PlayDef {
  /** The number of single bets the picks stand for (0 when no combination is valid, e.g. PK10 `01` vs `01`). */
  count(picks: Picks): number;
  /** The winning single bets per level for a result of the play's family. */
  settle(picks: Picks, result: LotteryResult): LevelCount[];
  /**
   * The wins of the worst result for the house: exact for every play but PK10 positions (an upper bound there, since
   * the cars of different positions are drawn without repeats). `prize` orders levels by what they pay.
   */
  worst(picks: Picks, prize: (level: string) => number): LevelCount[];
  /** One canonical key per single bet (what `exposureKeys` reports, without the play code). */
  expand(picks: Picks): string[];
  /** The most one single bet (by its key) can win in one draw; by default once at the best-paying level. */
  keyWorst?(key: string): LevelCount[];
  /** Picks for one single bet, or the least the play takes (box-3: two digits; sum plays: one sum). */
  quickPick(random: RandomSource): Picks;
}

export const names = (en: string, zh: string): Names => ({ en, zh });

export const range = (from: number, to: number, width = 0): string[] => {
  const out: string[] = [];
  for (let n = from; n <= to; n++) out.push(String(n).padStart(width, '0'));
  return out;
};

export const DIGITS = range(0, 9);

export const listOf = (values: readonly string[]): PickOptions => ({ kind: 'list', values });

export const row = (rowNames: Names, options: PickOptions, min: number, max: number): PickRow => ({
  names: rowNames,
  options,
  min,
  max,
});

export const exactLevel = (level: string, num: number, den: number): PrizeLevel => ({
  level,
  expected: num / den,
  exact: [num, den],
});

/** A level count list with only the levels that won. */
export const hits = (level: string, count: number): LevelCount[] => (count > 0 ? [{ level, count }] : []);

export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Every k-element subset of `items`, in order. */
export function subsets<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick = (start: number, chosen: T[]) => {
    if (chosen.length === k) {
      out.push(chosen.slice());
      return;
    }
    for (let i = start; i <= items.length - (k - chosen.length); i++) {
      chosen.push(items[i] as T);
      pick(i + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  return out;
}

/** Every tuple taking one element of each row. */
export function cartesian<T>(rows: readonly (readonly T[])[]): T[][] {
  let out: T[][] = [[]];
  for (const r of rows) out = out.flatMap((prefix) => r.map((item) => [...prefix, item]));
  return out;
}

export const pickOne = <T>(random: RandomSource, items: readonly T[]): T => items[random.int(items.length)] as T;

/** `k` distinct items in the items' order. */
export function pickDistinct<T>(random: RandomSource, items: readonly T[], k: number): T[] {
  const pool = items.slice();
  for (let i = 0; i < k; i++) {
    const j = i + random.int(pool.length - i);
    const t = pool[i] as T;
    pool[i] = pool[j] as T;
    pool[j] = t;
  }
  const chosen = new Set(pool.slice(0, k));
  return items.filter((item) => chosen.has(item));
}

/** A random `width`-digit number, zero-padded. */
export const randomNumber = (random: RandomSource, width: number) =>
  String(random.int(10 ** width)).padStart(width, '0');

/** The larger-paying of the picked options of a mutually exclusive pair (big/small, odd/even, dragon/tiger …). */
export function bestOf(picked: readonly string[], options: readonly string[], prize: (option: string) => number) {
  let best: string | null = null;
  for (const option of options) {
    if (picked.includes(option) && (best === null || prize(option) > prize(best))) best = option;
  }
  return best;
}

/** Adds up level counts given per single bet or per row into one list, levels in first-seen order. */
export function tally(levels: readonly (string | null)[]): LevelCount[] {
  const counts = new Map<string, number>();
  for (const level of levels) if (level !== null) counts.set(level, (counts.get(level) ?? 0) + 1);
  return [...counts].map(([level, count]) => ({ level, count }));
}
