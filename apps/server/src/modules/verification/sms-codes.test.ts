import { DEMO_ACCOUNTS, envelopeSchema, loginResultSchema, outboxListSchema } from '@lotus/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, lastMessage, MINUTE, movableClock, send, solveCaptcha } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
afterEach(async () => {
  // Every test starts outside the previous one's send windows and failure counts.
  clock.advance(25 * 60 * MINUTE);
  await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: [] });
});

const { member } = DEMO_ACCOUNTS;
const demoPhone = `${member.countryDialingCode} ${member.mobileNum}`;
const askCode = (mobileNum: string, extra: Record<string, unknown> = {}, remoteAddress?: string) =>
  send(t.app, 'smsNoLogin', { mobileNum, countryDialingCode: '+86', ...extra }, remoteAddress ? { remoteAddress } : {});
/** With a solved captcha, which wrong codes make required after three tries. */
const smsLogin = async (mobileNum: string, verificationCode: string) => {
  const captcha = await solveCaptcha(t.app);
  return send(
    t.app,
    'login',
    { type: 'sms', mobileNum, countryDialingCode: '+86', verificationCode, captcha: captcha.answer },
    { cookies: captcha.cookies },
  );
};

describe('POST /wps/verification/sms/noLogin', () => {
  it('answers expiredMinutes and sends a 6-digit code to a member number', async () => {
    const res = await askCode(member.mobileNum);
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(await lastCode(t.db, demoPhone)).toMatch(/^\d{6}$/);
  });

  it('answers an unknown number exactly like a member number, and sends nothing', async () => {
    const known = await askCode(member.mobileNum);
    const unknown = await askCode('13999999999');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await lastMessage(t.db, '+86 13999999999')).toBeNull();
  });

  it('answers invalid and missing numbers with the phone errors', async () => {
    const missing = await send(t.app, 'smsNoLogin', { countryDialingCode: '+86' });
    expect(missing.json()).toMatchObject({ errorCode: 'phone.missing', message: 'Please enter the phone number' });
    for (const body of [
      { mobileNum: '12ab', countryDialingCode: '+86' },
      { mobileNum: '1234', countryDialingCode: '+86' },
      { mobileNum: '13800000001', countryDialingCode: 'CN' },
      { mobileNum: '13800000001' },
    ]) {
      const res = await send(t.app, 'smsNoLogin', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'phone.invalid', message: 'Invalid phone number format' });
    }
    const typed = await send(t.app, 'smsNoLogin', { mobileNum: 13800000001, countryDialingCode: '+86' });
    expect(typed.json().errorCode).toBe('request.invalid');
  });

  it('sends at most once a minute and five an hour per number, then waits out the 5-minute lockout', async () => {
    const number = '13800000001';
    expect((await askCode(number)).statusCode).toBe(200);
    const again = await askCode(number);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      errorCode: 'sms.resend.wait',
      message: 'Please wait 60 seconds before asking for another code',
      value: { retryAfterSeconds: 60 },
    });
    for (let i = 0; i < 4; i++) {
      clock.advance(61_000);
      expect((await askCode(number)).statusCode).toBe(200);
    }
    clock.advance(61_000);
    const sixth = await askCode(number);
    expect(sixth.statusCode).toBe(429);
    // The first of the five leaves the hour 55 minutes later (305 seconds have passed).
    expect(sixth.json()).toMatchObject({
      errorCode: 'sms.too.many',
      message: 'Too many requests, please try again after 55 minutes',
      value: { retryAfterSeconds: 3600 - 305, retryAfterMinutes: 55 },
    });
    clock.advance(60 * MINUTE);
    expect((await askCode(number)).statusCode).toBe(200);
  });

  it('states the real wait of a resend within the minute, in either language', async () => {
    const number = '13800000002';
    expect((await askCode(number)).statusCode).toBe(200);
    clock.advance(23_000);
    const en = await askCode(number);
    expect(en.json()).toMatchObject({
      errorCode: 'sms.resend.wait',
      message: 'Please wait 37 seconds before asking for another code',
      value: { retryAfterSeconds: 37 },
    });
    const cn = await send(
      t.app,
      'smsNoLogin',
      { mobileNum: number, countryDialingCode: '+86' },
      { headers: { language: 'CN' } },
    );
    expect(cn.json()).toMatchObject({ errorCode: 'sms.resend.wait', message: '请37秒后再获取验证码' });
  });

  it('applies the same limits to numbers nobody has', async () => {
    expect((await askCode('13911112222')).statusCode).toBe(200);
    expect((await askCode('13911112222')).statusCode).toBe(429);
  });

  it('limits one address sending to many numbers', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 20; i++)
      expect((await askCode(`1370000${String(i).padStart(4, '0')}`, {}, ip)).statusCode).toBe(200);
    expect((await askCode('13799999999', {}, ip)).json()).toMatchObject({
      errorCode: 'sms.too.many',
      message: 'Too many requests, please try again after 5 minutes',
      value: { retryAfterSeconds: 5 * 60, retryAfterMinutes: 5 },
    });
  });

  it('is off with its module, and login codes need MOBILEVERCODELOGIN3', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: ['MOBILEVERCODELOGIN3'] });
    expect((await askCode(member.mobileNum)).json().errorCode).toBe('function.not.available');
    expect((await askCode(member.mobileNum, { purpose: 'reset' })).statusCode).toBe(200);
    await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: ['VERIFICATION3'] });
    expect((await askCode(member.mobileNum, { purpose: 'reset' })).json().errorCode).toBe('function.not.available');
  });
});

