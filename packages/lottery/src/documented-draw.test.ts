import { createHash, createHmac, randomBytes } from 'node:crypto';
import { seedHash } from '@lotus/house-games';
import { describe, expect, it } from 'vitest';
import { displayResult, periodResult } from './results.ts';
import { LOTTERY_FAMILIES } from './types.ts';

/**
 * docs/lottery.md "Checking a draw" reimplemented from its text alone, with node:crypto and nothing of this package:
 * if the docs and the draw ever part, an outsider following the docs would get other numbers, and this fails.
 */

/** Step 1: the commitment is SHA-256 of the seed's 64 hex characters as text (UTF-8), not of the 32 bytes. */
const commitment = (seed: string) => createHash('sha256').update(seed, 'utf8').digest('hex');

/** Steps 2–3: the words of HMAC-SHA256(key = seed as text, message = `${game}:${numero}:0:${cursor}`), big-endian. */
function words(seed: string, gameCode: string, numero: string) {
  let cursor = 0;
  let block: Buffer = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset === block.length) {
      block = createHmac('sha256', Buffer.from(seed, 'utf8')).update(`${gameCode}:${numero}:0:${cursor}`).digest();
      cursor += 1;
      offset = 0;
    }
    const word = block.readUInt32BE(offset);
    offset += 4;
    return word;
  };
}

/** Step 4: a number below n is a word modulo n, skipping words at or above the largest multiple of n below 2³². */
function integers(next: () => number) {
  return (n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const word = next();
      if (word < limit) return word % n;
    }
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Step 5, per family, written as the display form the result board and the fairness page show. */
function documentedDraw(family: string, seed: string, gameCode: string, numero: string): string {
  const int = integers(words(seed, gameCode, numero));
  switch (family) {
    case 'SSC5':
      return Array.from({ length: 5 }, () => int(10)).join(',');
    case 'PK10': {
      const order = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
      for (let i = 9; i >= 1; i--) {
        const j = int(i + 1);
        [order[i], order[j]] = [order[j] as number, order[i] as number];
      }
      return order.map((car) => pad(car, 2)).join(',');
    }
    case 'VN': {
      // special 1×5, first 1×5, second 2×5, third 6×5, fourth 4×4, fifth 6×4, sixth 3×3, seventh 4×2 digits.
      const tiers: [number, number][] = [
        [1, 5],
        [1, 5],
        [2, 5],
        [6, 5],
        [4, 4],
        [6, 4],
        [3, 3],
        [4, 2],
      ];
      return tiers
        .map(([count, digits]) => Array.from({ length: count }, () => pad(int(10 ** digits), digits)).join(','))
        .join('|');
    }
    case 'SEA4D': {
      const drawn: string[] = [];
      while (drawn.length < 23) {
        const n = pad(int(10_000), 4);
        if (!drawn.includes(n)) drawn.push(n);
      }
      return [drawn.slice(0, 1), drawn.slice(1, 2), drawn.slice(2, 3), drawn.slice(3, 13), drawn.slice(13, 23)]
        .map((tier) => tier.join(','))
        .join('|');
    }
  }
  throw new Error(family);
}

describe('the documented draw, reimplemented from docs/lottery.md', () => {
  const seeds = Array.from({ length: 25 }, () => randomBytes(32).toString('hex'));

  it('the commitment is SHA-256 of the hex text, which the 32 bytes do not give', () => {
    for (const seed of seeds) {
      expect(seedHash(seed)).toBe(commitment(seed));
      expect(seedHash(seed)).not.toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    }
  });

  it.each(LOTTERY_FAMILIES)('%s: every seed draws what the library draws', (family) => {
    seeds.forEach((seed, i) => {
      const numero = `20261207-${pad(i + 1, 4)}`;
      const gameCode = `${family.toLowerCase()}-game`;
      expect(documentedDraw(family, seed, gameCode, numero)).toBe(
        displayResult(periodResult(family, seed, gameCode, numero)),
      );
    });
  });
});
