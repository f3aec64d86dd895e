import { DEMO_ACCOUNTS } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, movableClock, send } from '../../../test/auth-helpers.ts';
import { gameFixture, insertBet, vendorFixture } from '../../../test/bet-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { members } from '../../db/schema.ts';

let t: TestApp;
let token: string;
let agentToken: string;
// 2026-11-10 10:00 at GMT+8 (the demo merchant's offset).
const clock = movableClock(Date.parse('2026-11-10T02:00:00Z'));
const at = (iso: string) => new Date(iso);
const ids: Record<string, number> = {};

const memberId = async (username: string) => {
  const [row] = await t.db.orm.select().from(members).where(eq(members.username, username));
  return row?.id as number;
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  token = await loginAs(t.app);
  agentToken = await loginAs(t.app, DEMO_ACCOUNTS.agent);
  const demo = await memberId(DEMO_ACCOUNTS.member.username);
  const agent = await memberId(DEMO_ACCOUNTS.agent.username);
  const vendor = await vendorFixture(t.db, 'RECA', { EN: 'Records Vendor', CN: '记录厂商' });
  const house = await vendorFixture(t.db, 'HOUSE', { EN: 'Lotus Originals', CN: '莲花原创' });
  const slot = await gameFixture(t.db, vendor.id, 'rec-slot', 'RNG', { EN: 'Record Slot', CN: '记录老虎机' });
  const live = await gameFixture(t.db, vendor.id, 'rec-live', 'LIVE');
  const fish = await gameFixture(t.db, vendor.id, 'rec-fish', 'FISH');
  const houseSlot = await gameFixture(t.db, house.id, 'lotus-slot', 'RNG');
  const bet = async (key: string, fixture: Parameters<typeof insertBet>[1]) => {
    ids[key] = (await insertBet(t.db, fixture)).id;
  };
  const own = { memberId: demo, vendorId: vendor.id };
  // Today at GMT+8: 08:00, 09:00 and 09:30.
  await bet('liveLoss', { ...own, gameId: live.id, stake: 2000, payout: 0, placedAt: at('2026-11-10T00:00:00Z') });
  await bet('slotWin', { ...own, gameId: slot.id, stake: 1000, payout: 2500, placedAt: at('2026-11-10T01:00:00Z') });
  await bet('houseOpen', {
    memberId: demo,
    vendorId: house.id,
    gameId: houseSlot.id,
    roundId: '42',
    stake: 500,
    status: 'open',
    placedAt: at('2026-11-10T01:30:00Z'),
  });
  // Yesterday at GMT+8: a cancelled round (its stake given back) and a fishing win at 23:59.
  await bet('cancelled', {
    ...own,
    gameId: slot.id,
    stake: 0,
    status: 'cancelled',
    placedAt: at('2026-11-09T10:00:00Z'),
  });
  await bet('fishWin', { ...own, gameId: fish.id, stake: 800, payout: 1000, placedAt: at('2026-11-09T15:59:00Z') });
  // Five and twenty days ago; a round of a game the catalogue does not know.
  await bet('oldSlot', { ...own, gameId: slot.id, stake: 1500, payout: 0, placedAt: at('2026-11-05T04:00:00Z') });
  await bet('bigLive', {
    ...own,
    gameId: live.id,
    stake: 10_000,
    payout: 30_000,
    placedAt: at('2026-10-21T04:00:00Z'),
  });
  await bet('unknownGame', { ...own, gameId: null, stake: 100, payout: 50, placedAt: at('2026-10-25T04:00:00Z') });
  // Another member's bet today.
  await bet('agents', {
    memberId: agent,
    vendorId: vendor.id,
    gameId: slot.id,
    stake: 700,
    placedAt: at('2026-11-10T01:10:00Z'),
  });
});
afterAll(() => t.close());

const records = (query: Record<string, string>, as = token) =>
  send(t.app, 'betRecords', undefined, { token: as, query });
const idsOf = (res: Awaited<ReturnType<typeof records>>) =>
  res.json().value.list.map((b: { id: number }) => Object.keys(ids).find((k) => ids[k] === b.id));

