import { DEMO_MERCHANT_CODE } from '@lotus/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { fundMember, ledgerBalances } from '../../test/money-helpers.ts';
import { ledgerAccounts, vendorTransactions } from '../db/schema.ts';
import { signVendorBody } from '../modules/vendors/seamless-client.ts';
import { insertPlayer, insertVendor, issueLaunchToken, type TestVendor } from '../modules/vendors/vendor-fixtures.ts';
import { memberAccountId } from '../modules/wallet/ledger/accounts.ts';
import { verifyLedger } from '../modules/wallet/ledger/verify-ledger.ts';

// One seamless call served at a time and one waiting: a call held at the database and one behind it fill the gate.
let t: TestApp;
let vendor: TestVendor;
let player: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      loadShedding: {
        concurrency: 1,
        maxQueued: 1,
        maxEventLoopDelayMs: 600_000,
        maxEventLoopUtilization: 1,
        retryAfterSeconds: 2,
      },
    },
  });
  vendor = await insertVendor(t.db, { code: 'SHED', games: [{ gameCode: 'slot-1', minBet: 100 }] });
  player = await insertPlayer(t.db);
  await fundMember(t.db, player, 10_000, { key: `fund-${player}` });
  token = await issueLaunchToken(t.db, { vendor, memberId: player, expiresAt: new Date(Date.now() + 3_600_000) });
});
afterAll(() => t.close());

const debit = (txId: string) => {
  const body = JSON.stringify({
    playerId: String(player),
    token,
    txId,
    roundId: `round-${txId}`,
    gameCode: 'slot-1',
    amount: 10,
    currency: 'CNY',
  });
  return t.app.inject({
    method: 'POST',
    url: `/vendor/v1/${vendor.code}/debit`,
    payload: body,
    headers: {
      'content-type': 'application/json',
      merchant: DEMO_MERCHANT_CODE,
      'x-signature': signVendorBody(vendor.secret, body),
    },
  });
};

const storedCalls = (txId: string) =>
  t.db.orm
    .select()
    .from(vendorTransactions)
    .where(and(eq(vendorTransactions.vendorId, vendor.id), eq(vendorTransactions.txId, txId)));

const balance = async () => (await ledgerBalances(t.db)).members.get(player);

/** Holds the player's wallet row locked (and, on PGlite, its only connection) until `release` is called. */
async function holdWallet() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const done = t.db.orm.transaction(async (tx) => {
    const account = await memberAccountId(tx, 1, player);
    await tx.execute(sql`select 1 from ${ledgerAccounts} where ${ledgerAccounts.id} = ${account} for update`);
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await done;
  };
}

