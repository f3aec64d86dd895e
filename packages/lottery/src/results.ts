import { FairStream, type RandomSource } from '@lotus/house-games';
import type { LotteryFamily, LotteryResult, Pk10Result, ResultOf, Sea4dResult, Ssc5Result, VnResult } from './types.ts';

/** The northern draw's tiers in drawing order: how many numbers each has and how many digits each number has. */
export const VN_TIERS: readonly { readonly name: string; readonly count: number; readonly digits: number }[] = [
  { name: 'special', count: 1, digits: 5 },
  { name: 'first', count: 1, digits: 5 },
  { name: 'second', count: 2, digits: 5 },
  { name: 'third', count: 6, digits: 5 },
  { name: 'fourth', count: 4, digits: 4 },
  { name: 'fifth', count: 6, digits: 4 },
  { name: 'sixth', count: 3, digits: 3 },
  { name: 'seventh', count: 4, digits: 2 },
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Zero-padded strings of 0 … 10^w − 1 for w = 2, 3, 4: a draw makes millions of them in simulations. */
const PADDED: readonly (readonly string[])[] = [0, 1, 2, 3, 4].map((w) =>
  w < 2 ? [] : Array.from({ length: 10 ** w }, (_, n) => pad(n, w)),
);
const padded = (n: number, width: number): string =>
  width === 5
    ? (PADDED[2]?.[Math.floor(n / 1000)] as string) + (PADDED[3]?.[n % 1000] as string)
    : (PADDED[width]?.[n] ?? pad(n, width));

/**
 * One draw of a family on a random source. Every number is uniform: digits and 4D numbers through `int` (rejection
 * sampling, no modulo bias), the PK10 order by Fisher–Yates, the 23 4D numbers distinct by drawing again on a repeat
 * (uniform over ordered distinct 23-tuples). The 27 northern numbers are independent, as the real draw's machines
 * are, so two prizes may share their last digits (lô then counts both occurrences).
 */
export function drawResult<F extends LotteryFamily>(family: F, random: RandomSource): ResultOf<F>;
export function drawResult(family: LotteryFamily, random: RandomSource): LotteryResult {
  switch (family) {
    case 'SSC5':
      return drawSsc5(random);
    case 'PK10':
      return drawPk10(random);
    case 'VN':
      return drawVn(random);
    case 'SEA4D':
      return drawSea4d(random);
  }
}

function drawSsc5(random: RandomSource): Ssc5Result {
  const digits: number[] = [];
  for (let i = 0; i < 5; i++) digits.push(random.int(10));
  return { family: 'SSC5', digits };
}

function drawPk10(random: RandomSource): Pk10Result {
  const order = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    const t = order[i] as number;
    order[i] = order[j] as number;
    order[j] = t;
  }
  return { family: 'PK10', order };
}

function drawVn(random: RandomSource): VnResult {
  const prizes: string[][] = [];
  for (const { count, digits } of VN_TIERS) {
    const tier: string[] = [];
    const size = 10 ** digits;
    for (let i = 0; i < count; i++) tier.push(padded(random.int(size), digits));
    prizes.push(tier);
  }
  return { family: 'VN', prizes };
}

function drawSea4d(random: RandomSource): Sea4dResult {
  const drawn: number[] = [];
  while (drawn.length < 23) {
    const n = random.int(10_000);
    if (!drawn.includes(n)) drawn.push(n);
  }
  const numbers = drawn.map((n) => padded(n, 4));
  return {
    family: 'SEA4D',
    first: numbers[0] as string,
    second: numbers[1] as string,
    third: numbers[2] as string,
    special: numbers.slice(3, 13),
    consolation: numbers.slice(13, 23),
  };
}

const CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * The draw of period `numero` of game `gameCode`, from the period's seed (published as `seedHash(serverSeed)` when the
 * period opens, revealed at the draw). The random stream is `FairStream(serverSeed, clientSeed = gameCode + ':' +
 * numero, nonce = 0)`: the HMAC-SHA256 blocks keyed by the seed (UTF-8) of the messages
 * `${gameCode}:${numero}:0:${cursor}` for cursor 0, 1, 2 …, read as big-endian 32-bit words, and the draw takes them
 * as `drawResult` says. Codes are restricted to `[A-Za-z0-9_.-]` so that no two (gameCode, numero) give one message.
 */
