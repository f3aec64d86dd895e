/**
 * The shapes every module shares: families, results, the play catalogue's entries and pay tables. All of them are
 * plain JSON (strings, numbers, arrays), so the server can store them and the browser can receive them as they are.
 */

/** SSC5: five digits 0–9 ("shishicai"); PK10: a race of ten cars; VN: the northern Vietnamese draw; SEA4D: 4D. */
export type LotteryFamily = 'SSC5' | 'PK10' | 'VN' | 'SEA4D';

export const LOTTERY_FAMILIES: readonly LotteryFamily[] = ['SSC5', 'PK10', 'VN', 'SEA4D'];

/** Five digits, ten-thousands first. */
export interface Ssc5Result {
  family: 'SSC5';
  digits: number[];
}

/** `order[i]` is the car (1–10) finishing at position i + 1: a permutation of 1..10, champion first. */
export interface Pk10Result {
  family: 'PK10';
  order: number[];
}

/**
 * The 27 prizes of the northern draw as zero-padded digit strings, tier by tier: `prizes[0]` the special prize (one
 * number of 5 digits), then the 1st (1 × 5), 2nd (2 × 5), 3rd (6 × 5), 4th (4 × 4), 5th (6 × 4), 6th (3 × 3) and 7th
 * (4 × 2) prizes: 8 tiers, 107 digits.
 */
export interface VnResult {
  family: 'VN';
  prizes: string[][];
}

/** 23 distinct 4-digit numbers (zero-padded strings): 1st, 2nd, 3rd, 10 special (starter), 10 consolation. */
export interface Sea4dResult {
  family: 'SEA4D';
  first: string;
  second: string;
  third: string;
  special: string[];
  consolation: string[];
}

export type LotteryResult = Ssc5Result | Pk10Result | VnResult | Sea4dResult;

export type ResultOf<F extends LotteryFamily> = Extract<LotteryResult, { family: F }>;

/** A name in each language of the board. */
export interface Names {
  en: string;
  zh: string;
}

/**
 * What one row of picks may hold: one of a fixed list (the board's buttons), or any number of exactly `width` digits
 * typed in (3 càng, 4D), zero-padded.
 */
export type PickOptions = { kind: 'list'; values: readonly string[] } | { kind: 'number'; width: number };

/** One row of the board: a position (ten-thousands, champion …) or the single row of a one-row play. */
export interface PickRow {
  names: Names;
  options: PickOptions;
  /** How many distinct picks this row takes. */
  min: number;
  max: number;
}

/** A player's picks: one array of option strings per row of the play, e.g. `[['1','3'], ['0'], …]`. */
export type Picks = string[][];

/**
 * A prize level of a play and its probability model: the expected number of wins at this level of one single bet in
 * one draw (a probability, except for lô, which is paid per occurrence: 27/100), exact where the prize group needs it.
 */
export interface PrizeLevel {
  level: string;
  /** The expected wins per single bet per draw, as a float (for display and return-to-player figures). */
  expected: number;
  /** The same as an exact fraction [numerator, denominator] (prize-group families pay from it); null if irrational. */
  exact: readonly [number, number] | null;
}

/** An entry of the play catalogue (data only: the functions that go with it are internal). */
export interface PlayDef {
  /** Stable ASCII code, family first: `SSC5.BACK3.BOX6`, `VN.DE`. */
  code: string;
  family: LotteryFamily;
  /** The board's tab it is listed under. */
  group: string;
  names: Names;
  rows: readonly PickRow[];
  /** Least picks across all rows (rows of positional plays may each be empty, but not all of them). */
  minTotal: number;
  levels: readonly PrizeLevel[];
}

/** How many single bets won at a prize level. */
export interface LevelCount {
  level: string;
  count: number;
}

/**
 * What a play pays: a win at `level` returns `pays[level] / price` times the single bet's stake (rounded down to a
 * minor unit per winning single bet). For point-priced plays (VN, 4D) `price` is also what one point of a single bet
 * costs in points (lô: one point covers the 27 prizes, sold at 23); for prize-group plays both are derived from the
 * group and the level's probability.
 */
export interface PlayOdds {
  price: number;
  pays: Readonly<Record<string, number>>;
}

/** The odds of every play of a family, by play code. */
export type PayTable = Readonly<Record<string, PlayOdds>>;

/** A line of a slip as the server settles it: `stake` is the stake of ONE single bet, in minor units. */
export interface Bet {
  play: string;
  picks: Picks;
  stake: number;
}

export interface Settlement {
  winningBets: LevelCount[];
  /** Minor units, ≥ 0. */
  payout: number;
}
