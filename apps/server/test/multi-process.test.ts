import { DEMO_MERCHANT_CODE } from '@lotus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { updateMerchantSettings } from '../src/modules/system/merchant-settings.ts';
import { createTestApp, demoHeaders, type TestApp } from './create-test-app.ts';
import { postgresUrlOf } from './test-database.ts';

const scaled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

// Two API processes on one PostgreSQL database and one Redis, as in a scaled deployment: each has its own
// database handle and merchant cache, and a settings change made through one is seen by the other at once.
describe.skipIf(!scaled)('two API processes', () => {
  let first: TestApp;
  let second: TestApp;
  let secondDb: Database;

  beforeAll(async () => {
    first = await createTestApp();
    secondDb = await openPostgres(postgresUrlOf(first.db), { schemaName: first.db.schemaName });
    second = await createTestApp({ db: secondDb });
  });
  afterAll(async () => {
    await second.close();
    await secondDb.close();
    await first.close();
  });

  it('a module switched off through one process is off in the other before its cache would expire', async () => {
    const url = '/wps/system/setting/register';
    expect((await second.app.inject({ url, headers: demoHeaders })).statusCode).toBe(200);
    await updateMerchantSettings(first.db, DEMO_MERCHANT_CODE, { disabledModules: ['REG3'] });
    await expect
      .poll(async () => (await second.app.inject({ url, headers: demoHeaders })).statusCode, { timeout: 2000 })
      .toBe(400);
  });
});
