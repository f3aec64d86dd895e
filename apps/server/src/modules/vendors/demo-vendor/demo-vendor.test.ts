import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { fundMember, ledgerBalances } from '../../../../test/money-helpers.ts';
import { bets, vendorTransactions } from '../../../db/schema.ts';
import { verifyLedger } from '../../wallet/ledger/verify-ledger.ts';
import { insertPlayer, insertVendor, issueLaunchToken, type TestVendor } from '../vendor-fixtures.ts';
import { demoMultiplier, demoReturnToPlayer, demoWin } from './demo-round.ts';

let t: TestApp;
let vendor: TestVendor;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await insertVendor(t.db, { code: 'DEMOV', games: [{ gameCode: 'fortune', minBet: 100 }] });
});
afterAll(() => t.close());

const play = (form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/demo-vendor/${vendor.code}/play`,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const shownBalance = (html: string) => /data-testid="demo-vendor-balance">([^<]*)</.exec(html)?.[1];

describe('the demo vendor', () => {
  it('returns 97 % of stakes', () => {
    expect(demoReturnToPlayer()).toBeCloseTo(0.97, 10);
    expect([0, 0.005, 0.01, 0.03, 0.07, 0.2, 0.37, 0.5, 0.99].map(demoMultiplier)).toEqual([
      12, 12, 5, 5, 2, 2, 0, 0, 0,
    ]);
  });

  it('shows the game and the balance, in English or Chinese, and refuses unknown sessions', async () => {
    const player = await insertPlayer(t.db);
    await fundMember(t.db, player, 5_000, { key: `demo-fund-${player}` });
    const token = await issueLaunchToken(t.db, { vendor, memberId: player, expiresAt: new Date(Date.now() + HOUR) });
    const en = await t.app.inject({
      method: 'GET',
      url: `/demo-vendor/${vendor.code}/play`,
      query: { token, game: 'fortune', lang: 'EN' },
    });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/html');
    expect(en.body).toContain('Game fortune');
    expect(shownBalance(en.body)).toBe('50.00 CNY');
    expect(en.body).toContain('prefers-color-scheme:dark');
    expect(en.body).not.toMatch(/<script|https?:\/\//);
    const cn = await t.app.inject({
      method: 'GET',
      url: `/demo-vendor/${vendor.code}/play`,
      query: { token, lang: 'CN' },
    });
    expect(cn.body).toContain('余额');
    expect(cn.body).toContain('游戏 fortune');
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/demo-vendor/${vendor.code}/play`,
      query: { token: 'nope' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('plays a round through the seamless API: a debit, then the win, and a resubmitted form moves nothing', async () => {
    const player = await insertPlayer(t.db);
    await fundMember(t.db, player, 5_000, { key: `demo-fund-${player}` });
    const token = await issueLaunchToken(t.db, { vendor, memberId: player, expiresAt: new Date(Date.now() + HOUR) });
    const round = 'round-abcdefgh';
    const win = demoWin(vendor.secret, round, 500);
    const expected = `${((5_000 - 500 + win) / 100).toFixed(2)} CNY`;
    const first = await play({ token, game: 'fortune', lang: 'EN', round, stake: '5' });
    expect(first.statusCode).toBe(200);
    expect(shownBalance(first.body)).toBe(expected);
    expect(first.body).toContain(win > 0 ? 'You won' : 'No win this round');
    const again = await play({ token, game: 'fortune', lang: 'EN', round, stake: '5' });
    expect(shownBalance(again.body)).toBe(expected);
    expect((await ledgerBalances(t.db)).members.get(player)).toBe(5_000 - 500 + win);
    const calls = await t.db.orm
      .select({ action: vendorTransactions.action, status: vendorTransactions.status })
      .from(vendorTransactions)
      .where(and(eq(vendorTransactions.vendorId, vendor.id), eq(vendorTransactions.memberId, player)));
    expect(calls.map((c) => `${c.action}:${c.status}`).sort()).toEqual(['credit:OK', 'debit:OK']);
    const [bet] = await t.db.orm.select().from(bets).where(eq(bets.memberId, player));
    expect(bet).toMatchObject({ stake: 500, payout: win, status: 'settled' });
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });

  it('says why a round cannot be played', async () => {
    const player = await insertPlayer(t.db);
    await fundMember(t.db, player, 300, { key: `demo-fund-${player}` });
    const token = await issueLaunchToken(t.db, { vendor, memberId: player, expiresAt: new Date(Date.now() + HOUR) });
    const short = await play({ token, game: 'fortune', lang: 'EN', round: 'round-short-1', stake: '5' });
    expect(short.body).toContain('Not enough balance');
    expect(shownBalance(short.body)).toBe('3.00 CNY');
    const expired = await issueLaunchToken(t.db, { vendor, memberId: player, expiresAt: new Date(Date.now() - 1) });
    const late = await play({ token: expired, game: 'fortune', lang: 'CN', round: 'round-late-1', stake: '1' });
    expect(late.body).toContain('游戏会话已过期');
  });

  it('plays free rounds without touching the ledger', async () => {
    const token = await issueLaunchToken(t.db, {
      vendor,
      memberId: null,
      freePlay: true,
      expiresAt: new Date(Date.now() + HOUR),
    });
    const before = await verifyLedger(t.db.orm);
    const page = await t.app.inject({ method: 'GET', url: `/demo-vendor/${vendor.code}/play`, query: { token } });
    expect(shownBalance(page.body)).toBe('2000.00');
    const round = await play({
      token,
      game: 'fortune',
      lang: 'EN',
      round: 'round-free-1',
      stake: '10',
      fun: '2000.00',
    });
    expect(round.statusCode).toBe(200);
    expect(shownBalance(round.body)).toBe(
      ((200_000 - 1000 + demoWin(vendor.secret, 'round-free-1', 1000)) / 100).toFixed(2),
    );
    expect((await verifyLedger(t.db.orm)).transfers).toBe(before.transfers);
  });
});
