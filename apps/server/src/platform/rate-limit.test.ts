import { DEMO_ACCOUNTS } from '@lotus/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, movableClock } from '../../test/auth-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../test/create-test-app.ts';
import { endpointRoute } from './endpoint-route.ts';

let t: TestApp;
// Each test is a different visitor (through a trusted proxy), so counters never carry over between tests.
const visitor = (n: number) => ({ ...demoHeaders, 'x-forwarded-for': `198.51.100.${n}` });

beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: true, rateLimitPerMinute: 5 } });
  // The endpoint's gates and a tight limit, on a route of the test's own: none of the endpoint's schemas.
  const { schema: _schema, ...tight } = endpointRoute('affiliate', { rateLimit: { max: 2, timeWindow: 60_000 } });
  t.app.withTypeProvider<ZodTypeProvider>().route({
    ...tight,
    url: '/wps/test/tight',
    handler: async () => ({ ok: true }),
  });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('the global limit answers 429 rate.limited in the envelope with the wait in seconds', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ url: '/wps/system/whitelabel', headers: visitor(1) })).statusCode).toBe(200);
    }
    const res = await t.app.inject({ url: '/wps/system/whitelabel', headers: visitor(1) });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'rate.limited' });
    expect(res.json().value.retryAfterSeconds).toBeGreaterThan(0);
    expect(res.json().value.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(res.headers['retry-after']).toBeDefined();
    // Another visitor is not affected.
    expect((await t.app.inject({ url: '/wps/system/whitelabel', headers: visitor(2) })).statusCode).toBe(200);
  });

  it('a route can set a tighter limit of its own', async () => {
    const calls = [];
    for (let i = 0; i < 3; i++) calls.push(await t.app.inject({ url: '/wps/test/tight', headers: visitor(3) }));
    expect(calls.map((r) => r.statusCode)).toEqual([200, 200, 429]);
  });

  it('probing unknown URLs counts against the limit too', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await t.app.inject({ url: '/wps/nope', headers: visitor(4) })).statusCode);
    expect(codes).toEqual([404, 404, 404, 404, 404, 429]);
  });

  // With Redis the counters expire in Redis's own time; in one process they follow the server's clock.
  it.skipIf(Boolean(process.env.REDIS_URL))('a window ends when the server clock passes it, not before', async () => {
    const clock = movableClock();
    const own = await createTestApp({ clock, config: { trustProxy: true, rateLimitPerMinute: 2 } });
    try {
      const status = async () =>
        (await own.app.inject({ url: '/wps/system/whitelabel', headers: visitor(6) })).statusCode;
      expect([await status(), await status(), await status()]).toEqual([200, 200, 429]);
      clock.advance(59_000);
      expect(await status()).toBe(429);
      clock.advance(1_000);
      expect([await status(), await status(), await status()]).toEqual([200, 200, 429]);
    } finally {
      await own.close();
    }
  });

  it('players behind one address each get their own budget; guests and made-up tokens share the address', async () => {
    const clock = movableClock();
    const own = await createTestApp({ clock, config: { trustProxy: true, rateLimitPerMinute: 4 } });
    try {
      const office = visitor(7);
      // Two logins: the address's first two calls.
      const player = await loginAs(own.app, DEMO_ACCOUNTS.member, { headers: office });
      const agent = await loginAs(own.app, DEMO_ACCOUNTS.agent, { headers: office });
      const status = async (authorization?: string) => {
        const headers = authorization ? { ...office, authorization } : office;
        return (await own.app.inject({ url: '/wps/member/info', headers })).statusCode;
      };
      const four = async (token?: string) => [
        await status(token),
        await status(token),
        await status(token),
        await status(token),
      ];
      expect(await four(player)).toEqual([200, 200, 200, 200]);
      expect(await status(player)).toBe(429);
      // The other player on the same address is not held back by the first.
      expect(await four(agent)).toEqual([200, 200, 200, 200]);
      expect(await status(agent)).toBe(429);
      // A token that proves no session is a guest: the address had two calls left, and a fresh token buys no more.
      expect(await status('made-up-token')).toBe(401);
      expect(await status('another-made-up-token')).toBe(401);
      expect(await status('yet-another-token')).toBe(429);
      expect(await status()).toBe(429);
    } finally {
      await own.close();
    }
  });

  it('health checks are never limited', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await t.app.inject({ url: '/healthz', headers: visitor(5) })).statusCode).toBe(200);
    }
  });
});
