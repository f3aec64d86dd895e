import { houseOutcomeSchema, scratchOutcomeSchema, slotOutcomeSchema, wheelOutcomeSchema } from '@lotus/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveOutcome } from './index.ts';
import { Xoshiro128 } from './random.ts';
import { exactStats } from './rtp.ts';
import { playScratch, SCRATCH_PRIZES, SCRATCH_SYMBOLS } from './scratch.ts';
import { playSlot, SLOT_PAY_LINES, SLOT_STRIPS, slotMultiplier, slotOutcomeAt } from './slot.ts';
import { playWheel, WHEEL_SEGMENTS, WHEEL_TOTAL_WEIGHT } from './wheel.ts';

const SERVER_SEED = 'b1f6c9a0d9e4c0b7a35c7d1a2f4e8d6c9b0a1e2f3d4c5b6a79880716253a4b5c';

describe('known answers: fixed seeds give fixed outcomes on the server and in the browser', () => {
  it.each(KNOWN)('%s nonce %i', (game, nonce, expected) => {
    expect(deriveOutcome(game, SERVER_SEED, 'lotus', nonce)).toEqual(expected);
  });
});

describe('outcomes', () => {
  it('match the contract for any seeds', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1, maxLength: 64 }), fc.nat(), (s, c, n) => {
        slotOutcomeSchema.parse(deriveOutcome('lotus-slot', s, c, n));
        scratchOutcomeSchema.parse(deriveOutcome('lotus-scratch', s, c, n));
        wheelOutcomeSchema.parse(deriveOutcome('lotus-wheel', s, c, n));
      }),
      { numRuns: 300 },
    );
  });

  it('slot: the reels show the strips at the stops, and the multiplier is the line wins plus the scatter', () => {
    const outcome = slotOutcomeAt([0, 1, 2, 3, 4]);
    outcome.reels.forEach((column, reel) => {
      const strip = SLOT_STRIPS[reel] ?? [];
      expect(column).toEqual([0, 1, 2].map((row) => strip[(reel + row) % strip.length]));
    });
    for (let i = 0; i < 2_000; i++) {
      const a = new Xoshiro128(i);
      const b = new Xoshiro128(i);
      const spin = playSlot(a);
      expect(slotMultiplier(b)).toBeCloseTo(spin.multiplier, 10);
      const lineUnits = spin.lines.reduce((sum, line) => sum + line.multiplier, 0);
      const scatter = [0, 0, 0, 2, 10, 100][spin.scatterCount] ?? 100;
      expect(spin.multiplier).toBeCloseTo(lineUnits / 20 + scatter, 10);
      for (const win of spin.lines) {
        const rows = SLOT_PAY_LINES[win.line] ?? [];
        const symbols = rows.slice(0, win.count).map((row, reel) => spin.reels[reel]?.[row]);
        expect(symbols.every((s) => s === win.symbol || s === 'wild')).toBe(true);
      }
    }
  });

  it('scratch: a win shows its symbol exactly three times and nothing else three times; a loss shows no triple', () => {
    for (let seed = 0; seed < 5_000; seed++) {
      const card = playScratch(new Xoshiro128(seed));
      const counts = new Map<string, number>();
      for (const cell of card.cells) counts.set(cell, (counts.get(cell) ?? 0) + 1);
      for (const [symbol, count] of counts) {
        expect(SCRATCH_SYMBOLS).toContain(symbol);
        expect(count).toBe(symbol === card.winningSymbol ? 3 : Math.min(count, 2));
      }
      const prize = SCRATCH_PRIZES.find((p) => p.symbol === card.winningSymbol);
      expect(card.multiplier).toBe(prize?.multiplier ?? 0);
    }
  });

  it('wheel: segments carry their label and multiplier; one jackpot segment', () => {
    expect(WHEEL_SEGMENTS.filter((s) => s.jackpot)).toHaveLength(1);
    for (let seed = 0; seed < 1_000; seed++) {
      const outcome = playWheel(new Xoshiro128(seed));
      const segment = WHEEL_SEGMENTS[outcome.segment];
      expect(houseOutcomeSchema.parse(outcome)).toEqual({
        game: 'lotus-wheel',
        segment: outcome.segment,
        label: segment?.label,
        multiplier: segment?.multiplier,
        jackpot: segment?.jackpot === true,
      });
    }
    expect(WHEEL_TOTAL_WEIGHT).toBe(10_000);
  });
});

