import { DEMO_MERCHANT_CODE, launchGameSchema } from '@lotus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { games, gameVendors } from '../src/db/schema.ts';
import { updateMerchantSettings } from '../src/modules/system/merchant-settings.ts';
import { createSeamlessClient, injectTransport } from '../src/modules/vendors/seamless-client.ts';
import { send } from './auth-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from './create-test-app.ts';
import { type SignedInMember, signedInTree } from './money-helpers.ts';
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

  it('a launch token made through one process is refused by the other as soon as its session logged out', async () => {
    const [member] = (await signedInTree(first.app, first.db, [{ username: 'twoproc1', type: 0 }])) as [SignedInMember];
    const [game] = await first.db.orm
      .select({ id: games.id, secret: gameVendors.secret })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(and(eq(gameVendors.merchantId, 1), eq(gameVendors.code, 'PG'), eq(games.gameCode, 'pg-golden-riches')));
    const launched = await send(first.app, 'launchGame', undefined, {
      query: { nodeId: String(game?.id), accountType: '1' },
      token: member.token,
    });
    const url = launchGameSchema.parse(launched.json().value).content.game_url;
    const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
    const vendorOn = (app: TestApp) =>
      createSeamlessClient({
        transport: injectTransport(() => app.app),
        vendorCode: 'PG',
        secret: game?.secret ?? '',
        merchantCode: DEMO_MERCHANT_CODE,
      });
    expect((await vendorOn(second).authenticate({ token })).status).toBe('OK');
    expect((await send(first.app, 'logout', undefined, { token: member.token })).statusCode).toBe(200);
    expect((await vendorOn(second).authenticate({ token })).status).toBe('TOKEN_EXPIRED');
  });

  it('a session ended through one process is refused by the other, which had it in its cache, at once', async () => {
    const [member] = (await signedInTree(first.app, first.db, [{ username: 'twoproc2', type: 0 }])) as [SignedInMember];
    const balanceOn = async (app: TestApp) =>
      (await send(app.app, 'balance', undefined, { token: member.token })).statusCode;
    // Read through both: each process now answers this token from its own copy of the session.
    expect(await balanceOn(first)).toBe(200);
    expect(await balanceOn(second)).toBe(200);
    expect((await send(first.app, 'logout', undefined, { token: member.token })).statusCode).toBe(200);
    // The revocation crosses over Redis in about a millisecond, far inside the copy's five seconds.
    await expect.poll(() => balanceOn(second), { timeout: 1000, interval: 5 }).toBe(401);
    expect(await balanceOn(first)).toBe(401);
  });
});
