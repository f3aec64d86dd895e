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

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
