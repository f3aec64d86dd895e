import { authLimits, CONSOLE_PREFIX, DEMO_MERCHANT_CODE } from '@lotus/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE, movableClock, send, solveCaptcha } from '../../../test/auth-helpers.ts';
import { insertOperator } from '../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { auditLog, loginFailures, members, operators } from '../../db/schema.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { resetOperatorPassword } from '../brands/operator-commands.ts';
import { newTotpSecret, totpCode } from './totp.ts';

/**
 * Wrong passwords lock an account per address: a stranger who knows a name locks out their own address, not the
 * owner; guesses from many addresses meet the account's hourly budget, which the operator's authenticator passes;
 * the command line lifts every lock; each lock is audited.
 */
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

let n = 0;
const next = () => ++n;
const STRANGER = '10.9.0.1';
const OWNER = '10.9.0.2';
const OPERATOR_PASSWORD = 'Console-pass-2026';

const signIn = (username: string, password: string, remoteAddress: string, totp?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${CONSOLE_PREFIX}/session`,
    payload: { merchantCode: DEMO_MERCHANT_CODE, username, password, ...(totp && { totpCode: totp }) },
    remoteAddress,
  });
const outcome = async (res: ReturnType<typeof signIn>) => {
  const answer = await res;
  return [answer.statusCode, answer.json().errorCode];
};

async function newOperator() {
  const username = `lockme${next()}`;
  await insertOperator(t.db, username, OPERATOR_PASSWORD, 'admin');
  return username;
}

async function guessTen(username: string, from: string) {
  for (let i = 0; i < authLimits.lockAfterFailures; i++) {
    expect(await outcome(signIn(username, `wrong-guess-${i}`, from))).toEqual([400, 'console.login.failed']);
  }
}

const lockAudits = (account: string) =>
  t.db.orm
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.event, 'account.locked'), sql`${auditLog.detail}->>'account' = ${account}`));

describe('the console sign-in', () => {
  it('locks the stranger’s address after ten wrong passwords, not the operator elsewhere; the lock is audited', async () => {
    const username = await newOperator();
    await guessTen(username, STRANGER);
    expect(await outcome(signIn(username, OPERATOR_PASSWORD, STRANGER))).toEqual([429, 'login.locked']);
    expect(await outcome(signIn(username, OPERATOR_PASSWORD, OWNER))).toEqual([200, undefined]);
    // The owner's success does not free the stranger's address.
    expect(await outcome(signIn(username, OPERATOR_PASSWORD, STRANGER))).toEqual([429, 'login.locked']);
    expect((await lockAudits(`op:1:${username}`)).map((a) => a.detail)).toEqual([
      { account: `op:1:${username}`, address: STRANGER, minutes: authLimits.lockMinutes, lockCount: 1 },
    ]);
  });

  it('past the hourly budget of guesses from many addresses, lets in only the operator with the authenticator', async () => {
    const username = await newOperator();
    const secret = newTotpSecret();
    await t.db.orm
      .update(operators)
      .set({ totpSecret: secret, totpEnabledAt: clock.now() })
      .where(eq(operators.username, username));
    // Nine addresses' ten failures each, as earlier guesses leave them, then ten more from a tenth address.
    const addresses = authLimits.maxFailuresPerHour / authLimits.lockAfterFailures;
    await t.db.orm.insert(loginFailures).values(
      Array.from({ length: (addresses - 1) * authLimits.lockAfterFailures }, (_, i) => ({
        merchantId: 1,
        accountKey: `op:1:${username}`,
        ip: `10.9.1.${Math.floor(i / authLimits.lockAfterFailures) + 1}`,
        createdAt: new Date(clock.now().getTime() - 30 * MINUTE),
      })),
    );
    await guessTen(username, '10.9.2.1');
    // A fresh address with the right password but no code: the budget is spent.
    expect(await outcome(signIn(username, OPERATOR_PASSWORD, OWNER))).toEqual([429, 'login.locked']);
    // A wrong code proves nothing either.
    const code = totpCode(secret, clock.now());
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await outcome(signIn(username, OPERATOR_PASSWORD, OWNER, wrong))).toEqual([429, 'login.locked']);
    expect(await outcome(signIn(username, OPERATOR_PASSWORD, OWNER, code))).toEqual([200, undefined]);
  });

  it('is opened again by the command line’s reset-password, from every address', async () => {
    const username = await newOperator();
    await guessTen(username, OWNER);
    expect(await outcome(signIn(username, OPERATOR_PASSWORD, OWNER))).toEqual([429, 'login.locked']);
    const reset = await resetOperatorPassword(t.db, { brand: DEMO_MERCHANT_CODE, username });
    expect(await outcome(signIn(username, reset.password, OWNER))).toEqual([200, undefined]);
  });
});

describe('the player login', () => {
  it('locks the stranger’s address, and the player still logs in with the password elsewhere', async () => {
    const username = `lockplayer${next()}`;
    await t.db.orm
      .insert(members)
      .values({ merchantId: 1, username, passwordHash: await hashPassword('Start123'), realName: 'Li Lei' });
    // Past three failures the captcha is due; an attacker solves it too.
    const login = async (password: string, remoteAddress: string) => {
      const captcha = await solveCaptcha(t.app);
      const res = await send(
        t.app,
        'login',
        { username, password, captcha: captcha.answer },
        { remoteAddress, cookies: captcha.cookies },
      );
      return [res.statusCode, res.json().errorCode];
    };
    for (let i = 0; i < authLimits.lockAfterFailures; i++) {
      expect(await login(`Wrong${i}abc`, STRANGER)).toEqual([400, 'login.failed']);
    }
    expect(await login('Start123', STRANGER)).toEqual([429, 'login.locked']);
    expect(await login('Start123', OWNER)).toEqual([200, undefined]);
    expect((await lockAudits(`u:${username}`)).map((a) => a.detail)).toEqual([
      { account: `u:${username}`, address: STRANGER, minutes: authLimits.lockMinutes, lockCount: 1 },
    ]);
  });
});
