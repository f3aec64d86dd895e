import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairStream, seedHash } from './fair.ts';
import { WordSource } from './random.ts';

// The 99 % quantile of chi-square with 99 degrees of freedom, and the two-sided 99 % normal quantile.
const CHI2_99_DF99 = 134.642;
const Z_99 = 2.5758;

describe('provably fair stream', () => {
  it('is HMAC-SHA256(serverSeed, clientSeed:nonce:cursor), read as big-endian words, block after block', () => {
    const stream = new FairStream('server-seed', 'client', 7);
    for (let cursor = 0; cursor < 3; cursor++) {
      const block = createHmac('sha256', 'server-seed').update(`client:7:${cursor}`).digest();
      for (let word = 0; word < 8; word++) expect(stream.nextUint32()).toBe(block.readUInt32BE(word * 4));
    }
  });

  it('commits to the server seed with its SHA-256', () => {
    expect(seedHash('server-seed')).toBe(createHash('sha256').update('server-seed').digest('hex'));
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('gives fixed draws for fixed seeds (known answers)', () => {
    const stream = new FairStream('lotus', 'player', 0);
    expect([stream.int(6), stream.int(37), stream.int(1_000_000)]).toEqual(KNOWN_INTS);
    expect(new FairStream('lotus', 'player', 1).float()).toBe(KNOWN_FLOAT);
  });

  it('rejects the words above the largest multiple of n, so no residue is favoured', () => {
    class Words extends WordSource {
      private readonly words: number[];
      constructor(words: number[]) {
        super();
        this.words = words;
      }
      nextUint32() {
        const word = this.words.shift();
        if (word === undefined) throw new Error('out of words');
        return word;
      }
    }
    // 2³² = 3 × 1431655765 + 1: the single word 4294967295 is the biased one and must be drawn again.
    expect(new Words([4294967295, 4294967294]).int(3)).toBe(4294967294 % 3);
    expect(new Words([2 ** 31 + 5]).int(2 ** 31)).toBe(5);
    expect(new Words([0xfff_ffff, 0xffff_ffff]).float()).toBe((0xffff * 2 ** 32 + 0xffff_ffff) / 2 ** 52);
    expect(() => new Words([]).int(0)).toThrow(RangeError);
  });

  it('passes chi-square uniformity over 100 bins for 1,000,000 draws at 99 %', () => {
    const bins = new Array<number>(100).fill(0);
    const draws = 1_000_000;
    // Many rounds (nonces) of a few draws each, as the games use it, plus long streams within a round.
    for (let nonce = 0; nonce < draws / 20; nonce++) {
      const stream = new FairStream('chi-square server seed', 'chi-square client', nonce);
      for (let i = 0; i < 20; i++) {
        const bin = stream.int(100);
        bins[bin] = (bins[bin] ?? 0) + 1;
      }
    }
    const expected = draws / 100;
    const chi2 = bins.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(CHI2_99_DF99);
  });

  it('shows no lag-1 serial correlation over 1,000,000 floats at 99 %', () => {
    const n = 1_000_000;
    const values = new Float64Array(n);
    for (let nonce = 0, i = 0; i < n; nonce++) {
      const stream = new FairStream('serial server seed', 'serial client', nonce);
      for (let k = 0; k < 50 && i < n; k++) values[i++] = stream.float();
    }
    let mean = 0;
    for (const value of values) mean += value / n;
    let numerator = 0;
    let denominator = 0;
    for (let i = 0; i < n; i++) {
      const d = (values[i] as number) - mean;
      denominator += d * d;
      if (i + 1 < n) numerator += d * ((values[i + 1] as number) - mean);
    }
    const r = numerator / denominator;
    expect(Math.abs(r)).toBeLessThan(Z_99 / Math.sqrt(n));
    expect(Math.abs(mean - 0.5)).toBeLessThan(Z_99 * Math.sqrt(1 / 12 / n));
  });
});

const KNOWN_INTS = [0, 32, 376031];
const KNOWN_FLOAT = 0.14514975234992677;
