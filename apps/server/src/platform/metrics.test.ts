import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoHeaders, type TestApp } from '../../test/create-test-app.ts';

const TOKEN = 'scrape-token-for-tests-0123456789';
let open: TestApp;
let closed: TestApp;
// Each scraper is its own address (through a trusted proxy), so rate-limit counters never carry between tests.
const from = (n: number, authorization?: string) => ({
  'x-forwarded-for': `198.51.100.${n}`,
  ...(authorization !== undefined ? { authorization } : {}),
});

beforeAll(async () => {
  open = await createTestApp({ config: { trustProxy: true, metricsToken: TOKEN, rateLimitPerMinute: 5 } });
  closed = await createTestApp();
});
afterAll(async () => {
  await open.close();
  await closed.close();
});

describe('/metrics', () => {
  it('exposes process metrics and request durations by route pattern to the bearer of the token', async () => {
    await open.app.inject({ url: '/wps/system/whitelabel', headers: { ...demoHeaders, ...from(1) } });
    const res = await open.app.inject({ url: '/metrics', headers: from(1, `Bearer ${TOKEN}`) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/wps\/system\/whitelabel",status_code="200"\} \d+/,
    );
  });

  it('refuses callers without the exact token with 401 in the envelope', async () => {
    const wrong = [
      undefined,
      '',
      TOKEN,
      'Bearer ',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
    ];
    for (const [i, authorization] of wrong.entries()) {
      const res = await open.app.inject({ url: '/metrics', headers: from(10 + i, authorization) });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'metrics.token.invalid' });
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('process_cpu');
    }
  });

  it('counts against the rate limit like any other route', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await open.app.inject({ url: '/metrics', headers: from(99, `Bearer ${TOKEN}`) })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('is not served at all without a METRICS_TOKEN', async () => {
    expect(closed.config.metricsToken).toBeUndefined();
    const res = await closed.app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything-at-all' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'route.not.found' });
  });
});