export function periodResult<F extends LotteryFamily>(
  family: F,
  serverSeed: string,
  gameCode: string,
  numero: string,
): ResultOf<F> {
  if (!CODE.test(gameCode)) throw new RangeError(`gameCode must match ${CODE}, got ${JSON.stringify(gameCode)}`);
  if (!CODE.test(numero)) throw new RangeError(`numero must match ${CODE}, got ${JSON.stringify(numero)}`);
  if (serverSeed.length === 0) throw new RangeError('the server seed is empty');
  return drawResult(family, new FairStream(serverSeed, `${gameCode}:${numero}`, 0));
}

/**
 * The result as the board shows it: SSC5 `3,0,7,1,9`; PK10 `03,07,01,…` (two digits a car); VN tiers from the special
 * prize down separated by `|`, numbers in a tier by `,`; 4D `1st|2nd|3rd|special…|consolation…` the same way.
 */
export function displayResult(result: LotteryResult): string {
  switch (result.family) {
    case 'SSC5':
      return result.digits.join(',');
    case 'PK10':
      return result.order.map((car) => pad(car, 2)).join(',');
    case 'VN':
      return result.prizes.map((tier) => tier.join(',')).join('|');
    case 'SEA4D':
      return [[result.first], [result.second], [result.third], result.special, result.consolation]
        .map((tier) => tier.join(','))
        .join('|');
  }
}

/** The prizes of a result board, top first: the eight northern tiers (special, first … seventh) and 4D's five. */
export const PRIZE_TIERS = {
  VN: VN_TIERS.map((tier) => tier.name),
  SEA4D: ['first', 'second', 'third', 'special', 'consolation'],
} as const satisfies Partial<Record<LotteryFamily, readonly string[]>>;

export interface PrizeTier {
  /** The prize's name in `PRIZE_TIERS`. */
  prize: string;
  numbers: string[];
}

/**
 * A VN or 4D result's display form (`displayResult`) read back as the board's labelled rows, top prize first; null for
 * the positional families (SSC5, PK10) and for a display of another shape.
 */
export function resultTiers(family: LotteryFamily, display: string): PrizeTier[] | null {
  if (family !== 'VN' && family !== 'SEA4D') return null;
  const names: readonly string[] = PRIZE_TIERS[family];
  const tiers = display.split('|');
  if (tiers.length !== names.length) return null;
  return tiers.map((tier, i) => ({ prize: names[i] as string, numbers: tier.split(',') }));
}

/** The last two digits of each of the 27 northern prizes, in tier order: the lô numbers. */
export function vnLoNumbers(result: VnResult): string[] {
  return result.prizes.flat().map((n) => n.slice(-2));
}

/** The 23 4D numbers with their prize: FIRST, SECOND, THIRD, SPECIAL or CONSOLATION. */
export function sea4dPrizes(result: Sea4dResult): { number: string; level: string }[] {
  return [
    { number: result.first, level: 'FIRST' },
    { number: result.second, level: 'SECOND' },
    { number: result.third, level: 'THIRD' },
    ...result.special.map((number) => ({ number, level: 'SPECIAL' })),
    ...result.consolation.map((number) => ({ number, level: 'CONSOLATION' })),
  ];
}

const isDigits = (value: unknown, width: number): value is string =>
  typeof value === 'string' && value.length === width && /^\d+$/.test(value);

const isIntArray = (value: unknown, length: number, min: number, max: number): value is number[] =>
  Array.isArray(value) &&
  value.length === length &&
  value.every((v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max);

/** Whether a stored or received JSON value is a well-formed result of the family (PK10 a permutation, 4D distinct). */
export function isResult<F extends LotteryFamily>(family: F, value: unknown): value is ResultOf<F> {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  if (r.family !== family) return false;
  switch (family) {
    case 'SSC5':
      return isIntArray(r.digits, 5, 0, 9);
    case 'PK10':
      return isIntArray(r.order, 10, 1, 10) && new Set(r.order as number[]).size === 10;
    case 'VN':
      return (
        Array.isArray(r.prizes) &&
        r.prizes.length === VN_TIERS.length &&
        VN_TIERS.every((tier, i) => {
          const numbers = (r.prizes as unknown[])[i];
          return (
            Array.isArray(numbers) && numbers.length === tier.count && numbers.every((n) => isDigits(n, tier.digits))
          );
        })
      );
    case 'SEA4D': {
      const { first, second, third, special, consolation } = r;
      if (!Array.isArray(special) || !Array.isArray(consolation)) return false;
      const all = [first, second, third, ...special, ...consolation];
      return (
        special.length === 10 &&
        consolation.length === 10 &&
        all.every((n) => isDigits(n, 4)) &&
        new Set(all).size === 23
      );
    }
  }
  return false;
}
