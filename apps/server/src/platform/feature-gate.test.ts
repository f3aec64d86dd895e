import { envelopeSchema, flattenWhitelabel, whitelabelTreeSchema } from '@lotus/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoHeaders, type TestApp } from '../../test/create-test-app.ts';
import { updateMerchantSettings } from '../modules/system/merchant-settings.ts';
import type { Session } from './session-guard.ts';

let t: TestApp;
const session: Session = { sessionId: 'test-session', memberId: 7, merchantId: 1, memberType: 0 };

beforeAll(async () => {
  t = await createTestApp({ sessionResolver: async ({ token }) => (token === 'valid-token' ? session : null) });
  // Endpoints of later issues, declared here on test paths so the gates can be exercised today.
  t.app.get('/wps/test/affiliate', { config: { endpoint: 'affiliate' } }, async () => ({ success: true }));
  t.app.get('/wps/test/member-info', { config: { endpoint: 'memberInfo' } }, async (request) => ({
    memberId: request.session?.memberId,
  }));
});
afterAll(() => t.close());
afterEach(() => updateMerchantSettings(t.db, 'LOTUS', { disabledModules: [] }));

describe('feature gates', () => {
  it('a switched-off module answers 400 function.not.available and shows as off in the tree', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: ['REG3'] });
    const res = await t.app.inject({ url: '/wps/system/setting/register', headers: demoHeaders });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'function.not.available',
      message: 'This function is not available',
      value: {},
    });
    const tree = envelopeSchema(whitelabelTreeSchema).parse(
      (await t.app.inject({ url: '/wps/system/whitelabel', headers: demoHeaders })).json(),
    ).value;
    const flags = flattenWhitelabel(tree);
    expect(flags.REG3).toBe(false);
    expect(flags.AFFMAN3).toBe(false);
  });

  it('a module under a switched-off parent is off too', async () => {
    expect((await t.app.inject({ url: '/wps/test/affiliate', headers: demoHeaders })).statusCode).toBe(200);
    await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: ['REG3'] });
    const res = await t.app.inject({ url: '/wps/test/affiliate', headers: demoHeaders });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('function.not.available');
  });

  it('switching a module back on takes effect at once', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: ['AFFMAN3'] });
    expect((await t.app.inject({ url: '/wps/test/affiliate', headers: demoHeaders })).statusCode).toBe(400);
    await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: [] });
    expect((await t.app.inject({ url: '/wps/test/affiliate', headers: demoHeaders })).statusCode).toBe(200);
  });
});

describe('session guard', () => {
  it('an endpoint that needs login answers 401 login.not.session without a valid token', async () => {
    for (const authorization of [undefined, 'wrong-token']) {
      const res = await t.app.inject({
        url: '/wps/test/member-info',
        headers: { ...demoHeaders, ...(authorization ? { authorization } : {}) },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
    }
  });

  it('passes the session to the handler when the resolver knows the token', async () => {
    const res = await t.app.inject({
      url: '/wps/test/member-info',
      headers: { ...demoHeaders, authorization: 'valid-token' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { memberId: 7 } });
  });

  it('by default sessions come from the sessions table, where a made-up token has none', async () => {
    const plain = await createTestApp({ db: t.db });
    plain.app.get('/wps/test/member-info', { config: { endpoint: 'memberInfo' } }, async () => ({}));
    const res = await plain.app.inject({
      url: '/wps/test/member-info',
      headers: { ...demoHeaders, authorization: 'valid-token' },
    });
    expect(res.statusCode).toBe(401);
    await plain.close();
  });
});
