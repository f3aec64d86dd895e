import { DEMO_ACCOUNTS, envelopeSchema, loginResultSchema } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  lastCode,
  lastMessage,
  loginAs,
  MINUTE,
  movableClock,
  send,
  solveCaptcha,
} from '../../../test/auth-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/create-test-app.ts';
import { members } from '../../db/schema.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
afterEach(async () => {
  clock.advance(25 * 60 * MINUTE);
  await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: [], auth: { revealUnknownAccount: false } });
});

let counter = 0;
/** A member of its own, with a mobile number and an email, so tests never share a password. */
async function newMember(password = 'Start123') {
  counter += 1;
  const username = `pwuser${counter}`;
  const mobile = `1350000${String(counter).padStart(4, '0')}`;
  await t.db.orm.insert(members).values({
    merchantId: 1,
    username,
    passwordHash: await hashPassword(password),
    countryDialingCode: '+86',
    mobile,
    email: `${username}@example.com`,
  });
  return { username, password, mobile, phone: `+86 ${mobile}`, email: `${username}@example.com` };
}

describe('POST /wps/member/password', () => {
  it('changes the password: every old token dies, the old password stops working, the new one works', async () => {
    const m = await newMember();
    const web = await loginAs(t.app, m);
    const mobile = await loginAs(t.app, m, { headers: { device: 'mobile' } });
    const res = await send(
      t.app,
      'changePassword',
      { oldPassword: m.password, newPassword: 'Next1234', confirmNewPassword: 'Next1234' },
      { token: web },
    );
    expect(res.json()).toEqual({ success: true, value: null });
    for (const token of [web, mobile])
      expect((await send(t.app, 'memberInfo', undefined, { token })).statusCode).toBe(401);
    expect((await send(t.app, 'login', { username: m.username, password: m.password })).json().errorCode).toBe(
      'login.failed',
    );
    expect(await loginAs(t.app, { username: m.username, password: 'Next1234' })).toBeTruthy();
  });

  it('needs the right old password, a confirmation equal to the new one, and a valid new one', async () => {
    const m = await newMember();
    const token = await loginAs(t.app, m);
    const change = (body: Record<string, unknown>) => send(t.app, 'changePassword', body, { token });
    expect(
      (await change({ oldPassword: 'Wrong123', newPassword: 'Next1234', confirmNewPassword: 'Next1234' })).json(),
    ).toMatchObject({
      errorCode: 'password.old.wrong',
    });
    expect((await change({ newPassword: 'Next1234', confirmNewPassword: 'Next1234' })).json().errorCode).toBe(
      'password.old.wrong',
    );
    expect(
      (await change({ oldPassword: m.password, newPassword: 'Next1234', confirmNewPassword: 'Next1235' })).json(),
    ).toMatchObject({
      errorCode: 'password.inconsistent',
      message: 'The two passwords are inconsistent',
    });
    const weak = await change({ oldPassword: m.password, newPassword: 'letters', confirmNewPassword: 'letters' });
    expect(weak.json()).toMatchObject({
      errorCode: 'password.invalid',
      value: { fields: { newPassword: 'Both letters and digits, 6-20 characters' } },
    });
    expect(
      (await change({ oldPassword: m.password, newPassword: '123456', confirmNewPassword: '123456' })).json().errorCode,
    ).toBe('password.invalid');
    expect(
      (await change({ oldPassword: m.password, newPassword: m.password, confirmNewPassword: m.password })).json()
        .errorCode,
    ).toBe('password.invalid');
    expect((await change({ oldPassword: m.password, newPassword: 42, confirmNewPassword: 42 })).json().errorCode).toBe(
      'request.invalid',
    );
    // Nothing changed, and the session still works.
    expect((await send(t.app, 'memberInfo', undefined, { token })).statusCode).toBe(200);
  });

  it('lets the member with the default password change it, after which everything is open', async () => {
    const m = await newMember('123456');
    const login = envelopeSchema(loginResultSchema).parse(
      (await send(t.app, 'login', { username: m.username, password: '123456' })).json(),
    );
    expect(login.value.forcePasswordChange).toBe(true);
    const res = await send(
      t.app,
      'changePassword',
      { oldPassword: '123456', newPassword: 'Fresh123', confirmNewPassword: 'Fresh123' },
      { token: login.value.token },
    );
    expect(res.statusCode).toBe(200);
    const again = envelopeSchema(loginResultSchema).parse(
      (await send(t.app, 'login', { username: m.username, password: 'Fresh123' })).json(),
    );
    expect(again.value.forcePasswordChange).toBe(false);
    expect((await send(t.app, 'avatar', undefined, { token: again.value.token })).statusCode).toBe(200);
  });

  it('counts wrong old passwords like failed logins and locks after ten', async () => {
    const m = await newMember();
    const token = await loginAs(t.app, m);
    for (let i = 0; i < 10; i++) {
      await send(
        t.app,
        'changePassword',
        { oldPassword: `Bad${i}xyz1`, newPassword: 'Next1234', confirmNewPassword: 'Next1234' },
        { token },
      );
    }
    const locked = await send(
      t.app,
      'changePassword',
      { oldPassword: m.password, newPassword: 'Next1234', confirmNewPassword: 'Next1234' },
      { token },
    );
    expect(locked.statusCode).toBe(429);
  });
});