describe('exact return to player', () => {
  it('is about 96 % for every game', () => {
    for (const game of ['lotus-slot', 'lotus-scratch', 'lotus-wheel'] as const) {
      const { rtp } = exactStats(game);
      expect(rtp).toBeGreaterThan(0.955);
      expect(rtp).toBeLessThan(0.965);
    }
    expect(exactStats('lotus-wheel').baseRtp).toBeCloseTo(0.95, 12);
    expect(exactStats('lotus-wheel').jackpotRtp).toBe(0.01);
  });
});

const KNOWN: [Parameters<typeof deriveOutcome>[0], number, unknown][] = [
  [
    'lotus-slot',
    0,
    {
      game: 'lotus-slot',
      reels: [
        ['queen', 'scatter', 'king'],
        ['koi', 'ace', 'queen'],
        ['coin', 'lantern', 'queen'],
        ['king', 'wild', 'ace'],
        ['king', 'koi', 'queen'],
      ],
      lines: [],
      scatterCount: 1,
      multiplier: 0,
    },
  ],
  [
    'lotus-slot',
    1,
    {
      game: 'lotus-slot',
      reels: [
        ['queen', 'scatter', 'king'],
        ['coin', 'lantern', 'queen'],
        ['ace', 'queen', 'king'],
        ['queen', 'king', 'ace'],
        ['ace', 'king', 'wild'],
      ],
      lines: [],
      scatterCount: 1,
      multiplier: 0,
    },
  ],
  [
    'lotus-slot',
    2,
    {
      game: 'lotus-slot',
      reels: [
        ['queen', 'coin', 'ace'],
        ['coin', 'scatter', 'ace'],
        ['lantern', 'queen', 'ace'],
        ['lantern', 'ace', 'queen'],
        ['king', 'ace', 'coin'],
      ],
      lines: [{ line: 2, symbol: 'ace', count: 3, multiplier: 10 }],
      scatterCount: 1,
      multiplier: 0.5,
    },
  ],
  [
    'lotus-slot',
    3,
    {
      game: 'lotus-slot',
      reels: [
        ['ace', 'koi', 'queen'],
        ['king', 'coin', 'scatter'],
        ['coin', 'ace', 'lantern'],
        ['lantern', 'ace', 'queen'],
        ['lotus', 'king', 'coin'],
      ],
      lines: [],
      scatterCount: 1,
      multiplier: 0,
    },
  ],
  [
    'lotus-scratch',
    0,
    {
      game: 'lotus-scratch',
      cells: ['coin', 'peach', 'jade', 'jade', 'peach', 'peach', 'koi', 'lantern', 'pearl'],
      winningSymbol: 'peach',
      multiplier: 1,
    },
  ],
  [
    'lotus-scratch',
    1,
    {
      game: 'lotus-scratch',
      cells: ['lotus', 'peach', 'dragon', 'dragon', 'pearl', 'peach', 'pearl', 'koi', 'peach'],
      winningSymbol: 'peach',
      multiplier: 1,
    },
  ],
  [
    'lotus-scratch',
    2,
    {
      game: 'lotus-scratch',
      cells: ['dragon', 'lantern', 'peach', 'coin', 'koi', 'jade', 'lotus', 'lantern', 'coin'],
      winningSymbol: null,
      multiplier: 0,
    },
  ],
  [
    'lotus-scratch',
    3,
    {
      game: 'lotus-scratch',
      cells: ['coin', 'pearl', 'coin', 'dragon', 'koi', 'lantern', 'pearl', 'koi', 'jade'],
      winningSymbol: null,
      multiplier: 0,
    },
  ],
  ['lotus-wheel', 0, { game: 'lotus-wheel', segment: 10, label: '×0.5', multiplier: 0.5, jackpot: false }],
  ['lotus-wheel', 1, { game: 'lotus-wheel', segment: 9, label: '×2', multiplier: 2, jackpot: false }],
  ['lotus-wheel', 2, { game: 'lotus-wheel', segment: 8, label: '×0', multiplier: 0, jackpot: false }],
  ['lotus-wheel', 3, { game: 'lotus-wheel', segment: 2, label: '×0', multiplier: 0, jackpot: false }],
];
