import { DEMO_ACCOUNTS, DEMO_MERCHANT_CODE, defaultCashierSettings, defaultEarningsSettings } from '@lotus/contract';
import { eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, send } from '../../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { auditLog, merchants } from '../../../db/schema.ts';
import { demoRegisterRules } from '../../../db/seed/demo-register-rules.ts';
import { updateMerchantSettings } from '../../system/merchant-settings.ts';

let t: TestApp;
let admin: string;
let finance: string;

const call = (method: InjectOptions['method'], token: string, payload?: unknown) =>
  consoleCall(t.app, token, method, '/settings', payload);
const read = async () => (await call('GET', admin)).json().value;
const audits = async () =>
  (await t.db.orm.select().from(auditLog).where(like(auditLog.event, 'console.settings.%'))).map((a) => ({
    event: a.event,
    operatorId: a.operatorId,
    detail: a.detail,
  }));
const status = async (remoteAddress = '203.0.113.7') =>
  (await send(t.app, 'systemStatus', undefined, { remoteAddress })).json().value;
const storedRow = async () =>
  (await t.db.orm.select().from(merchants).where(eq(merchants.code, DEMO_MERCHANT_CODE)))[0];

beforeAll(async () => {
  t = await createTestApp();
  await insertOperator(t.db, 'cashier', 'Oper1234', 'finance');
  admin = await consoleSignIn(t.app, DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
  finance = await consoleSignIn(t.app, 'cashier', 'Oper1234');
});
afterAll(() => t.close());
afterEach(async () => {
  await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, {
    maintenance: { on: false },
    regionBlock: { blockedCountries: [], allowCidrs: [], denyCidrs: [] },
    registerRules: demoRegisterRules,
    disabledModules: [],
    cashier: defaultCashierSettings,
    earnings: defaultEarningsSettings,
  });
});

