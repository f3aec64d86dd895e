import type { HouseOutcome } from '@lotus/contract';
import type { RandomSource } from './random.ts';

export type SlotOutcome = Extract<HouseOutcome, { game: 'lotus-slot' }>;

/**
 * Lotus slot: 5 reels × 3 rows, 20 fixed pay lines paying left to right, a wild that stands for every symbol but the
 * scatter (and pays on its own), and a scatter paying anywhere on the screen. Each reel stops uniformly on its strip;
 * the window shows the stop and the next two positions (wrapping), top to bottom.
 */
export const SLOT_SYMBOLS = ['wild', 'scatter', 'lotus', 'koi', 'lantern', 'coin', 'ace', 'king', 'queen'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
const WILD = 0;
const SCATTER = 1;

/** Line pays as multiples of the line stake (stake / 20), for 3, 4 and 5 alike from the leftmost reel. */
export const SLOT_LINE_PAYS: Readonly<Record<Exclude<SlotSymbol, 'scatter'>, readonly [number, number, number]>> = {
  wild: [100, 500, 5000],
  lotus: [40, 150, 1000],
  koi: [30, 120, 600],
  lantern: [25, 80, 300],
  coin: [15, 55, 250],
  ace: [10, 30, 140],
  king: [6, 25, 100],
  queen: [5, 15, 70],
};

/** Scatter pays as multiples of the whole stake, for 3, 4 and 5 anywhere. */
export const SLOT_SCATTER_PAYS: readonly [number, number, number] = [2, 10, 100];

export const SLOT_LINE_COUNT = 20;

/** Rows (0 top … 2 bottom) of each pay line on reels 1 to 5. */
export const SLOT_PAY_LINES: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
];

const LETTERS: Record<string, SlotSymbol> = {
  W: 'wild',
  S: 'scatter',
  L: 'lotus',
  F: 'koi',
  N: 'lantern',
  C: 'coin',
  A: 'ace',
  K: 'king',
  Q: 'queen',
};

/** Reel strips, one letter a position: W wild, S scatter, L lotus, F koi, N lantern, C coin, A ace, K king, Q queen. */
const STRIP_TEXT = [
  'QAKNQCAFQKLAQSKCNAQKWCQAK',
  'KQANCKQFAQLKCSANQKWQAKCNQ',
  'AQKCNQAFKQLNACSQKAWKQCANQ',
  'QKANCQKFAQLCKSNAQKWAQCKNA',
  'KAQNCAKFQALKCSQNAKWQKACNQ',
];

export const SLOT_STRIPS: readonly (readonly SlotSymbol[])[] = STRIP_TEXT.map((text) =>
  [...text].map((letter) => {
    const symbol = LETTERS[letter];
    if (!symbol) throw new Error(`unknown strip letter ${letter}`);
    return symbol;
  }),
);

// The evaluation works on symbol indices; pays indexed [symbol][count 0..5].
const STRIPS = SLOT_STRIPS.map((strip) => Uint8Array.from(strip, (s) => SLOT_SYMBOLS.indexOf(s)));
const LINE_PAY = SLOT_SYMBOLS.map((symbol) => {
  const row = new Float64Array(6);
  if (symbol !== 'scatter') {
    const pays = SLOT_LINE_PAYS[symbol];
    row[3] = pays[0];
    row[4] = pays[1];
    row[5] = pays[2];
  }
  return row;
});
const SCATTER_UNITS = [0, 0, 0, ...SLOT_SCATTER_PAYS.map((pay) => pay * SLOT_LINE_COUNT)];
/** Cell index (reel × 3 + row) of each line's five cells. */
const LINE_CELLS = SLOT_PAY_LINES.map((rows) => Uint8Array.from(rows, (row, reel) => reel * 3 + row));

/** The win of one line on a grid of symbol indices: pay in line stakes, the paying symbol and its count. */
function evaluateLine(grid: Uint8Array, cells: Uint8Array): { pay: number; symbol: number; count: number } {
  let wildRun = 0;
  while (wildRun < 5 && grid[cells[wildRun] as number] === WILD) wildRun++;
  const wildPay = (LINE_PAY[WILD] as Float64Array)[wildRun] as number;
  if (wildRun === 5) return { pay: wildPay, symbol: WILD, count: 5 };
  const symbol = grid[cells[wildRun] as number] as number;
  if (symbol === SCATTER) return { pay: wildPay, symbol: WILD, count: wildRun };
  let count = wildRun + 1;
  while (count < 5) {
    const s = grid[cells[count] as number];
    if (s !== symbol && s !== WILD) break;
    count++;
  }
  const symbolPay = (LINE_PAY[symbol] as Float64Array)[count] as number;
  return symbolPay >= wildPay ? { pay: symbolPay, symbol, count } : { pay: wildPay, symbol: WILD, count: wildRun };
}