describe('load shedding on the seamless wallet API', () => {
  it('refuses a call beyond the queue with a fast 503 and Retry-After, changing nothing; the retry goes through once', async () => {
    const before = (await balance()) as number;
    const unlock = await holdWallet();
    const held = debit('held-1');
    await vi.waitFor(() => expect(t.app.loadShedding.running).toBe(1));
    const waiting = debit('waiting-1');
    await vi.waitFor(() => expect(t.app.loadShedding.queued).toBe(1));

    const shed = await debit('shed-1');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('2');
    expect(shed.json()).toMatchObject({
      success: false,
      errorCode: 'service.unavailable',
      value: { retryAfterSeconds: 2 },
    });
    expect(shed.json().message).toEqual(expect.any(String));
    // Health checks are not guarded.
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);

    await unlock();
    expect((await held).json()).toMatchObject({ status: 'OK' });
    expect((await waiting).json()).toMatchObject({ status: 'OK' });
    expect(t.app.loadShedding).toMatchObject({ running: 0, queued: 0 });
    // The refused call left no trace: no stored call, two bets' worth off the balance.
    expect(await storedCalls('shed-1')).toEqual([]);
    expect(await balance()).toBe(before - 2_000);

    // The vendor retries the same txId: it is taken once, and a repeat only replays it.
    const retried = await debit('shed-1');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'OK' });
    expect((await debit('shed-1')).json()).toEqual(retried.json());
    expect(await storedCalls('shed-1')).toHaveLength(1);
    expect(await balance()).toBe(before - 3_000);
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });

  it('serves calls within the bounds in turn, and frees the slot of every answer', async () => {
    // Two at once fit (one served, one waiting); one after another never wait.
    const pair = await Promise.all([debit('calm-a'), debit('calm-b')]);
    for (const res of pair) expect(res.json()).toMatchObject({ status: 'OK' });
    for (let i = 0; i < 5; i++) {
      const res = await debit(`calm-${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'OK' });
    }
    // Answers refused by the vendor API itself (bad signature, unknown route) free their slot too.
    const forged = await t.app.inject({
      method: 'POST',
      url: `/vendor/v1/${vendor.code}/debit`,
      payload: '{}',
      headers: { 'content-type': 'application/json', merchant: DEMO_MERCHANT_CODE, 'x-signature': 'no' },
    });
    expect(forged.json()).toEqual({ status: 'INVALID_SIGNATURE' });
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: `/vendor/v1/${vendor.code}/debit`,
      payload: 'x'.repeat(2 * 1024 * 1024),
      headers: { 'content-type': 'application/json', merchant: DEMO_MERCHANT_CODE },
    });
    expect(tooLarge.statusCode).toBe(200);
    expect(t.app.loadShedding).toMatchObject({ running: 0, queued: 0 });
    expect((await debit('calm-last')).statusCode).toBe(200);
  });
});

/** Keeps this thread busy for `ms`, in turns of `turnMs` with a turn of the loop between them (none when omitted). */
async function keepBusy(ms: number, turnMs = ms) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const turn = performance.now() + turnMs;
    while (performance.now() < turn) {
      // spin
    }
    if (turnMs < ms) await new Promise((resolve) => setImmediate(resolve));
  }
}

const loopBound = { concurrency: 100, maxQueued: 100, retryAfterSeconds: 1 };
describe.each([
  {
    title: 'during a stall, and takes them again once the loop is on time',
    loadShedding: { ...loopBound, maxEventLoopDelayMs: 40, maxEventLoopUtilization: 1 },
    // One 200 ms turn, as when PGlite works through a backlog of calls without a turn of the loop.
    busy: () => keepBusy(200),
  },
  {
    title: 'while the loop is busy in short turns, and takes them again once it idles',
    // Turns stay short here: only the utilization bound can refuse.
    loadShedding: {
      ...loopBound,
      maxEventLoopDelayMs: 600_000,
      maxEventLoopUtilization: 0.9,
      utilizationWindowMs: 100,
    },
    // 5 ms turns for 250 ms, as a server saturated by calls it reads a turn at a time: never late, never idle.
    busy: () => keepBusy(250, 5),
  },
])('load shedding by the event loop', ({ title, loadShedding, busy }) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ config: { loadShedding } });
  });
  afterAll(() => app.close());

  // A call refused at its signature: guarded like a debit, without touching money.
  const probe = () =>
    app.app.inject({
      method: 'POST',
      url: '/vendor/v1/NOBODY/authenticate',
      payload: '{}',
      headers: { 'content-type': 'application/json', merchant: DEMO_MERCHANT_CODE, 'x-signature': 'no' },
    });

  it(`refuses guarded calls ${title}`, async () => {
    await vi.waitFor(async () => expect((await probe()).statusCode).toBe(200), { timeout: 3_000, interval: 50 });
    await busy();
    const [shed, health] = await Promise.all([probe(), app.app.inject({ url: '/healthz' })]);
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('1');
    expect(shed.json()).toMatchObject({ success: false, errorCode: 'service.unavailable' });
    expect(health.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await probe()).json()).toEqual({ status: 'INVALID_SIGNATURE' }), {
      timeout: 3_000,
      interval: 50,
    });
  });
});

describe('load shedding after a start', () => {
  it("does not count the server's own start-up (migrations, seed, routes) as load", async () => {
    const fresh = await createTestApp({
      config: {
        loadShedding: { ...loopBound, maxEventLoopDelayMs: 600_000, maxEventLoopUtilization: 0.5 },
      },
    });
    try {
      await fresh.app.ready();
      // Long enough for the utilization to be sampled after the start, far short of a whole window.
      await new Promise((resolve) => setTimeout(resolve, 60));
      const first = await fresh.app.inject({
        method: 'POST',
        url: '/vendor/v1/NOBODY/authenticate',
        payload: '{}',
        headers: { 'content-type': 'application/json', merchant: DEMO_MERCHANT_CODE, 'x-signature': 'no' },
      });
      expect(first.json()).toEqual({ status: 'INVALID_SIGNATURE' });
    } finally {
      await fresh.close();
    }
  });
});
