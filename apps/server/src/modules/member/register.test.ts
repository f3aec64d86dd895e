import { DEMO_ACCOUNTS, envelopeSchema, loginResultSchema, memberInfoSchema } from '@lotus/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, MINUTE, movableClock, send, solveCaptcha } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { auditLog, members } from '../../db/schema.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';

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

let counter = 0;
const uniqueName = () => `player${String(++counter).padStart(3, '0')}`;

/** A valid registration under the demo rules, with a solved captcha. */
async function registerBody(overrides: Record<string, unknown> = {}) {
  const captcha = await solveCaptcha(t.app);
  return {
    body: {
      username: uniqueName(),
      password: 'Secret123',
      confirmPassword: 'Secret123',
      captcha: captcha.answer,
      termsAccepted: true,
      loginDeviceId: 'device-1',
      registerUrl: 'http://localhost/register',
      registerMethod: 'WEB',
      domain: 'localhost',
      login: true,
      ...overrides,
    },
    cookies: captcha.cookies,
  };
}

async function register(overrides: Record<string, unknown> = {}) {
  const { body, cookies } = await registerBody(overrides);
  return send(t.app, 'register', body, { cookies });
}

describe('PUT /wps/member/register', () => {
  it('creates the member with argon2id and logs in at once', async () => {
    const res = await register({ username: 'newplayer1', email: 'New@Example.com', payeeName: '张三' });
    expect(res.statusCode).toBe(200);
    const { value } = envelopeSchema(loginResultSchema).parse(res.json());
    expect(value).toMatchObject({ userName: 'newplayer1', customerType: 0, firstTimeLogin: true });
    const info = envelopeSchema(memberInfoSchema).parse(
      (await send(t.app, 'memberInfo', undefined, { token: value.token })).json(),
    );
    expect(info.value).toMatchObject({ account: 'newplayer1', email: 'n***@example.com', realName: '张*' });
    const [row] = await t.db.orm.select().from(members).where(eq(members.username, 'newplayer1'));
    expect(await verifyPassword(row?.passwordHash ?? '', 'Secret123')).toBe(true);
    expect(row?.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    const events = await t.db.orm
      .select()
      .from(auditLog)
      .where(eq(auditLog.memberId, row?.id ?? 0));
    expect(events.map((e) => e.event)).toContain('member.registered');
  });

  it('answers field messages for each broken rule, and writes nothing', async () => {
    const before = await t.db.orm.select({ n: sql<number>`count(*)::int` }).from(members);
    const cases: [Record<string, unknown>, string, string][] = [
      // An empty field says what it expects, not only that it is required.
      [{ username: '' }, 'username', 'Required: Start with a letter; 4-16 letters, digits or underscores'],
      [{ username: '1abc' }, 'username', 'Start with a letter; 4-16 letters, digits or underscores'],
      [{ username: 'abc' }, 'username', 'Start with a letter; 4-16 letters, digits or underscores'],
      [{ username: `a${'b'.repeat(16)}` }, 'username', 'Start with a letter; 4-16 letters, digits or underscores'],
      [
        { password: 'onlyletters', confirmPassword: 'onlyletters' },
        'password',
        'Both letters and digits, 6-20 characters',
      ],
      [{ confirmPassword: 'Secret124' }, 'confirmPassword', 'The two passwords are inconsistent'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address (6-64 characters)'],
      [{ termsAccepted: false }, 'termsAccepted', 'Please agree to the terms and confirm you are 18 or over'],
      [{ captcha: undefined }, 'captcha', 'Required: Letters and digits only, 4 characters'],
      [{ payeeName: 'abc' }, 'payeeName', 'Chinese characters and punctuation only, 2-30 characters'],
      [{ mobileNum: '13812345678' }, 'countryDialingCode', 'Invalid phone number format'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await register(overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
      expect(res.json().value.fields[field]).toBe(message);
    }
    const after = await t.db.orm.select({ n: sql<number>`count(*)::int` }).from(members);
    expect(after).toEqual(before);
  });

  it('answers field messages in Chinese', async () => {
    const { body, cookies } = await registerBody({ username: '1abc' });
    const res = await send(t.app, 'register', body, { cookies, headers: { language: 'CN' } });
    expect(res.json().value.fields.username).toBe('以字母开头，4-16位字母、数字或下划线');
  });

  it('refuses wrong types and over-long values', async () => {
    for (const overrides of [{ username: 42 }, { email: `${'a'.repeat(300)}@x.io` }, { termsAccepted: 'yes' }]) {
      const res = await register(overrides);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
  });

  it('accepts the body of an original client, which has no termsAccepted, and records whether consent was sent', async () => {
    const consentOf = async (username: string) => {
      const [row] = await t.db.orm.select().from(members).where(eq(members.username, username));
      const [entry] = await t.db.orm
        .select()
        .from(auditLog)
        .where(sql`${auditLog.memberId} = ${row?.id ?? 0} and ${auditLog.event} = 'member.registered'`);
      return entry?.detail.termsAccepted;
    };
    const silent = await register({ username: 'noterms01', termsAccepted: undefined });
    expect(silent.statusCode).toBe(200);
    expect(silent.json().value).toMatchObject({ userName: 'noterms01', customerType: 0 });
    expect(await consentOf('noterms01')).toBe(false);
    expect((await register({ username: 'withterms01' })).statusCode).toBe(200);
    expect(await consentOf('withterms01')).toBe(true);
  });

  it('ignores keys it does not know and never applies them to the new member', async () => {
    const res = await register({
      username: 'plainmember1',
      isAdmin: true,
      type: 1,
      customerType: 41,
      status: 'suspended',
      merchantId: 2,
      parentId: 1,
      parent: DEMO_ACCOUNTS.agent.username,
      balance: 1_000_000,
      vipLevel: 9,
      passwordHash: 'x',
      remember: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ userName: 'plainmember1', customerType: 0 });
    const [row] = await t.db.orm.select().from(members).where(eq(members.username, 'plainmember1'));
    expect(row).toMatchObject({ type: 0, status: 'active', merchantId: 1, parentId: null });
    expect(await verifyPassword(row?.passwordHash ?? '', 'Secret123')).toBe(true);
  });

  it('refuses a wrong or reused captcha', async () => {
    const { body, cookies } = await registerBody({ captcha: 'ZZZZ' });
    const wrong = await send(t.app, 'register', body, { cookies });
    expect(wrong.json().errorCode).toBe('captcha.invalid');
    const { body: good, cookies: goodCookies } = await registerBody();
    expect((await send(t.app, 'register', good, { cookies: goodCookies })).statusCode).toBe(200);
    const reused = await send(t.app, 'register', { ...good, username: uniqueName() }, { cookies: goodCookies });
    expect(reused.json().errorCode).toBe('captcha.invalid');
    const noCookie = await send(t.app, 'register', { ...good, username: uniqueName() });
    expect(noCookie.json().errorCode).toBe('captcha.invalid');
  });

  it('refuses a taken username whatever its case', async () => {
    const res = await register({ username: DEMO_ACCOUNTS.member.username.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('register.username.taken');
  });

  it('places the member under the agent of the affiliate code, and refuses unknown codes', async () => {
    const res = await register({
      username: 'affiliated1',
      affiliateCode: DEMO_ACCOUNTS.agent.referralCode.toLowerCase(),
    });
    expect(res.statusCode).toBe(200);
    const [agent] = await t.db.orm.select().from(members).where(eq(members.username, DEMO_ACCOUNTS.agent.username));
    const [row] = await t.db.orm.select().from(members).where(eq(members.username, 'affiliated1'));
    expect(row?.parentId).toBe(agent?.id);

    for (const affiliateCode of ['NOSUCH99', DEMO_ACCOUNTS.member.referralCode]) {
      const bad = await register({ affiliateCode });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errorCode: 'invitation_code_error', message: 'Invalid invitation code' });
    }
  });

  it('records who referred the member, and refuses unknown referral codes', async () => {
    const ok = await register({ username: 'referred01', referralCode: DEMO_ACCOUNTS.member.referralCode });
    expect(ok.statusCode).toBe(200);
    const [referrer] = await t.db.orm.select().from(members).where(eq(members.username, DEMO_ACCOUNTS.member.username));
    const [row] = await t.db.orm.select().from(members).where(eq(members.username, 'referred01'));
    expect(row?.referredBy).toBe(referrer?.id);
    expect((await register({ referralCode: 'NOSUCH99' })).json().errorCode).toBe('invitation_code_error');
  });

  it('needs an SMS code for a mobile number when REGMOBVERF3 is on', async () => {
    const mobileNum = '13700001111';
    const missing = await register({ mobileNum, countryDialingCode: '+86' });
    expect(missing.json().value.fields.verificationCode).toBe('Required: Digits only, 6 digits');
    await send(t.app, 'smsRegister', { mobileNo: mobileNum, countryDialingCode: '+86' });
    const code = await lastCode(t.db, `+86 ${mobileNum}`);
    const wrong = await register({
      mobileNum,
      countryDialingCode: '+86',
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().errorCode).toBe('code.invalid');
    const ok = await register({ username: 'withmobile', mobileNum, countryDialingCode: '+86', verificationCode: code });
    expect(ok.statusCode).toBe(200);
    const replay = await register({ mobileNum: '13700002222', countryDialingCode: '+86', verificationCode: code });
    expect(replay.json().errorCode).toBe('code.invalid');
  });

  it('is off without USERNAMEREG3 or REG3', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: ['USERNAMEREG3'] });
    expect((await register()).json().errorCode).toBe('function.not.available');
    await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: ['REG3'] });
    expect((await register()).json().errorCode).toBe('function.not.available');
  });
});

describe('PUT /wps/member/register/mobile', () => {
  const mobileBody = async (mobileNum: string, overrides: Record<string, unknown> = {}) => {
    const captcha = await solveCaptcha(t.app);
    return {
      body: {
        mobileNum,
        countryDialingCode: '+86',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        captcha: captcha.answer,
        termsAccepted: true,
        ...overrides,
      },
      cookies: captcha.cookies,
    };
  };

  it('registers by number with its SMS code; the number is the username', async () => {
    const mobileNum = '13600001111';
    const sms = await send(t.app, 'smsRegister', { mobileNo: mobileNum, countryDialingCode: '+86' });
    expect(sms.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const { body, cookies } = await mobileBody(mobileNum, {
      verificationCode: await lastCode(t.db, `+86 ${mobileNum}`),
    });
    const res = await send(t.app, 'registerMobile', body, { cookies });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.userName).toBe(mobileNum);
    const [row] = await t.db.orm.select().from(members).where(eq(members.mobile, mobileNum));
    expect(row).toMatchObject({ countryDialingCode: '+86', username: mobileNum });
  });

  it('registers without termsAccepted, as original clients send it', async () => {
    const mobileNum = '13600004444';
    await send(t.app, 'smsRegister', { mobileNo: mobileNum, countryDialingCode: '+86' });
    const { body, cookies } = await mobileBody(mobileNum, {
      verificationCode: await lastCode(t.db, `+86 ${mobileNum}`),
      termsAccepted: undefined,
      loginDeviceId: 'device-2',
      registerMethod: 'WEB',
      login: true,
    });
    const res = await send(t.app, 'registerMobile', body, { cookies });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.userName).toBe(mobileNum);
  });

  it('tells that a number is taken only after its code proved it', async () => {
    const mobileNum = DEMO_ACCOUNTS.member.mobileNum;
    const { body, cookies } = await mobileBody(mobileNum, { verificationCode: '123456' });
    const unproved = await send(t.app, 'registerMobile', body, { cookies });
    expect(unproved.json().errorCode).toBe('code.invalid');
    await send(t.app, 'smsRegister', { mobileNo: mobileNum, countryDialingCode: '+86' });
    const proved = await mobileBody(mobileNum, { verificationCode: await lastCode(t.db, `+86 ${mobileNum}`) });
    const res = await send(t.app, 'registerMobile', proved.body, { cookies: proved.cookies });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('register.mobile.taken');
  });

  it('needs no password without MOBILENUMPASSREG3', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: ['MOBILENUMPASSREG3'] });
    const mobileNum = '13600002222';
    await send(t.app, 'smsRegister', { mobileNo: mobileNum, countryDialingCode: '+86' });
    const { body, cookies } = await mobileBody(mobileNum, {
      verificationCode: await lastCode(t.db, `+86 ${mobileNum}`),
      password: undefined,
      confirmPassword: undefined,
    });
    const res = await send(t.app, 'registerMobile', body, { cookies });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.orm.select().from(members).where(eq(members.mobile, mobileNum));
    expect(row?.passwordHash).toBeNull();
  });

  it('is off without MOBILENUMREG3', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: ['MOBILENUMREG3'] });
    const { body, cookies } = await mobileBody('13600003333');
    expect((await send(t.app, 'registerMobile', body, { cookies })).json().errorCode).toBe('function.not.available');
  });
});

describe('GET /wps/agent/affiliate', () => {
  it('answers whether the code is an active agent code', async () => {
    const check = async (code: string) =>
      (await send(t.app, 'affiliate', undefined, { query: { code, domain: 'localhost' } })).json().value;
    expect(await check(DEMO_ACCOUNTS.agent.referralCode)).toEqual({ success: true });
    expect(await check(DEMO_ACCOUNTS.member.referralCode)).toEqual({ success: false });
    expect(await check('NOSUCH99')).toEqual({ success: false });
    expect(await check('bad code!')).toEqual({ success: false });
    expect((await send(t.app, 'affiliate', undefined, { query: { code: 'x'.repeat(65) } })).statusCode).toBe(400);
  });
});
