import { DEMO_ACCOUNTS } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, MINUTE, movableClock, send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { newMember } from '../../../test/profile-helpers.ts';
import { sessions } from '../../db/schema.ts';
import { sha256 } from '../../platform/secrets.ts';
import type { SessionRow } from './queries.ts';
import { SessionCache } from './session-cache.ts';

const row = (id: string, lastSeenAt = new Date(0)) => ({ id, lastSeenAt }) as SessionRow;

describe('the session cache', () => {
  it('answers a stored row until its lifetime ends', () => {
    const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 10 });
    cache.store('a', row('s1'), cache.ticket(), 1_000);
    expect(cache.get('a', 5_999)?.id).toBe('s1');
    expect(cache.get('a', 6_000)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('forgets a session by its id, and refuses a row whose read began before any revocation', () => {
    const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 10 });
    cache.store('a', row('s1'), cache.ticket(), 0);
    const before = cache.ticket();
    cache.forget('s1');
    expect(cache.get('a', 1)).toBeNull();
    // A read in flight while s2 was revoked could carry s1 as it was before its own revocation: not kept.
    cache.forget('s2');
    cache.store('a', row('s1'), before, 2);
    expect(cache.get('a', 3)).toBeNull();
    cache.store('a', row('s1'), cache.ticket(), 4);
    expect(cache.get('a', 5)?.id).toBe('s1');
  });

  it('drops the oldest row past its size, and keeps a use it was told of', () => {
    const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.store(key, row(`s-${key}`), cache.ticket(), 0);
    expect(cache.get('a', 1)).toBeNull();
    expect(cache.size).toBe(2);
    cache.touched('b', new Date(60_000));
    expect(cache.get('b', 1)?.lastSeenAt.getTime()).toBe(60_000);
    // The evicted row's id no longer points anywhere: forgetting it leaves the others.
    cache.forget('s-a');
    expect(cache.size).toBe(2);
  });

  it('tells its publishers of revocations made here, not of those it only forgets', () => {
    const cache = new SessionCache({ ttlMs: 5_000, maxEntries: 10 });
    const told: string[] = [];
    const stop = cache.addPublisher((id) => told.push(id));
    cache.revoke('s1');
    cache.forget('s2');
    stop();
    cache.revoke('s3');
    expect(told).toEqual(['s1']);
  });
});

describe('signed-in requests with the cache', () => {
  const clock = movableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  /** A token whose session row is now cached: it answered a signed-in request. */
  async function usedToken(credentials: { username: string; password: string }, device?: string) {
    const token = await loginAs(t.app, credentials, device ? { headers: { device } } : {});
    expect((await send(t.app, 'balance', undefined, { token })).statusCode).toBe(200);
    return token;
  }
  const status = async (token: string) => (await send(t.app, 'balance', undefined, { token })).statusCode;

  it('answers from the row read a moment ago: a change written past every use case shows within five seconds', async () => {
    const token = await usedToken(await newMember(t.db));
    await t.db.orm
      .update(sessions)
      .set({ revokedAt: clock.now() })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(await status(token)).toBe(200);
    clock.advance(5_000);
    expect(await status(token)).toBe(401);
  });

  it('drops the row at once when the session ends by logout, a newer login or a password change', async () => {
    const member = await newMember(t.db);
    const loggedOut = await usedToken(member);
    expect((await send(t.app, 'logout', undefined, { token: loggedOut })).statusCode).toBe(200);
    expect(await status(loggedOut)).toBe(401);

    const replaced = await usedToken(member);
    const fresh = await usedToken(member);
    expect(await status(replaced)).toBe(401);

    const other = await usedToken(member, 'mobile');
    const change = { oldPassword: member.password, newPassword: 'Next1234', confirmNewPassword: 'Next1234' };
    expect((await send(t.app, 'changePassword', change, { token: fresh })).json().success).toBe(true);
    expect(await status(fresh)).toBe(401);
    expect(await status(other)).toBe(401);
  });

  it('still ends a session idle past the timeout, and keeps one used within it', async () => {
    const token = await usedToken(DEMO_ACCOUNTS.member);
    clock.advance(29 * MINUTE);
    expect(await status(token)).toBe(200);
    clock.advance(30 * MINUTE + 1);
    expect(await status(token)).toBe(401);
  });
});
