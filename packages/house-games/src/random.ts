/**
 * Random sources the games draw from. Every game takes a `RandomSource`, so the same evaluation runs on the provably
 * fair stream (real rounds and the verify page) and on a fast seeded generator (simulations of millions of rounds).
 */
export interface RandomSource {
  /** A uniform integer in [0, n), 1 ≤ n ≤ 2³². */
  int(n: number): number;
  /** A uniform float in [0, 1) with 52 random bits. */
  float(): number;
}

const TWO_32 = 2 ** 32;

/**
 * Turns a stream of 32-bit words into integers and floats. Integers by rejection sampling: a word at or above the
 * largest multiple of `n` below 2³² is drawn again, so every residue is equally likely (no modulo bias).
 */
export abstract class WordSource implements RandomSource {
  abstract nextUint32(): number;

  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`int(n) needs 1 ≤ n ≤ 2^32, got ${n}`);
    const limit = TWO_32 - (TWO_32 % n);
    let word = this.nextUint32();
    while (word >= limit) word = this.nextUint32();
    return word % n;
  }

  float(): number {
    const high = this.nextUint32() >>> 12;
    const low = this.nextUint32();
    return (high * TWO_32 + low) / 2 ** 52;
  }
}

/**
 * xoshiro128** (Blackman and Vigna), seeded through splitmix32: fast and statistically sound, NOT cryptographic. Only
 * for simulations; real rounds use the provably fair stream.
 */
export class Xoshiro128 extends WordSource {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    super();
    let s = seed >>> 0;
    const next = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
  }

  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** Picks an index by integer weights (one draw of `int(total)`). */
export function weightedIndex(random: RandomSource, weights: readonly number[], total: number): number {
  let ticket = random.int(total);
  for (let i = 0; i < weights.length; i++) {
    ticket -= weights[i] as number;
    if (ticket < 0) return i;
  }
  throw new Error('weights do not add up to their total');
}
