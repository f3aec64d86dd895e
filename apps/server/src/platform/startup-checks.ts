import type { Config } from '../config.ts';
import { isLoopbackDomain } from './merchant/base-url.ts';

/**
 * What a process checks before it serves: settings that would be unsafe or broken stop it with a message naming
 * what to set (errors); settings that are allowed but easy to leave on by mistake are logged loudly (warnings).
 */
export interface StartupFindings {
  errors: string[];
  warnings: string[];
}

/** A brand as the checks see it: its code, demo flag and the domains its site is served on. */
export interface BrandSummary {
  code: string;
  isDemo: boolean;
  domains: { domain: string; baseUrl: string | null }[];
}

/** The process refuses to start; `message` lists every problem and what to set. */
export class StartupCheckError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Lotus cannot start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
    this.name = 'StartupCheckError';
  }
}

/** 127.0.0.0/8, ::1 and localhost: reachable from this machine only. 0.0.0.0 and :: listen everywhere. */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** Checks of the configuration alone, before the database is opened. */
export function checkConfig(config: Config): StartupFindings {
  const errors: string[] = [];
  const warnings: string[] = [];
  const production = config.mode === 'production';
  // Demo switches that give a stranger money, codes or passwords: refused in production on a public interface.
  const publicProduction = production && !isLoopbackHost(config.host);
  if (config.demoPayments.enabled && publicProduction) {
    errors.push(
      `DEMO_PAYMENTS=true in production mode while listening on ${config.host}: anyone who can reach the server ` +
        'could mark deposits paid. Set DEMO_PAYMENTS=false, or HOST=127.0.0.1 for a private trial.',
    );
  }
  if (config.exposeOutbox && publicProduction) {
    errors.push(
      `EXPOSE_OUTBOX=true in production mode while listening on ${config.host}: anyone who can reach the server ` +
        'could read every verification code and captcha answer at /dev/outbox and /dev/captcha. Set ' +
        'EXPOSE_OUTBOX=false, or HOST=127.0.0.1 for a private trial.',
    );
  }
  if (config.demoSeed && publicProduction) {
    errors.push(
      `DEMO_SEED=true in production mode while listening on ${config.host}: an empty database would get the demo ` +
        'brand, whose passwords the README publishes. Set DEMO_SEED=false, or HOST=127.0.0.1 for a private trial.',
    );
  }
  if (config.demoPayments.enabled && config.redisUrl && !config.demoPayments.secretSet) {
    errors.push(
      'REDIS_URL is set (several processes) and the demo payment provider is on, but DEMO_PAYMENT_SECRET is not: ' +
        'each process would sign with a random secret of its own and refuse the others’ notifications. Set ' +
        'DEMO_PAYMENT_SECRET (at least 32 characters, the same in every process), or DEMO_PAYMENTS=false.',
    );
  }
  if (config.testControls) {
    warnings.push('LOTUS_TEST_CONTROLS=true: /test/clock lets anyone who reaches the server move its clock forward');
  }
  if (production) {
    if (config.demoSeed) {
      warnings.push('DEMO_SEED=true: an empty database gets the demo brand with the passwords published in the README');
    }
    if (config.demoPayments.enabled) {
      warnings.push('DEMO_PAYMENTS=true: the demo payment provider marks deposits paid without any money moving');
    }
    if (config.demoVendor) {
      warnings.push('DEMO_VENDOR=true: the demo game vendor is served and settles rounds it makes up itself');
    }
    if (config.exposeOutbox) {
      warnings.push('EXPOSE_OUTBOX=true: /dev/outbox and /dev/captcha show verification codes and captcha answers');
    }
  }
  return { errors, warnings };
}

/** Checks of the brands in the database, after migrations and any demo seed. */
export function checkBrands(config: Config, brands: BrandSummary[]): StartupFindings {
  const errors: string[] = [];
  const warnings: string[] = [];
  const production = config.mode === 'production';
  if (production && brands.length === 0) {
    warnings.push(
      'no brand in the database yet: create one with `npm run lotus -- create-brand --help`, then its first ' +
        'operator with `npm run lotus -- create-admin`',
    );
  }
  for (const brand of brands) {
    if (brand.isDemo) {
      warnings.push(`demo brand ${brand.code} with published passwords: never put it on a public address`);
    }
    if (!production) continue;
    for (const { domain, baseUrl } of brand.domains) {
      if (baseUrl || isLoopbackDomain(domain)) continue;
      errors.push(
        `brand ${brand.code} serves ${domain} without a base URL, which links in mails, payments and game launches ` +
          `start with. Set it: npm run lotus -- set-domain --brand ${brand.code} --domain ${domain}=https://${domain} ` +
          '(or on the console’s Site page once the server runs).',
      );
    }
  }
  return { errors, warnings };
}