describe('SMS login', () => {
  it('logs in with the number and its code, and never forces a password change', async () => {
    await askCode(member.mobileNum);
    const res = await smsLogin(member.mobileNum, await lastCode(t.db, demoPhone));
    expect(res.statusCode).toBe(200);
    const { value } = envelopeSchema(loginResultSchema).parse(res.json());
    expect(value).toMatchObject({ userName: member.username, forcePasswordChange: false });
  });

  it('refuses a replayed code', async () => {
    await askCode(member.mobileNum);
    const code = await lastCode(t.db, demoPhone);
    expect((await smsLogin(member.mobileNum, code)).statusCode).toBe(200);
    const replay = await smsLogin(member.mobileNum, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errorCode).toBe('code.invalid');
  });

  it('refuses a wrong code, and burns the code after 5 wrong tries', async () => {
    await askCode(member.mobileNum);
    const code = await lastCode(t.db, demoPhone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await smsLogin(member.mobileNum, wrong);
      expect(res.json()).toMatchObject({ errorCode: 'code.invalid', message: 'Invalid or missing verification code' });
      // Wrong codes count like wrong passwords: the captcha shows after three.
      expect(res.json().value.captcha).toBe(i >= 2);
    }
    expect((await smsLogin(member.mobileNum, code)).json().errorCode).toBe('code.invalid');
  });

  it('refuses an expired code', async () => {
    await askCode(member.mobileNum);
    const code = await lastCode(t.db, demoPhone);
    clock.advance(5 * MINUTE + 1000);
    const res = await smsLogin(member.mobileNum, code);
    expect(res.json()).toMatchObject({ errorCode: 'code.expired', message: 'The verification code has expired' });
  });

  it('refuses a missing or malformed code and a code for another purpose', async () => {
    expect(
      (await send(t.app, 'login', { type: 'sms', mobileNum: member.mobileNum, countryDialingCode: '+86' })).json()
        .errorCode,
    ).toBe('code.invalid');
    expect((await smsLogin(member.mobileNum, 'abc')).json().errorCode).toBe('code.invalid');
    await askCode(member.mobileNum, { purpose: 'reset' });
    const reset = await smsLogin(member.mobileNum, await lastCode(t.db, demoPhone));
    expect(reset.statusCode).toBe(400);
    expect(reset.json().errorCode).toMatch(/^code\.(invalid|expired)$/);
  });

  it('answers an unknown number like a wrong code', async () => {
    await askCode('13812345678');
    expect((await smsLogin('13812345678', '123456')).json().errorCode).toBe('code.invalid');
  });

  it('is refused when MOBILEVERCODELOGIN3 is off', async () => {
    await askCode(member.mobileNum);
    const code = await lastCode(t.db, demoPhone);
    await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: ['MOBILEVERCODELOGIN3'] });
    expect((await smsLogin(member.mobileNum, code)).json().errorCode).toBe('function.not.available');
  });
});

describe('GET /dev/outbox', () => {
  it('lists the messages sent to a number, newest first', async () => {
    await askCode(member.mobileNum);
    const res = await send(t.app, 'devOutbox', undefined, { query: { to: demoPhone } });
    const { value } = envelopeSchema(outboxListSchema).parse(res.json());
    expect(value.list[0]?.to).toBe(demoPhone);
    expect(value.list[0]?.body).toMatch(/verification code is \d{6}/);
  });

  it('does not exist when the outbox is not exposed (production)', async () => {
    const prod = await createTestApp({ db: t.db, config: { exposeOutbox: false } });
    const res = await send(prod.app, 'devOutbox');
    expect(res.statusCode).toBe(404);
    expect((await send(prod.app, 'devCaptcha')).statusCode).toBe(404);
    await prod.close();
  });
});
