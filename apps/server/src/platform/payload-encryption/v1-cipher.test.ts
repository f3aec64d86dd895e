import { createCipheriv, createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateV1KeyPair, openV1, sealV1 } from './v1-cipher.ts';

/** Square-and-multiply over BigInt, written here so the test does not trust the module's own RSA. */
function rsa(message: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let base = message % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * base) % modulus;
    base = (base * base) % modulus;
  }
  return result;
}

/**
 * What the original web client does: reverse the key, then let its RSA library pack the characters little-endian
 * (character i is digit i in base 256) and raise the block to e mod n, sent as hex.
 */
function originalClientEnvelope(key: string, modulusHex: string): string {
  const reversed = [...key].reverse();
  let block = 0n;
  reversed.forEach((char, i) => {
    block += BigInt(char.charCodeAt(0)) << BigInt(8 * i);
  });
  return rsa(block, 65_537n, BigInt(`0x${modulusHex}`)).toString(16);
}

let privateKey: KeyObject;
let modulusHex: string;

beforeAll(async () => {
  const pair = await generateV1KeyPair();
  privateKey = createPrivateKey(pair.privateKey);
  modulusHex = pair.publicKey;
});

describe('v1 cipher', () => {
  it('two-key triple DES with equal halves is single DES (the textbook vector 133457799BBCDFF1)', () => {
    const key = Buffer.from('133457799BBCDFF1', 'hex');
    const cipher = createCipheriv('des-ede-ecb', Buffer.concat([key, key]), null).setAutoPadding(false);
    const out = Buffer.concat([cipher.update(Buffer.from('0123456789ABCDEF', 'hex')), cipher.final()]);
    expect(out.toString('hex')).toBe('85e813540f0ab405');
  });

  it('hands out a 1024-bit modulus as hex with exponent 65537', () => {
    expect(modulusHex).toMatch(/^[0-9a-f]{256}$/);
    expect(privateKey.asymmetricKeyDetails).toMatchObject({ modulusLength: 1024, publicExponent: 65_537n });
  });

  it('opens a body built the way the original client builds it', () => {
    const key = 'k3Y9pQ2xW7mN4vB8';
    const json = JSON.stringify({ userName: 'demo', password: 'secret', loginDeviceId: 'a-b-c' });
    const des = createCipheriv('des-ede-ecb', Buffer.from(`${key.slice(0, 8)}${key.slice(0, 8)}`), null);
    const value = Buffer.concat([des.update(json, 'utf8'), des.final()]).toString('base64');
    const plain = openV1(privateKey, originalClientEnvelope(key, modulusHex), value);
    expect(plain?.toString('utf8')).toBe(json);
  });

  it('refuses an envelope that is not hex, is not below the modulus, or carries a key under 8 bytes', () => {
    const { value } = sealV1(modulusHex, '{}');
    expect(openV1(privateKey, 'xyz', value)).toBeNull();
    expect(openV1(privateKey, `1${modulusHex}`, value)).toBeNull();
    expect(openV1(privateKey, modulusHex, value)).toBeNull();
    expect(openV1(privateKey, originalClientEnvelope('short', modulusHex), value)).toBeNull();
  });

  it('refuses a body sealed under another modulus or with bad base64', () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'jwk' });
    const foreign = sealV1(Buffer.from(other.n ?? '', 'base64url').toString('hex'), '{"a":1}');
    const opened = openV1(privateKey, foreign.envelope, foreign.value);
    // Textbook RSA has no integrity: the wrong key almost always fails the padding and never yields the JSON.
    expect(opened?.toString('utf8')).not.toBe('{"a":1}');
    const sealed = sealV1(modulusHex, '{"a":1}');
    expect(openV1(privateKey, sealed.envelope, `${sealed.value}*`)).toBeNull();
  });

  it('round-trips any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = JSON.stringify(value);
        const sealed = sealV1(modulusHex, json);
        expect(openV1(privateKey, sealed.envelope, sealed.value)?.toString('utf8')).toBe(json);
      }),
    );
  });
});
