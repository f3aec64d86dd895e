import { createHmac } from 'node:crypto';
import { decodeBase64 } from '@lotus/payload-crypto';
import { describe, expect, it } from 'vitest';
import { sameDigest, sameSecret } from './secrets.ts';

const digest = createHmac('sha256', 'secret').update('body').digest('hex');

describe('sameDigest', () => {
  it('accepts the digest itself, in either letter case', () => {
    expect(sameDigest(digest, digest)).toBe(true);
    expect(sameDigest(digest, digest.toUpperCase())).toBe(true);
  });

  it('refuses a valid digest with anything after it, or anything short of it', () => {
    for (const trailing of ['0', '00', 'z', 'zz', ' ', '\n', 'g0', digest]) {
      expect(sameDigest(digest, `${digest}${trailing}`), JSON.stringify(trailing)).toBe(false);
    }
    expect(sameDigest(digest, digest.slice(0, -1))).toBe(false);
    expect(sameDigest(digest, digest.slice(0, -2))).toBe(false);
    expect(sameDigest(digest, `${digest.slice(0, -1)}z`)).toBe(false);
    expect(sameDigest(digest, '')).toBe(false);
    expect(sameDigest('', '')).toBe(false);
  });
});

describe('sameSecret', () => {
  it('is true for the exact secret only', () => {
    expect(sameSecret('token-0123456789', 'token-0123456789')).toBe(true);
    expect(sameSecret('token-0123456789x', 'token-0123456789')).toBe(false);
    expect(sameSecret('token-012345678', 'token-0123456789')).toBe(false);
    expect(sameSecret('', '')).toBe(false);
  });
});

describe('decodeBase64', () => {
  it('reads canonical padded base64 and nothing else', () => {
    expect(decodeBase64('QUJD')?.toString()).toBe('ABC');
    expect(decodeBase64('QQ==')?.toString()).toBe('A');
    // The same byte with non-zero unused bits, trailing garbage, missing padding, URL alphabet, whitespace.
    for (const text of ['QR==', 'QUJD!', 'QUJDRA', 'QUJD\n', 'QU-_', ' QUJD'])
      expect(decodeBase64(text), text).toBeNull();
  });
});
