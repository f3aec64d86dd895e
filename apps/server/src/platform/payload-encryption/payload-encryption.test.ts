import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { DEMO_MERCHANT_CODE, ENCRYPTION_V1_MODULE, flattenWhitelabel } from '@lotus/contract';
import { sealV2 } from '@lotus/payload-crypto';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/create-test-app.ts';
import { encryptedPayload } from '../../../test/encrypted-payload.ts';
import { updateMerchantSettings } from '../../modules/system/merchant-settings.ts';
import { sealV1 } from './v1-cipher.ts';

let t: TestApp;
let reached = 0;
const loginUrl = '/wps/test/login';

beforeAll(async () => {
  t = await createTestApp();
  // Stand-ins for the real encrypted endpoints: one echoes what it received, one validates it with a strict schema.
  t.app.post(loginUrl, { config: { endpoint: 'login' } }, async (request) => {
    reached += 1;
    return { received: request.body };
  });
  t.app.withTypeProvider<ZodTypeProvider>().put('/wps/test/register', {
    config: { endpoint: 'register' },
    schema: { body: z.strictObject({ userName: z.string().min(4) }) },
    handler: async (request) => ({ userName: request.body.userName }),
  });
});
afterAll(() => t.close());
beforeEach(() => {
  reached = 0;
});
afterEach(() => updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, { disabledModules: [] }));

const post = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: loginUrl, headers: { ...demoHeaders, ...headers }, payload: payload as object });

const keyText = async (query: Record<string, string>) =>
  (await t.app.inject({ url: '/wps/session/key/rsa', query, headers: demoHeaders })).body;

async function expectRefused(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
  expect(reached).toBe(0);
}

