// The server under load for the seamless wallet bench: the real app (buildApp, production settings) on a fresh
// database, with a seamless vendor, one game and funded members holding live launch tokens. Started by main.ts with
// an IPC channel; answers `ready` with the fixture, and on `stop` proves the ledger and counts the OK calls.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/open-database.ts';
import { quoteIdentifier } from '../../apps/server/src/db/postgres.ts';
import { vendorTransactions } from '../../apps/server/src/db/schema.ts';
import { seedDemo } from '../../apps/server/src/db/seed/demo-seed.ts';
import { insertPlayer, insertVendor, issueLaunchToken } from '../../apps/server/src/modules/vendors/vendor-fixtures.ts';
import { houseAccountId, memberAccountId } from '../../apps/server/src/modules/wallet/ledger/accounts.ts';
import { postTransfer } from '../../apps/server/src/modules/wallet/ledger/post-transfer.ts';
import { verifyLedger } from '../../apps/server/src/modules/wallet/ledger/verify-ledger.ts';
import { addTurnoverRequirement } from '../../apps/server/src/modules/wallet/turnover/turnover.ts';
import type { VendorFixture, VendorServerMessage } from './protocol.ts';

const FUNDS = 100_000_000;
/** The bonus each member wagers with BENCH_BONUS=1: slots in full, a max bet of 100.00 (the bench stakes 5.00). */
const BONUS = { weights: { RNG: 100, LIVE: 10 }, maxBet: 10_000 };

function tell(message: VendorServerMessage) {
  const send = process.send?.bind(process);
  if (!send) throw new Error('the bench server runs as a child of the load generator (IPC channel)');
  return new Promise<void>((resolve, reject) =>
    send(message, undefined, {}, (error) => (error ? reject(error) : resolve())),
  );
}

async function main() {
  const target = process.env.BENCH_TARGET;
  // Every member wagers a bonus (weighted, with a max bet above the bench's stakes) after a deposit's requirement, so
  // each debit checks the max bet against an active bonus and each credit counts towards two requirements.
  const withBonus = process.env.BENCH_BONUS === '1';
  const memberCount = Number(process.env.BENCH_MEMBERS ?? 64);
  const schema = process.env.BENCH_SCHEMA;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lotus-bench-vendor-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    // The demo brand, payment provider and vendor on either database.
    LOTUS_MODE: 'demo',
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    DATABASE_URL: target === 'postgres' ? process.env.DATABASE_URL : undefined,
    DATABASE_SCHEMA: target === 'postgres' ? schema : undefined,
    RATE_LIMIT_PER_MINUTE: '100000000',
    // The throughput bench turns the utilization bound off (`1`): it measures the wallet at saturation, not shedding.
    SEAMLESS_MAX_EVENT_LOOP_UTILIZATION: process.env.SEAMLESS_MAX_EVENT_LOOP_UTILIZATION,
  });
  const db = await openDatabase(config);
  const dropDatabase = async () => {
    if (db.kind === 'postgres') await db.orm.execute(`drop schema if exists ${quoteIdentifier(db.schemaName)} cascade`);
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await db.migrate();
    await seedDemo(db);
    const vendor = await insertVendor(db, { code: 'BENCH', games: [{ gameCode: 'bench-slot', minBet: 100 }] });
    const members: VendorFixture['members'] = [];
    for (let i = 0; i < memberCount; i += 1) {
      const id = await insertPlayer(db);
      await db.orm.transaction(async (tx) =>
        postTransfer(tx, {
          merchantId: 1,
          fromAccountId: await houseAccountId(tx, 1, 'house:adjustments'),
          toAccountId: await memberAccountId(tx, 1, id),
          amount: FUNDS,
          kind: 'adjustment',
          idempotencyKey: `bench-fund-${id}`,
          at: new Date(),
        }),
      );
      if (withBonus) {
        await db.orm.transaction(async (tx) => {
          const at = new Date();
          const common = { merchantId: 1, memberId: id, percent: 100, at };
          await addTurnoverRequirement(tx, { ...common, reference: `bench-bonus:${id}`, amount: FUNDS, bonus: BONUS });
          await addTurnoverRequirement(tx, { ...common, reference: `bench-deposit:${id}`, amount: FUNDS });
        });
      }
      const token = await issueLaunchToken(db, {
        vendor,
        memberId: id,
        expiresAt: new Date(Date.now() + 6 * 3_600_000),
      });
      members.push({ id, token });
    }
    const app = await buildApp({ config, db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the bench server is not listening on TCP');

    process.on('message', (message: { type: string }) => {
      if (message.type !== 'stop') return;
      void (async () => {
        await app.close();
        const ledger = await verifyLedger(db.orm);
        const [ok] = await db.orm
          .select({ n: count() })
          .from(vendorTransactions)
          .where(and(eq(vendorTransactions.vendorId, vendor.id), eq(vendorTransactions.status, 'OK')));
        await tell({ type: 'report', report: { ledgerOk: ledger.ok, okCalls: ok?.n ?? 0 } });
        await dropDatabase();
        process.exit(0);
      })().catch(fail);
    });
    await tell({
      type: 'ready',
      port: address.port,
      fixture: { vendorCode: vendor.code, secret: vendor.secret, gameCode: 'bench-slot', members },
    });
  } catch (error) {
    await dropDatabase();
    throw error;
  }
}

async function fail(error: unknown) {
  await tell({ type: 'failed', error: String(error instanceof Error ? error.stack : error) }).catch(() => {});
  process.exit(1);
}

main().catch(fail);
