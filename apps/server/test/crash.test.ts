import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '@lotus/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { quoteIdentifier } from '../src/db/postgres.ts';
import { depositOrders, ledgerTransfers, members } from '../src/db/schema.ts';
import { seedDemo } from '../src/db/seed/demo-seed.ts';
import { verifyLedger } from '../src/modules/wallet/ledger/verify-ledger.ts';
import { DEMO_SIGNATURE_HEADER, demoNotification } from '../src/platform/payments/demo-provider.ts';

/**
 * Crash safety of the money path (QUALITY.md "Never loses money"): the real server process credits deposits from
 * signed provider notifications and is killed with SIGKILL at random moments. Every notification it acknowledged
 * must be credited when the database is opened again, and the provider's retries after the restart must credit each
 * order exactly once. Runs on the embedded database, or on PostgreSQL when DATABASE_URL is set. The process is the
 * production one: the bundle `npm run build` makes (dist/main.js), built afresh from these sources.
 */
const SECRET = randomBytes(32).toString('hex');
const ROUNDS = 3;
const ORDERS = 30;
const serverDir = path.resolve(import.meta.dirname, '..');
const runId = randomBytes(4).toString('hex');

const schemaName = process.env.DATABASE_URL ? `lotus_crash_${runId}` : undefined;
let dataDir = '';

async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function config(): Config {
  return loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    DATABASE_SCHEMA: schemaName,
  });
}

/** Opens the database the server uses (only while no server holds an embedded one). */
async function withDatabase<T>(work: (db: Database) => Promise<T>) {
  const db = await openDatabase(config());
  try {
    await db.migrate();
    return await work(db);
  } finally {
    await db.close();
  }
}

/** The production bundle of the current sources. */
function buildBundle() {
  const build = spawnSync(process.execPath, ['build.ts'], { cwd: serverDir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
}

async function startServer(port: number) {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The demo payment provider sends the notifications, on PostgreSQL as well.
      LOTUS_MODE: 'demo',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_PAYMENT_SECRET: SECRET,
      LOG_LEVEL: 'error',
      ...(schemaName ? { DATABASE_SCHEMA: schemaName } : {}),
      WEB_DIST: path.join(tmpdir(), 'lotus-crash-no-web'),
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    if (Date.now() > deadline) throw new Error('server did not become ready');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** The provider's notification that order `orderNo` was paid; true when the server acknowledged it (2xx). */
async function notifyPaid(port: number, orderNo: string, amount: number) {
  const { body, signature } = demoNotification(
    SECRET,
    {
      merchantCode: 'LOTUS',
      orderNo,
      amount,
      currency: 'CNY',
      notifyUrl: 'http://x',
      returnUrl: '/',
      expiresAt: Date.now() + 60_000,
    },
    'paid',
  );
  try {
    const res = await fetch(`http://127.0.0.1:${port}/payments/demo/LOTUS/notify`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: signature },
    });
    return res.ok;
  } catch {
    return false;
  }
}

afterAll(async () => {
  if (schemaName) {
    await withDatabase((db) => db.orm.execute(`drop schema if exists ${quoteIdentifier(schemaName)} cascade`));
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a server killed at random moments of a deposit workload', () => {
  beforeAll(buildBundle, 60_000);

  it('loses no acknowledged credit and doubles none, round after round', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lotus-crash-'));
    await withDatabase((db) => seedDemo(db));
    const port = await freePort();
    const amount = (i: number) => 1_000 + i;

    for (let round = 0; round < ROUNDS; round++) {
      const prefix = `C${runId}${round}`;
      // The orders the player made before paying.
      await withDatabase(async (db) => {
        const [demo] = await db.orm.select().from(members).where(eq(members.username, DEMO_ACCOUNTS.member.username));
        await db.orm.insert(depositOrders).values(
          Array.from({ length: ORDERS }, (_, i) => ({
            merchantId: 1,
            memberId: demo?.id as number,
            channelId: 1,
            orderNo: `${prefix}${String(i).padStart(3, '0')}`,
            amount: amount(i),
            expiresAt: new Date(Date.now() + 3_600_000),
          })),
        );
      });

      const server = await startServer(port);
      const acknowledged = new Set<string>();
      const killAfter = randomInt(3, ORDERS - 3);
      let sent = 0;
      // Four notifications in flight at a time; the kill lands while some are mid-transaction.
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (sent < ORDERS) {
            const i = sent++;
            const orderNo = `${prefix}${String(i).padStart(3, '0')}`;
            if (await notifyPaid(port, orderNo, amount(i))) acknowledged.add(orderNo);
            if (acknowledged.size >= killAfter && server.exitCode === null) server.kill('SIGKILL');
          }
        }),
      );
      server.kill('SIGKILL');
      await exited(server);
      // The kill came in the middle: some notifications were acknowledged, some never were.
      expect(acknowledged.size).toBeGreaterThanOrEqual(killAfter);
      expect(acknowledged.size).toBeLessThan(ORDERS);

      // Everything acknowledged is there after the crash.
      await withDatabase(async (db) => {
        const credited = await db.orm
          .select({ orderNo: depositOrders.orderNo })
          .from(depositOrders)
          .where(and(like(depositOrders.orderNo, `${prefix}%`), eq(depositOrders.status, 'credited')));
        const creditedNos = new Set(credited.map((r) => r.orderNo));
        for (const orderNo of acknowledged) expect(creditedNos.has(orderNo), orderNo).toBe(true);
        expect((await verifyLedger(db.orm)).ok).toBe(true);
      });

      // The provider retries every order after the restart: each is credited exactly once.
      const again = await startServer(port);
      for (let i = 0; i < ORDERS; i++) {
        expect(await notifyPaid(port, `${prefix}${String(i).padStart(3, '0')}`, amount(i))).toBe(true);
      }
      again.kill('SIGTERM');
      await exited(again);
      await withDatabase(async (db) => {
        const orders = await db.orm
          .select()
          .from(depositOrders)
          .where(like(depositOrders.orderNo, `${prefix}%`));
        expect(orders.every((o) => o.status === 'credited')).toBe(true);
        const transfers = await db.orm
          .select()
          .from(ledgerTransfers)
          .where(like(ledgerTransfers.reference, `deposit:${prefix}%`));
        expect(transfers).toHaveLength(ORDERS);
        expect(await verifyLedger(db.orm)).toMatchObject({ ok: true, total: '0' });
      });
    }
  }, 600_000);
});
