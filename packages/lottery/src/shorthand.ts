import type { Picks } from './types.ts';
import { countBets, type PickErrorCode } from './validate.ts';

/**
 * The shorthand northern players type for a slip, e.g. `lo 12 34 56 x10, de 68 x50; xien2 12 34 x10 3c 123 x5`.
 *
 * - A line is a play word, numbers, then the points: `x10`, `x 10`, `*10`, `×10`, or `10d` / `10đ` / `10 điểm`.
 * - Play words, with or without diacritics and in any case: `lo` / `lô` (lô 2 số), `de` / `đề`, `3c` / `3cang` /
 *   `3 càng` / `ba càng` / `bc` (3 càng), `xien2` / `xiên 2` (and 3, 4), `dau` / `đầu`, `duoi` / `đuôi`.
 * - Numbers are separated by spaces, `,`, `.`, `;`, `-` or `/`; ranges are written `10..19` or `10>19` (inclusive,
 *   same width, at most 100 numbers). A hyphen separates: `12-34` is two numbers, not a range.
 * - After the points, numbers without a play word start a new line of the same play: `lo 12 x10 34 x5`.
 * Errors come back with the character offsets they concern (`at` inclusive, `end` exclusive); user text never throws.
 */

export interface ShorthandLine {
  play: string;
  /** One row: the numbers, in canonical order. */
  picks: Picks;
  points: number;
  at: number;
  end: number;
}

export type ShorthandErrorCode =
  | 'TOO_LONG'
  | 'UNEXPECTED_CHARACTER'
  | 'UNKNOWN_WORD'
  | 'NUMBER_BEFORE_PLAY'
  | 'BAD_RANGE'
  | 'NO_NUMBERS'
  | 'NO_POINTS'
  | 'BAD_POINTS'
  | Exclude<PickErrorCode, 'UNKNOWN_PLAY' | 'NOT_ROWS' | 'ROW_COUNT' | 'NOT_A_STRING'>;

export interface ShorthandError {
  code: ShorthandErrorCode;
  at: number;
  end: number;
}

/** The longest text parsed (a slip of a few hundred lines). */
export const SHORTHAND_MAX_LENGTH = 10_000;
const MAX_POINTS = 1_000_000;
const MAX_RANGE = 100;

/** Play words (folded: lowercase, no diacritics, đ as d). */
const WORDS: Readonly<Record<string, string>> = {
  lo: 'VN.LO2',
  de: 'VN.DE',
  '3c': 'VN.3CANG',
  '3cang': 'VN.3CANG',
  bacang: 'VN.3CANG',
  bc: 'VN.3CANG',
  xien2: 'VN.XIEN2',
  xien3: 'VN.XIEN3',
  xien4: 'VN.XIEN4',
  dau: 'VN.DAU',
  duoi: 'VN.DUOI',
};

/** The word each play is written with by `formatVnShorthand`. */
const CANONICAL: Readonly<Record<string, string>> = {
  'VN.LO2': 'lo',
  'VN.DE': 'de',
  'VN.3CANG': '3c',
  'VN.XIEN2': 'xien2',
  'VN.XIEN3': 'xien3',
  'VN.XIEN4': 'xien4',
  'VN.DAU': 'dau',
  'VN.DUOI': 'duoi',
};

type Token =
  | { kind: 'word'; word: string; at: number; end: number }
  | { kind: 'number'; digits: string; at: number; end: number }
  | { kind: 'range'; from: string; to: string; at: number; end: number }
  | { kind: 'points'; digits: string; at: number; end: number };

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();

const isSeparator = (c: string) => /[\s,.;\-/]/u.test(c);
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isLetter = (c: string | undefined) => c !== undefined && /[\p{L}\p{M}]/u.test(c);
const POINTS_WORD = /^(\d+)(?:d|diem)$/;

