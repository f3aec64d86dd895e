import { DEMO_ACCOUNTS } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, loginAs, movableClock, send } from '../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn } from '../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { fundMember } from '../../../test/money-helpers.ts';
import { members } from '../../db/schema.ts';
import { insertVendor, issueLaunchToken, vendorClient } from '../vendors/vendor-fixtures.ts';

/** Bets made the real way, by a vendor calling the seamless wallet API, as the records and reports read them. */
let t: TestApp;
let token: string;
// 2026-11-10 10:00 at GMT+8.
const clock = movableClock(Date.parse('2026-11-10T02:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ clock });
  token = await loginAs(t.app);
  const [demo] = await t.db.orm.select().from(members).where(eq(members.username, DEMO_ACCOUNTS.member.username));
  const player = demo?.id as number;
  await fundMember(t.db, player, 100_000, { key: 'records-seamless-fund' });
  const vendor = await insertVendor(t.db, { code: 'RSEAM', games: [{ gameCode: 'rs-slot' }] });
  const client = vendorClient(t.app, vendor);
  const launch = await issueLaunchToken(t.db, {
    vendor,
    memberId: player,
    expiresAt: new Date(clock.now().getTime() + 2 * HOUR),
  });
  const base = { playerId: String(player), gameCode: 'rs-slot', currency: 'CNY' };
  const ok = async (reply: Promise<{ status: string }>) => expect((await reply).status).toBe('OK');
  // Round 1: two stakes, one payout (won). Round 2: lost. Round 3: staked then rolled back. Round 4: still open.
  await ok(client.debit({ ...base, token: launch, txId: 'd1', roundId: 'round-1', amount: 10 }));
  await ok(client.debit({ ...base, token: launch, txId: 'd1b', roundId: 'round-1', amount: 5 }));
  await ok(client.credit({ ...base, txId: 'c1', roundId: 'round-1', amount: 40 }));
  clock.advance(60_000);
  await ok(client.debit({ ...base, token: launch, txId: 'd2', roundId: 'round-2', amount: 20 }));
  await ok(client.credit({ ...base, txId: 'c2', roundId: 'round-2', amount: 0 }));
  clock.advance(60_000);
  await ok(client.debit({ ...base, token: launch, txId: 'd3', roundId: 'round-3', amount: 7 }));
  await ok(client.rollback({ playerId: String(player), txId: 'r3', refTxId: 'd3', roundId: 'round-3' }));
  clock.advance(60_000);
  await ok(client.debit({ ...base, token: launch, txId: 'd4', roundId: 'round-4', amount: 3 }));
});
afterAll(() => t.close());

describe('records of seamless rounds', () => {
  it('shows each round once with its stakes, payout and status, and the totals', async () => {
    const res = await send(t.app, 'betRecords', undefined, { token, query: { vendor: 'RSEAM' } });
    const page = res.json().value;
    expect(
      page.list.map((b: { roundId: string; stake: number; payout: number; status: string; winLoss: number }) => [
        b.roundId,
        b.status,
        b.stake,
        b.payout,
        b.winLoss,
      ]),
    ).toEqual([
      ['round-4', 'open', 3, 0, 0],
      ['round-3', 'cancelled', 0, 0, 0],
      ['round-2', 'settled', 20, 0, -20],
      ['round-1', 'settled', 15, 40, 25],
    ]);
    expect(page.totals).toEqual({ count: 4, stake: 38, validBet: 35, payout: 40, winLoss: 5 });
    expect(page.list[3]).toMatchObject({ gameCode: 'rs-slot', gameName: 'Game rs-slot', vendorName: 'RSEAM Games' });
  });

  it('counts settled rounds in profit and loss and in the GGR report', async () => {
    const profit = (await send(t.app, 'personalProfit', undefined, { token, query: {} })).json().value;
    expect(profit.total).toEqual({ count: 2, stake: 35, validBet: 35, payout: 40, profit: 5 });
    const admin = await consoleSignIn(t.app, DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
    const ggr = await consoleCall(t.app, admin, 'GET', '/bets/ggr?startDate=2026-11-10&endDate=2026-11-10');
    expect(ggr.json().value.vendors).toContainEqual(
      expect.objectContaining({ vendorCode: 'RSEAM', bets: 2, stake: 35, payout: 40, ggr: -5 }),
    );
    const found = await consoleCall(
      t.app,
      admin,
      'GET',
      '/bets?startDate=2026-11-10&endDate=2026-11-10&roundId=round-1',
    );
    expect(found.json().value.list).toEqual([
      expect.objectContaining({ username: DEMO_ACCOUNTS.member.username, vendorCode: 'RSEAM', stake: 15, payout: 40 }),
    ]);
  });
});
