import { playImpl, playsOf } from './catalogue.ts';
import type { PlayImpl } from './plays/common.ts';
import type { LevelCount, LotteryFamily, PayTable, PlayOdds } from './types.ts';

/**
 * Money, in integer minor units only (2 decimals assumed: 200 = 2.00).
 *
 * SSC5 and PK10 are sold in single bets of a unit times a multiple: the yuan unit is the base stake (2.00, as the
 * leading vendors sell one single bet), the jiao unit a tenth (0.20) and the fen unit a hundredth (0.02). They pay by
 * the player's prize group G (an integer, typically 1700–1980 of 2000): a single bet that wins with probability p pays
 * G / 2000 / p times its stake, so G / 2000 is the return to player; what a lower group gives up goes to the agent
 * line as rebate, (maxGroup − G) / 2000 of the stake.
 *
 * VN and 4D are sold in points at fixed odds per brand: a single bet of `points` costs points × point value × the
 * play's price and a win pays points × point value × the level's pays (see `PlayOdds`).
 *
 * Every prize is rounded down to a minor unit once per winning single bet.
 */

export type BetUnit = 'yuan' | 'jiao' | 'fen';

export const BET_UNITS: readonly BetUnit[] = ['yuan', 'jiao', 'fen'];

/** One yuan-unit single bet: 2.00 in minor units. */
export const DEFAULT_BASE_STAKE = 200;

/** Prize groups are out of this: G / 2000 is the return to player. */
export const PRIZE_GROUP_SCALE = 2000;

const isPositiveInteger = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0;

/** The stake of one single bet of a unit (minor units): the base stake, a tenth of it or a hundredth. */
export function unitStake(unit: BetUnit, baseStake: number = DEFAULT_BASE_STAKE): number {
  if (!isPositiveInteger(baseStake) || baseStake % 100 !== 0) {
    throw new RangeError(`the base stake must be a positive multiple of 100 minor units, got ${baseStake}`);
  }
  switch (unit) {
    case 'yuan':
      return baseStake;
    case 'jiao':
      return baseStake / 10;
    case 'fen':
      return baseStake / 100;
  }
  throw new RangeError(`unknown unit ${JSON.stringify(unit)}`);
}

/** The stake of one single bet: unit stake × multiplier. */
export function betStake(unit: BetUnit, multiplier: number, baseStake: number = DEFAULT_BASE_STAKE): number {
  if (!isPositiveInteger(multiplier))
    throw new RangeError(`the multiplier must be a positive integer, got ${multiplier}`);
  return unitStake(unit, baseStake) * multiplier;
}

/** The stake of one single bet of a point-priced play (VN, 4D): points × point value × the play's price. */
export function pointStake(play: string, points: number, pointValue: number, payTable: PayTable): number {
  if (!isPositiveInteger(points)) throw new RangeError(`points must be a positive integer, got ${points}`);
  if (!isPositiveInteger(pointValue))
    throw new RangeError(`the point value must be a positive integer, got ${pointValue}`);
  return points * pointValue * oddsOf(payTable, play).price;
}

function checkGroup(prizeGroup: number, maxGroup = PRIZE_GROUP_SCALE) {
  if (!Number.isInteger(prizeGroup) || prizeGroup < 1 || prizeGroup > maxGroup || maxGroup > PRIZE_GROUP_SCALE) {
    throw new RangeError(
      `the prize group must be an integer in 1..${maxGroup} (≤ ${PRIZE_GROUP_SCALE}), got ${prizeGroup}`,
    );
  }
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The odds of every play of a prize-group family for group G, as exact fractions: each play's price is 2000 × the
 * least common multiple of its levels' probability numerators, so every level's pays is an integer.
 */
export function groupPayTable(family: 'SSC5' | 'PK10', prizeGroup: number): PayTable {
  checkGroup(prizeGroup);
  const table: Record<string, PlayOdds> = {};
  for (const play of playsOf(family)) {
    const exact = play.levels.map((l) => {
      if (!l.exact) throw new Error(`${play.code} ${l.level} has no exact probability`);
      return { level: l.level, num: l.exact[0], den: l.exact[1] };
    });
    const lcm = exact.reduce((m, { num }) => (m * num) / gcd(m, num), 1);
    table[play.code] = {
      price: PRIZE_GROUP_SCALE * lcm,
      pays: Object.fromEntries(exact.map(({ level, num, den }) => [level, (prizeGroup * den * lcm) / num])),
    };
  }
  return table;
}

/**
 * Default odds of the northern game, the street conventions of the north (brands override them): one point of lô
 * covers the 27 prizes and is sold at 23 (27 nominal, discounted as northern sellers do) and pays 80 per occurrence
 * (return 27 × 80 / 100 / 23 ≈ 93.9 %); đề 1 pays 80 (80 %); 3 càng 1 pays 400; đầu / đuôi 1 pays 8; xiên 2/3/4
 * 1 pays 15/60/150. Online books often sell lô at 27 paying 99 and đề at 1 paying 95–99.
 */
export const DEFAULT_VN_PAY_TABLE: PayTable = {
  'VN.LO2': { price: 23, pays: { HIT: 80 } },
  'VN.DE': { price: 1, pays: { HIT: 80 } },
  'VN.3CANG': { price: 1, pays: { HIT: 400 } },
  'VN.DAU': { price: 1, pays: { HIT: 8 } },
  'VN.DUOI': { price: 1, pays: { HIT: 8 } },
  'VN.XIEN2': { price: 1, pays: { HIT: 15 } },
  'VN.XIEN3': { price: 1, pays: { HIT: 60 } },
  'VN.XIEN4': { price: 1, pays: { HIT: 150 } },
};

/** The standard 4D prize tables per unit staked: Big 2500/1000/500/180/60 (64 %), Small 3500/2000/1000 (65 %). */
export const DEFAULT_SEA4D_PAY_TABLE: PayTable = {
  'SEA4D.BIG': { price: 1, pays: { FIRST: 2500, SECOND: 1000, THIRD: 500, SPECIAL: 180, CONSOLATION: 60 } },
  'SEA4D.SMALL': { price: 1, pays: { FIRST: 3500, SECOND: 2000, THIRD: 1000 } },
};

/**
 * What is wrong with a brand's pay-table overrides for a family (empty when nothing): an object of play code →
 * `{ price, pays: { level: n } }` with a positive integer price, and a non-negative integer for every level of the play.
 */
export function checkPayTable(family: LotteryFamily, overrides: unknown): string[] {
  if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) return ['not an object'];
  const problems: string[] = [];
  for (const [code, odds] of Object.entries(overrides)) {
    const play = playImpl(code);
    if (!play || play.family !== family) {
      problems.push(`${code}: not a ${family} play`);
      continue;
    }
    const { price, pays } = (odds ?? {}) as { price?: unknown; pays?: unknown };
    if (!isPositiveInteger(price)) problems.push(`${code}: price must be a positive integer`);
    if (typeof pays !== 'object' || pays === null) {
      problems.push(`${code}: pays must be an object of level → amount`);
      continue;
    }
    for (const { level } of play.levels) {
      const amount = (pays as Record<string, unknown>)[level];
      if (!Number.isSafeInteger(amount) || (amount as number) < 0) {
        problems.push(`${code}: pays.${level} must be a non-negative integer`);
      }
    }
    for (const level of Object.keys(pays)) {
      if (!play.levels.some((l) => l.level === level)) problems.push(`${code}: no level ${level}`);
    }
  }
  return problems;
}