describe('the key endpoint', () => {
  it('answers the v1 modulus as bare hex, not cached, the same on every call', async () => {
    const res = await t.app.inject({ url: '/wps/session/key/rsa?t=1700000000000', headers: demoHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^[0-9a-f]{256}$/);
    expect(await keyText({ t: '2' })).toBe(res.body);
  });

  it('answers the v2 key as base64 SPKI that imports as RSA', async () => {
    const spki = await keyText({ v: '2' });
    const key = createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' });
    expect(key.asymmetricKeyType).toBe('rsa');
  });

  it('hands out the v1 key by default: v1 is on for every brand until switched off', async () => {
    const tree = (await t.app.inject({ url: '/wps/system/whitelabel', headers: demoHeaders })).json().value;
    expect(flattenWhitelabel(tree)[ENCRYPTION_V1_MODULE]).toBe(true);
    expect(await keyText({})).toMatch(/^[0-9a-f]{256}$/);
  });

  it('refuses the v1 key, saying v1 is off, when the merchant switched v1 off, and still hands out v2', async () => {
    await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, { disabledModules: [ENCRYPTION_V1_MODULE] });
    const res = await t.app.inject({ url: '/wps/session/key/rsa', headers: demoHeaders });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'encryption.v1.off' });
    expect(res.json().message).toContain('v1');
    expect(await keyText({ v: '2' })).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('needs a known merchant', async () => {
    const res = await t.app.inject({ url: '/wps/session/key/rsa', headers: { merchant: 'NOPE' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('function.not.available');
  });
});

describe('encrypted calls', () => {
  it.each(['v1', 'v2'] as const)('%s: the handler receives the decrypted JSON', async (scheme) => {
    const body = { userName: 'demo', password: 'pässwörd 密码', loginDeviceId: 'd', nested: [1, { a: null }] };
    const enc = await encryptedPayload(t.app, body, { scheme });
    const res = await post(enc.headers, enc.payload);
    expect(res.json()).toEqual({ success: true, value: { received: body } });
  });

  it('ignores the X-Digest and X-RSA headers of existing clients', async () => {
    const enc = await encryptedPayload(t.app, { a: 1 }, { scheme: 'v1' });
    const res = await post({ ...enc.headers, 'x-digest': 'abc', 'x-rsa': 'def' }, enc.payload);
    expect(res.json()).toEqual({ success: true, value: { received: { a: 1 } } });
  });

  it("validates the plaintext with the route's schema", async () => {
    const enc = await encryptedPayload(t.app, { userName: 'ab', isAdmin: true });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/test/register',
      headers: { ...demoHeaders, ...enc.headers },
      payload: enc.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request.invalid');
    const ok = await encryptedPayload(t.app, { userName: 'abcd' });
    const accepted = await t.app.inject({
      method: 'PUT',
      url: '/wps/test/register',
      headers: { ...demoHeaders, ...ok.headers },
      payload: ok.payload,
    });
    expect(accepted.json()).toEqual({ success: true, value: { userName: 'abcd' } });
  });

  it('refuses a plain JSON body without the Encryption header', async () => {
    await expectRefused(await post({}, { userName: 'demo', password: 'secret' }));
  });

  it('refuses an envelope without a value, with an empty or non-string value, or with a repeated header', async () => {
    const enc = await encryptedPayload(t.app, { a: 1 });
    await expectRefused(await post(enc.headers, {}));
    await expectRefused(await post(enc.headers, { value: '' }));
    await expectRefused(await post(enc.headers, { value: 12 }));
    await expectRefused(await post(enc.headers, [enc.payload.value]));
    const repeated = await t.app.inject({
      method: 'POST',
      url: loginUrl,
      headers: { ...demoHeaders, encryption: [enc.headers.encryption ?? '', enc.headers.encryption ?? ''] },
      payload: enc.payload,
    });
    await expectRefused(repeated);
  });

  it('refuses bad base64 and a garbled envelope', async () => {
    const enc = await encryptedPayload(t.app, { a: 1 });
    await expectRefused(await post(enc.headers, { value: `${enc.payload.value.slice(1)}!` }));
    await expectRefused(await post({ encryption: 'v2.not base64' }, enc.payload));
    await expectRefused(await post({ encryption: 'zz-not-hex' }, enc.payload));
  });

  it('refuses a tampered v2 ciphertext: the GCM tag fails', async () => {
    const enc = await encryptedPayload(t.app, { amount: 1 });
    const bytes = Buffer.from(enc.payload.value, 'base64');
    bytes[14] = (bytes[14] ?? 0) ^ 0x01;
    await expectRefused(await post(enc.headers, { value: bytes.toString('base64') }));
  });

  it('refuses a body sealed for a key this server never handed out', async () => {
    const v2 = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'der' });
    const sealed2 = sealV2(v2.toString('base64'), '{"a":1}');
    await expectRefused(await post({ encryption: sealed2.envelope }, { value: sealed2.value }));
    const v1 = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'jwk' });
    const sealed1 = sealV1(Buffer.from(v1.n ?? '', 'base64url').toString('hex'), '{"a":1}');
    await expectRefused(await post({ encryption: sealed1.envelope }, { value: sealed1.value }));
  });

  it.each(['v1', 'v2'] as const)('%s: refuses a plaintext that is not UTF-8 JSON', async (scheme) => {
    const key = await keyText(scheme === 'v2' ? { v: '2' } : {});
    const sealed = (scheme === 'v2' ? sealV2 : sealV1)(key, '{"userName": "demo"');
    await expectRefused(await post({ encryption: sealed.envelope }, { value: sealed.value }));
  });

  it('refuses v1 with a clear error once the merchant switched it off, while v2 keeps working', async () => {
    const v1 = await encryptedPayload(t.app, { a: 1 }, { scheme: 'v1' });
    await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, { disabledModules: [ENCRYPTION_V1_MODULE] });
    const refused = await post(v1.headers, v1.payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'encryption.v1.off' });
    expect(reached).toBe(0);
    const v2 = await encryptedPayload(t.app, { a: 2 });
    expect((await post(v2.headers, v2.payload)).json()).toEqual({ success: true, value: { received: { a: 2 } } });
  });

  it('runs the gates first: a switched-off endpoint answers function.not.available without decrypting', async () => {
    const enc = await encryptedPayload(t.app, { a: 1 });
    await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, { disabledModules: ['COMM3'] });
    const res = await post(enc.headers, enc.payload);
    expect(res.json().errorCode).toBe('function.not.available');
    expect(reached).toBe(0);
  });
});
