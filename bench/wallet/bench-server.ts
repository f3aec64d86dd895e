// The server under load: the real app (buildApp) on a fresh database, with the members and deposit orders the plan
// asks for, listening on a port of its own. Started by the load generator with an IPC channel; answers `ready` with
// the fixture, and on `stop` proves the ledger and reports what the load added before it exits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import { openDatabase } from '../../apps/server/src/db/open-database.ts';
import { quoteIdentifier } from '../../apps/server/src/db/postgres.ts';
import { depositOrders, withdrawalOrders } from '../../apps/server/src/db/schema.ts';
import { seedDemo } from '../../apps/server/src/db/seed/demo-seed.ts';
import { verifyLedger } from '../../apps/server/src/modules/wallet/ledger/verify-ledger.ts';
import { prepareFixture } from './fixture.ts';
import type { ParentMessage, ServerMessage, ServerPlan, ServerReport, Target } from './protocol.ts';

function tell(message: ServerMessage) {
  const send = process.send?.bind(process);
  if (!send) throw new Error('the bench server runs as a child of the load generator (IPC channel)');
  return new Promise<void>((resolve, reject) =>
    send(message, undefined, {}, (error) => (error ? reject(error) : resolve())),
  );
}

async function counts(db: Database) {
  const [credited] = await db.orm
    .select({ n: count() })
    .from(depositOrders)
    .where(eq(depositOrders.status, 'credited'));
  return { creditedDeposits: credited?.n ?? 0, withdrawalOrders: await db.orm.$count(withdrawalOrders) };
}

/** The ledger's proof, and what the load added to the rows the seed and the set-up made. */
async function report(db: Database, before: Awaited<ReturnType<typeof counts>>): Promise<ServerReport> {
  const ledger = await verifyLedger(db.orm);
  const after = await counts(db);
  return {
    ledgerOk: ledger.ok,
    ledgerTotal: ledger.total,
    creditedDeposits: after.creditedDeposits - before.creditedDeposits,
    withdrawalOrders: after.withdrawalOrders - before.withdrawalOrders,
  };
}

async function main() {
  const target = process.env.BENCH_TARGET as Target;
  const plan = JSON.parse(process.env.BENCH_PLAN ?? '{}') as ServerPlan;
  const schema = process.env.BENCH_SCHEMA;
  if (target === 'postgres' && (!process.env.DATABASE_URL || !schema)) {
    throw new Error('the postgres target needs DATABASE_URL and BENCH_SCHEMA');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lotus-bench-'));
  // Production settings (logs at error, no web build), limits high enough that only the work is measured.
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
    const app = await buildApp({ config, db });
    const fixture = await prepareFixture(app, db, config.demoPayments.secret, plan);
    const before = await counts(db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the bench server is not listening on TCP');

    process.on('message', (message: ParentMessage) => {
      if (message.type !== 'stop') return;
      void (async () => {
        await app.close();
        await tell({ type: 'report', report: await report(db, before) });
        await dropDatabase();
        process.exit(0);
      })().catch(fail);
    });
    await tell({ type: 'ready', port: address.port, fixture });
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
