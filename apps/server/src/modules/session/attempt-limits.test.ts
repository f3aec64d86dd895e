import { authLimits, DEMO_ACCOUNTS } from '@lotus/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  demoContext,
  lastCode,
  loginAs,
  MINUTE,
  movableClock,
  quietAuthDeps,
  send,
  solveCaptcha,
} from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { members, verificationCodes } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { checkPaymentPassword } from '../member/payment-password.ts';
import { sendCode, verifyCode } from '../verification/codes.ts';
import { completeSecondStep } from './second-factor.ts';
import { newTotpSecret, totpCode } from './totp.ts';

/** Attempt limits under storms of concurrent requests: each limit is checked and counted in one step. */
const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
afterEach(() => {
  // Every test starts outside the previous one's windows and locks.
  clock.advance(25 * 60 * MINUTE);
});

const PIN = '112233';
let counter = 0;
let nextIp = 1;
const freshIp = () => `10.7.0.${nextIp++}`;

/** A member of its own, with every second factor but the authenticator and a payment password. */
async function newMember() {
  counter += 1;
  const username = `limits${counter}`;
  const mobile = `1360000${String(counter).padStart(4, '0')}`;
  await t.db.orm.insert(members).values({
    merchantId: 1,
    username,
    passwordHash: await hashPassword('Start123'),
    paymentPasswordHash: await hashPassword(PIN),
    countryDialingCode: '+86',
    mobile,
    email: `${username}@example.com`,
    realName: 'Li Lei',
  });
  return { username, password: 'Start123', mobile, phone: `+86 ${mobile}` };
}

const codesOf = (answers: { json(): { errorCode?: string } }[]) => answers.map((r) => r.json().errorCode);
const count = (codes: (string | undefined)[], code: string) => codes.filter((c) => c === code).length;
const together = <T>(n: number, run: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => run(i)));

async function latestCodeAttempts(purpose: string, target: string) {
  const [row] = await t.db.orm
    .select({ attempts: verificationCodes.attempts })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return row?.attempts;
}

describe('concurrent tries', () => {
  it('answers 10 of 30 wrong payment passwords sent at once as wrong and the rest as locked; then the right one is locked too', async () => {
    const m = await newMember();
    const token = await loginAs(t.app, m);
    const change = (old: string) =>
      send(
        t.app,
        'changePaymentPassword',
        { oldPaymentPassword: old, newPaymentPassword: '445566', confirmPaymentPassword: '445566' },
        { token },
      );
    const codes = codesOf(await together(30, (i) => change(String(200_000 + i))));
    expect(count(codes, 'payment.password.wrong')).toBe(authLimits.lockAfterFailures);
    expect(count(codes, 'login.locked')).toBe(30 - authLimits.lockAfterFailures);
    const right = await change(PIN);
    expect(right.statusCode).toBe(429);
    expect(right.json().errorCode).toBe('login.locked');
  });

  it('passes the right payment password of every one of 30 operations judged at once', async () => {
    const m = await newMember();
    const [row] = await t.db.orm
      .select({ id: members.id, paymentPasswordHash: members.paymentPasswordHash })
      .from(members)
      .where(eq(members.username, m.username));
    if (!row) throw new Error('no member');
    const ctx = await demoContext(t.db, clock);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, () => checkPaymentPassword(t.db.orm, ctx, row, PIN)),
    );
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
  });

  it('requires the captcha after exactly 3 failures when 5 arrive together', async () => {
    const m = await newMember();
    const ip = freshIp();
    const codes = codesOf(
      await together(5, (i) =>
        send(t.app, 'login', { username: m.username, password: `Wrong${i}abc` }, { remoteAddress: ip }),
      ),
    );
    expect(count(codes, 'login.failed')).toBe(authLimits.captchaAfterFailures);
    expect(count(codes, 'captcha.required')).toBe(5 - authLimits.captchaAfterFailures);
  });

  it('judges at most 5 of 29 tries against one SMS login code', async () => {
    const m = await newMember();
    await send(t.app, 'smsNoLogin', { mobileNum: m.mobile, countryDialingCode: '+86' });
    const code = await lastCode(t.db, m.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const captchas: Awaited<ReturnType<typeof solveCaptcha>>[] = [];
    for (let i = 0; i < 29; i++) captchas.push(await solveCaptcha(t.app));
    const codes = codesOf(
      await together(29, (i) =>
        send(
          t.app,
          'login',
          {
            type: 'sms',
            mobileNum: m.mobile,
            countryDialingCode: '+86',
            verificationCode: wrong,
            captcha: captchas[i]?.answer,
          },
          { remoteAddress: freshIp(), cookies: captchas[i]?.cookies ?? {} },
        ),
      ),
    );
    expect(await latestCodeAttempts('login', m.phone)).toBe(authLimits.codeMaxAttempts);
    // The number's own budget stops the rest before any code is compared.
    expect(count(codes, 'code.invalid')).toBe(authLimits.lockAfterFailures);
    expect(count(codes, 'login.locked')).toBe(29 - authLimits.lockAfterFailures);
  });

  it('sends one code of 10 asked for one number at once', async () => {
    const m = await newMember();
    // Straight at the use case, so that all 10 reach the database before any send is recorded.
    const ctx = await demoContext(t.db, clock);
    const sends = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        sendCode(t.db.orm, quietAuthDeps(t.db).sender, ctx, {
          purpose: 'login',
          channel: 'sms',
          target: m.phone,
          deliver: true,
        }),
      ),
    );
    const codes = sends.map((r) => (r.status === 'rejected' && r.reason instanceof AppError ? r.reason.code : 'sent'));
    expect(count(codes, 'sent')).toBe(1);
    expect(count(codes, 'sms.resend.wait')).toBe(9);
  });

  it('burns a reset code after 5 of 29 wrong tries checked at once; the right code then fails', async () => {
    const m = await newMember();
    await send(t.app, 'smsNoLogin', { mobileNum: m.mobile, countryDialingCode: '+86', purpose: 'reset' });
    const code = await lastCode(t.db, m.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    // Straight at the use case, so that all 29 reach the database before any of them is counted.
    const ctx = await demoContext(t.db, clock);
    const tries = await Promise.allSettled(
      Array.from({ length: 29 }, () => verifyCode(t.db.orm, ctx, { purpose: 'reset', target: m.phone, code: wrong })),
    );
    expect(tries.every((r) => r.status === 'rejected')).toBe(true);
    expect(await latestCodeAttempts('reset', m.phone)).toBe(authLimits.codeMaxAttempts);
    const reset = await send(t.app, 'resetByPhone', {
      mobileNum: m.mobile,
      countryDialingCode: '+86',
      verificationCode: code,
      newPassword: 'Reset1234',
    });
    expect(reset.json().errorCode).toBe('code.invalid');
  });
});