describe('GET /wps/relay/ODSFE2_betRecords', () => {
  it("lists today's bets newest first with totals, names and win/loss", async () => {
    const res = await records({});
    expect(res.statusCode).toBe(200);
    const page = res.json().value;
    expect(idsOf(res)).toEqual(['houseOpen', 'slotWin', 'liveLoss']);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, total: 3, startDate: '2026-11-10', endDate: '2026-11-10' });
    // The open round counts its stake but has no valid bet and no result yet.
    expect(page.totals).toEqual({ count: 3, stake: 35, validBet: 30, payout: 25, winLoss: -5 });
    expect(page.list[1]).toMatchObject({
      vendorCode: 'RECA',
      vendorName: 'Records Vendor',
      gameCode: 'rec-slot',
      gameName: 'Record Slot',
      gameType: 'RNG',
      stake: 10,
      validBet: 10,
      payout: 25,
      winLoss: 15,
      status: 'settled',
      placedAt: Date.parse('2026-11-10T01:00:00Z'),
      settledAt: Date.parse('2026-11-10T01:01:00Z'),
    });
    expect(page.list[0]).toMatchObject({ status: 'open', winLoss: 0, settledAt: null, roundId: '42' });
  });

  it('names vendors and games in the language of the request', async () => {
    const res = await send(t.app, 'betRecords', undefined, { token, query: {}, headers: { language: 'CN' } });
    expect(res.json().value.list[1]).toMatchObject({ vendorName: '记录厂商', gameName: '记录老虎机' });
  });

  it('covers the presets at the merchant midnight', async () => {
    const yesterday = await records({ preset: 'yesterday' });
    expect(idsOf(yesterday)).toEqual(['fishWin', 'cancelled']);
    expect(yesterday.json().value).toMatchObject({ startDate: '2026-11-09', endDate: '2026-11-09' });
    expect(yesterday.json().value.totals).toEqual({ count: 2, stake: 8, validBet: 8, payout: 10, winLoss: 2 });
    expect((await records({ preset: 'today' })).json().value.total).toBe(3);
    expect((await records({ preset: 'last7' })).json().value).toMatchObject({ total: 6, startDate: '2026-11-04' });
    expect((await records({ preset: 'last30' })).json().value).toMatchObject({ total: 8, startDate: '2026-10-12' });
    const dates = await records({ startDate: '2026-10-20', endDate: '2026-10-31' });
    expect(idsOf(dates)).toEqual(['unknownGame', 'bigLive']);
    expect(dates.json().value.list[0]).toMatchObject({ gameCode: null, gameName: null, gameType: null });
  });

  it('filters by category, vendor (any case) and status', async () => {
    expect(idsOf(await records({ preset: 'last30', gameType: 'LIVE' }))).toEqual(['liveLoss', 'bigLive']);
    expect(idsOf(await records({ preset: 'last30', vendor: 'house' }))).toEqual(['houseOpen']);
    expect(idsOf(await records({ preset: 'last30', status: 'cancelled' }))).toEqual(['cancelled']);
    const settledSlots = await records({ preset: 'last30', gameType: 'RNG', vendor: 'RECA', status: 'settled' });
    expect(idsOf(settledSlots)).toEqual(['slotWin', 'oldSlot']);
    expect(settledSlots.json().value.totals).toEqual({ count: 2, stake: 25, validBet: 25, payout: 25, winLoss: 0 });
    expect((await records({ preset: 'last30', vendor: 'NOPE' })).json().value).toMatchObject({ total: 0, list: [] });
  });

  it('pages, keeping the totals of the whole filter', async () => {
    const res = await records({ preset: 'last30', pageSize: '3', pageNo: '2' });
    expect(idsOf(res)).toEqual(['fishWin', 'cancelled', 'oldSlot']);
    expect(res.json().value).toMatchObject({ pageNum: 2, totalPages: 3, total: 8 });
    expect(res.json().value.totals).toEqual({ count: 8, stake: 159, validBet: 154, payout: 335.5, winLoss: 181.5 });
    expect((await records({ preset: 'last30', pageSize: '3', pageNo: '4' })).json().value.list).toEqual([]);
  });

  it('refuses bad filters with the field at fault', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ preset: 'today', startDate: '2026-11-01', endDate: '2026-11-10' }, 'preset'],
      [{ startDate: '2026-11-01' }, 'endDate'],
      [{ startDate: '2026-11-10', endDate: '2026-11-01' }, 'endDate'],
      [{ startDate: '2026-01-01', endDate: '2026-11-10' }, 'startDate'],
      [{ startDate: '2026-02-30', endDate: '2026-03-01' }, 'startDate'],
      [{ preset: 'lastYear' }, 'preset'],
      [{ gameType: 'POKER' }, 'gameType'],
      [{ status: 'won' }, 'status'],
      [{ vendor: 'P G' }, 'vendor'],
      [{ pageSize: '1000' }, 'pageSize'],
      [{ pageNo: '0' }, 'pageNo'],
    ];
    for (const [query, field] of cases) {
      const res = await records(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
      if (field) expect(Object.keys(res.json().value.fields), JSON.stringify(query)).toContain(field);
    }
  });

  it('shows a member only their own bets', async () => {
    const res = await records({}, agentToken);
    expect(res.json().value).toMatchObject({ total: 1 });
    expect(idsOf(res)).toEqual(['agents']);
    // Keys naming someone else are not filters: they are dropped, and the answer stays the member's own.
    const asked = await records({ memberId: '1', username: 'demo', customerId: '1' }, agentToken);
    expect(asked.statusCode).toBe(200);
    expect(idsOf(asked)).toEqual(['agents']);
  });
});

