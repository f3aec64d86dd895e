import type { PickOptions, PickRow, Picks } from '@lotus/lottery';

/** The quick-select buttons of a list row of numbers. */
export const QUICK_SELECTS = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export type QuickSelect = (typeof QUICK_SELECTS)[number];

/** A row of numbers (digits, cars, 00–99) offers the quick selects; rows of words (B/S/O/E, dragon/tiger) do not. */
export const isNumberList = (options: PickOptions): options is { kind: 'list'; values: readonly string[] } =>
  options.kind === 'list' && options.values.length > 2 && options.values.every((v) => /^\d+$/.test(v));

/** The options a quick select picks: big is the upper half of the row's values, small the lower half. */
export function quickSelect(row: PickRow, which: QuickSelect): string[] {
  if (!isNumberList(row.options)) return [];
  const values = [...row.options.values];
  const half = Math.ceil(values.length / 2);
  switch (which) {
    case 'all':
      return values;
    case 'big':
      return values.slice(values.length - half);
    case 'small':
      return values.slice(0, values.length - half);
    case 'odd':
      return values.filter((v) => Number(v) % 2 === 1);
    case 'even':
      return values.filter((v) => Number(v) % 2 === 0);
    case 'clear':
      return [];
  }
  return [];
}

/** Toggles one option of a row, keeping the row in the options' order. */
export function togglePick(row: PickRow, picked: readonly string[], value: string): string[] {
  const next = picked.includes(value) ? picked.filter((v) => v !== value) : [...picked, value];
  if (row.options.kind !== 'list') return next;
  const order = row.options.values;
  return next.sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/**
 * Numbers typed into a `number` row ("123 456,789"): each must have exactly the row's width of digits. Returns the
 * distinct numbers in the order typed and the pieces that are not numbers of that width.
 */
export function parseDigits(text: string, width: number): { values: string[]; invalid: string[] } {
  const values: string[] = [];
  const invalid: string[] = [];
  for (const piece of text.split(/[\s,;]+/).filter(Boolean)) {
    if (piece.length === width && /^\d+$/.test(piece)) {
      if (!values.includes(piece)) values.push(piece);
    } else {
      invalid.push(piece);
    }
  }
  return { values, invalid };
}

/** Empty picks for a play's rows. */
export const emptyPicks = (rows: readonly PickRow[]): Picks => rows.map(() => []);
