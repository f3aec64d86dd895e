import { playImpl } from './catalogue.ts';
import type { PlayImpl } from './plays/common.ts';
import type { PickOptions, Picks } from './types.ts';

/**
 * Why picks were refused. `row` and `pick` (0-based) say where, when it is one place: UNKNOWN_PLAY (no such play
 * code), NOT_ROWS (not an array of arrays), ROW_COUNT (not one array per row of the play), NOT_A_STRING, OUT_OF_RANGE
 * (not an option of the row), DUPLICATE (twice in one row), TOO_FEW / TOO_MANY (picks in a row, or in all rows
 * together for positional plays), NO_BETS (valid picks that make no single bet, e.g. PK10 first two `01` vs `01`).
 */
export type PickErrorCode =
  | 'UNKNOWN_PLAY'
  | 'NOT_ROWS'
  | 'ROW_COUNT'
  | 'NOT_A_STRING'
  | 'OUT_OF_RANGE'
  | 'DUPLICATE'
  | 'TOO_FEW'
  | 'TOO_MANY'
  | 'NO_BETS';

export type CountResult =
  | {
      ok: true;
      /** The number of single bets. */
      count: number;
      /** The picks in canonical form (each row in the options' order): what to store. */
      picks: Picks;
    }
  | { ok: false; code: PickErrorCode; row?: number; pick?: number };

const orderOf = new WeakMap<PickOptions, ReadonlyMap<string, number>>();

/** The position of an option in its row, or -1 if the row does not offer it. */
function optionIndex(options: PickOptions, value: string): number {
  if (options.kind === 'number') {
    return value.length === options.width && /^\d+$/.test(value) ? Number(value) : -1;
  }
  let order = orderOf.get(options);
  if (!order) {
    order = new Map(options.values.map((v, i) => [v, i]));
    orderOf.set(options, order);
  }
  return order.get(value) ?? -1;
}

/**
 * Checks a player's picks for a play (both untrusted JSON) and counts the single bets they stand for: e.g. five-star
 * straight with two digits on each position is 32 bets, box-6 of four digits is 4. Never throws.
 */
export function countBets(play: unknown, picks: unknown): CountResult {
  const impl = playImpl(play);
  if (!impl) return { ok: false, code: 'UNKNOWN_PLAY' };
  if (!Array.isArray(picks)) return { ok: false, code: 'NOT_ROWS' };
  if (picks.length !== impl.rows.length) return { ok: false, code: 'ROW_COUNT' };
  const canonical: Picks = [];
  let total = 0;
  for (let r = 0; r < impl.rows.length; r++) {
    const spec = impl.rows[r];
    const values: unknown = picks[r];
    if (!spec || !Array.isArray(values)) return { ok: false, code: 'NOT_ROWS', row: r };
    if (values.length > spec.max) return { ok: false, code: 'TOO_MANY', row: r };
    const seen = new Map<string, number>();
    for (let p = 0; p < values.length; p++) {
      const value: unknown = values[p];
      if (typeof value !== 'string') return { ok: false, code: 'NOT_A_STRING', row: r, pick: p };
      const index = optionIndex(spec.options, value);
      if (index < 0) return { ok: false, code: 'OUT_OF_RANGE', row: r, pick: p };
      if (seen.has(value)) return { ok: false, code: 'DUPLICATE', row: r, pick: p };
      seen.set(value, index);
    }
    if (values.length < spec.min) return { ok: false, code: 'TOO_FEW', row: r };
    canonical.push([...seen].sort((a, b) => a[1] - b[1]).map(([value]) => value));
    total += values.length;
  }
  if (total < impl.minTotal) return { ok: false, code: 'TOO_FEW' };
  const count = impl.count(canonical);
  if (count === 0) return { ok: false, code: 'NO_BETS' };
  return { ok: true, count, picks: canonical };
}

/** The play and canonical picks of a bet the server already accepted; a bad one is a programming error here. */
export function checkedBet(play: string, picks: unknown): { impl: PlayImpl; picks: Picks; count: number } {
  const checked = countBets(play, picks);
  const impl = playImpl(play);
  if (!checked.ok || !impl)
    throw new RangeError(`invalid bet on ${play}: ${checked.ok ? 'UNKNOWN_PLAY' : checked.code}`);
  return { impl, picks: checked.picks, count: checked.count };
}
