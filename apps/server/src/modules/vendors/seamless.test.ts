import { DEMO_MERCHANT_CODE } from '@lotus/contract';
import { and, asc, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUR, movableClock } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { fundMember, ledgerBalances } from '../../../test/money-helpers.ts';
import {
  bets,
  games,
  gameVendors,
  ledgerAccounts,
  ledgerTransfers,
  turnoverRequirements,
  vendorTransactions,
} from '../../db/schema.ts';
import { merchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import { verifyLedger } from '../wallet/ledger/verify-ledger.ts';
import { addTurnoverRequirement } from '../wallet/turnover/turnover.ts';
import { signVendorBody } from './seamless-client.ts';
import { insertPlayer, insertVendor, issueLaunchToken, type TestVendor, vendorClient } from './vendor-fixtures.ts';

const clock = movableClock(Date.parse('2026-03-01T10:00:00Z'));
let t: TestApp;
let vendor: TestVendor;
let client: ReturnType<typeof vendorClient>;
let player: number;
let token: string;
let n = 0;
const id = (p: string) => `${p}-${++n}`;

beforeAll(async () => {
  t = await createTestApp({ clock });
  vendor = await insertVendor(t.db, { code: 'TSTV', games: [{ gameCode: 'slot-1', minBet: 100 }] });
  client = vendorClient(t.app, vendor);
});
afterAll(() => t.close());

beforeEach(async () => {
  player = await insertPlayer(t.db);
  await fundMember(t.db, player, 10_000, { key: `fund-${player}` });
  token = await issueLaunchToken(t.db, {
    vendor,
    memberId: player,
    expiresAt: new Date(clock.now().getTime() + 2 * HOUR),
  });
});

const debitOf = (over: Record<string, unknown> = {}) => ({
  playerId: String(player),
  token,
  txId: id('d'),
  roundId: id('r'),
  gameCode: 'slot-1',
  amount: 10,
  currency: 'CNY',
  ...over,
});
const creditOf = (roundId: string, over: Record<string, unknown> = {}) => ({
  playerId: String(player),
  txId: id('c'),
  roundId,
  gameCode: 'slot-1',
  amount: 25,
  currency: 'CNY',
  ...over,
});

describe('signature', () => {
  it('refuses a missing or wrong signature and changes nothing', async () => {
    const body = JSON.stringify(debitOf());
    const headers = { 'content-type': 'application/json', merchant: DEMO_MERCHANT_CODE };
    const url = `/vendor/v1/${vendor.code}/debit`;
    const missing = await t.app.inject({ method: 'POST', url, payload: body, headers });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ status: 'INVALID_SIGNATURE' });
    const wrong = await vendorClient(t.app, vendor, 'not-the-secret').debit(debitOf());
    expect(wrong).toEqual({ status: 'INVALID_SIGNATURE' });
    // The signature covers the exact bytes: the same JSON re-spaced is another body.
    const respaced = await t.app.inject({
      method: 'POST',
      url,
      payload: body.replace(':', ': '),
      headers: { ...headers, 'x-signature': signVendorBody(vendor.secret, body) },
    });
    expect(respaced.json()).toEqual({ status: 'INVALID_SIGNATURE' });
    const unknownVendor = await t.app.inject({
      method: 'POST',
      url: '/vendor/v1/NOPE/debit',
      payload: body,
      headers: { ...headers, 'x-signature': signVendorBody(vendor.secret, body) },
    });
    expect(unknownVendor.json()).toEqual({ status: 'INVALID_SIGNATURE' });
    expect((await ledgerBalances(t.db)).members.get(player)).toBe(10_000);
  });

  it('refuses a valid signature with anything after it, and changes nothing', async () => {
    const body = JSON.stringify(debitOf());
    const signature = signVendorBody(vendor.secret, body);
    for (const trailing of ['0', '00', 'zz', 'g', signature]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/vendor/v1/${vendor.code}/debit`,
        payload: body,
        headers: {
          'content-type': 'application/json',
          merchant: DEMO_MERCHANT_CODE,
          'x-signature': signature + trailing,
        },
      });
      expect(res.json(), trailing).toEqual({ status: 'INVALID_SIGNATURE' });
    }
    expect((await ledgerBalances(t.db)).members.get(player)).toBe(10_000);
  });

  it('answers a signed body whatever its content type, outside the player envelope', async () => {
    const body = JSON.stringify({ playerId: String(player) });
    const res = await t.app.inject({
      method: 'POST',
      url: `/vendor/v1/${vendor.code}/balance`,
      payload: body,
      headers: {
        'content-type': 'text/plain',
        merchant: DEMO_MERCHANT_CODE,
        'x-signature': signVendorBody(vendor.secret, body),
      },
    });
    expect(res.json()).toEqual({ status: 'OK', balance: 100, currency: 'CNY' });
  });
});

describe('authenticate and balance', () => {
  it('tells who is behind a live token', async () => {
    const reply = await client.authenticate({ token });
    expect(reply).toMatchObject({
      status: 'OK',
      playerId: String(player),
      currency: 'CNY',
      balance: 100,
      gameCode: 'slot-1',
    });
    expect(reply.nickname).toMatch(/^Player/);
  });

  it('refuses unknown, free-play and expired tokens', async () => {
    expect((await client.authenticate({ token: 'nope' })).status).toBe('INVALID_TOKEN');
    const free = await issueLaunchToken(t.db, {
      vendor,
      memberId: null,
      freePlay: true,
      expiresAt: new Date(clock.now().getTime() + HOUR),
    });
    expect((await client.authenticate({ token: free })).status).toBe('INVALID_TOKEN');
    const old = await issueLaunchToken(t.db, {
      vendor,
      memberId: player,
      expiresAt: new Date(clock.now().getTime() - 1),
    });
    expect((await client.authenticate({ token: old })).status).toBe('TOKEN_EXPIRED');
  });

  it('answers the balance of a known player only', async () => {
    expect(await client.balance({ playerId: String(player) })).toEqual({ status: 'OK', balance: 100, currency: 'CNY' });
    expect((await client.balance({ playerId: '999999999' })).status).toBe('PLAYER_NOT_FOUND');
  });
});

describe('debit', () => {
  it('takes the stake into the vendor house account, records the bet, and answers a repeat from the stored reply', async () => {
    const request = debitOf({ amount: 12.5 });
    const first = await client.debit(request);
    expect(first).toMatchObject({ status: 'OK', balance: 87.5, currency: 'CNY' });
    expect(first.transactionId).toBeDefined();
    const again = await client.debit(request);
    expect(again).toEqual(first);
    const balances = await ledgerBalances(t.db);
    expect(balances.members.get(player)).toBe(8_750);
    const [bet] = await t.db.orm.select().from(bets).where(eq(bets.memberId, player));
    expect(bet).toMatchObject({ stake: 1250, status: 'open', payout: 0, roundId: request.roundId });
    const moved = await t.db.orm
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, `bet:TSTV:${request.roundId}`));
    expect(moved).toHaveLength(1);
    expect(moved[0]?.kind).toBe('bet');
  });

  it('answers a repeat with the current balance', async () => {
    const request = debitOf();
    await client.debit(request);
    await client.debit(debitOf());
    expect(await client.debit(request)).toMatchObject({ status: 'OK', balance: 80 });
  });

  it('refuses the same txId with other content and moves nothing', async () => {
    const request = debitOf();
    await client.debit(request);
    expect(await client.debit({ ...request, amount: 20 })).toMatchObject({
      status: 'DUPLICATE_TRANSACTION',
      balance: 90,
    });
    expect(await client.credit({ ...creditOf(request.roundId), txId: request.txId })).toMatchObject({
      status: 'DUPLICATE_TRANSACTION',
    });
    expect((await ledgerBalances(t.db)).members.get(player)).toBe(9_000);
  });

  it('needs a live token of this player for this vendor', async () => {
    expect((await client.debit(debitOf({ token: 'unknown' }))).status).toBe('INVALID_TOKEN');
    const other = await insertPlayer(t.db);
    const theirs = await issueLaunchToken(t.db, {
      vendor,
      memberId: other,
      expiresAt: new Date(clock.now().getTime() + HOUR),
    });
    expect((await client.debit(debitOf({ token: theirs }))).status).toBe('INVALID_TOKEN');
    const free = await issueLaunchToken(t.db, {
      vendor,
      memberId: null,
      freePlay: true,
      expiresAt: new Date(clock.now().getTime() + HOUR),
    });
    expect((await client.debit(debitOf({ token: free }))).status).toBe('INVALID_TOKEN');
    clock.advance(2 * HOUR);
    try {
      expect(await client.debit(debitOf())).toMatchObject({ status: 'TOKEN_EXPIRED', balance: 100 });
    } finally {
      clock.advance(-2 * HOUR);
    }
    expect((await ledgerBalances(t.db)).members.get(player)).toBe(10_000);
  });

  it('checks amounts, currency, game, limits, funds and the player', async () => {
    for (const amount of [0, -5, 1.234])
      expect((await client.debit(debitOf({ amount }))).status).toBe('INVALID_PARAMS');
    expect((await client.debit(debitOf({ currency: 'USD' }))).status).toBe('INVALID_PARAMS');
    expect((await client.debit(debitOf({ gameCode: 'missing' }))).status).toBe('GAME_NOT_FOUND');
    expect((await client.debit(debitOf({ amount: 0.99 }))).status).toBe('BET_LIMIT');
    expect(await client.debit(debitOf({ amount: 100.01 }))).toMatchObject({
      status: 'INSUFFICIENT_FUNDS',
      balance: 100,
    });
    expect((await client.debit(debitOf({ playerId: '999999999' }))).status).toBe('PLAYER_NOT_FOUND');
    const blocked = await insertPlayer(t.db, 'suspended');
    const theirs = await issueLaunchToken(t.db, {
      vendor,
      memberId: blocked,
      expiresAt: new Date(clock.now().getTime() + HOUR),
    });
    expect((await client.debit(debitOf({ playerId: String(blocked), token: theirs }))).status).toBe('PLAYER_BLOCKED');
    expect(await client.debit(debitOf({ amount: 100 }))).toMatchObject({ status: 'OK', balance: 0 });
  });

  it('lets a refused txId through once the reason is gone', async () => {
    const request = debitOf({ amount: 150 });
    expect((await client.debit(request)).status).toBe('INSUFFICIENT_FUNDS');
    await fundMember(t.db, player, 10_000, { key: `more-${player}` });
    expect(await client.debit(request)).toMatchObject({ status: 'OK', balance: 50 });
  });
  it('takes no stake in a game or vendor under maintenance, but settles the rounds already open', async () => {
    const open = debitOf();
    expect((await client.debit(open)).status).toBe('OK');
    const gameRow = and(eq(games.vendorId, vendor.id), eq(games.gameCode, 'slot-1'));
    await t.db.orm.update(games).set({ maintenance: true }).where(gameRow);
    try {
      expect(await client.debit(debitOf())).toMatchObject({ status: 'GAME_NOT_FOUND', balance: 90 });
      expect(await client.credit(creditOf(open.roundId))).toMatchObject({ status: 'OK', balance: 115 });
    } finally {
      await t.db.orm.update(games).set({ maintenance: false }).where(gameRow);
    }
    const pending = debitOf();
    expect((await client.debit(pending)).status).toBe('OK');
    // The vendor's switch is cached with the merchant; the console drops that cache on every change.
    await t.db.orm.update(gameVendors).set({ maintenance: true }).where(eq(gameVendors.id, vendor.id));
    merchantDirectory(t.db).invalidate(DEMO_MERCHANT_CODE);
    try {
      expect((await client.debit(debitOf())).status).toBe('GAME_NOT_FOUND');
      const rollback = { playerId: String(player), txId: id('rb'), refTxId: pending.txId };
      expect(await client.rollback(rollback)).toMatchObject({ status: 'OK', balance: 115 });
    } finally {
      await t.db.orm.update(gameVendors).set({ maintenance: false }).where(eq(gameVendors.id, vendor.id));
      merchantDirectory(t.db).invalidate(DEMO_MERCHANT_CODE);
    }
    expect((await client.debit(debitOf())).status).toBe('OK');
  });
});

describe('credit', () => {
  it('pays a round, settles it and counts its stake toward turnover', async () => {
    await t.db.orm.transaction((tx) =>
      addTurnoverRequirement(tx, {
        merchantId: 1,
        memberId: player,
        reference: `req-${player}`,
        amount: 5000,
        percent: 100,
        at: clock.now(),
      }),
    );
    const d = debitOf({ amount: 20 });
    await client.debit(d);
    const c = creditOf(d.roundId, { amount: 45.5 });
    expect(await client.credit(c)).toMatchObject({ status: 'OK', balance: 125.5 });
    expect(await client.credit(c)).toMatchObject({ status: 'OK', balance: 125.5 });
    const [bet] = await t.db.orm.select().from(bets).where(eq(bets.memberId, player));
    expect(bet).toMatchObject({ stake: 2000, validBet: 2000, payout: 4550, status: 'settled' });
    expect(bet?.settledAt).not.toBeNull();
    const [requirement] = await t.db.orm
      .select()
      .from(turnoverRequirements)
      .where(eq(turnoverRequirements.memberId, player));
    expect(requirement?.remaining).toBe(3000);
  });

  it('settles a lost round with 0 and moves nothing', async () => {
    const d = debitOf();
    await client.debit(d);
    expect(await client.credit(creditOf(d.roundId, { amount: 0 }))).toMatchObject({ status: 'OK', balance: 90 });
    const [bet] = await t.db.orm.select().from(bets).where(eq(bets.memberId, player));
    expect(bet?.status).toBe('settled');
  });

  it('refuses a win before its bet without binding the txId, so the retry after the bet works', async () => {
    const d = debitOf();
    const c = creditOf(d.roundId);
    expect(await client.credit(c)).toMatchObject({ status: 'TRANSACTION_NOT_FOUND', balance: 100 });
    await client.debit(d);
    expect(await client.credit(c)).toMatchObject({ status: 'OK', balance: 115 });
  });

  it('is accepted after the token expired', async () => {
    const d = debitOf();
    await client.debit(d);
    clock.advance(5 * HOUR);
    try {
      expect(await client.credit(creditOf(d.roundId))).toMatchObject({ status: 'OK', balance: 115 });
    } finally {
      clock.advance(-5 * HOUR);
    }
  });

  it('checks amounts, currency and game', async () => {
    const d = debitOf();
    await client.debit(d);
    for (const amount of [-1, 0.001])
      expect((await client.credit(creditOf(d.roundId, { amount }))).status).toBe('INVALID_PARAMS');
    expect((await client.credit(creditOf(d.roundId, { currency: 'USD' }))).status).toBe('INVALID_PARAMS');
    expect((await client.credit(creditOf(d.roundId, { gameCode: 'missing' }))).status).toBe('GAME_NOT_FOUND');
  });
});

describe('rollback', () => {
  it('reverses a debit and cancels its round; a rolled-back round cannot be credited', async () => {
    const d = debitOf({ amount: 30 });
    await client.debit(d);
    const r = { playerId: String(player), txId: id('rb'), refTxId: d.txId, roundId: d.roundId };
    expect(await client.rollback(r)).toMatchObject({ status: 'OK', balance: 100 });
    expect(await client.rollback(r)).toMatchObject({ status: 'OK', balance: 100 });
    expect(await client.rollback({ ...r, txId: id('rb') })).toMatchObject({ status: 'OK', balance: 100 });
    const [bet] = await t.db.orm.select().from(bets).where(eq(bets.memberId, player));
    expect(bet).toMatchObject({ stake: 0, status: 'cancelled' });
    expect((await client.credit(creditOf(d.roundId))).status).toBe('TRANSACTION_NOT_FOUND');
    expect((await client.debit(d)).status).toBe('OK');
    expect((await ledgerBalances(t.db)).members.get(player)).toBe(10_000);
  });

  it('never reverses a credit', async () => {
    const d = debitOf();
    await client.debit(d);
    const c = creditOf(d.roundId);
    await client.credit(c);
    expect((await client.rollback({ playerId: String(player), txId: id('rb'), refTxId: c.txId })).status).toBe(
      'TRANSACTION_NOT_FOUND',
    );
    expect((await ledgerBalances(t.db)).members.get(player)).toBe(11_500);
  });

  it('answers OK for an unknown debit and leaves a tombstone that refuses the late debit', async () => {
    const d = debitOf();
    expect(await client.rollback({ playerId: String(player), txId: id('rb'), refTxId: d.txId })).toMatchObject({
      status: 'OK',
      balance: 100,
    });
    expect(await client.debit(d)).toMatchObject({ status: 'TRANSACTION_NOT_FOUND', balance: 100 });
    const rows = await t.db.orm
      .select()
      .from(vendorTransactions)
      .where(and(eq(vendorTransactions.vendorId, vendor.id), eq(vendorTransactions.refTxId, d.txId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'rollback', status: 'OK', amount: 0 });
  });

  it('is accepted after the token expired', async () => {
    const d = debitOf();
    await client.debit(d);
    clock.advance(3 * HOUR);
    try {
      const r = await client.rollback({ playerId: String(player), txId: id('rb'), refTxId: d.txId });
      expect(r).toMatchObject({ status: 'OK', balance: 100 });
    } finally {
      clock.advance(-3 * HOUR);
    }
  });
});

describe('every call', () => {
  it('is stored with its reply, and leaves a sound ledger', async () => {
    const d = debitOf();
    await client.debit(d);
    await client.debit({ ...d, txId: id('d'), amount: 0.001 });
    const rows = await t.db.orm.select().from(vendorTransactions).where(eq(vendorTransactions.vendorId, vendor.id));
    expect(rows.some((r) => r.txId === d.txId && r.status === 'OK' && r.amount === 1000)).toBe(true);
    expect(rows.some((r) => r.status === 'INVALID_PARAMS')).toBe(true);
    const report = await verifyLedger(t.db.orm);
    expect(report.ok).toBe(true);
  });

  it('answers unknown actions and unreadable bodies with INVALID_PARAMS, not an error', async () => {
    expect(await client.call('balance', 'not an object')).toEqual({ status: 'INVALID_PARAMS' });
    const body = 'not json{';
    const res = await t.app.inject({
      method: 'POST',
      url: `/vendor/v1/${vendor.code}/withdraw`,
      payload: body,
      headers: {
        'content-type': 'application/json',
        merchant: DEMO_MERCHANT_CODE,
        'x-signature': signVendorBody(vendor.secret, body),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'INVALID_PARAMS' });
  });

  it('answers a body over the size limit with a status, not an HTTP error', async () => {
    const body = JSON.stringify({ playerId: String(player), padding: 'x'.repeat(t.config.bodyLimitBytes) });
    const res = await t.app.inject({
      method: 'POST',
      url: `/vendor/v1/${vendor.code}/balance`,
      payload: body,
      headers: {
        'content-type': 'application/json',
        merchant: DEMO_MERCHANT_CODE,
        'x-signature': signVendorBody(vendor.secret, body),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'INVALID_PARAMS' });
  });

  it('answers concurrent repeats of one debit once', async () => {
    const d = debitOf({ amount: 7 });
    const replies = await Promise.all([client.debit(d), client.debit(d), client.debit(d)]);
    expect(replies.map((r) => r.status)).toEqual(['OK', 'OK', 'OK']);
    expect((await ledgerBalances(t.db)).members.get(player)).toBe(9_300);
  });

  it('answers one txId sent for two players at once once, the other as a duplicate', async () => {
    const other = await insertPlayer(t.db);
    await fundMember(t.db, other, 10_000, { key: `fund-${other}` });
    const otherToken = await issueLaunchToken(t.db, {
      vendor,
      memberId: other,
      expiresAt: new Date(clock.now().getTime() + 2 * HOUR),
    });
    // Several times over, so that on PostgreSQL some pairs run side by side and one of them meets the unique index.
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const d = debitOf({ amount: 1 });
        const replies = await Promise.all([
          client.debit(d),
          client.debit({ ...d, playerId: String(other), token: otherToken }),
        ]);
        return replies.map((r) => r.status).sort();
      }),
    );
    for (const pair of statuses) expect(pair).toEqual(['DUPLICATE_TRANSACTION', 'OK']);
    const { members } = await ledgerBalances(t.db);
    expect((members.get(player) ?? 0) + (members.get(other) ?? 0)).toBe(20_000 - 10 * 100);
    expect(await verifyLedger(t.db.orm)).toMatchObject({ ok: true });
  });

  it("keeps the house account's balances in step when many players bet and win at once", async () => {
    const players = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const memberId = await insertPlayer(t.db);
        await fundMember(t.db, memberId, 10_000, { key: `fund-${memberId}` });
        const launch = await issueLaunchToken(t.db, {
          vendor,
          memberId,
          expiresAt: new Date(clock.now().getTime() + 2 * HOUR),
        });
        return { memberId, launch };
      }),
    );
    await Promise.all(
      players.map(async ({ memberId, launch }, i) => {
        for (let round = 0; round < 5; round++) {
          const d = debitOf({ playerId: String(memberId), token: launch, amount: 10 + i });
          expect((await client.debit(d)).status).toBe('OK');
          const c = creditOf(d.roundId, { playerId: String(memberId), amount: round % 2 ? 0 : 3 * i });
          expect((await client.credit(c)).status).toBe('OK');
        }
      }),
    );
    const house = await t.db.orm
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.merchantId, 1), eq(ledgerAccounts.purpose, 'house:games:TSTV')));
    const houseId = house[0]?.id as number;
    const moves = await t.db.orm
      .select()
      .from(ledgerTransfers)
      .where(or(eq(ledgerTransfers.fromAccountId, houseId), eq(ledgerTransfers.toAccountId, houseId)))
      .orderBy(asc(ledgerTransfers.id));
    // Each transfer's balance after is the one before it moved by its amount, ending at the account's balance.
    let balance: number | undefined;
    for (const move of moves) {
      const into = move.toAccountId === houseId;
      const after = into ? move.toBalanceAfter : move.fromBalanceAfter;
      if (balance !== undefined) expect(after).toBe(balance + (into ? move.amount : -move.amount));
      balance = after;
    }
    expect(balance).toBe(house[0]?.balance);
    expect(await verifyLedger(t.db.orm)).toMatchObject({ ok: true });
  });
});