describe('POST /wps/member/password/email and /email/reset', () => {
  const forgot = (username: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { ...demoHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, email }).toString(),
    });

  it('answers alike for a matching account, a wrong email and an unknown user; only the match gets mail', async () => {
    const m = await newMember();
    const match = await forgot(m.username, m.email);
    clock.advance(2 * MINUTE);
    const wrongEmail = await forgot(m.username, 'other@example.com');
    const unknown = await forgot('nobody-at-all', 'nobody@example.com');
    expect(match.json()).toEqual({ success: true, value: { sent: true } });
    for (const res of [wrongEmail, unknown]) {
      expect(res.statusCode).toBe(match.statusCode);
      expect(res.json()).toEqual(match.json());
    }
    expect((await lastMessage(t.db, m.email))?.body).toMatch(/resetPasswordToken=/);
    expect(await lastMessage(t.db, 'other@example.com')).toBeNull();
  });

  it('tells "Username/Email does not exist" only where the merchant enables it', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', { auth: { revealUnknownAccount: true } });
    const res = await forgot('nobody-at-all', 'nobody@example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'account.not.found', message: 'Username/Email does not exist' });
  });

  it('checks the formats and limits sends per username', async () => {
    expect((await forgot('', 'x@example.com')).json().errorCode).toBe('request.invalid');
    expect((await forgot('someone', 'not-an-email')).json().value.fields.email).toBeDefined();
    const m = await newMember();
    expect((await forgot(m.username, m.email)).statusCode).toBe(200);
    const again = await forgot(m.username, m.email);
    expect(again.json()).toMatchObject({
      errorCode: 'email.resend.wait',
      message: expect.stringMatching(/^Please wait \d+ seconds before asking for another email$/),
    });
  });

  it('the emailed link sets a new password once, ends the old sessions and logs in', async () => {
    const m = await newMember();
    const old = await loginAs(t.app, m);
    await forgot(m.username, m.email);
    const token = decodeURIComponent(
      (await lastMessage(t.db, m.email))?.body.match(/resetPasswordToken=([^\s]+)/)?.[1] ?? '',
    );
    const mismatch = await send(t.app, 'resetByEmail', {
      token,
      newPassword: 'Reset123',
      confirmNewPassword: 'Reset124',
    });
    expect(mismatch.json().errorCode).toBe('password.inconsistent');
    const res = await send(t.app, 'resetByEmail', { token, newPassword: 'Reset123', confirmNewPassword: 'Reset123' });
    expect(res.statusCode).toBe(200);
    expect((await send(t.app, 'memberInfo', undefined, { token: res.json().value.token })).statusCode).toBe(200);
    expect((await send(t.app, 'memberInfo', undefined, { token: old })).statusCode).toBe(401);
    const replay = await send(t.app, 'resetByEmail', {
      token,
      newPassword: 'Other123',
      confirmNewPassword: 'Other123',
    });
    expect(replay.json().errorCode).toBe('password.reset.invalid');
  });

  it('refuses an expired or made-up link', async () => {
    const m = await newMember();
    await forgot(m.username, m.email);
    const token = decodeURIComponent(
      (await lastMessage(t.db, m.email))?.body.match(/resetPasswordToken=([^\s]+)/)?.[1] ?? '',
    );
    clock.advance(31 * MINUTE);
    expect(
      (await send(t.app, 'resetByEmail', { token, newPassword: 'Reset123', confirmNewPassword: 'Reset123' })).json()
        .errorCode,
    ).toBe('password.reset.invalid');
    expect(
      (
        await send(t.app, 'resetByEmail', { token: 'made-up', newPassword: 'Reset123', confirmNewPassword: 'Reset123' })
      ).json().errorCode,
    ).toBe('password.reset.invalid');
  });
});

