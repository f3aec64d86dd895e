import {
  DEMO_ACCOUNTS,
  envelopeSchema,
  errorEnvelopeSchema,
  loginResultSchema,
  memberInfoSchema,
  type SocketMessage,
} from '@lotus/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoContext,
  HOUR,
  loginAs,
  MINUTE,
  movableClock,
  quietAuthDeps,
  send,
  solveCaptcha,
} from '../../../test/auth-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/create-test-app.ts';
import { encryptedPayload } from '../../../test/encrypted-payload.ts';
import { auditLog, members, sessions } from '../../db/schema.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { suspendMember } from '../member/suspension.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const { member, agent, operator, defaultPassword } = DEMO_ACCOUNTS;
let nextIp = 1;
/** A fresh client address, so that per-address failure limits of one test do not touch another. */
const freshIp = () => `10.1.0.${nextIp++}`;

describe('POST /wps/session/login', () => {
  it('logs the demo member in with the spec result shape and a 256-bit opaque token', async () => {
    const res = await send(t.app, 'login', {
      username: member.username,
      password: member.password,
      loginDeviceId: 'd1',
    });
    expect(res.statusCode).toBe(200);
    const { value } = envelopeSchema(loginResultSchema).parse(res.json());
    expect(value).toMatchObject({
      userName: 'demo',
      customerType: 0,
      passwordExpired: false,
      forcePasswordChange: false,
    });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await send(t.app, 'memberInfo', undefined, { token: value.token });
    expect(envelopeSchema(memberInfoSchema).parse(info.json()).value).toMatchObject({
      account: 'demo',
      type: 0,
      isAgent: false,
      mobile: '+86 138****0001',
    });
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await loginAs(t.app);
    const rows = await t.db.orm.select({ hash: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });

  it('accepts the username in any case', async () => {
    expect(await loginAs(t.app, { username: 'DEMO', password: member.password })).toBeTruthy();
  });

  it('answers the spec message when username or password is missing', async () => {
    for (const body of [{ username: 'demo' }, { password: 'x' }, {}, { username: '  ', password: 'x' }]) {
      const res = await send(t.app, 'login', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'login.required.fields',
        message: 'Please enter the username and password',
      });
    }
  });

  it('refuses wrong types and over-long strings with field messages', async () => {
    const bodies = [
      { username: 12, password: 'x' },
      { username: 'a'.repeat(65), password: 'x' },
      { username: 'demo', password: 'x'.repeat(129) },
      { username: 'demo', password: 'x', rememberMe: 'yes' },
    ];
    for (const body of bodies) {
      const res = await send(t.app, 'login', body);
      expect(res.statusCode).toBe(400);
      const error = errorEnvelopeSchema.parse(res.json());
      expect(error.errorCode).toBe('request.invalid');
      expect(Object.keys(error.value.fields as object).length).toBeGreaterThan(0);
    }
  });

  it('refuses a plain or tampered body on the encrypted endpoint', async () => {
    const plain = await send(t.app, 'login', { username: member.username, password: member.password }, { plain: true });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errorCode).toBe('request_body_required');
    const sealed = await encryptedPayload(t.app, { username: member.username, password: member.password });
    const value = sealed.payload.value;
    const tampered = `${value.slice(0, 20)}${value[20] === 'A' ? 'B' : 'A'}${value.slice(21)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { ...demoHeaders, ...sealed.headers },
      payload: { value: tampered },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request_body_required');
  });

  it('answers a wrong password and an unknown account with the same status and body', async () => {
    const ip = freshIp();
    const wrong = await send(
      t.app,
      'login',
      { username: agent.username, password: 'Wrong1234' },
      { remoteAddress: ip },
    );
    const unknown = await send(
      t.app,
      'login',
      { username: 'nobody-here', password: 'Wrong1234' },
      { remoteAddress: ip },
    );
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      success: false,
      errorCode: 'login.failed',
      message: 'Incorrect username or password',
      value: { captcha: false },
    });
  });

  it('refuses operators on the player site and non-agents at the agent login, only with the right password', async () => {
    const op = await send(t.app, 'login', { username: operator.username, password: operator.password });
    expect(op.statusCode).toBe(403);
    expect(op.json()).toMatchObject({ errorCode: 'login.non.member', message: 'Non-member account unable to login' });
    const opWrong = await send(t.app, 'login', { username: operator.username, password: 'nope' });
    expect(opWrong.json().errorCode).toBe('login.failed');

    const nonAgent = await send(t.app, 'login', {
      username: member.username,
      password: member.password,
      agentLogin: true,
    });
    expect(nonAgent.statusCode).toBe(403);
    expect(nonAgent.json()).toMatchObject({ errorCode: 'login.non.agent', message: 'Non-agents cannot log in' });
    const asAgent = await send(t.app, 'login', {
      username: agent.username,
      password: agent.password,
      agentLogin: true,
    });
    expect(asAgent.statusCode).toBe(200);
    // Agents may use the player site too.
    expect(await loginAs(t.app, agent)).toBeTruthy();
  });

  it('requires the captcha after 3 failures and accepts the right answer once', async () => {
    const ip = freshIp();
    const attempt = (body: Record<string, unknown>, cookies?: Record<string, string>) =>
      send(t.app, 'login', { username: agent.username, ...body }, { remoteAddress: ip, ...(cookies && { cookies }) });
    expect((await attempt({ password: 'bad-1' })).json().value).toEqual({ captcha: false });
    expect((await attempt({ password: 'bad-2' })).json().value).toEqual({ captcha: false });
    expect((await attempt({ password: 'bad-3' })).json().value).toEqual({ captcha: true });

    const missing = await attempt({ password: agent.password });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errorCode: 'captcha.required',
      message: 'Please complete verification first',
      value: { captcha: true },
    });

    const wrongCaptcha = await solveCaptcha(t.app);
    const wrong = await attempt(
      { password: agent.password, captcha: 'ZZZZ' === wrongCaptcha.answer ? 'YYYY' : 'ZZZZ' },
      wrongCaptcha.cookies,
    );
    expect(wrong.json()).toMatchObject({ errorCode: 'captcha.invalid', value: { captcha: true } });
    // One image allows one guess: the right answer after a wrong one fails too.
    const reused = await attempt({ password: agent.password, captcha: wrongCaptcha.answer }, wrongCaptcha.cookies);
    expect(reused.json().errorCode).toBe('captcha.invalid');

    const good = await solveCaptcha(t.app);
    const ok = await attempt({ password: agent.password, captcha: good.answer.toLowerCase() }, good.cookies);
    expect(ok.statusCode).toBe(200);
    // A success forgets the failures.
    expect((await attempt({ password: agent.password })).statusCode).toBe(200);
  });

  it('locks an account at an address for 15 minutes after 10 failures from it, then longer, never for good', async () => {
    const username = 'lock-target';
    const attacker = freshIp();
    await t.db.orm.insert(members).values({ merchantId: 1, username, passwordHash: await hashPassword('Right1234') });
    const fail = async () => {
      const captcha = await solveCaptcha(t.app);
      return send(
        t.app,
        'login',
        { username, password: 'Wrong', captcha: captcha.answer },
        { remoteAddress: attacker, cookies: captcha.cookies },
      );
    };
    for (let i = 0; i < 9; i++) expect((await fail()).json().errorCode).toBe('login.failed');
    expect((await fail()).json().errorCode).toBe('login.failed');
    const captcha = await solveCaptcha(t.app);
    const locked = await send(
      t.app,
      'login',
      { username, password: 'Right1234', captcha: captcha.answer },
      { remoteAddress: attacker, cookies: captcha.cookies },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('login.locked');
    expect(locked.json().value.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // The same answer for an account nobody has: locks never tell which accounts exist.
    clock.advance(15 * MINUTE + 1000);
    for (let i = 0; i < 10; i++) await fail();
    const second = await send(t.app, 'login', { username, password: 'Right1234' }, { remoteAddress: attacker });
    expect(second.json().value.retryAfterSeconds).toBeGreaterThan(29 * 60);
    clock.advance(31 * MINUTE);
    const solved = await solveCaptcha(t.app);
    const ok = await send(
      t.app,
      'login',
      { username, password: 'Right1234', captcha: solved.answer },
      { remoteAddress: attacker, cookies: solved.cookies },
    );
    expect(ok.statusCode).toBe(200);
  });

  it('locks unknown accounts exactly like known ones', async () => {
    const username = 'ghost-account';
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) {
      const captcha = await solveCaptcha(t.app);
      await send(
        t.app,
        'login',
        { username, password: 'Wrong', captcha: captcha.answer },
        { remoteAddress: attacker, cookies: captcha.cookies },
      );
    }
    const res = await send(t.app, 'login', { username, password: 'Wrong' }, { remoteAddress: attacker });
    expect(res.statusCode).toBe(429);
    expect(res.json().errorCode).toBe('login.locked');
  });

  it('asks an address that fails too often for the captcha, whatever the accounts, yet refuses no right password', async () => {
    const ip = freshIp();
    for (let i = 0; i < 50; i++)
      await send(t.app, 'login', { username: `stuffing-${i}`, password: 'x' }, { remoteAddress: ip });
    const fromAddress = (body: Record<string, unknown>, cookies?: Record<string, string>) =>
      send(t.app, 'login', body, { remoteAddress: ip, ...(cookies && { cookies }) });
    // Every further guess from the address costs a captcha, for any account.
    const stuffing = await fromAddress({ username: 'stuffing-50', password: 'x' });
    expect(stuffing.statusCode).toBe(400);
    expect(stuffing.json()).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });
    const unsolved = await fromAddress({ username: member.username, password: member.password });
    expect(unsolved.json()).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });
    // The right password of an account nobody attacked still logs in from there, and at once from elsewhere.
    const captcha = await solveCaptcha(t.app);
    const solved = await fromAddress(
      { username: member.username, password: member.password, captcha: captcha.answer },
      captcha.cookies,
    );
    expect(solved.statusCode).toBe(200);
    expect(
      (
        await send(
          t.app,
          'login',
          { username: member.username, password: member.password },
          { remoteAddress: freshIp() },
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('sessions', () => {
  it('a new login on the same channel replaces the old session; other channels keep theirs', async () => {
    const first = await loginAs(t.app);
    const mobile = await loginAs(t.app, member, { headers: { device: 'mobile' } });
    const second = await loginAs(t.app);
    expect((await send(t.app, 'memberInfo', undefined, { token: first })).statusCode).toBe(401);
    expect((await send(t.app, 'memberInfo', undefined, { token: second })).statusCode).toBe(200);
    expect((await send(t.app, 'memberInfo', undefined, { token: mobile })).statusCode).toBe(200);
  });

  it('tells the replaced session through the event bus', async () => {
    const messages: SocketMessage[] = [];
    const [demo] = await t.db.orm.select().from(members).where(eq(members.username, member.username));
    const stop = await t.app.events.subscribe({ merchantId: 1, memberId: demo?.id }, (m) => messages.push(m));
    await loginAs(t.app);
    const [old] = await t.db.orm
      .select()
      .from(sessions)
      .where(
        and(eq(sessions.memberId, demo?.id ?? 0), eq(sessions.channel, 'web'), sql`${sessions.revokedAt} is null`),
      );
    await loginAs(t.app);
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(messages).toContainEqual(
      expect.objectContaining({ type: 'session.revoked', data: { sessionId: old?.id, reason: 'replaced' } }),
    );
  });

  it('logout kills the token at once; DELETE and POST both work', async () => {
    for (const method of ['DELETE', 'POST'] as const) {
      const token = await loginAs(t.app);
      const out = await send(t.app, 'logout', undefined, { token, method });
      expect(out.json()).toEqual({ success: true, value: null });
      const after = await send(t.app, 'memberInfo', undefined, { token });
      expect(after.statusCode).toBe(401);
      expect(after.json().errorCode).toBe('login.not.session');
      expect((await send(t.app, 'logout', undefined, { token, method })).statusCode).toBe(401);
    }
  });

  it('ends after 30 idle minutes, and at the latest 12 hours after login', async () => {
    const idle = await loginAs(t.app);
    clock.advance(29 * MINUTE);
    expect((await send(t.app, 'memberInfo', undefined, { token: idle })).statusCode).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await send(t.app, 'memberInfo', undefined, { token: idle })).statusCode).toBe(200);
    clock.advance(31 * MINUTE);
    expect((await send(t.app, 'memberInfo', undefined, { token: idle })).statusCode).toBe(401);

    const busy = await loginAs(t.app);
    for (let spent = 0; spent < 12 * HOUR; spent += 20 * MINUTE) {
      expect((await send(t.app, 'memberInfo', undefined, { token: busy })).statusCode).toBe(200);
      clock.advance(20 * MINUTE);
    }
    expect((await send(t.app, 'memberInfo', undefined, { token: busy })).statusCode).toBe(401);
  });

  it('follows the merchant settings for idle and absolute timeouts', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', { auth: { sessionIdleMinutes: 5 } });
    try {
      const token = await loginAs(t.app);
      clock.advance(6 * MINUTE);
      expect((await send(t.app, 'memberInfo', undefined, { token })).statusCode).toBe(401);
    } finally {
      await updateMerchantSettings(t.db, 'LOTUS', { auth: { sessionIdleMinutes: 30 } });
    }
  });

  it('writes last_seen at most once a minute', async () => {
    const token = await loginAs(t.app);
    const seen = async () => {
      const rows = await t.db.orm
        .select({ at: sessions.lastSeenAt })
        .from(sessions)
        .where(sql`${sessions.revokedAt} is null and ${sessions.channel} = 'web'`);
      return rows
        .map((r) => r.at.getTime())
        .sort()
        .at(-1);
    };
    const before = await seen();
    clock.advance(30_000);
    await send(t.app, 'memberInfo', undefined, { token });
    expect(await seen()).toBe(before);
    clock.advance(31_000);
    await send(t.app, 'memberInfo', undefined, { token });
    expect(await seen()).toBe(clock.now().getTime());
  });

  it('rejects made-up, empty and over-long tokens with 401', async () => {
    for (const token of ['x', 'a'.repeat(43), 'b'.repeat(1000)]) {
      expect((await send(t.app, 'memberInfo', undefined, { token })).statusCode).toBe(401);
    }
    expect((await send(t.app, 'memberInfo')).statusCode).toBe(401);
  });

  it('suspension ends the sessions and refuses the next login', async () => {
    const [row] = await t.db.orm
      .insert(members)
      .values({ merchantId: 1, username: 'to-suspend', passwordHash: await hashPassword('Pass1234') })
      .returning();
    const token = await loginAs(t.app, { username: 'to-suspend', password: 'Pass1234' });
    if (!row) throw new Error('setup');
    const revoked = await suspendMember(quietAuthDeps(t.db), await demoContext(t.db, clock), row.id, 1);
    expect(revoked).toHaveLength(1);
    expect((await send(t.app, 'memberInfo', undefined, { token })).statusCode).toBe(401);
    const again = await send(t.app, 'login', { username: 'to-suspend', password: 'Pass1234' });
    expect(again.statusCode).toBe(403);
    expect(again.json().errorCode).toBe('account.suspended');
  });
});

describe('forced password change', () => {
  it('the default password 123456 forces the change; until then only info, change and logout answer', async () => {
    const res = await send(t.app, 'login', { username: defaultPassword.username, password: defaultPassword.password });
    const { value } = envelopeSchema(loginResultSchema).parse(res.json());
    expect(value.forcePasswordChange).toBe(true);
    expect((await send(t.app, 'memberInfo', undefined, { token: value.token })).statusCode).toBe(200);
    const avatar = await send(t.app, 'avatar', undefined, { token: value.token });
    expect(avatar.statusCode).toBe(403);
    expect(avatar.json().errorCode).toBe('password.change.required');
  });

  it('an expired password forces the change only with PWDEXPFORCECHANGE3 on', async () => {
    await t.db.orm
      .update(members)
      .set({ passwordChangedAt: new Date(clock.now().getTime() - 100 * 24 * HOUR) })
      .where(eq(members.username, agent.username));
    const on = envelopeSchema(loginResultSchema).parse(
      (await send(t.app, 'login', { username: agent.username, password: agent.password })).json(),
    ).value;
    expect(on).toMatchObject({ passwordExpired: true, forcePasswordChange: true });
    await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: ['PWDEXPFORCECHANGE3'] });
    try {
      const off = envelopeSchema(loginResultSchema).parse(
        (await send(t.app, 'login', { username: agent.username, password: agent.password })).json(),
      ).value;
      expect(off).toMatchObject({ passwordExpired: true, forcePasswordChange: false });
    } finally {
      await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: [] });
      await t.db.orm
        .update(members)
        .set({ passwordChangedAt: clock.now() })
        .where(eq(members.username, agent.username));
    }
  });
});

describe('audit log', () => {
  it('records logins, failures and logouts, and refuses to change its rows', async () => {
    const events = await t.db.orm.select({ event: auditLog.event }).from(auditLog);
    const names = new Set(events.map((e) => e.event));
    for (const name of ['login.succeeded', 'login.failed', 'login.locked', 'logout', 'login.refused']) {
      expect(names).toContain(name);
    }
    await expect(t.db.orm.update(auditLog).set({ event: 'x' })).rejects.toThrow();
    await expect(t.db.orm.delete(auditLog)).rejects.toThrow();
  });

  it('never stores a password or token in the audit detail', async () => {
    const rows = await t.db.orm.select({ detail: auditLog.detail }).from(auditLog);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(member.password);
    expect(text).not.toContain(agent.password);
  });
});
