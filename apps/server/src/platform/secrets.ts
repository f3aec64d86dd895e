import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A bearer secret (session, remember-me, reset link): 32 random bytes, base64url. Store only `sha256` of it. */
export const newToken = () => randomBytes(32).toString('base64url');

/** A non-secret random handle (session id, captcha id). */
export const newHandle = () => randomBytes(16).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** `count` random decimal digits, e.g. an SMS code. */
export const randomDigits = (count: number) => Array.from({ length: count }, () => String(randomInt(10))).join('');

/** `count` characters drawn uniformly from `alphabet`. */
export const randomChars = (alphabet: string, count: number) =>
  Array.from({ length: count }, () => alphabet[randomInt(alphabet.length)]).join('');

const HEX_DIGITS = /^[0-9a-f]+$/i;

/**
 * Compares a hex digest computed here with one that came from outside, in constant time. The outside one must be
 * exactly as long and hex digits only: Node's hex decoder stops at the first other character and drops an odd last
 * digit, so a decoded comparison alone would accept a valid signature followed by anything.
 */
export function sameDigest(expected: string, given: string): boolean {
  if (expected.length === 0 || given.length !== expected.length || !HEX_DIGITS.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

/** Compares a secret a caller sent with the configured one in constant time, whatever their lengths. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return expected.length > 0 && timingSafeEqual(digest(given), digest(expected));
}