describe('GET /wps/relay/ODSFE2_betDetail', () => {
  const detail = (id: string | number, as = token) =>
    send(t.app, 'betDetail', undefined, { token: as, query: { id: String(id) } });

  it('answers one bet of the member with its extras', async () => {
    const res = await detail(ids.slotWin as number);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ id: ids.slotWin, winLoss: 15, houseRoundId: null, detail: {} });
  });

  it('links a house bet to its round proof', async () => {
    const res = await detail(ids.houseOpen as number);
    expect(res.json().value).toMatchObject({ vendorCode: 'HOUSE', roundId: '42', houseRoundId: 42 });
  });

  it("answers 404 for another member's bet and for none, 400 for a bad id", async () => {
    for (const id of [ids.agents as number, 999_999]) {
      const res = await detail(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('not.found');
    }
    expect((await detail(ids.agents as number, agentToken)).statusCode).toBe(200);
    const bad = await detail('abc');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields)).toEqual(['id']);
  });
});

describe('GET /wps/relay/ODSFE2_personalProfit', () => {
  const profit = (query: Record<string, string>, as = token) =>
    send(t.app, 'personalProfit', undefined, { token: as, query });

  it('sums settled bets by category and by day', async () => {
    const res = await profit({ preset: 'last7' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ startDate: '2026-11-04', endDate: '2026-11-10' });
    expect(value.categories).toEqual([
      { gameType: 'RNG', count: 2, stake: 25, validBet: 25, payout: 25, profit: 0 },
      { gameType: 'LIVE', count: 1, stake: 20, validBet: 20, payout: 0, profit: -20 },
      { gameType: 'FISH', count: 1, stake: 8, validBet: 8, payout: 10, profit: 2 },
    ]);
    expect(value.days).toEqual([
      { date: '2026-11-10', count: 2, stake: 30, validBet: 30, payout: 25, profit: -5 },
      { date: '2026-11-09', count: 1, stake: 8, validBet: 8, payout: 10, profit: 2 },
      { date: '2026-11-05', count: 1, stake: 15, validBet: 15, payout: 0, profit: -15 },
    ]);
    expect(value.total).toEqual({ count: 4, stake: 53, validBet: 53, payout: 35, profit: -18 });
  });

  it('puts bets of unknown games under OTHER, after the catalogue categories', async () => {
    const value = (await profit({ startDate: '2026-10-20', endDate: '2026-10-31' })).json().value;
    expect(value.categories.map((c: { gameType: string }) => c.gameType)).toEqual(['LIVE', 'OTHER']);
    expect(value.total).toMatchObject({ stake: 101, payout: 300.5, profit: 199.5 });
  });

  it('is empty for a period without bets, and refuses bad periods', async () => {
    const empty = (await profit({ startDate: '2026-09-01', endDate: '2026-09-02' })).json().value;
    expect(empty).toMatchObject({ categories: [], days: [], total: { count: 0, stake: 0, profit: 0 } });
    const bad = await profit({ preset: 'last7', endDate: '2026-11-10' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toHaveProperty('preset');
  });
});

describe('who may read records', () => {
  it('refuses trial accounts and callers without a session', async () => {
    const trial = (await send(t.app, 'freePlay', {})).json().value.token as string;
    for (const name of ['betRecords', 'betDetail', 'personalProfit'] as const) {
      const query: Record<string, string> = name === 'betDetail' ? { id: String(ids.slotWin) } : {};
      const res = await send(t.app, name, undefined, { token: trial, query });
      expect(res.statusCode, name).toBe(403);
      expect(res.json().errorCode).toBe('in_need_true_account');
      const anonymous = await send(t.app, name, undefined, { query });
      expect(anonymous.statusCode, name).toBe(401);
    }
  });
});
