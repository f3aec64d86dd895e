import { DEMO_ACCOUNTS, rememberCookies } from '@lotus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, loginAs, movableClock, send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { members, rememberTokens } from '../../db/schema.ts';
import { hashPassword } from '../../platform/passwords.ts';

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

let counter = 0;
async function newMember() {
  counter += 1;
  const username = `keeper${counter}`;
  await t.db.orm.insert(members).values({ merchantId: 1, username, passwordHash: await hashPassword('Start123') });
  return { username, password: 'Start123' };
}

type Cookie = { name: string; value: string; httpOnly?: boolean; maxAge?: number };
const cookieMap = (cookies: Cookie[]) => Object.fromEntries(cookies.map((c) => [c.name, c.value]));

async function rememberedLogin(m: { username: string; password: string }, deviceId = 'device-A') {
  const res = await send(t.app, 'login', { ...m, rememberMe: true, loginDeviceId: deviceId });
  expect(res.statusCode).toBe(200);
  return res.cookies as Cookie[];
}

const rememberLogin = (cookies: Record<string, string>, deviceId = 'device-A') =>
  send(t.app, 'rememberLogin', { loginDeviceId: deviceId }, { cookies });

describe('remember me', () => {
  it('sets the username and an HttpOnly token for 24 hours, never the password', async () => {
    const m = await newMember();
    const cookies = await rememberedLogin(m);
    const user = cookies.find((c) => c.name === rememberCookies.user);
    const token = cookies.find((c) => c.name === rememberCookies.token);
    expect(user).toMatchObject({ value: m.username, maxAge: 24 * 3600 });
    expect(user?.httpOnly).toBeFalsy();
    expect(token).toMatchObject({ httpOnly: true, maxAge: 24 * 3600 });
    expect(token?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(cookies)).not.toContain(m.password);
    const stored = await t.db.orm.select().from(rememberTokens);
    expect(stored.some((r) => r.tokenHash === token?.value)).toBe(false);
  });

  it('logs in from the cookies and rotates the token: the used one is dead', async () => {
    const m = await newMember();
    const first = cookieMap(await rememberedLogin(m));
    const res = await rememberLogin(first);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.userName).toBe(m.username);
    const next = cookieMap(res.cookies as Cookie[]);
    expect(next[rememberCookies.token]).toBeTruthy();
    expect(next[rememberCookies.token]).not.toBe(first[rememberCookies.token]);
    const replay = await rememberLogin(first);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errorCode).toBe('login.remember.invalid');
    expect((await rememberLogin(next)).statusCode).toBe(200);
  });

  it('refuses another device, another username, and tokens older than 24 hours', async () => {
    const m = await newMember();
    const cookies = cookieMap(await rememberedLogin(m));
    expect((await rememberLogin(cookies, 'device-B')).json().errorCode).toBe('login.remember.invalid');
    expect(
      (await rememberLogin({ ...cookies, [rememberCookies.user]: DEMO_ACCOUNTS.member.username })).json().errorCode,
    ).toBe('login.remember.invalid');
    const fresh = cookieMap(await rememberedLogin(await newMember()));
    clock.advance(24 * HOUR + 1000);
    expect((await rememberLogin(fresh)).json().errorCode).toBe('login.remember.invalid');
    expect((await rememberLogin({})).json().errorCode).toBe('login.remember.invalid');
  });

  it('logout and a password change forget the token; unticking deletes the cookies', async () => {
    const m = await newMember();
    const cookies = cookieMap(await rememberedLogin(m));
    const token = await loginAs(t.app, m, { cookies });
    await send(t.app, 'logout', undefined, { token, cookies });
    expect((await rememberLogin(cookies)).statusCode).toBe(400);

    const again = cookieMap(await rememberedLogin(m));
    const session = await loginAs(t.app, m);
    await send(
      t.app,
      'changePassword',
      { oldPassword: m.password, newPassword: 'Next1234', confirmNewPassword: 'Next1234' },
      { token: session },
    );
    expect((await rememberLogin(again)).statusCode).toBe(400);

    const m2 = await newMember();
    const kept = cookieMap(await rememberedLogin(m2));
    const unticked = await send(t.app, 'login', { ...m2, rememberMe: false }, { cookies: kept });
    const cleared = (unticked.cookies as Cookie[]).filter((c) => c.value === '');
    expect(cleared.map((c) => c.name).sort()).toEqual([rememberCookies.token, rememberCookies.user].sort());
    expect((await rememberLogin(kept)).statusCode).toBe(400);
  });

  it('is not offered at the agent login', async () => {
    const { username, password } = DEMO_ACCOUNTS.agent;
    const res = await send(t.app, 'login', { username, password, rememberMe: true, agentLogin: true });
    expect(res.statusCode).toBe(200);
    expect((res.cookies as Cookie[]).some((c) => c.name === rememberCookies.token)).toBe(false);
  });
});
