import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, newTotpSecret, totpCode, verifyTotp } from './totp.ts';

// RFC 6238 appendix B, SHA-1 secret, truncated to the 6 digits authenticator apps show.
const rfcSecret = Buffer.from('12345678901234567890');
const vectors: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
];

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors', () => {
    for (const [seconds, code] of vectors) expect(hotp(rfcSecret, Math.floor(seconds / 30))).toBe(code);
  });

  it('round-trips base32 and reads secrets as authenticator apps write them', () => {
    const secret = base32Encode(rfcSecret);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(secret.toLowerCase())).toEqual(rfcSecret);
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('accepts the current step and one step of drift either way, nothing else', () => {
    const secret = base32Encode(rfcSecret);
    const now = new Date(1111111111 * 1000);
    expect(verifyTotp(secret, totpCode(secret, now), now)).toBe(Math.floor(1111111111 / 30));
    expect(verifyTotp(secret, totpCode(secret, new Date(now.getTime() - 30_000)), now)).not.toBeNull();
    expect(verifyTotp(secret, totpCode(secret, new Date(now.getTime() + 30_000)), now)).not.toBeNull();
    expect(verifyTotp(secret, totpCode(secret, new Date(now.getTime() - 90_000)), now)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', now)).toBeNull();
  });
});
