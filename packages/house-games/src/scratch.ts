import type { HouseOutcome } from '@lotus/contract';
import { type RandomSource, weightedIndex } from './random.ts';

export type ScratchOutcome = Extract<HouseOutcome, { game: 'lotus-scratch' }>;

/**
 * Lotus scratch: a 3×3 card. The prize tier is drawn first from a weighted table; the nine cells are then arranged to
 * show exactly that prize: three of the winning symbol, every other symbol at most twice (so never a second triple),
 * or for a losing card every symbol at most twice.
 */
export const SCRATCH_SYMBOLS = ['lotus', 'pearl', 'dragon', 'koi', 'lantern', 'coin', 'jade', 'peach'] as const;
export type ScratchSymbol = (typeof SCRATCH_SYMBOLS)[number];

/** Prize tiers: three alike pay `multiplier` × stake; `weight` out of `SCRATCH_TOTAL_WEIGHT`, the rest lose. */
export const SCRATCH_PRIZES: readonly { symbol: ScratchSymbol; multiplier: number; weight: number }[] = [
  { symbol: 'lotus', multiplier: 500, weight: 18 },
  { symbol: 'pearl', multiplier: 100, weight: 80 },
  { symbol: 'dragon', multiplier: 50, weight: 200 },
  { symbol: 'koi', multiplier: 20, weight: 500 },
  { symbol: 'lantern', multiplier: 10, weight: 1_200 },
  { symbol: 'coin', multiplier: 5, weight: 3_000 },
  { symbol: 'jade', multiplier: 2, weight: 9_000 },
  { symbol: 'peach', multiplier: 1, weight: 14_000 },
];
export const SCRATCH_TOTAL_WEIGHT = 100_000;

// Tier weights with the losing tier last.
const TIER_WEIGHTS = [
  ...SCRATCH_PRIZES.map((prize) => prize.weight),
  SCRATCH_TOTAL_WEIGHT - SCRATCH_PRIZES.reduce((sum, prize) => sum + prize.weight, 0),
];

/** The tier draw only: the card's multiple of the stake (simulations). */
export function scratchMultiplier(random: RandomSource): number {
  return SCRATCH_PRIZES[weightedIndex(random, TIER_WEIGHTS, SCRATCH_TOTAL_WEIGHT)]?.multiplier ?? 0;
}

/** Draws a card: the tier, then the filler symbols, then the positions (Fisher–Yates). */
export function playScratch(random: RandomSource): ScratchOutcome {
  const prize = SCRATCH_PRIZES[weightedIndex(random, TIER_WEIGHTS, SCRATCH_TOTAL_WEIGHT)];
  const cells: string[] = prize ? [prize.symbol, prize.symbol, prize.symbol] : [];
  // Every other symbol twice; the first draws of a partial shuffle fill the remaining cells.
  const fillers = SCRATCH_SYMBOLS.filter((symbol) => symbol !== prize?.symbol).flatMap((symbol) => [symbol, symbol]);
  for (let i = 0; cells.length < 9; i++) {
    const j = i + random.int(fillers.length - i);
    [fillers[i], fillers[j]] = [fillers[j] as ScratchSymbol, fillers[i] as ScratchSymbol];
    cells.push(fillers[i] as string);
  }
  shuffle(random, cells);
  return {
    game: 'lotus-scratch',
    cells,
    winningSymbol: prize?.symbol ?? null,
    multiplier: prize?.multiplier ?? 0,
  };
}

function shuffle(random: RandomSource, items: string[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [items[i], items[j]] = [items[j] as string, items[i] as string];
  }
}
