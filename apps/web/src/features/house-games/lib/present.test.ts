import { SLOT_PAY_LINES } from '@lotus/house-games';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addRound,
  applyReveal,
  balanceDuringRound,
  cellAt,
  clearedRatio,
  isHouseGame,
  jackpotStep,
  linePay,
  roundNet,
  verifyUrl,
  wheelRotation,
  winningCells,
} from './present';

describe('money of a round', () => {
  it('nets payout − stake without float dust', () => {
    expect(roundNet({ stake: 0.3, payout: 0.1 })).toBe(-0.2);
    expect(roundNet({ stake: 1, payout: 12.5 })).toBe(11.5);
    expect(balanceDuringRound(100.3, 0.1)).toBe(100.2);
  });

  it('pays a line as a multiple of the stake shared by the lines', () => {
    expect(linePay(2, 20, 40)).toBe(4);
    expect(linePay(1, 20, 5)).toBe(0.25);
    expect(linePay(0.5, 20, 5)).toBe(0.13);
  });
});

describe('verify links', () => {
  const round = { gameCode: 'lotus-slot' as const, serverSeedHash: 'h1', clientSeed: 'my seed', nonce: 7 };

  it('exist only once the seed is revealed', () => {
    expect(verifyUrl({ ...round, serverSeed: null })).toBeNull();
    expect(verifyUrl({ ...round, serverSeed: 'abc' })).toBe(
      '/fairness?game=lotus-slot&serverSeed=abc&clientSeed=my+seed&nonce=7&hash=h1',
    );
  });

  it('a rotation reveals the seed of the rounds played under its hash only', () => {
    const rounds = [
      { id: 2, ...round, serverSeed: null },
      { id: 1, ...round, serverSeedHash: 'h0', serverSeed: null },
    ];
    const after = applyReveal(rounds, { serverSeed: 's1', serverSeedHash: 'h1' });
    expect(after.map((r) => r.serverSeed)).toEqual(['s1', null]);
  });

  it('keeps the newest rounds first, once each', () => {
    let list: { id: number }[] = [];
    for (const id of [1, 2, 3, 3]) list = addRound(list, { id }, 2);
    expect(list).toEqual([{ id: 3 }, { id: 2 }]);
  });
});

describe('slot highlights', () => {
  it('lights the first `count` cells of each winning line', () => {
    // Line 0 is the middle row, line 3 the V.
    const cells = winningCells(
      [
        { line: 0, count: 3 },
        { line: 3, count: 5 },
      ],
      SLOT_PAY_LINES,
    );
    expect([...cells].sort((a, b) => a - b)).toEqual([0, 1, 4, 7, 8, 10, 12]);
    expect(winningCells([{ line: 99, count: 3 }], SLOT_PAY_LINES).size).toBe(0);
  });
});

describe('wheel rotation', () => {
  it('brings the middle of the segment under the top pointer, always turning forward', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 19 }),
        fc.double({ min: 0, max: 100_000, noNaN: true }),
        fc.integer({ min: 0, max: 8 }),
        (segment, current, turns) => {
          const next = wheelRotation(current, segment, 20, turns);
          expect(next - current).toBeGreaterThanOrEqual(turns * 360);
          // The point of the disc under the pointer after turning by `next`.
          const under = (((360 - (next % 360)) % 360) + 360) % 360;
          expect(Math.floor(under / 18)).toBe(segment);
          expect(Math.abs((under % 18) - 9)).toBeLessThan(1e-6);
        },
      ),
    );
  });
});

describe('scratch card', () => {
  it('finds the cell under a point', () => {
    expect(cellAt(0, 0, 300, 300)).toBe(0);
    expect(cellAt(299, 299, 300, 300)).toBe(8);
    expect(cellAt(150, 10, 300, 300)).toBe(1);
    expect(cellAt(-1, 10, 300, 300)).toBeNull();
    expect(cellAt(10, 300, 300, 300)).toBeNull();
  });

  it('measures the foil scratched away from the alpha channel', () => {
    const pixels = new Uint8ClampedArray(4 * 100).fill(255);
    expect(clearedRatio(pixels, 1)).toBe(0);
    for (let i = 0; i < 50; i++) pixels[i * 4 + 3] = 0;
    expect(clearedRatio(pixels, 1)).toBe(0.5);
  });
});

describe('game codes', () => {
  it('knows the three house games only', () => {
    expect(isHouseGame('lotus-wheel')).toBe(true);
    expect(isHouseGame('lotus-poker')).toBe(false);
    expect(isHouseGame(undefined)).toBe(false);
  });
});

describe('jackpot counter', () => {
  it('climbs to the target and drops at once after a hit', () => {
    let shown = 100;
    for (let i = 0; i < 500 && shown !== 250; i++) {
      const next = jackpotStep(shown, 250);
      expect(next).toBeGreaterThan(shown);
      shown = next;
    }
    expect(shown).toBe(250);
    expect(jackpotStep(250, 100)).toBe(100);
  });
});