/** Total win of a grid in twentieths of the stake (line stakes): integer, so sums stay exact. */
function gridUnits(grid: Uint8Array): number {
  let units = 0;
  for (const cells of LINE_CELLS) units += evaluateLine(grid, cells).pay;
  let scatters = 0;
  for (let i = 0; i < 15; i++) if (grid[i] === SCATTER) scatters++;
  return units + (SCATTER_UNITS[scatters] as number);
}

function fillGrid(grid: Uint8Array, stops: readonly number[]): void {
  for (let reel = 0; reel < 5; reel++) {
    const strip = STRIPS[reel] as Uint8Array;
    const stop = stops[reel] as number;
    for (let row = 0; row < 3; row++) grid[reel * 3 + row] = strip[(stop + row) % strip.length] as number;
  }
}

// One grid reused by every spin (the evaluation is synchronous).
const GRID = new Uint8Array(15);

/** Draws one spin: one uniform stop per reel, reel 1 first. */
export function playSlot(random: RandomSource): SlotOutcome {
  for (let reel = 0; reel < 5; reel++) {
    const strip = STRIPS[reel] as Uint8Array;
    const stop = random.int(strip.length);
    for (let row = 0; row < 3; row++) GRID[reel * 3 + row] = strip[(stop + row) % strip.length] as number;
  }
  return outcomeOf(GRID);
}

/** The outcome shown for given reel stops. */
export function slotOutcomeAt(stops: readonly number[]): SlotOutcome {
  const grid = new Uint8Array(15);
  fillGrid(grid, stops);
  return outcomeOf(grid);
}

function outcomeOf(grid: Uint8Array): SlotOutcome {
  const lines: SlotOutcome['lines'] = [];
  let units = 0;
  for (let line = 0; line < LINE_CELLS.length; line++) {
    const win = evaluateLine(grid, LINE_CELLS[line] as Uint8Array);
    if (win.pay > 0) {
      units += win.pay;
      lines.push({ line, symbol: SLOT_SYMBOLS[win.symbol] as string, count: win.count, multiplier: win.pay });
    }
  }
  let scatterCount = 0;
  for (let i = 0; i < 15; i++) if (grid[i] === SCATTER) scatterCount++;
  units += SCATTER_UNITS[scatterCount] as number;
  const reels: string[][] = [];
  for (let reel = 0; reel < 5; reel++) {
    reels.push([
      SLOT_SYMBOLS[grid[reel * 3] as number] as string,
      SLOT_SYMBOLS[grid[reel * 3 + 1] as number] as string,
      SLOT_SYMBOLS[grid[reel * 3 + 2] as number] as string,
    ]);
  }
  return { game: 'lotus-slot', reels, lines, scatterCount, multiplier: units / SLOT_LINE_COUNT };
}

/** The spin's multiple of the stake without building the outcome object (simulations). */
export function slotMultiplier(random: RandomSource, grid = new Uint8Array(15)): number {
  for (let reel = 0; reel < 5; reel++) {
    const strip = STRIPS[reel] as Uint8Array;
    const stop = random.int(strip.length);
    for (let row = 0; row < 3; row++) grid[reel * 3 + row] = strip[(stop + row) % strip.length] as number;
  }
  return gridUnits(grid) / SLOT_LINE_COUNT;
}

/**
 * The exact distribution of the spin's win over every combination of reel stops (the product of the strip lengths,
 * each equally likely): win in line stakes → number of combinations.
 */
export function slotDistribution(): Map<number, number> {
  const histogram = new Map<number, number>();
  const grid = new Uint8Array(15);
  const [s0, s1, s2, s3, s4] = STRIPS as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  const put = (reel: number, strip: Uint8Array, stop: number) => {
    for (let row = 0; row < 3; row++) grid[reel * 3 + row] = strip[(stop + row) % strip.length] as number;
  };
  for (let a = 0; a < s0.length; a++) {
    put(0, s0, a);
    for (let b = 0; b < s1.length; b++) {
      put(1, s1, b);
      for (let c = 0; c < s2.length; c++) {
        put(2, s2, c);
        for (let d = 0; d < s3.length; d++) {
          put(3, s3, d);
          for (let e = 0; e < s4.length; e++) {
            put(4, s4, e);
            const units = gridUnits(grid);
            histogram.set(units, (histogram.get(units) ?? 0) + 1);
          }
        }
      }
    }
  }
  return histogram;
}