describe('POST /wps/member/password/verification (reset by phone)', () => {
  const askReset = (mobileNum: string) =>
    send(t.app, 'smsNoLogin', { mobileNum, countryDialingCode: '+86', purpose: 'reset' });

  it('resets with the SMS code and logs in; old sessions die', async () => {
    const m = await newMember();
    const old = await loginAs(t.app, m);
    await askReset(m.mobile);
    const code = await lastCode(t.db, m.phone);
    const res = await send(t.app, 'resetByPhone', {
      mobileNum: m.mobile,
      countryDialingCode: '+86',
      verificationCode: code,
      newPassword: 'Phone123',
      confirmNewPassword: 'Phone123',
    });
    expect(res.statusCode).toBe(200);
    const { value } = envelopeSchema(loginResultSchema).parse(res.json());
    expect(value).toMatchObject({ userName: m.username, forcePasswordChange: false });
    expect((await send(t.app, 'memberInfo', undefined, { token: old })).statusCode).toBe(401);
    expect(await loginAs(t.app, { username: m.username, password: 'Phone123' })).toBeTruthy();
    const replay = await send(t.app, 'resetByPhone', {
      mobileNum: m.mobile,
      countryDialingCode: '+86',
      verificationCode: code,
      newPassword: 'Again123',
    });
    expect(replay.json().errorCode).toBe('code.invalid');
  });

  it('refuses login codes, wrong codes, bad numbers and weak passwords', async () => {
    const m = await newMember();
    await send(t.app, 'smsNoLogin', { mobileNum: m.mobile, countryDialingCode: '+86' });
    const loginCode = await lastCode(t.db, m.phone);
    const reset = (body: Record<string, unknown>) =>
      send(t.app, 'resetByPhone', { mobileNum: m.mobile, countryDialingCode: '+86', newPassword: 'Phone123', ...body });
    expect((await reset({ verificationCode: loginCode })).json().errorCode).toBe('code.invalid');
    expect((await reset({ verificationCode: undefined })).json().errorCode).toBe('code.invalid');
    expect((await reset({ mobileNum: 'abc', verificationCode: '123456' })).json().errorCode).toBe('phone.invalid');
    expect((await reset({ mobileNum: undefined, verificationCode: '123456' })).json().errorCode).toBe('phone.missing');
    expect((await reset({ verificationCode: '123456', newPassword: 'short' })).json().errorCode).toBe(
      'password.invalid',
    );
  });

  it('ends a lock an attacker caused on the account', async () => {
    const m = await newMember();
    for (let i = 0; i < 10; i++) {
      const captcha = await solveCaptcha(t.app);
      await send(
        t.app,
        'login',
        { username: m.username, password: `Guess${i}abc`, captcha: captcha.answer },
        { remoteAddress: '10.5.0.1', cookies: captcha.cookies },
      );
    }
    const locked = await send(
      t.app,
      'login',
      { username: m.username, password: m.password },
      { remoteAddress: '10.5.0.1' },
    );
    expect(locked.json().errorCode).toBe('login.locked');
    await askReset(m.mobile);
    const res = await send(t.app, 'resetByPhone', {
      mobileNum: m.mobile,
      countryDialingCode: '+86',
      verificationCode: await lastCode(t.db, m.phone),
      newPassword: 'Unlock123',
    });
    expect(res.statusCode).toBe(200);
    expect(await loginAs(t.app, { username: m.username, password: 'Unlock123' })).toBeTruthy();
    // The address the lock was on is free too (a new address answers with the second step).
    const there = await send(
      t.app,
      'login',
      { username: m.username, password: 'Unlock123' },
      { remoteAddress: '10.5.0.1' },
    );
    expect([there.statusCode, there.json().errorCode]).toEqual([200, undefined]);
  });

  it('is off without CHNGPASSVERIF3', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: ['CHNGPASSVERIF3'] });
    const m = await newMember();
    const res = await send(t.app, 'resetByPhone', {
      mobileNum: m.mobile,
      countryDialingCode: '+86',
      verificationCode: '123456',
      newPassword: 'Phone123',
    });
    expect(res.json().errorCode).toBe('function.not.available');
  });
});

