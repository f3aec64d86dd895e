import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { quoteIdentifier } from '../src/db/postgres.ts';
import { auditLog, merchants, operators } from '../src/db/schema.ts';
import { verifyPassword } from '../src/platform/passwords.ts';

/**
 * `npm run lotus -- …`: the real command line as a child process, on a database of its own: a fresh PGlite data
 * folder, or a fresh schema when DATABASE_URL is set (the suite runs both ways).
 */
const serverDir = path.resolve(import.meta.dirname, '..');
const schemaName = process.env.DATABASE_URL ? `lotus_cli_${randomBytes(4).toString('hex')}` : undefined;
let dataDir = '';

const env = (extra: Record<string, string> = {}) => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  DATABASE_SCHEMA: schemaName ?? '',
  REDIS_URL: '',
  ...extra,
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function lotus(args: string[], options: { stdin?: string; env?: Record<string, string> } = {}) {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(process.execPath, ['src/cli/lotus.ts', ...args], {
      cwd: serverDir,
      env: env(options.env),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}

async function withDatabase<T>(work: (db: Database) => Promise<T>) {
  const db = await openDatabase(loadConfig(env()));
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

const acme = [
  'create-brand',
  '--code',
  'acme',
  '--name',
  'Acme Games',
  '--currency',
  'CNY',
  '--gmt-offset',
  '+08:00',
  '--domain',
  'www.acme.example=https://www.acme.example',
  '--domain',
  'localhost',
];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lotus-cli-'));
});
afterAll(async () => {
  if (schemaName) {
    await withDatabase((db) => db.orm.execute(`drop schema if exists ${quoteIdentifier(schemaName)} cascade`));
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run lotus', () => {
  it('explains itself, and refuses bad input with exit code 2 before touching the database', async () => {
    const help = await lotus(['--help']);
    expect(help.code).toBe(0);
    for (const command of [
      'create-brand',
      'set-domain',
      'create-admin',
      'reset-password',
      'list-brands',
      'ledger-verify',
    ]) {
      expect(help.stdout).toContain(command);
    }
    const bad = await lotus(['create-brand', '--code', 'ACME', '--name', 'Acme', '--currency', 'CNY', '--domain', 'x']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('missing --gmt-offset');
    expect(bad.stdout).toBe('');
    const noUrl = await lotus([...acme.slice(0, 9), '--gmt-offset', '+08:00', '--domain', 'www.acme.example']);
    expect(noUrl.code).toBe(2);
    expect(noUrl.stderr).toContain('--domain www.acme.example=https://www.acme.example');
  }, 60_000);

  it('creates a brand once, then an admin who must change the one-time password, and resets it', async () => {
    const created = await lotus(acme);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('created brand ACME');

    const again = await lotus(acme);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('brand ACME exists, unchanged');

    const renamed = await lotus(acme.map((a) => (a === 'Acme Games' ? 'Acme Casino' : a)));
    expect(renamed.code).toBe(2);
    expect(renamed.stderr).toContain('brand ACME exists with other values (--name is "Acme Games")');

    const taken = await lotus([
      ...['create-brand', '--code', 'OTHER', '--name', 'Other', '--currency', 'USD', '--gmt-offset=-05:00'],
      ...['--domain', 'www.other.example=https://www.other.example', '--domain', 'localhost'],
    ]);
    expect(taken.code).toBe(2);
    expect(taken.stderr).toContain('localhost (brand ACME)');

    const admin = await lotus(['create-admin', '--brand', 'acme', '--username', 'boss']);
    expect(admin.stderr).toBe('');
    expect(admin.code).toBe(0);
    const oneTime = admin.stdout.match(/one-time password: (\S+)/)?.[1] ?? '';
    expect(oneTime.length).toBeGreaterThanOrEqual(10);

    const twice = await lotus(['create-admin', '--brand', 'ACME', '--username', 'BOSS']);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/taken|exists/i);

    // Operators' own rule, not the brand's member rule: symbols, spaces and more than 20 characters are fine, a
    // common password is not.
    const common = await lotus(['reset-password', '--brand', 'ACME', '--username', 'boss', '--password-stdin'], {
      stdin: 'Password1234!\n',
    });
    expect(common.code).toBe(2);
    expect(common.stderr).toContain('not a common password');
    const chosen = 'Chosen pass: 2024 & beyond!';
    const reset = await lotus(['reset-password', '--brand', 'ACME', '--username', 'boss', '--password-stdin'], {
      stdin: `${chosen}\n`,
    });
    expect(reset.stderr).toBe('');
    expect(reset.code).toBe(0);
    expect(reset.stdout).not.toContain(chosen);

    const domain = await lotus(['set-domain', '--brand', 'acme', '--domain', 'm.acme.example=https://m.acme.example']);
    expect(domain.stderr).toBe('');
    expect(domain.stdout).toContain('brand ACME now serves m.acme.example=https://m.acme.example');

    const listed = await lotus(['list-brands', '--json']);
    expect(listed.code).toBe(0);
    // The refusals wrote nothing: one brand, one operator.
    expect(JSON.parse(listed.stdout)).toEqual([
      {
        code: 'ACME',
        name: 'Acme Games',
        currency: 'CNY',
        domains: ['www.acme.example=https://www.acme.example', 'localhost', 'm.acme.example=https://m.acme.example'],
        operators: 1,
        demo: false,
      },
    ]);

    const ledger = await lotus(['ledger-verify']);
    expect(ledger.code).toBe(0);
    expect(JSON.parse(ledger.stdout)).toMatchObject({ ok: true });

    await withDatabase(async (db) => {
      const [brand] = await db.orm.select().from(merchants).where(eq(merchants.code, 'ACME'));
      expect(brand).toMatchObject({
        currencySymbol: '¥',
        gmtOffsetMinutes: 480,
        isDemo: false,
        mainDomain: 'www.acme.example',
      });
      expect(brand?.authSettings.operatorTotpRoles).toEqual(['admin', 'finance']);
      expect(brand?.registerRules.username?.required).toBe(true);
      const [boss] = await db.orm
        .select()
        .from(operators)
        .where(and(eq(operators.merchantId, brand?.id ?? 0), eq(operators.username, 'boss')));
      expect(boss).toMatchObject({ role: 'admin', mustChangePassword: true });
      expect(await verifyPassword(boss?.passwordHash ?? '', chosen)).toBe(true);
      expect(await verifyPassword(boss?.passwordHash ?? '', oneTime)).toBe(false);
      const events = await db.orm
        .select({ event: auditLog.event })
        .from(auditLog)
        .where(eq(auditLog.merchantId, brand?.id ?? 0));
      expect(events.map((e) => e.event).sort()).toEqual(
        ['brand.created', 'brand.domain.added', 'console.operator.created', 'console.operator.password.reset'].sort(),
      );
    });
  }, 240_000);

  it('sets agent earnings at create-brand: funding, shortfall and approval threshold', async () => {
    const wave = [
      ...['create-brand', '--code', 'WAVE', '--name', 'Wave', '--currency', 'CNY', '--gmt-offset', '+07:00'],
      ...['--domain', 'www.wave.example=https://www.wave.example'],
    ];
    const bad = await lotus([...wave, '--earnings-funding', 'agent', '--earnings-approval-above', '12.345']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--earnings-funding must be platform or upline, not "agent"');
    const badAmount = await lotus([...wave, '--earnings-approval-above', '12.345']);
    expect(badAmount.code).toBe(2);
    expect(badAmount.stderr).toContain('--earnings-approval-above must be an amount');

    const earnings = ['--earnings-funding', 'upline', '--earnings-shortfall', 'partial'];
    const created = await lotus([...wave, ...earnings, '--earnings-approval-above', '5000.50']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const stored = await withDatabase(async (db) => {
      const [row] = await db.orm.select().from(merchants).where(eq(merchants.code, 'WAVE'));
      const [audit] = await db.orm
        .select({ detail: auditLog.detail })
        .from(auditLog)
        .where(and(eq(auditLog.merchantId, row?.id ?? 0), eq(auditLog.event, 'brand.created')));
      return {
        settings: row?.earningsSettings,
        audited: (audit?.detail as { earnings?: unknown } | undefined)?.earnings,
      };
    });
    const expected = { funding: 'upline', shortfall: 'partial', approvalAbove: 5000.5 };
    expect(stored).toEqual({ settings: expected, audited: expected });

    // Again with the same options, or without them (the console may change them since): unchanged.
    expect((await lotus([...wave, ...earnings])).stdout).toContain('brand WAVE exists, unchanged');
    expect((await lotus(wave)).stdout).toContain('brand WAVE exists, unchanged');
    const other = await lotus([...wave, '--earnings-approval-above', 'none']);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('--earnings-approval-above is 5000.5');
  }, 120_000);
});

describe('npm run lotus on an embedded database a server holds', () => {
  it('refuses, saying so, and leaves the data alone', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'lotus-cli-held-'));
    try {
      // This test's own process stands in for the running server.
      await writeFile(path.join(folder, 'pglite.lock'), `${process.pid}\n`);
      const held = await lotus(['list-brands'], { env: { DATA_DIR: folder, DATABASE_URL: '' } });
      expect(held.code).toBe(2);
      expect(held.stderr).toContain('the server is running on this data folder');
      expect(held.stderr).toContain(`process ${process.pid}`);
      expect(held.stdout).toBe('');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