/**
 * The pay table of a game: the family's defaults (for SSC5 and PK10 the odds of `prizeGroup`, required there), with a
 * brand's overrides per play on top. Throws on invalid overrides: check them with `checkPayTable` when saved.
 */
export function payTableFor(
  family: LotteryFamily,
  options: { prizeGroup?: number; overrides?: unknown } = {},
): PayTable {
  let base: PayTable;
  if (family === 'SSC5' || family === 'PK10') {
    if (options.prizeGroup === undefined) throw new RangeError(`${family} needs a prize group`);
    base = groupPayTable(family, options.prizeGroup);
  } else {
    base = family === 'VN' ? DEFAULT_VN_PAY_TABLE : DEFAULT_SEA4D_PAY_TABLE;
  }
  if (options.overrides === undefined) return base;
  const problems = checkPayTable(family, options.overrides);
  if (problems.length > 0) throw new RangeError(`invalid pay table: ${problems.join('; ')}`);
  return { ...base, ...(options.overrides as PayTable) };
}

function oddsOf(payTable: PayTable, play: string): PlayOdds {
  const odds = payTable[play];
  if (!odds) throw new RangeError(`the pay table has no odds for ${play}`);
  return odds;
}

function checkStake(stake: number) {
  if (!isPositiveInteger(stake))
    throw new RangeError(`the stake must be a positive integer of minor units, got ${stake}`);
}

/** What one winning single bet of `stake` pays at a level: stake × pays / price, rounded down (exact, in BigInt). */
export function prizeOf(odds: PlayOdds, level: string, stake: number): number {
  checkStake(stake);
  const pays = odds.pays[level];
  if (pays === undefined) throw new RangeError(`no odds for level ${level}`);
  return Number((BigInt(stake) * BigInt(pays)) / BigInt(odds.price));
}

/**
 * The prize of one winning single bet of a prize-group play: stake × G / 2000 / p, rounded down. E.g. five-star
 * straight at 1950 on a 2.00 stake pays 195 000.00; fixed position pays 19.50.
 */
export function prizeFor(play: string, level: string, prizeGroup: number, stake: number): number {
  const impl = playImpl(play);
  if (!impl || (impl.family !== 'SSC5' && impl.family !== 'PK10'))
    throw new RangeError(`${play} is not a prize-group play`);
  return prizeOf(oddsOf(groupPayTable(impl.family, prizeGroup), play), level, stake);
}

/** The rebate of a stake at prize group G under the brand's top group: stake × (maxGroup − G) / 2000, rounded down. */
export function rebateFor(stake: number, prizeGroup: number, maxGroup: number): number {
  checkStake(stake);
  checkGroup(prizeGroup, maxGroup);
  return Number((BigInt(stake) * BigInt(maxGroup - prizeGroup)) / BigInt(PRIZE_GROUP_SCALE));
}

/** A play's pay table for display: the prize of one winning single bet of `stake` at each level. */
export function prizeTable(play: string, payTable: PayTable, stake: number): { level: string; prize: number }[] {
  const impl = playImpl(play);
  if (!impl) throw new RangeError(`unknown play ${play}`);
  const odds = oddsOf(payTable, play);
  return impl.levels.map(({ level }) => ({ level, prize: prizeOf(odds, level, stake) }));
}

/** The payout of level counts: each winning single bet's prize, added up. */
export function payoutOf(wins: readonly LevelCount[], odds: PlayOdds, stake: number): number {
  return wins.reduce((total, { level, count }) => total + count * prizeOf(odds, level, stake), 0);
}

/** Prizes by level for ordering the worst case. */
export const prizeByLevel = (impl: PlayImpl, odds: PlayOdds, stake: number) => (level: string) =>
  impl.levels.some((l) => l.level === level) ? prizeOf(odds, level, stake) : 0;
