import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoHeaders, type TestApp } from '../../test/create-test-app.ts';
import type { Database } from '../db/database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: true } });
});
afterAll(() => t.close());

describe('health', () => {
  it('/healthz answers while the process runs', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz checks the database (and Redis when configured)', async () => {
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', ...(t.config.redisUrl ? { redis: 'ok' } : {}) },
    });
  });

  it('/readyz answers 503 when the database does not', async () => {
    const broken: Database = {
      ...t.db,
      orm: new Proxy(t.db.orm, {
        get: (target, key) =>
          key === 'execute' ? () => Promise.reject(new Error('connection refused')) : Reflect.get(target, key),
      }),
    };
    const other = await createTestApp({ db: broken });
    const res = await other.app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'fail', checks: { database: 'fail' } });
    await other.close();
  });
});

describe('docs', () => {
  // /metrics is covered by metrics.test.ts.
  it('/docs serves the OpenAPI reference built from the contract schemas', async () => {
    const ui = await t.app.inject('/docs');
    expect([200, 302]).toContain(ui.statusCode);
    const spec = (await t.app.inject('/docs/json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    const status = spec.paths['/wps/system/status'].get;
    expect(status.operationId).toBe('systemStatus');
    const ok = status.responses['200'].content['application/json'].schema;
    expect(ok.properties).toHaveProperty('success');
    expect(ok.properties.value.properties).toHaveProperty('systemStatus');
    expect(spec.paths['/wps/system/helpCenter'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'device',
    );
    expect(spec.paths).not.toHaveProperty('/metrics');
  });
});

describe('headers', () => {
  it('sends a CSP suited to the SPA and its game iframes, and no HSTS over plain http', async () => {
    const res = await t.app.inject({ url: '/wps/system/whitelabel', headers: demoHeaders });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('frame-src');
    expect(csp).toContain('connect-src');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same security headers on refusals and unknown paths', async () => {
    const ok = await t.app.inject({ url: '/wps/system/whitelabel', headers: demoHeaders });
    for (const res of [
      await t.app.inject({ url: '/wps/system/whitelabel', headers: { ...demoHeaders, merchant: 'NO-SUCH' } }),
      await t.app.inject({ url: '/wps/no/such/route', headers: demoHeaders }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'x-content-type-options'])
        expect(res.headers[name], name).toBe(ok.headers[name]);
    }
  });

  it('sends HSTS when the request came over TLS through a trusted proxy', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('echoes a well-formed x-request-id and replaces anything else', async () => {
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-7f3a9c21' } });
    expect(kept.headers['x-request-id']).toBe('edge-7f3a9c21');
    const replaced = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const generated = await t.app.inject('/healthz');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
