import { customerServiceLinkVector } from '@lotus/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptServiceLink, encryptServiceLink } from './customer-service-link.ts';

describe('customer-service link codec', () => {
  it('matches the contract test vector both ways', () => {
    expect(encryptServiceLink(customerServiceLinkVector.url, customerServiceLinkVector.key)).toBe(
      customerServiceLinkVector.path,
    );
    expect(decryptServiceLink(customerServiceLinkVector.path)).toBe(customerServiceLinkVector.url);
  });

  it('round-trips any URL under any printable 8-character key', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.stringMatching(/^[\x21-\x7e]{8}$/), (url, key) => {
        const path = encryptServiceLink(url, key);
        expect(path.endsWith(key)).toBe(true);
        expect(decryptServiceLink(path)).toBe(url);
      }),
    );
  });

  it('returns null for links that do not decrypt', () => {
    expect(decryptServiceLink('short')).toBeNull();
    expect(decryptServiceLink(`AAAA${customerServiceLinkVector.key}`)).toBeNull();
    expect(decryptServiceLink(customerServiceLinkVector.path.replace(/.{8}$/, 'Zz9Zz9Zz'))).toBeNull();
  });

  it('refuses keys that are not 8 printable ASCII characters', () => {
    expect(() => encryptServiceLink('https://x', 'short')).toThrow();
    expect(() => encryptServiceLink('https://x', 'ключ1234')).toThrow();
  });
});
