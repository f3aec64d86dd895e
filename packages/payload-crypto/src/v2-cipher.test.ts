import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateV2KeyPair, openV2, sealV2 } from './v2-cipher.ts';

let privateKey: KeyObject;
let spki: string;

beforeAll(async () => {
  const pair = await generateV2KeyPair();
  privateKey = createPrivateKey(pair.privateKey);
  spki = pair.publicKey;
});

const flipByte = (base64: string, index: number) => {
  const bytes = Buffer.from(base64, 'base64');
  const at = index < 0 ? bytes.length + index : index;
  bytes[at] = (bytes[at] ?? 0) ^ 0x01;
  return bytes.toString('base64');
};

describe('v2 cipher', () => {
  it('hands out a 2048-bit RSA public key as base64 SPKI', () => {
    const key = createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' });
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
  });

  it('puts the prefix, a 256-byte wrapped key, the IV, the ciphertext and a 16-byte tag on the wire', () => {
    const { envelope, value } = sealV2(spki, 'hello');
    expect(envelope.startsWith('v2.')).toBe(true);
    expect(Buffer.from(envelope.slice(3), 'base64')).toHaveLength(256);
    expect(Buffer.from(value, 'base64')).toHaveLength(12 + 5 + 16);
  });

  it('refuses a tampered IV, ciphertext, tag or wrapped key', () => {
    const { envelope, value } = sealV2(spki, '{"amount":100}');
    expect(openV2(privateKey, envelope, value)?.toString()).toBe('{"amount":100}');
    for (const index of [0, 12, -1]) expect(openV2(privateKey, envelope, flipByte(value, index))).toBeNull();
    expect(openV2(privateKey, `v2.${flipByte(envelope.slice(3), 10)}`, value)).toBeNull();
  });

  it('refuses a key sealed for another pair, a missing prefix, bad base64 and a value shorter than IV and tag', () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'der' });
    const foreign = sealV2(other.toString('base64'), '{}');
    expect(openV2(privateKey, foreign.envelope, foreign.value)).toBeNull();
    const { envelope, value } = sealV2(spki, '{}');
    expect(openV2(privateKey, envelope.slice(3), value)).toBeNull();
    expect(openV2(privateKey, envelope, `${value.slice(0, -4)}@@@@`)).toBeNull();
    expect(openV2(privateKey, envelope, Buffer.alloc(27).toString('base64'))).toBeNull();
  });

  it('round-trips any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = JSON.stringify(value);
        const sealed = sealV2(spki, json);
        expect(openV2(privateKey, sealed.envelope, sealed.value)?.toString('utf8')).toBe(json);
      }),
    );
  });
});