describe('brand settings in the console', () => {
  it('shows every section, money in major units, and the countries of the picker', async () => {
    const value = await read();
    expect(value.maintenance).toEqual({ on: false, endsAt: null, message: null, allowCidrs: [] });
    expect(value.cashier).toMatchObject({ withdrawMin: 100, withdrawMax: 50_000, adjustmentApprovalAbove: 1000 });
    expect(value.registerRules.username).toMatchObject({ enabled: true, required: true, patternId: 2 });
    expect(value.countries).toContainEqual({ code: 'US', name: { EN: 'United States', CN: '美国' } });
    expect(value.contracts.dividendMaxRate).toBeTypeOf('number');
  });

  it('maintenance: switched on for everyone but the allowed addresses, audited, and switched off again', async () => {
    const res = await call('PUT', admin, {
      maintenance: {
        on: true,
        endsAt: null,
        message: { EN: 'Back at noon', CN: '中午恢复' },
        allowCidrs: ['198.51.100.0/24'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.maintenance).toMatchObject({ on: true, allowCidrs: ['198.51.100.0/24'] });

    // Players see it on their very next request; the office range still sees the site.
    expect(await status()).toMatchObject({ systemStatus: 1, maintenanceInfo: { message: 'Back at noon' } });
    expect((await status('198.51.100.20')).systemStatus).toBe(0);
    const refused = await send(t.app, 'announcements', undefined, { remoteAddress: '203.0.113.7' });
    expect(refused.statusCode).toBe(503);
    const allowed = await send(t.app, 'announcements', undefined, { remoteAddress: '198.51.100.20' });
    expect(allowed.statusCode).toBe(200);

    const [entry] = await audits();
    expect(entry).toMatchObject({
      event: 'console.settings.maintenance',
      operatorId: expect.any(Number),
      detail: {
        before: { on: false, message: null, allowCidrs: [] },
        after: { on: true, message: { EN: 'Back at noon', CN: '中午恢复' }, allowCidrs: ['198.51.100.0/24'] },
      },
    });

    await call('PUT', admin, { maintenance: { on: false } });
    expect((await status()).systemStatus).toBe(0);
  });

  it('region rules: a blocked country is turned away unless an allow range matches', async () => {
    const res = await call('PUT', admin, {
      regionBlock: {
        blockedCountries: ['US'],
        allowCidrs: ['8.8.4.0/24'],
        denyCidrs: ['192.0.2.0/24'],
        message: { EN: 'Not in your country', CN: '您所在地区不提供服务' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await status('8.8.8.8')).toMatchObject({
      systemStatus: 2,
      regionRestrictionInfo: { message: 'Not in your country' },
    });
    expect((await status('8.8.4.4')).systemStatus).toBe(0);
    expect((await status('192.0.2.9')).systemStatus).toBe(2);
    expect((await audits()).map((a) => a.event)).toContain('console.settings.regionBlock');
  });

  it('features: a module switched off is off for players at once, with its subtree', async () => {
    await call('PUT', admin, { disabledModules: ['LOGIN3'] });
    const { info } = await status();
    const login = info.whitelabel.find((n: { modId: string }) => n.modId === 'LOGIN3');
    expect(login.enabled).toBe('0');
    expect(login.childrenNodes.every((n: { enabled: string }) => n.enabled === '1')).toBe(true);
    // The subtree counts as off: a password login is refused.
    expect((await send(t.app, 'login', DEMO_ACCOUNTS.member)).json().success).toBe(false);
    expect((await read()).disabledModules).toEqual(['LOGIN3']);
    const entry = (await audits()).find((a) => a.event === 'console.settings.disabledModules');
    expect(entry?.detail).toEqual({ before: [], after: ['LOGIN3'] });
  });

  it('registration: a field made required is required by the player form and the server', async () => {
    const rules = { ...demoRegisterRules, email: { ...demoRegisterRules.email, required: true } };
    expect((await call('PUT', admin, { registerRules: rules })).statusCode).toBe(200);
    expect((await status()).info.register.email).toMatchObject({ enabled: true, required: true });
    const entry = (await audits()).find((a) => a.event === 'console.settings.registerRules');
    expect(entry?.detail).toEqual({
      before: { email: demoRegisterRules.email },
      after: { email: rules.email },
    });
  });

  it('cashier: amounts typed in major units are stored in minor units and the player limits follow', async () => {
    const cashier = {
      withdrawMin: '50.5',
      withdrawMax: 2000,
      withdrawDailyCount: 3,
      withdrawAutoConfirmMinutes: 60,
      maxBankAccounts: 2,
      adjustmentApprovalAbove: 0,
      singleWallet: true,
      depositTurnoverPercent: 150,
    };
    const res = await call('PUT', admin, { cashier });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.cashier).toMatchObject({
      withdrawMin: 50.5,
      withdrawMax: 2000,
      adjustmentApprovalAbove: 0,
    });
    expect((await storedRow())?.cashierSettings).toMatchObject({ withdrawMin: 5050, withdrawMax: 200_000 });
    const player = await loginAs(t.app);
    const limits = (await send(t.app, 'withdrawalSettings', undefined, { token: player })).json().value;
    expect(limits).toMatchObject({ minAmount: 50.5, maxAmount: 2000, dailyCount: 3 });
    expect((await audits()).map((a) => a.event)).toContain('console.settings.cashier');
  });

  it('contract caps and sign-in settings are saved and read back; social secrets are write-only', async () => {
    const contracts = {
      dividendMaxRate: 35.5,
      dailySalaryMaxRate: 1.5,
      hourlySalaryMaxRate: 0.5,
      realtimeProfitMaxRate: 0.8,
      realtimeLossMaxRate: 0.6,
    };
    const provider = { provider: 'google', issuer: 'https://accounts.google.com', clientId: 'lotus-web' };
    let res = await call('PUT', admin, {
      contracts,
      auth: {
        sessionIdleMinutes: 45,
        trialPlayMoney: 1500,
        socialProviders: [{ ...provider, clientSecret: 's3cr3t' }],
      },
    });
    expect(res.statusCode).toBe(200);
    // Left out, the offer expiry is the default.
    expect(res.json().value.contracts).toEqual({ ...contracts, offerExpiryDays: 7 });
    expect(res.json().value.auth).toMatchObject({
      sessionIdleMinutes: 45,
      trialPlayMoney: 1500,
      socialProviders: [{ ...provider, secretSet: true }],
    });
    expect(res.body).not.toContain('s3cr3t');
    // The roles that must use an authenticator: read back, then restored so other tests sign in as before.
    res = await call('PUT', admin, { auth: { operatorTotpRoles: ['finance'] } });
    expect(res.json().value.auth.operatorTotpRoles).toEqual(['finance']);
    expect((await storedRow())?.authSettings.operatorTotpRoles).toEqual(['finance']);
    res = await call('PUT', admin, { auth: { operatorTotpRoles: [] } });
    expect(res.json().value.auth.operatorTotpRoles).toEqual([]);
    // Saving again without the secret keeps it.
    res = await call('PUT', admin, { auth: { socialProviders: [provider] } });
    expect(res.statusCode).toBe(200);
    const stored = await storedRow();
    expect(stored?.authSettings.socialProviders[0]?.clientSecret).toBe('s3cr3t');
    expect(stored?.authSettings.trialPlayMoney).toBe(150_000);
    expect(JSON.stringify(await audits())).not.toContain('s3cr3t');
    expect((await audits()).map((a) => a.event)).toEqual(
      expect.arrayContaining(['console.settings.contracts', 'console.settings.auth']),
    );
  });

  it('agent earnings: funding, shortfall and approval threshold are saved and audited', async () => {
    const defaults = { funding: 'platform', shortfall: 'insufficient', approvalAbove: null };
    expect((await read()).earnings).toEqual(defaults);
    const auditCount = (await audits()).length;
    const earnings = { funding: 'upline', shortfall: 'partial', approvalAbove: 250.5 };
    const res = await call('PUT', admin, { earnings });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.earnings).toEqual(earnings);
    // What the payout runs read: the stored row.
    expect((await storedRow())?.earningsSettings).toEqual(earnings);
    expect((await audits()).slice(auditCount)).toEqual([
      {
        event: 'console.settings.earnings',
        operatorId: expect.any(Number),
        detail: { before: defaults, after: earnings },
      },
    ]);
    // Back to no approval: null is a value of its own, not a missing field.
    const none = await call('PUT', admin, { earnings: { ...earnings, approvalAbove: null } });
    expect(none.json().value.earnings.approvalAbove).toBeNull();
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await read();
    const auditCount = (await audits()).length;
    const bad = [
      [{ maintenance: { on: true, allowCidrs: ['10.0.0.0/99'] } }, 'maintenance.allowCidrs.0'],
      [{ regionBlock: { blockedCountries: ['usa'], allowCidrs: [], denyCidrs: [] } }, 'regionBlock.blockedCountries.0'],
      [{ disabledModules: ['NOPE3'] }, 'disabledModules.0'],
      [
        { registerRules: { ...demoRegisterRules, email: { ...demoRegisterRules.email, minLength: 9, maxLength: 3 } } },
        'registerRules.email.maxLength',
      ],
      [
        { registerRules: { ...demoRegisterRules, line: { ...demoRegisterRules.line, acceptedPattern: '([a-z' } } },
        'registerRules.line.acceptedPattern',
      ],
      [{ cashier: { ...defaultCashierSettings, withdrawMin: 100, withdrawMax: 50 } }, 'cashier.withdrawMax'],
      [{ cashier: { ...defaultCashierSettings, withdrawMin: '1.234' } }, 'cashier.withdrawMin'],
      [{ contracts: { ...before.contracts, dividendMaxRate: 101 } }, 'contracts.dividendMaxRate'],
      [{ auth: { sessionIdleMinutes: 0 } }, 'auth.sessionIdleMinutes'],
      [{ earnings: { ...before.earnings, funding: 'agent' } }, 'earnings.funding'],
      [{ earnings: { ...before.earnings, shortfall: 'some' } }, 'earnings.shortfall'],
      [{ earnings: { ...before.earnings, approvalAbove: -1 } }, 'earnings.approvalAbove'],
      [{ earnings: { ...before.earnings, approvalAbove: 1.234 } }, 'earnings.approvalAbove'],
      [{ earnings: { funding: 'upline', shortfall: 'partial' } }, 'earnings.approvalAbove'],
      [{ earnings: { ...before.earnings, payer: 'platform' } }, 'earnings'],
    ] as const;
    for (const [patch, field] of bad) {
      const res = await call('PUT', admin, patch);
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ errorCode: 'request.invalid' });
      expect(Object.keys(res.json().value.fields), field).toContain(field);
    }
    // A valid section next to a bad one is not stored either.
    const mixed = await call('PUT', admin, { maintenance: { on: true }, disabledModules: ['NOPE3'] });
    expect(mixed.statusCode).toBe(400);
    expect(await read()).toEqual(before);
    expect((await audits()).length).toBe(auditCount);
    expect((await status()).systemStatus).toBe(0);
  });

  it('is for admins only', async () => {
    expect((await call('GET', finance)).json()).toMatchObject({ errorCode: 'access.forbidden' });
    const res = await call('PUT', finance, { maintenance: { on: true } });
    expect(res.statusCode).toBe(403);
    const earnings = { funding: 'upline', shortfall: 'partial', approvalAbove: 1 };
    expect((await call('PUT', finance, { earnings })).statusCode).toBe(403);
    expect((await read()).earnings.funding).toBe('platform');
    expect((await status()).systemStatus).toBe(0);
    expect((await call('GET', 'not-a-token')).statusCode).toBe(401);
  });

  it('saving what is stored already changes and records nothing', async () => {
    const auditCount = (await audits()).length;
    const { disabledModules } = await read();
    expect((await call('PUT', admin, { disabledModules })).statusCode).toBe(200);
    expect((await audits()).length).toBe(auditCount);
  });
});
