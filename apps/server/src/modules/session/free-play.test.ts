import { type EndpointName, endpoints, envelopeSchema, loginResultSchema } from '@lotus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, loginAs, movableClock, send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { requireRealAccount } from '../../platform/session-guard.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';

const clock = movableClock();
let t: TestApp;

/** Endpoints marked `trial: false`: real money and member panels. */
const realOnly = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].trial === false);

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function freePlay() {
  const res = await send(t.app, 'freePlay', { os: 'web', platform: 'W' }, { headers: { 'x-gateway-version': '3' } });
  expect(res.statusCode).toBe(200);
  return envelopeSchema(loginResultSchema).parse(res.json()).value;
}

describe('POST /wps/session/login/freeplay', () => {
  it('creates a trial account (type 4) that lasts 24 hours and is logged in', async () => {
    const value = await freePlay();
    expect(value.customerType).toBe(4);
    expect(value.userName).toMatch(/^guest_[a-z2-9]{10}$/);
    expect(value.expiresAt).toBe(clock.now().getTime() + 24 * HOUR);
    const info = await send(t.app, 'memberInfo', undefined, { token: value.token });
    expect(info.json().value).toMatchObject({ type: 4, isTrial: true, hasPassword: false });
  });

  it('ignores what else existing clients put in the body', async () => {
    const res = await send(t.app, 'freePlay', { value: 'ciphertext', os: 'web' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses the trial account with in_need_true_account on every endpoint marked real-only', async () => {
    const { token } = await freePlay();
    expect(realOnly).toEqual(
      expect.arrayContaining([
        'walletTransfer',
        'consolidated',
        'unreadCount',
        'changePassword',
        'avatar',
        'setPaymentPassword',
      ]),
    );
    for (const name of realOnly) {
      const endpoint = endpoints[name];
      const methods = typeof endpoint.method === 'string' ? [endpoint.method] : [...endpoint.method];
      for (const method of methods) {
        const res = await send(t.app, name, method === 'GET' ? undefined : {}, { token, method, plain: true });
        expect(res.statusCode, `${method} ${endpoint.path}`).toBe(403);
        expect(res.json()).toMatchObject({
          errorCode: 'in_need_true_account',
          message: 'A real account is needed for this',
        });
      }
    }
  });

  it('offers handlers the same check for real-money requests on shared endpoints', () => {
    const trial = { sessionId: 's', memberId: 1, merchantId: 1, memberType: 4 };
    expect(() => requireRealAccount(trial)).toThrow('in_need_true_account');
    expect(() => requireRealAccount({ ...trial, memberType: 0 })).not.toThrow();
    expect(() => requireRealAccount(null)).not.toThrow();
  });

  it('lets real members through the same gate', async () => {
    const token = await loginAs(t.app);
    const res = await send(t.app, 'consolidated', undefined, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: { sumBalance: expect.any(Number) } });
  });

  it('keeps its session for the 24 hours of the account (while used), then the token is dead', async () => {
    const { token } = await freePlay();
    for (let spent = 0; spent < 24 * HOUR; spent += 20 * 60_000) {
      expect((await send(t.app, 'memberInfo', undefined, { token })).statusCode).toBe(200);
      clock.advance(20 * 60_000);
    }
    const res = await send(t.app, 'memberInfo', undefined, { token });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('login.not.session');
  });

  it('limits the accounts one address creates per hour', async () => {
    const strict = await createTestApp({ db: t.db, clock, config: { accountsPerHour: 2 } });
    try {
      const ip = '10.4.0.1';
      for (let i = 0; i < 2; i++)
        expect((await send(strict.app, 'freePlay', {}, { remoteAddress: ip })).statusCode).toBe(200);
      const third = await send(strict.app, 'freePlay', {}, { remoteAddress: ip });
      expect(third.statusCode).toBe(429);
      expect(third.json().errorCode).toBe('rate.limited');
      expect(third.json().value.retryAfterSeconds).toBeGreaterThan(0);
      // Registration shares the limit's size, counted on its own.
      expect((await send(strict.app, 'register', { termsAccepted: true }, { remoteAddress: ip })).statusCode).toBe(400);
    } finally {
      await strict.close();
    }
  });

  it('is off without FREEPLAY3', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: ['FREEPLAY3'] });
    try {
      expect((await send(t.app, 'freePlay', {})).json().errorCode).toBe('function.not.available');
    } finally {
      await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: [] });
    }
  });
});
