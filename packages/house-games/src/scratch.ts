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

// For each tier (the losing tier last), every other symbol twice: the pool the filler cells are drawn from.
const FILLERS: readonly (readonly string[])[] = TIER_WEIGHTS.map((_, tier) =>
  SCRATCH_SYMBOLS.filter((symbol) => symbol !== SCRATCH_PRIZES[tier]?.symbol).flatMap((symbol) => [symbol, symbol]),
);

/** Draws a card: the tier, then the filler symbols (a partial Fisher–Yates), then the positions (Fisher–Yates). */
export function playScratch(random: RandomSource): ScratchOutcome {
  const tier = weightedIndex(random, TIER_WEIGHTS, SCRATCH_TOTAL_WEIGHT);
  const prize = SCRATCH_PRIZES[tier];
  const fillers = (FILLERS[tier] as readonly string[]).slice();
  const cells: string[] = prize ? [prize.symbol, prize.symbol, prize.symbol] : [];
  for (let i = 0; cells.length < 9; i++) {
    const j = i + random.int(fillers.length - i);
    const picked = fillers[j] as string;
    fillers[j] = fillers[i] as string;
    cells.push(picked);
  }
  for (let i = 8; i > 0; i--) {
    const j = random.int(i + 1);
    const cell = cells[i] as string;
    cells[i] = cells[j] as string;
    cells[j] = cell;
  }
  return {
    game: 'lotus-scratch',
    cells,
    winningSymbol: prize?.symbol ?? null,
    multiplier: prize?.multiplier ?? 0,
  };
}
