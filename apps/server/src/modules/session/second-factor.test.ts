import { envelopeSchema, loginResponseSchema, loginResultSchema, totpEnrolmentSchema } from '@lotus/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, loginAs, MINUTE, movableClock, send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { members } from '../../db/schema.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';
import { totpCode } from './totp.ts';

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
afterEach(async () => {
  clock.advance(2 * 60 * MINUTE);
  await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: [] });
});

const HOME = '10.3.0.1';
let counter = 0;
/** A member with every second factor but the authenticator, who logged in once from HOME. */
async function newMember() {
  counter += 1;
  const username = `twofa${counter}`;
  const mobile = `1340000${String(counter).padStart(4, '0')}`;
  await t.db.orm.insert(members).values({
    merchantId: 1,
    username,
    passwordHash: await hashPassword('Start123'),
    countryDialingCode: '+86',
    mobile,
    email: `${username}@example.com`,
    realName: 'Li Lei',
  });
  const m = { username, password: 'Start123', phone: `+86 ${mobile}`, email: `${username}@example.com` };
  await loginAs(t.app, m, { remoteAddress: HOME });
  return m;
}

async function loginFrom(ip: string, m: { username: string; password: string }, extra: Record<string, unknown> = {}) {
  const res = await send(
    t.app,
    'login',
    { username: m.username, password: m.password, ...extra },
    { remoteAddress: ip },
  );
  expect(res.statusCode).toBe(200);
  return envelopeSchema(loginResponseSchema).parse(res.json()).value;
}

async function pendingFrom(ip: string, m: { username: string; password: string }) {
  const value = await loginFrom(ip, m);
  if (!('verificationRequired' in value)) throw new Error('expected a second step');
  return value;
}

const verify = (ip: string, body: Record<string, unknown>) =>
  send(t.app, 'loginVerification', body, { remoteAddress: ip });

describe('login from a new address (LOGINIPVERF3)', () => {
  it('asks for a second factor, only with the methods the member has, and masks the targets', async () => {
    const m = await newMember();
    const pending = await pendingFrom('10.3.1.1', m);
    expect(pending.methods).toEqual(['sms', 'email', 'bankName']);
    expect(pending.targets.sms).toMatch(/^\+86 134\*\*\*\*\d{4}$/);
    expect(pending.targets.email).toBe(`t***@example.com`);
    expect(pending.verificationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('completes by SMS code; the address is known from then on', async () => {
    const m = await newMember();
    const ip = '10.3.1.2';
    const { verificationToken } = await pendingFrom(ip, m);
    const sent = await send(
      t.app,
      'loginVerificationCode',
      { verificationToken, method: 'sms' },
      { remoteAddress: ip },
    );
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const res = await verify(ip, { verificationToken, method: 'sms', code: await lastCode(t.db, m.phone) });
    expect(res.statusCode).toBe(200);
    const { value } = envelopeSchema(loginResultSchema).parse(res.json());
    expect((await send(t.app, 'memberInfo', undefined, { token: value.token })).statusCode).toBe(200);
    const again = await loginFrom(ip, m);
    expect('token' in again).toBe(true);
  });

  it('completes by email code', async () => {
    const m = await newMember();
    const ip = '10.3.1.3';
    const { verificationToken } = await pendingFrom(ip, m);
    await send(t.app, 'loginVerificationCode', { verificationToken, method: 'email' }, { remoteAddress: ip });
    const res = await verify(ip, { verificationToken, method: 'email', code: await lastCode(t.db, m.email) });
    expect(res.statusCode).toBe(200);
  });

  it('completes by the bank-account holder name, whatever its case and spacing', async () => {
    const m = await newMember();
    const ip = '10.3.1.4';
    const { verificationToken } = await pendingFrom(ip, m);
    expect((await verify(ip, { verificationToken, method: 'bankName', bankName: 'Han Meimei' })).json().errorCode).toBe(
      'code.invalid',
    );
    expect((await verify(ip, { verificationToken, method: 'bankName', bankName: '  li   LEI ' })).statusCode).toBe(200);
    // The token is single use.
    expect((await verify(ip, { verificationToken, method: 'bankName', bankName: 'Li Lei' })).json().errorCode).toBe(
      'login.verification.expired',
    );
  });

  it('completes by an authenticator code once enrolled; a code works once', async () => {
    const m = await newMember();
    const token = await loginAs(t.app, m, { remoteAddress: HOME });
    const enrol = envelopeSchema(totpEnrolmentSchema).parse(
      (await send(t.app, 'totpEnrol', undefined, { token })).json(),
    ).value;
    expect(enrol.otpauthUrl).toContain(`secret=${enrol.secret}`);
    expect((await send(t.app, 'totpConfirm', { code: '000000' }, { token })).json().errorCode).toBe('code.invalid');
    expect(
      (await send(t.app, 'totpConfirm', { code: totpCode(enrol.secret, clock.now()) }, { token })).statusCode,
    ).toBe(200);

    const first = await pendingFrom('10.3.1.5', m);
    expect(first.methods).toContain('totp');
    const code = totpCode(enrol.secret, clock.now());
    expect(
      (await verify('10.3.1.5', { verificationToken: first.verificationToken, method: 'totp', code })).statusCode,
    ).toBe(200);
    const second = await pendingFrom('10.3.1.6', m);
    const replay = await verify('10.3.1.6', { verificationToken: second.verificationToken, method: 'totp', code });
    expect(replay.json().errorCode).toBe('code.invalid');
  });

  it('refuses a method the member does not have, and ends the step after 5 wrong answers', async () => {
    const m = await newMember();
    const ip = '10.3.1.7';
    const { verificationToken } = await pendingFrom(ip, m);
    expect((await verify(ip, { verificationToken, method: 'totp', code: '123456' })).json().errorCode).toBe(
      'code.invalid',
    );
    for (let i = 0; i < 4; i++) await verify(ip, { verificationToken, method: 'bankName', bankName: 'Wrong Name' });
    expect((await verify(ip, { verificationToken, method: 'bankName', bankName: 'Li Lei' })).json().errorCode).toBe(
      'login.verification.expired',
    );
  });

  it('refuses the token from another address, after 10 minutes, and made-up tokens', async () => {
    const m = await newMember();
    const { verificationToken } = await pendingFrom('10.3.1.8', m);
    expect(
      (await verify('10.3.1.9', { verificationToken, method: 'bankName', bankName: 'Li Lei' })).json().errorCode,
    ).toBe('login.verification.expired');
    clock.advance(11 * MINUTE);
    expect(
      (await verify('10.3.1.8', { verificationToken, method: 'bankName', bankName: 'Li Lei' })).json().errorCode,
    ).toBe('login.verification.expired');
    expect(
      (await verify('10.3.1.8', { verificationToken: 'made-up', method: 'bankName', bankName: 'x' })).json().errorCode,
    ).toBe('login.verification.expired');
  });

  it('asks nothing when LOGINIPVERF3 is off, nor on the very first login', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: ['LOGINIPVERF3'] });
    const m = await newMember();
    expect('token' in (await loginFrom('10.3.2.1', m))).toBe(true);
    const verification = await send(t.app, 'loginVerification', {
      verificationToken: 'x',
      method: 'sms',
      code: '123456',
    });
    expect(verification.json().errorCode).toBe('function.not.available');
  });

  it('refuses a wrong password before any second step', async () => {
    const m = await newMember();
    const res = await send(
      t.app,
      'login',
      { username: m.username, password: 'Wrong123' },
      { remoteAddress: '10.3.3.1' },
    );
    expect(res.json().errorCode).toBe('login.failed');
  });
});
