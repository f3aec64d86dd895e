import { defaultAuthSettings, defaultCashierSettings } from '@lotus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';
import { verifyLedger } from './ledger/verify-ledger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /wps/v2/wallets/balance', () => {
  it('shows a member with no money yet an empty main wallet in the merchant currency', async () => {
    const res = await send(t.app, 'balance', undefined, { token: await loginAs(t.app) });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({
      sumBalance: 0,
      balance: [{ accountTypeId: 'MAIN', availBalance: 0 }],
      currency: 'CNY',
      currencySymbol: '¥',
    });
  });

  it('shows a free-play account the play money the ledger granted it, once', async () => {
    const trial = await send(t.app, 'freePlay', {});
    expect(trial.statusCode).toBe(200);
    const res = await send(t.app, 'balance', undefined, { token: trial.json().value.token });
    const playMoney = defaultAuthSettings.trialPlayMoney / 100;
    expect(res.json().value).toMatchObject({
      sumBalance: playMoney,
      balance: [{ accountTypeId: 'MAIN', availBalance: playMoney }],
    });
    expect(await verifyLedger(t.db.orm)).toMatchObject({ ok: true, total: '0' });
  });

  it('answers 401 without a live session', async () => {
    const res = await send(t.app, 'balance');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });
});

describe('GET GCS_merchantWallet', () => {
  it("tells a member the merchant's wallet model, and only a member", async () => {
    const token = await loginAs(t.app);
    expect((await send(t.app, 'merchantWallet', undefined, { token })).json().value).toEqual({ isSingle: true });
    await updateMerchantSettings(t.db, 'LOTUS', { cashier: { ...defaultCashierSettings, singleWallet: false } });
    expect((await send(t.app, 'merchantWallet', undefined, { token })).json().value).toEqual({ isSingle: false });
    expect((await send(t.app, 'merchantWallet')).statusCode).toBe(401);
  });
});
