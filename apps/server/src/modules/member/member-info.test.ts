import { avatarSchema, DEMO_ACCOUNTS, envelopeSchema, memberInfoSchema } from '@lotus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /wps/member/info', () => {
  it('describes the logged-in member with masked contacts', async () => {
    const token = await loginAs(t.app, DEMO_ACCOUNTS.agent);
    const { value } = envelopeSchema(memberInfoSchema).parse(
      (await send(t.app, 'memberInfo', undefined, { token })).json(),
    );
    expect(value).toMatchObject({
      account: 'agent',
      type: 1,
      isAgent: true,
      isTrial: false,
      mobile: '+86 138****0002',
      email: 'a***@lotus.example',
      realName: 'D*********',
      hasPassword: true,
    });
    expect(value.lastLoginAt).toBeGreaterThan(0);
  });

  it("names the member's VIP level in the request's language while the brand runs VIP", async () => {
    const token = await loginAs(t.app);
    const info = async (language: string) =>
      envelopeSchema(memberInfoSchema).parse(
        (await send(t.app, 'memberInfo', undefined, { token, headers: { language } })).json(),
      ).value;
    expect(await info('EN')).toMatchObject({ hasVip: true, vipRankLevel: 0, vipLabelName: 'Member' });
    expect(await info('CN')).toMatchObject({ hasVip: true, vipRankLevel: 0, vipLabelName: '会员' });
    await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: ['VIP3'] });
    try {
      expect(await info('EN')).toMatchObject({ hasVip: false, vipRankLevel: 0, vipLabelName: null });
    } finally {
      await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: [] });
    }
  });

  it('answers 401 login.not.session without a live token', async () => {
    const res = await send(t.app, 'memberInfo');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'login.not.session',
      message: 'You are not logged in, please login',
      value: {},
    });
  });
});

describe('/wps/member/info/icon', () => {
  it('reads and sets one of the preset avatars', async () => {
    const token = await loginAs(t.app);
    const initial = envelopeSchema(avatarSchema).parse((await send(t.app, 'avatar', undefined, { token })).json());
    expect(initial.value.icon).toBeNull();
    const set = await send(t.app, 'avatar', { icon: 'a07' }, { token, method: 'POST' });
    expect(set.json()).toEqual({ success: true, value: { icon: 'a07' } });
    expect((await send(t.app, 'avatar', undefined, { token })).json().value.icon).toBe('a07');
    expect((await send(t.app, 'memberInfo', undefined, { token })).json().value.icon).toBe('a07');
  });

  it('refuses anything but a preset id', async () => {
    const token = await loginAs(t.app);
    for (const body of [{ icon: 'https://evil.example/x.png' }, { icon: 'a13' }, {}]) {
      const res = await send(t.app, 'avatar', body, { token, method: 'POST' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
  });
});
