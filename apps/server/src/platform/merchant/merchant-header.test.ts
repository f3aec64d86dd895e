import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMerchantHeader } from './merchant-header.ts';

const code = fc.stringMatching(/^[A-Za-z0-9_-]{1,32}$/);

describe('parseMerchantHeader', () => {
  it('accepts one well-formed code, trimmed', () => {
    fc.assert(
      fc.property(code, fc.constantFrom('', ' ', '\t'), (c, pad) => {
        expect(parseMerchantHeader(`${pad}${c}${pad}`)).toBe(c);
        expect(parseMerchantHeader([c])).toBe(c);
      }),
    );
  });

  it('refuses a repeated header in either form', () => {
    fc.assert(
      fc.property(code, code, (a, b) => {
        expect(parseMerchantHeader(`${a}, ${b}`)).toBeNull();
        expect(parseMerchantHeader(`${a},${b}`)).toBeNull();
        expect(parseMerchantHeader([a, b])).toBeNull();
      }),
    );
  });

  it('whatever it returns is a well-formed code found in the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(fc.string()), fc.constant(undefined)), (raw) => {
        const parsed = parseMerchantHeader(raw);
        if (parsed !== null) {
          expect(parsed).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
          expect(([] as string[]).concat(raw ?? []).join('')).toContain(parsed);
        }
      }),
    );
  });

  it('refuses missing, empty and oversized values', () => {
    expect(parseMerchantHeader(undefined)).toBeNull();
    expect(parseMerchantHeader('')).toBeNull();
    expect(parseMerchantHeader([])).toBeNull();
    expect(parseMerchantHeader('A'.repeat(33))).toBeNull();
  });
});
