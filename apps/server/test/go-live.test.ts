import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONSOLE_PREFIX, endpoints } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { quoteIdentifier } from '../src/db/postgres.ts';
import { members, verificationCodes } from '../src/db/schema.ts';
import { listBrandSummaries } from '../src/modules/brands/queries.ts';
import { captchaAnswer } from '../src/modules/session/captcha/captcha.ts';
import { totpCode } from '../src/modules/session/totp.ts';
import { merchantDirectory } from '../src/platform/merchant/merchant-directory.ts';
import { sha256 } from '../src/platform/secrets.ts';
import { checkBrands } from '../src/platform/startup-checks.ts';
import { createTestApp } from './create-test-app.ts';
import { encryptedPayload } from './encrypted-payload.ts';

/**
 * A deployment from nothing: production mode on an empty database (a fresh PostgreSQL schema with DATABASE_URL,
 * else a fresh embedded data folder), the real CLI creating the brand and its admin, then the app serving them.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
const schemaName = process.env.DATABASE_URL ? `lotus_golive_${randomBytes(4).toString('hex')}` : undefined;
const SITE = 'www.golive.example';
let dataDir = '';

const environment = () => ({
  LOTUS_MODE: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  DATABASE_SCHEMA: schemaName ?? '',
  REDIS_URL: '',
});
const productionConfig = (): Config => loadConfig({ ...environment(), NODE_ENV: 'test', LOG_LEVEL: 'silent' });

function lotus(args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['src/cli/lotus.ts', ...args],
      { cwd: serverDir, env: { ...process.env, ...environment() }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function withDatabase<T>(work: (db: Database) => Promise<T>) {
  const db = await openDatabase(productionConfig());
  try {
    await db.migrate();
    return await work(db);
  } finally {
    await db.close();
  }
}

afterAll(async () => {
  if (schemaName) {
    await withDatabase((db) => db.orm.execute(`drop schema if exists ${quoteIdentifier(schemaName)} cascade`));
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('going live', () => {
  it('starts with no brand; the CLI makes one and its admin, who secures the sign-in and sets it up; players register', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lotus-golive-'));
    const config = productionConfig();
    expect(config).toMatchObject({ mode: 'production', demoSeed: false, demoVendor: false, exposeOutbox: false });
    expect(config.demoPayments.enabled).toBe(false);

    // An empty production database: migrated, no brand, and the start-up log says what to run.
    await withDatabase(async (db) => {
      const brands = await listBrandSummaries(db.orm);
      expect(brands).toEqual([]);
      expect(checkBrands(config, brands)).toEqual({
        errors: [],
        warnings: [expect.stringContaining('npm run lotus -- create-brand')],
      });
    });

    const brand = await lotus([
      ...['create-brand', '--code', 'GOLIVE', '--name', 'Go Live', '--currency', 'CNY', '--gmt-offset', '+08:00'],
      ...['--domain', `${SITE}=https://${SITE}`],
    ]);
    expect(brand.stderr).toBe('');
    expect(brand.code).toBe(0);
    const admin = await lotus(['create-admin', '--brand', 'GOLIVE', '--username', 'owner']);
    expect(admin.stderr).toBe('');
    expect(admin.code).toBe(0);
    const password = admin.stdout.match(/one-time password: (\S+)/)?.[1] ?? '';

    const db = await openDatabase(config);
    const t = await createTestApp({ db, config });
    try {
      const brands = await listBrandSummaries(db.orm);
      expect(checkBrands(config, brands).errors).toEqual([]);
      // Demo parts stay off: no demo provider or vendor pages, no dev views.
      for (const url of ['/dev/outbox?to=x', '/dev/captcha', '/pay/demo', '/demo-vendor/PG/play']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { merchant: 'GOLIVE', host: SITE } });
        expect(res.statusCode, url).toBe(404);
      }

      // The admin signs in and is told to change the one-time password before anything else.
      const signIn = await t.app.inject({
        method: 'POST',
        url: `${CONSOLE_PREFIX}/session`,
        headers: { host: SITE },
        payload: { merchantCode: 'golive', username: 'owner', password },
      });
      expect(signIn.statusCode).toBe(200);
      const session = signIn.json().value;
      expect(session.operator).toMatchObject({
        merchantCode: 'GOLIVE',
        role: 'admin',
        demoBrand: false,
        mustChangePassword: true,
      });
      const blocked = await t.app.inject({
        method: 'GET',
        url: `${CONSOLE_PREFIX}/members`,
        headers: { authorization: session.token, host: SITE },
      });
      expect(blocked.json()).toMatchObject({ success: false, errorCode: 'console.password.change.required' });
      const console = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
        t.app.inject({
          method,
          url: `${CONSOLE_PREFIX}${url}`,
          headers: { authorization: session.token, host: SITE },
          ...(payload ? { payload } : {}),
        });

      // The chosen password; then a new brand requires an authenticator for admins before anything else.
      const chosen = await console('POST', '/me/password', {
        currentPassword: password,
        newPassword: 'Owner-pass-2026!',
      });
      expect(chosen.json(), chosen.body).toMatchObject({ success: true });
      expect((await console('GET', '/members')).json()).toMatchObject({ errorCode: 'console.totp.enrol.required' });
      const { secret } = (await console('POST', '/me/totp')).json().value;
      const enrolled = await console('POST', '/me/totp/confirm', { code: totpCode(secret, new Date()) });
      expect(enrolled.json(), enrolled.body).toMatchObject({ success: true });

      // The admin configures the brand; the player site follows on its next request.
      const site = (await console('GET', '/site')).json().value;
      const renamed = await console('PUT', '/site/brand', {
        name: 'Go Live Casino',
        logoUrl: null,
        gtagId: null,
        imageCdns: site.brand.imageCdns,
        launchGameCdns: site.brand.launchGameCdns,
      });
      expect(renamed.json(), renamed.body).toMatchObject({ success: true });
      const status = await t.app.inject({
        method: 'GET',
        url: endpoints.systemStatus.path,
        headers: { host: SITE, merchant: 'GOLIVE', language: 'EN' },
      });
      expect(status.json().value.info.merchant.name).toBe('Go Live Casino');
      // A fresh sign-in now asks for the authenticator code.
      const again = await t.app.inject({
        method: 'POST',
        url: `${CONSOLE_PREFIX}/session`,
        headers: { host: SITE },
        payload: { merchantCode: 'GOLIVE', username: 'owner', password: 'Owner-pass-2026!' },
      });
      expect(again.json().value).toEqual({ totpRequired: true });

      // A player on the brand's domain: the page names the brand served there, the API takes its code.
      expect(await merchantDirectory(db).codeForDomain(SITE)).toBe('GOLIVE');
      const headers = { host: SITE, merchant: 'GOLIVE' };
      const image = await t.app.inject({ method: 'GET', url: endpoints.captcha.path, headers });
      const captchaId = image.cookies.find((c) => c.name === 'captchaId')?.value ?? '';
      const merchant = await merchantDirectory(db).get('GOLIVE');
      // Production keeps only the answer's hash (no /dev/captcha): the player "reads" the image as ABCD.
      const answer = 'ABCD';
      await db.orm
        .update(verificationCodes)
        .set({ codeHash: sha256(`captcha:${answer}`) })
        .where(eq(verificationCodes.target, sha256(captchaId)));
      expect(await captchaAnswer(db.orm, merchant?.id ?? 0, captchaId, new Date())).toBeNull();
      const sealed = await encryptedPayload(
        t.app,
        {
          username: 'firstplayer',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          captcha: answer,
          termsAccepted: true,
          loginDeviceId: 'device-1',
          registerUrl: `https://${SITE}/register`,
          registerMethod: 'WEB',
          domain: SITE,
          login: true,
        },
        { merchant: 'GOLIVE' },
      );
      const registered = await t.app.inject({
        method: 'PUT',
        url: endpoints.register.path,
        headers: { ...headers, ...sealed.headers },
        cookies: { captchaId },
        payload: sealed.payload,
      });
      expect(registered.json(), registered.body).toMatchObject({ success: true });
      const [player] = await db.orm.select().from(members).where(eq(members.username, 'firstplayer'));
      expect(player?.merchantId).toBe(merchant?.id);
    } finally {
      await t.close();
      await db.close();
    }
  }, 240_000);
});