describe('second step of a login from a new address', () => {
  const HOME = '10.7.1.1';
  const AWAY = '10.7.1.2';

  async function pending(m: { username: string; password: string }) {
    const res = await send(t.app, 'login', { username: m.username, password: m.password }, { remoteAddress: AWAY });
    expect(res.statusCode).toBe(200);
    const token = res.json().value.verificationToken;
    expect(typeof token).toBe('string');
    return token as string;
  }
  const answer = (verificationToken: string, bankName: string) =>
    send(t.app, 'loginVerification', { verificationToken, method: 'bankName', bankName }, { remoteAddress: AWAY });

  it('counts wrong answers per member across logins: 45 of them lock it, and the right one fails too', async () => {
    const m = await newMember();
    await loginAs(t.app, m, { remoteAddress: HOME });
    const codes: (string | undefined)[] = [];
    for (let login = 0; login < 9; login++) {
      const verificationToken = await pending(m);
      for (let i = 0; i < 5; i++) codes.push((await answer(verificationToken, 'Han Meimei')).json().errorCode);
    }
    expect(codes).toHaveLength(45);
    expect(count(codes, 'code.invalid')).toBe(authLimits.lockAfterFailures);
    expect(count(codes, 'login.locked')).toBe(45 - authLimits.lockAfterFailures);
    const right = await answer(await pending(m), 'Li Lei');
    expect(right.statusCode).toBe(429);
    expect(right.json().errorCode).toBe('login.locked');
    // Never for good: once the lock ends, the right answer works.
    clock.advance(authLimits.lockMinutes * MINUTE + 1000);
    expect((await answer(await pending(m), 'Li Lei')).statusCode).toBe(200);
  });

  it('judges at most 5 of 20 answers given at once to one pending login', async () => {
    const m = await newMember();
    await loginAs(t.app, m, { remoteAddress: HOME });
    const verificationToken = await pending(m);
    // Straight at the use case, so that all 20 reach the database before any of them is counted.
    const ctx = { ...(await demoContext(t.db, clock)), ip: AWAY };
    const input = { verificationToken, method: 'bankName' as const, bankName: 'Han Meimei' };
    const tries = await Promise.allSettled(
      Array.from({ length: 20 }, () => completeSecondStep(quietAuthDeps(t.db), ctx, input)),
    );
    const codes = tries.map((r) => (r.status === 'rejected' && r.reason instanceof AppError ? r.reason.code : 'ok'));
    expect(count(codes, 'code.invalid')).toBe(authLimits.codeMaxAttempts);
    // The rest find the step's tries used up, or the member's budget taken by tries still being judged.
    expect(count(codes, 'login.verification.expired') + count(codes, 'login.locked')).toBe(
      20 - authLimits.codeMaxAttempts,
    );
    // Nor does the right answer work afterwards.
    expect(['login.verification.expired', 'login.locked']).toContain(
      (await answer(verificationToken, 'Li Lei')).json().errorCode,
    );
  });

  it('lets one authenticator code open one of two logins presenting it at once', async () => {
    const m = await newMember();
    await loginAs(t.app, m, { remoteAddress: HOME });
    const secret = newTotpSecret();
    await t.db.orm
      .update(members)
      .set({ totpSecret: secret, totpEnabledAt: clock.now() })
      .where(eq(members.username, m.username));
    const tokens = [await pending(m), await pending(m)];
    const ctx = { ...(await demoContext(t.db, clock)), ip: AWAY };
    const code = totpCode(secret, clock.now());
    const logins = await Promise.allSettled(
      tokens.map((verificationToken) =>
        completeSecondStep(quietAuthDeps(t.db), ctx, { verificationToken, method: 'totp', code }),
      ),
    );
    expect(logins.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('an address that fails too often', () => {
  it('refuses neither the console nor payment passwords of members behind it', async () => {
    const ip = freshIp();
    const m = await newMember();
    const token = await loginAs(t.app, m, { remoteAddress: ip });
    for (let i = 0; i < authLimits.maxFailuresPerIp + 5; i++)
      await send(t.app, 'login', { username: `sprayed-${i}`, password: 'x' }, { remoteAddress: ip });

    const { operator } = DEMO_ACCOUNTS;
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/console/session',
      payload: { merchantCode: 'LOTUS', username: operator.username, password: operator.password },
      remoteAddress: ip,
    });
    expect(signIn.statusCode).toBe(200);

    const change = await send(
      t.app,
      'changePaymentPassword',
      { oldPaymentPassword: PIN, newPaymentPassword: '445566', confirmPaymentPassword: '445566' },
      { token, remoteAddress: ip },
    );
    expect(change.json()).toEqual({ success: true, value: null });
  });
});