describe('payment password', () => {
  it('is set once with the login password, then changed with the old one', async () => {
    const m = await newMember();
    const token = await loginAs(t.app, m);
    const set = (body: Record<string, unknown>) => send(t.app, 'setPaymentPassword', body, { token });
    expect(
      (await set({ loginPassword: 'Wrong123', paymentPassword: '112233', confirmPaymentPassword: '112233' })).json()
        .errorCode,
    ).toBe('password.old.wrong');
    expect(
      (await set({ loginPassword: m.password, paymentPassword: '11223', confirmPaymentPassword: '11223' })).json()
        .errorCode,
    ).toBe('request.invalid');
    expect(
      (await set({ loginPassword: m.password, paymentPassword: '112233', confirmPaymentPassword: '112234' })).json()
        .errorCode,
    ).toBe('password.inconsistent');
    const change = (body: Record<string, unknown>) => send(t.app, 'changePaymentPassword', body, { token });
    expect(
      (
        await change({ oldPaymentPassword: '112233', newPaymentPassword: '445566', confirmPaymentPassword: '445566' })
      ).json().errorCode,
    ).toBe('payment.password.missing');
    expect(
      (await set({ loginPassword: m.password, paymentPassword: '112233', confirmPaymentPassword: '112233' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await set({ loginPassword: m.password, paymentPassword: '112233', confirmPaymentPassword: '112233' })).json()
        .errorCode,
    ).toBe('payment.password.exists');
    expect((await send(t.app, 'memberInfo', undefined, { token })).json().value.hasPaymentPassword).toBe(true);

    expect(
      (
        await change({ oldPaymentPassword: '000000', newPaymentPassword: '445566', confirmPaymentPassword: '445566' })
      ).json().errorCode,
    ).toBe('payment.password.wrong');
    expect(
      (await change({ oldPaymentPassword: '112233', newPaymentPassword: '445566', confirmPaymentPassword: '445566' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await change({ oldPaymentPassword: '112233', newPaymentPassword: '778899', confirmPaymentPassword: '778899' })
      ).json().errorCode,
    ).toBe('payment.password.wrong');
  });

  it('needs a session', async () => {
    expect(
      (await send(t.app, 'setPaymentPassword', { paymentPassword: '112233', confirmPaymentPassword: '112233' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('demo accounts', () => {
  it('the demo member can still log in (no test here changes its password)', async () => {
    expect(await loginAs(t.app, DEMO_ACCOUNTS.member)).toBeTruthy();
    const [row] = await t.db.orm.select().from(members).where(eq(members.username, DEMO_ACCOUNTS.member.username));
    expect(row?.paymentPasswordHash).toBeNull();
  });
});
