import { type EndpointName, endpoints, errorEnvelopeSchema } from '@lotus/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { encryptedPayload } from '../../../test/encrypted-payload.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app);
});
afterAll(() => t.close());

/** The endpoints of accounts and sessions that take a body. */
const withBody: EndpointName[] = [
  'login',
  'loginVerification',
  'loginVerificationCode',
  'rememberLogin',
  'freePlay',
  'smsNoLogin',
  'smsRegister',
  'register',
  'registerMobile',
  'changePassword',
  'forgotByEmail',
  'resetByEmail',
  'resetByPhone',
  'setPaymentPassword',
  'changePaymentPassword',
  'totpConfirm',
];

const methodOf = (name: EndpointName) => {
  const method = endpoints[name].method;
  return typeof method === 'string' ? method : method[0];
};

/** JSON a careless or hostile client might send: wrong types, nesting, huge and odd strings. */
const bodyArb = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom('username', 'password', 'mobileNum', 'code', 'verificationToken', 'captcha', 'newPassword', 'x'),
    fc.oneof(fc.string({ maxLength: 300 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string())),
  ),
);

describe('bad input', () => {
  it('every account endpoint answers any JSON with a 2xx or a 4xx envelope, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withBody), bodyArb, async (name, body) => {
        const res = await send(t.app, name, body, { token, method: methodOf(name) });
        expect(res.statusCode, `${name} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(() => errorEnvelopeSchema.parse(res.json())).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('every encrypted account endpoint refuses a plain body and a tampered ciphertext with request_body_required', async () => {
    const encrypted = withBody.filter((name) => endpoints[name].encrypted);
    expect(encrypted.length).toBeGreaterThanOrEqual(7);
    for (const name of encrypted) {
      const sealed = await encryptedPayload(t.app, { username: 'demo', password: 'Demo1234' });
      const value = sealed.payload.value;
      const flipped = `${value.slice(0, 30)}${value[30] === 'A' ? 'B' : 'A'}${value.slice(31)}`;
      for (const payload of [{ value: flipped }, { username: 'demo', password: 'Demo1234' }]) {
        const res = await t.app.inject({
          method: methodOf(name),
          url: endpoints[name].path,
          headers: { merchant: 'LOTUS', authorization: token, ...sealed.headers },
          payload,
        });
        expect(res.statusCode, name).toBe(400);
        expect(res.json().errorCode, name).toBe('request_body_required');
      }
    }
  });

  it('an unreadable body is a 400 too', async () => {
    for (const name of withBody) {
      const endpoint = endpoints[name];
      const res = await t.app.inject({
        method: methodOf(name),
        url: endpoint.path,
        headers: { merchant: 'LOTUS', authorization: token, 'content-type': 'application/json' },
        payload: '{"username": "demo", ',
      });
      expect(res.statusCode, name).toBe(400);
    }
  });
});
