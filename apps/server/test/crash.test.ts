import { randomBytes, randomInt } from 'node:crypto';
import { DEMO_ACCOUNTS } from '@lotus/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositOrders, ledgerTransfers, members } from '../src/db/schema.ts';
import { seedDemo } from '../src/db/seed/demo-seed.ts';
import { verifyLedger } from '../src/modules/wallet/ledger/verify-ledger.ts';
import { DEMO_SIGNATURE_HEADER, demoNotification } from '../src/platform/payments/demo-provider.ts';
import { buildBundle, type CrashWorld, crashWorld, exited, freePort } from './crash-harness.ts';

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
const runId = randomBytes(4).toString('hex');
let world: CrashWorld | undefined;

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

afterAll(async () => world?.dispose());

describe('a server killed at random moments of a deposit workload', () => {
  beforeAll(buildBundle, 60_000);

  it('loses no acknowledged credit and doubles none, round after round', async () => {
    world = await crashWorld('crash', { DEMO_PAYMENT_SECRET: SECRET });
    const { withDatabase } = world;
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

      const server = await world.start(port);
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
      const again = await world.start(port);
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