function tokenize(text: string, errors: ShorthandError[]): Token[] {
  const tokens: Token[] = [];
  const digitsFrom = (i: number) => {
    let j = i;
    while (isDigit(text[j])) j++;
    return j;
  };
  const spacesFrom = (i: number) => {
    let j = i;
    while (j < text.length && /\s/u.test(text[j] as string)) j++;
    return j;
  };
  const wordFrom = (i: number) => {
    let j = i;
    while (isLetter(text[j]) || isDigit(text[j])) j++;
    return j;
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (text.startsWith('..', i) || !isSeparator(c)) {
      if (isDigit(c)) {
        const j = digitsFrom(i);
        if (isLetter(text[j])) {
          const end = wordFrom(i);
          tokens.push({ kind: 'word', word: fold(text.slice(i, end)), at: i, end });
          i = end;
          continue;
        }
        const k = spacesFrom(j);
        const op = text.startsWith('..', k) ? 2 : text[k] === '>' ? 1 : 0;
        if (op > 0) {
          const m = spacesFrom(k + op);
          const n = digitsFrom(m);
          if (n === m) {
            errors.push({ code: 'BAD_RANGE', at: i, end: k + op });
            i = k + op;
          } else {
            tokens.push({ kind: 'range', from: text.slice(i, j), to: text.slice(m, n), at: i, end: n });
            i = n;
          }
          continue;
        }
        tokens.push({ kind: 'number', digits: text.slice(i, j), at: i, end: j });
        i = j;
        continue;
      }
      if (c === 'x' || c === 'X' || c === '*' || c === '×') {
        const k = spacesFrom(i + 1);
        if (isDigit(text[k])) {
          let j = digitsFrom(k);
          const suffix = wordFrom(j);
          if (suffix > j && /^(?:d|diem)$/.test(fold(text.slice(j, suffix)))) j = suffix;
          tokens.push({ kind: 'points', digits: text.slice(k, digitsFrom(k)), at: i, end: j });
          i = j;
          continue;
        }
      }
      if (isLetter(c)) {
        const end = wordFrom(i);
        tokens.push({ kind: 'word', word: fold(text.slice(i, end)), at: i, end });
        i = end;
        continue;
      }
      if (c === '.' || c === '>') {
        errors.push({ code: 'BAD_RANGE', at: i, end: i + (c === '.' ? 2 : 1) });
        i += c === '.' ? 2 : 1;
        continue;
      }
      const width = (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
      errors.push({ code: 'UNEXPECTED_CHARACTER', at: i, end: i + width });
      i += width;
      continue;
    }
    i++;
  }
  return tokens;
}

interface Open {
  play: string;
  at: number;
  numbers: { digits: string; at: number; end: number }[];
}

/** Parses shorthand into slip lines (points per single bet) and errors; lines with an error are left out. */
export function parseVnShorthand(text: string): { lines: ShorthandLine[]; errors: ShorthandError[] } {
  const lines: ShorthandLine[] = [];
  const errors: ShorthandError[] = [];
  if (typeof text !== 'string') return { lines, errors: [{ code: 'UNEXPECTED_CHARACTER', at: 0, end: 0 }] };
  if (text.length > SHORTHAND_MAX_LENGTH) {
    return { lines, errors: [{ code: 'TOO_LONG', at: SHORTHAND_MAX_LENGTH, end: text.length }] };
  }
  const tokens = tokenize(text, errors);
  let open: Open | null = null;
  let lastPlay: string | null = null;

  const close = (points: { digits: string; at: number; end: number } | null, end: number) => {
    const line = open;
    open = null;
    if (!line) return;
    if (line.numbers.length === 0) {
      errors.push({ code: 'NO_NUMBERS', at: line.at, end });
      return;
    }
    if (!points) {
      errors.push({ code: 'NO_POINTS', at: line.at, end });
      return;
    }
    const value = Number(points.digits);
    if (!Number.isSafeInteger(value) || value < 1 || value > MAX_POINTS) {
      errors.push({ code: 'BAD_POINTS', at: points.at, end: points.end });
      return;
    }
    const checked = countBets(line.play, [line.numbers.map((n) => n.digits)]);
    if (!checked.ok) {
      const place = checked.pick === undefined ? undefined : line.numbers[checked.pick];
      errors.push({
        code: checked.code as ShorthandErrorCode,
        at: place?.at ?? line.at,
        end: place?.end ?? end,
      });
      return;
    }
    lines.push({ play: line.play, picks: checked.picks, points: value, at: line.at, end });
  };

  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t] as Token;
    const next = tokens[t + 1];
    if (token.kind === 'word') {
      const pointsMatch = POINTS_WORD.exec(token.word);
      if (pointsMatch) {
        if (open) close({ digits: pointsMatch[1] as string, at: token.at, end: token.end }, token.end);
        else errors.push({ code: 'NUMBER_BEFORE_PLAY', at: token.at, end: token.end });
        continue;
      }
      let word = token.word;
      let end = token.end;
      // Two-token play words: `xien 2`, `ba cang`, and `3 cang` (tokenized as a number then a word).
      if (word === 'xien' && next?.kind === 'number' && ['2', '3', '4'].includes(next.digits)) {
        word = `xien${next.digits}`;
        end = next.end;
        t++;
      } else if (word === 'ba' && next?.kind === 'word' && next.word === 'cang') {
        word = 'bacang';
        end = next.end;
        t++;
      } else if (word === 'diem') {
        // `10 điểm`: the number before it was the points.
        const previous = tokens[t - 1];
        const last = open?.numbers.at(-1);
        if (open && previous?.kind === 'number' && last?.at === previous.at) {
          open.numbers.pop();
          close({ digits: previous.digits, at: previous.at, end: token.end }, token.end);
        } else {
          errors.push({ code: 'UNKNOWN_WORD', at: token.at, end: token.end });
        }
        continue;
      }
      const play = WORDS[word];
      if (!play) {
        errors.push({ code: 'UNKNOWN_WORD', at: token.at, end });
        if (open) close(null, token.at);
        lastPlay = null;
        continue;
      }
      if (open) close(null, token.at);
      open = { play, at: token.at, numbers: [] };
      lastPlay = play;
      continue;
    }
    if (token.kind === 'number' && token.digits === '3' && next?.kind === 'word' && next.word === 'cang') {
      if (open) close(null, token.at);
      open = { play: 'VN.3CANG', at: token.at, numbers: [] };
      lastPlay = open.play;
      t++;
      continue;
    }
    if (token.kind === 'points') {
      if (open) close(token, token.end);
      else errors.push({ code: 'NUMBER_BEFORE_PLAY', at: token.at, end: token.end });
      continue;
    }
    // A number or a range.
    if (!open) {
      if (lastPlay === null) {
        errors.push({ code: 'NUMBER_BEFORE_PLAY', at: token.at, end: token.end });
        continue;
      }
      open = { play: lastPlay, at: token.at, numbers: [] };
    }
    if (token.kind === 'number') {
      open.numbers.push({ digits: token.digits, at: token.at, end: token.end });
      continue;
    }
    const from = Number(token.from);
    const to = Number(token.to);
    if (token.from.length !== token.to.length || from > to || to - from + 1 > MAX_RANGE) {
      errors.push({ code: 'BAD_RANGE', at: token.at, end: token.end });
      continue;
    }
    for (let n = from; n <= to; n++) {
      open.numbers.push({ digits: String(n).padStart(token.from.length, '0'), at: token.at, end: token.end });
    }
  }
  if (open) close(null, text.length);
  return { lines, errors };
}

/** Writes slip lines as shorthand that `parseVnShorthand` reads back: one line each, `lo 12 34 x10`. */
export function formatVnShorthand(lines: readonly Pick<ShorthandLine, 'play' | 'picks' | 'points'>[]): string {
  return lines
    .map((line) => {
      const word = CANONICAL[line.play];
      if (!word) throw new RangeError(`${line.play} has no shorthand`);
      return `${word} ${(line.picks[0] ?? []).join(' ')} x${line.points}`;
    })
    .join('\n');
}
