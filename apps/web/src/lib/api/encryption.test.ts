import { createPrivateKey, type KeyObject } from 'node:crypto';
// The server's own code, so that what the browser sends is proven to open where it is received.
import { generateV2KeyPair, openV2, sealV2 } from '@lotus/payload-crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createPayloadSealer, importPayloadKey, sealPayload } from './encryption';

let serverKey: { spki: string; privateKey: KeyObject };

beforeAll(async () => {
  const pair = await generateV2KeyPair();
  serverKey = { spki: pair.publicKey, privateKey: createPrivateKey(pair.privateKey) };
});

const open = (sealed: { envelope: string; body: { value: string } }) =>
  openV2(serverKey.privateKey, sealed.envelope, sealed.body.value)?.toString('utf8');

describe('v2 payload encryption in the browser', () => {
  it('imports the key the server hands out and seals a body the server opens', async () => {
    const key = await importPayloadKey(serverKey.spki);
    const body = { userName: 'demo', password: 'pässwörd 密码', loginDeviceId: 'x' };
    const sealed = await sealPayload(key, body);
    expect(sealed.envelope).toMatch(/^v2\.[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(open(sealed) ?? 'null')).toEqual(body);
  });

  it('seals a large body (more than one slice of the base64 encoder)', async () => {
    const key = await importPayloadKey(serverKey.spki);
    const body = { text: 'é'.repeat(100_000) };
    expect(JSON.parse(open(await sealPayload(key, body)) ?? 'null')).toEqual(body);
  });

  it('uses a fresh AES key and IV for every body', async () => {
    const key = await importPayloadKey(serverKey.spki);
    const [a, b] = await Promise.all([sealPayload(key, { a: 1 }), sealPayload(key, { a: 1 })]);
    expect(a.envelope).not.toBe(b.envelope);
    expect(a.body.value.slice(0, 16)).not.toBe(b.body.value.slice(0, 16));
  });

  it('round-trips any JSON value from the browser to the server', async () => {
    const key = await importPayloadKey(serverKey.spki);
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        expect(open(await sealPayload(key, value))).toBe(JSON.stringify(value));
      }),
      { numRuns: 50 },
    );
  });

  it("shares the wire format both ways: WebCrypto opens what the server's sealer builds for a WebCrypto key", async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
    const sealed = sealV2(spki, '{"from":"server"}');
    const raw = await crypto.subtle.decrypt(
      { name: 'RSA-OAEP' },
      pair.privateKey,
      Buffer.from(sealed.envelope.slice(3), 'base64'),
    );
    const bytes = Buffer.from(sealed.value, 'base64');
    const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, 12) }, aes, bytes.subarray(12));
    expect(new TextDecoder().decode(plain)).toBe('{"from":"server"}');
  });
});

describe('payload sealer', () => {
  it('fetches the key once for many bodies, and again after forget()', async () => {
    const loadKey = vi.fn(async () => serverKey.spki);
    const sealer = createPayloadSealer(loadKey);
    await Promise.all([sealer.seal({ a: 1 }), sealer.seal({ a: 2 })]);
    await sealer.seal({ a: 3 });
    expect(loadKey).toHaveBeenCalledTimes(1);
    sealer.forget();
    expect(open(await sealer.seal({ a: 4 }))).toBe('{"a":4}');
    expect(loadKey).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed key fetch', async () => {
    const loadKey = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(serverKey.spki);
    const sealer = createPayloadSealer(loadKey);
    await expect(sealer.seal({})).rejects.toThrow('offline');
    expect(open(await sealer.seal({ ok: true }))).toBe('{"ok":true}');
  });
});
