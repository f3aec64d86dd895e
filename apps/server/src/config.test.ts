import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, settingVariables } from './config.ts';
import { repoRoot } from './paths.ts';

describe('loadConfig', () => {
  it('has defaults for a one-process install', () => {
    const config = loadConfig({}, '/srv/lotus');
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/lotus/data',
      databaseUrl: undefined,
      redisUrl: undefined,
      trustProxy: false,
      rateLimitPerMinute: 300,
      gameArtPerMinute: 600,
      loadShedding: {
        concurrency: 2,
        maxQueued: 32,
        maxEventLoopDelayMs: 500,
        maxEventLoopUtilization: 0.95,
        retryAfterSeconds: 1,
      },
      bodyLimitBytes: 1024 * 1024,
      webDist: path.join(repoRoot, 'apps/web/dist'),
      payloadKeyRotationMs: 24 * 3_600_000,
      metricsToken: undefined,
    });
  });

  it('resolves a relative DATA_DIR against the directory npm was started from', () => {
    const config = loadConfig({ INIT_CWD: '/home/me/lotus', DATA_DIR: './state' });
    expect(config.dataDir).toBe('/home/me/lotus/state');
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        PORT: '9000',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://lotus@db/lotus',
        DATABASE_SCHEMA: 'tenant_a',
        REDIS_URL: 'redis://cache:6379',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        WEB_DIST: '/opt/web',
        PAYLOAD_KEY_ROTATION_HOURS: '1.5',
        METRICS_TOKEN: 'scrape-token-0123456789',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      env: 'production',
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://lotus@db/lotus',
      databaseSchema: 'tenant_a',
      redisUrl: 'redis://cache:6379',
      logLevel: 'warn',
      trustProxy: true,
      webDist: '/opt/web',
      payloadKeyRotationMs: 5_400_000,
      metricsToken: 'scrape-token-0123456789',
    });
  });

  it('chooses a log level per environment', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('runs the demo without DATABASE_URL and a deployment with it, whatever NODE_ENV says', () => {
    for (const env of [{}, { NODE_ENV: 'production' }]) {
      expect(loadConfig(env)).toMatchObject({
        mode: 'demo',
        demoSeed: true,
        demoVendor: true,
        demoPayments: { enabled: true, secretSet: false },
      });
    }
    expect(loadConfig({}).exposeOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).exposeOutbox).toBe(false);
    const deployed = loadConfig({ DATABASE_URL: 'postgres://lotus@db/lotus', NODE_ENV: 'development' });
    expect(deployed).toMatchObject({
      mode: 'production',
      demoSeed: false,
      demoVendor: false,
      exposeOutbox: false,
      demoPayments: { enabled: false },
    });
    expect(loadConfig({ LOTUS_MODE: 'production' }).mode).toBe('production');
    expect(loadConfig({ LOTUS_MODE: 'demo', DATABASE_URL: 'postgres://lotus@db/lotus' })).toMatchObject({
      mode: 'demo',
      demoSeed: true,
      demoPayments: { enabled: true },
    });
  });

  it('switches each demo part on or off by name', () => {
    const on = loadConfig({
      LOTUS_MODE: 'production',
      DEMO_SEED: 'true',
      DEMO_PAYMENTS: 'true',
      DEMO_VENDOR: 'true',
      EXPOSE_OUTBOX: 'true',
      DEMO_PAYMENT_SECRET: 's'.repeat(32),
    });
    expect(on).toMatchObject({
      demoSeed: true,
      demoVendor: true,
      exposeOutbox: true,
      demoPayments: { enabled: true, secret: 's'.repeat(32), secretSet: true },
    });
    const off = loadConfig({ DEMO_PAYMENTS: 'false', DEMO_VENDOR: 'no', DEMO_SEED: '0' });
    expect(off).toMatchObject({ mode: 'demo', demoSeed: false, demoVendor: false, demoPayments: { enabled: false } });
  });

  it('refuses values it cannot use, naming them', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_SCHEMA: 'Robert"; drop' })).toThrow(/DATABASE_SCHEMA/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ LOTUS_MODE: 'live' })).toThrow(/LOTUS_MODE/);
  });
});

describe('the README settings table', () => {
  it('lists every variable the server reads, and none it does not', async () => {
    const readme = await readFile(path.join(repoRoot, 'README.md'), 'utf8');
    const section = readme.slice(
      readme.indexOf('## Settings'),
      readme.indexOf('\n## ', readme.indexOf('## Settings') + 1),
    );
    const listed = [...section.matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...settingVariables].sort());
  });
});
