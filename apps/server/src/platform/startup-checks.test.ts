import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type BrandSummary, checkBrands, checkConfig, isLoopbackHost } from './startup-checks.ts';

const production = (env: Record<string, string> = {}) =>
  loadConfig({ DATABASE_URL: 'postgres://lotus@db/lotus', HOST: '0.0.0.0', ...env }, '/srv');
const demo = (env: Record<string, string> = {}) => loadConfig({ ...env }, '/srv');

const brand = (over: Partial<BrandSummary> = {}): BrandSummary => ({
  code: 'ACME',
  isDemo: false,
  domains: [{ domain: 'www.acme.example', baseUrl: 'https://www.acme.example' }],
  ...over,
});

describe('checkConfig', () => {
  it('passes a plain production configuration and the demo as it always ran', () => {
    expect(checkConfig(production())).toEqual({ errors: [], warnings: [] });
    expect(checkConfig(demo())).toEqual({ errors: [], warnings: [] });
    expect(checkConfig(demo({ NODE_ENV: 'production' }))).toEqual({ errors: [], warnings: [] });
  });

  it('refuses demo payments on a public address in production mode, naming what to set', () => {
    const { errors } = checkConfig(production({ DEMO_PAYMENTS: 'true' }));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/DEMO_PAYMENTS=false/);
    expect(errors[0]).toMatch(/HOST=127\.0\.0\.1/);
    // On this machine only it is a private trial: allowed, with a warning.
    const local = checkConfig(production({ DEMO_PAYMENTS: 'true', HOST: '127.0.0.1' }));
    expect(local.errors).toEqual([]);
    expect(local.warnings.join('\n')).toMatch(/DEMO_PAYMENTS=true/);
  });

  it('refuses the outbox and the demo seed on a public address in production mode, as it refuses demo payments', () => {
    for (const name of ['EXPOSE_OUTBOX', 'DEMO_SEED']) {
      const { errors } = checkConfig(production({ [name]: 'true' }));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`${name}=false`);
      expect(errors[0]).toMatch(/HOST=127\.0\.0\.1/);
      const local = checkConfig(production({ [name]: 'true', HOST: '127.0.0.1' }));
      expect(local.errors).toEqual([]);
      expect(local.warnings.join('\n')).toContain(`${name}=true`);
      // The demo itself seeds its brand and may show its outbox wherever it listens.
      expect(checkConfig(demo({ [name]: 'true', HOST: '0.0.0.0' })).errors).toEqual([]);
    }
  });

  it('refuses demo payments across processes without a shared secret', () => {
    const several = { REDIS_URL: 'redis://cache:6379' };
    expect(checkConfig(demo(several)).errors.join('\n')).toMatch(/DEMO_PAYMENT_SECRET/);
    expect(checkConfig(demo({ ...several, DEMO_PAYMENT_SECRET: 'x'.repeat(32) })).errors).toEqual([]);
    expect(checkConfig(demo({ ...several, DEMO_PAYMENTS: 'false' })).errors).toEqual([]);
    expect(checkConfig(production(several)).errors).toEqual([]);
  });

  it('warns loudly for every demo switch turned on by name in production mode', () => {
    const { errors, warnings } = checkConfig(
      production({
        HOST: '127.0.0.1',
        DEMO_SEED: 'true',
        DEMO_PAYMENTS: 'true',
        DEMO_VENDOR: 'true',
        EXPOSE_OUTBOX: 'true',
      }),
    );
    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(4);
    for (const name of ['DEMO_SEED', 'DEMO_PAYMENTS', 'DEMO_VENDOR', 'EXPOSE_OUTBOX']) {
      expect(warnings.join('\n')).toContain(`${name}=true`);
    }
  });
});

describe('checkBrands', () => {
  it('only warns about a production database without a brand, pointing at the CLI', () => {
    const { errors, warnings } = checkBrands(production(), []);
    expect(errors).toEqual([]);
    expect(warnings.join('\n')).toContain('npm run lotus -- create-brand');
    expect(checkBrands(demo(), [])).toEqual({ errors: [], warnings: [] });
  });

  it('refuses a public domain without a base URL in production mode', () => {
    const bare = brand({
      domains: [
        { domain: 'www.acme.example', baseUrl: null },
        { domain: 'localhost', baseUrl: null },
      ],
    });
    const { errors } = checkBrands(production(), [bare]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('www.acme.example');
    expect(errors[0]).toContain('npm run lotus -- set-domain');
    expect(checkBrands(production(), [brand()]).errors).toEqual([]);
    expect(checkBrands(demo(), [bare]).errors).toEqual([]);
  });

  it('names the demo brand and its published passwords', () => {
    const seeded = brand({ code: 'LOTUS', isDemo: true, domains: [{ domain: 'localhost', baseUrl: null }] });
    for (const config of [demo(), production()]) {
      const { errors, warnings } = checkBrands(config, [seeded]);
      expect(errors).toEqual([]);
      expect(warnings).toEqual([expect.stringContaining('demo brand LOTUS with published passwords')]);
    }
  });
});

describe('isLoopbackHost', () => {
  it('tells this machine from every address', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'lotus.example', '128.0.0.1']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });
});
