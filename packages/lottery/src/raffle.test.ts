import { createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RaffleEntry, raffleDrawKey, raffleWinners } from './raffle.ts';

/**
 * The draw as docs/promotions.md "Checking a raffle" tells it, with node:crypto and a plain scan over the entries:
 * the library's Fenwick tree must pick exactly the winners this reading of the text picks.
 */
function documentedDraw(seed: string, drawKey: string, entries: RaffleEntry[], tierCounts: number[]) {
  let cursor = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  const word = () => {
    if (offset === block.length) {
      block = createHmac('sha256', Buffer.from(seed, 'utf8')).update(`${drawKey}:0:${cursor}`).digest();
      cursor += 1;
      offset = 0;
    }
    const w = block.readUInt32BE(offset);
    offset += 4;
    return w;
  };
  const below = (n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const w = word();
      if (w < limit) return w % n;
    }
  };
  const left = entries.map((e) => ({ ...e }));
  const winners: { entryId: number; rank: number }[] = [];
  tierCounts.forEach((count, tier) => {
    for (let k = 0; k < count; k++) {
      const total = left.reduce((sum, e) => sum + e.tickets, 0);
      if (total === 0) return;
      let ticket = below(total);
      const holder = left.find((e) => {
        if (ticket < e.tickets) return true;
        ticket -= e.tickets;
        return false;
      }) as RaffleEntry;
      winners.push({ entryId: holder.entryId, rank: tier + 1 });
      holder.tickets = 0;
    }
  });
  return winners;
}

const entriesArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 0, maxLength: 60 })
  .chain((ids) =>
    fc.tuple(...ids.sort((a, b) => a - b).map((id) => fc.record({ entryId: fc.constant(id), tickets: fc.nat(50) }))),
  );

describe('raffleWinners', () => {
  it('picks the winners the documented draw picks, each entry at most once, tier by tier', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.integer({ min: 1, max: 99_999 }),
        entriesArb,
        fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 4 }),
        (bytes, id, entries, tiers) => {
          const seed = Buffer.from(bytes).toString('hex');
          const winners = raffleWinners(seed, raffleDrawKey(id), entries, tiers);
          expect(winners).toEqual(documentedDraw(seed, raffleDrawKey(id), entries, tiers));
          const holders = entries.filter((e) => e.tickets > 0).length;
          const prizes = tiers.reduce((sum, n) => sum + n, 0);
          expect(winners).toHaveLength(Math.min(holders, prizes));
          expect(new Set(winners.map((w) => w.entryId)).size).toBe(winners.length);
          expect(winners.map((w) => w.rank)).toEqual([...winners.map((w) => w.rank)].sort((a, b) => a - b));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives each entry a chance in proportion to its tickets', () => {
    const entries = [
      { entryId: 1, tickets: 1 },
      { entryId: 2, tickets: 3 },
    ];
    let second = 0;
    const draws = 4000;
    for (let i = 0; i < draws; i++) {
      const [winner] = raffleWinners(randomBytes(32).toString('hex'), 'raffle-7', entries, [1]);
      if (winner?.entryId === 2) second += 1;
    }
    // 3 tickets of 4: 3,000 expected, σ ≈ 27; 10σ either side never fails by chance.
    expect(second).toBeGreaterThan(2730);
    expect(second).toBeLessThan(3270);
  });

  it('draws the same winners from the same seed, and refuses a key that could alias another draw', () => {
    const seed = 'a'.repeat(64);
    const entries = [
      { entryId: 3, tickets: 2 },
      { entryId: 9, tickets: 5 },
      { entryId: 12, tickets: 1 },
    ];
    expect(raffleWinners(seed, 'raffle-1', entries, [1, 2])).toEqual(raffleWinners(seed, 'raffle-1', entries, [1, 2]));
    expect(() => raffleWinners(seed, 'raffle-1:0', entries, [1])).toThrow(RangeError);
    expect(() => raffleWinners('', 'raffle-1', entries, [1])).toThrow(RangeError);
  });

  it('draws among billions of tickets without bias from a 53-bit pick', () => {
    const entries = [
      { entryId: 1, tickets: 3_000_000_000 },
      { entryId: 2, tickets: 3_000_000_000 },
    ];
    const winners = raffleWinners('b'.repeat(64), 'raffle-2', entries, [2]);
    expect(winners.map((w) => w.entryId).sort()).toEqual([1, 2]);
  });

  it('draws 10,000 prizes over 100,000 entries', () => {
    const entries = Array.from({ length: 100_000 }, (_, i) => ({ entryId: i + 1, tickets: (i % 7) + 1 }));
    const winners = raffleWinners('c'.repeat(64), 'raffle-3', entries, [10, 990, 9000]);
    expect(winners).toHaveLength(10_000);
    expect(new Set(winners.map((w) => w.entryId)).size).toBe(10_000);
  });
});
