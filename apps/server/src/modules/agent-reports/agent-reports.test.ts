import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, send } from '../../../test/auth-helpers.ts';
import { gameFixture, insertBet, vendorFixture } from '../../../test/bet-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { type SignedInMember, signedInTree } from '../../../test/money-helpers.ts';
import { auditLog, members } from '../../db/schema.ts';
import { type HousePurpose, houseAccountId, memberAccountId } from '../wallet/ledger/accounts.ts';
import { postTransfer } from '../wallet/ledger/post-transfer.ts';

let t: TestApp;
// 2026-11-10 10:00 at GMT+8 (the demo merchant's offset).
const clock = movableClock(Date.parse('2026-11-10T02:00:00Z'));
const today = '2026-11-10';
const at = (iso: string) => new Date(iso);
const who: Record<string, SignedInMember> = {};
const betIds: Record<string, number> = {};

/**
 * Two teams side by side: `boss` (agent) over `lead` (agent, over `p11` and `sub`, an agent over `p121`) and `p2`;
 * `rival` (agent) over `r1`. Only settled bets count; one of `rival`'s team must never show in `boss`'s.
 */
const tree = [
  { username: 'ar_boss', type: 1, parent: undefined },
  { username: 'ar_lead', type: 1, parent: 'ar_boss' },
  { username: 'ar_p11', type: 0, parent: 'ar_lead' },
  { username: 'ar_sub', type: 1, parent: 'ar_lead' },
  { username: 'ar_p121', type: 0, parent: 'ar_sub' },
  { username: 'ar_p2', type: 0, parent: 'ar_boss' },
  { username: 'ar_rival', type: 1, parent: undefined },
  { username: 'ar_r1', type: 0, parent: 'ar_rival' },
] as const;

async function move(
  kind: 'deposit' | 'withdrawal' | 'adjustment',
  from: number,
  to: number,
  amount: number,
  when: Date,
) {
  await t.db.orm.transaction((tx) =>
    postTransfer(tx, {
      merchantId: 1,
      fromAccountId: from,
      toAccountId: to,
      amount,
      kind,
      idempotencyKey: `ar-${kind}-${from}-${to}-${amount}-${when.getTime()}`,
      at: when,
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  const signed = await signedInTree(
    t.app,
    t.db,
    tree.map((m) => ({ username: m.username, type: m.type, ...(m.parent ? { parent: m.parent } : {}) })),
  );
  for (const m of signed) who[m.username.slice(3)] = m;
  // Everyone registered long ago but p121 (yesterday at GMT+8) and p2 (today).
  await t.db.orm
    .update(members)
    .set({ createdAt: at('2026-10-01T00:00:00Z') })
    .where(
      inArray(
        members.id,
        signed.map((m) => m.id),
      ),
    );
  await t.db.orm
    .update(members)
    .set({ referralCode: 'ARBOSS01' })
    .where(eq(members.id, who.boss?.id ?? 0));
  await t.db.orm
    .update(members)
    .set({ createdAt: at('2026-11-09T05:00:00Z') })
    .where(eq(members.id, who.p121?.id ?? 0));
  await t.db.orm
    .update(members)
    .set({ createdAt: at('2026-11-10T01:00:00Z') })
    .where(eq(members.id, who.p2?.id ?? 0));
  await t.db.orm.insert(auditLog).values([
    {
      merchantId: 1,
      event: 'member.registered',
      memberId: who.p2?.id,
      detail: { parentId: who.boss?.id },
      at: at('2026-11-10T01:00:00Z'),
    },
    {
      merchantId: 1,
      event: 'member.registered',
      memberId: who.p121?.id,
      detail: { parentId: who.sub?.id },
      at: at('2026-11-09T05:00:00Z'),
    },
  ]);

  const vendor = await vendorFixture(t.db, 'AREP', { EN: 'Report Vendor', CN: '报表厂商' });
  const slot = await gameFixture(t.db, vendor.id, 'arep-slot', 'RNG');
  const live = await gameFixture(t.db, vendor.id, 'arep-live', 'LIVE');
  const bet = async (
    key: string,
    username: string,
    fixture: Omit<Parameters<typeof insertBet>[1], 'memberId' | 'vendorId'>,
  ) => {
    betIds[key] = (
      await insertBet(t.db, { memberId: who[username]?.id as number, vendorId: vendor.id, ...fixture })
    ).id;
  };
  // Today: p11 loses 20 on live, p121 wins 15 net on a slot, boss itself loses 5; an open bet of p2; a cancelled one.
  await bet('p11Live', 'p11', { gameId: live.id, stake: 2000, payout: 0, placedAt: at('2026-11-10T00:10:00Z') });
  await bet('p121Slot', 'p121', { gameId: slot.id, stake: 1000, payout: 2500, placedAt: at('2026-11-10T00:20:00Z') });
  await bet('bossSlot', 'boss', { gameId: slot.id, stake: 500, payout: 0, placedAt: at('2026-11-10T00:30:00Z') });
  await bet('p2Open', 'p2', { gameId: slot.id, stake: 300, status: 'open', placedAt: at('2026-11-10T00:40:00Z') });
  await bet('p11Gone', 'p11', { gameId: slot.id, stake: 0, status: 'cancelled', placedAt: at('2026-11-10T00:50:00Z') });
  // Yesterday at GMT+8 (23:30): p2 loses 8.
  await bet('p2Yesterday', 'p2', { gameId: live.id, stake: 800, payout: 0, placedAt: at('2026-11-09T15:30:00Z') });
  // The rival's member, today: never in boss's figures.
  await bet('r1Slot', 'r1', { gameId: slot.id, stake: 99_900, payout: 0, placedAt: at('2026-11-10T00:15:00Z') });

  const wallet = (name: string) => memberAccountId(t.db.orm, 1, who[name]?.id as number);
  const house = (purpose: HousePurpose) => houseAccountId(t.db.orm, 1, purpose);
  const deposits = await house('house:deposits');
  const inTransit = await house('house:withdrawals-in-transit');
  const adjustments = await house('house:adjustments');
  // Today: p11 deposits 100 and asks 30 out, 10 of which comes back; p121 gets a 5 bonus; r1 deposits 500.
  await move('deposit', deposits, await wallet('p11'), 10_000, at('2026-11-10T00:00:00Z'));
  await move('withdrawal', await wallet('p11'), inTransit, 3_000, at('2026-11-10T00:05:00Z'));
  await move('withdrawal', inTransit, await wallet('p11'), 1_000, at('2026-11-10T00:06:00Z'));
  await move('adjustment', adjustments, await wallet('p121'), 500, at('2026-11-10T00:07:00Z'));
  await move('deposit', deposits, await wallet('r1'), 50_000, at('2026-11-10T00:08:00Z'));
  // Yesterday: p2 deposits 20.
  await move('deposit', deposits, await wallet('p2'), 2_000, at('2026-11-09T15:00:00Z'));
});
afterAll(() => t.close());

const tokenOf = (name: string) => who[name]?.token as string;
const call = (name: Parameters<typeof send>[1], as: string, query: Record<string, string> = {}) =>
  send(t.app, name, undefined, { token: tokenOf(as), query });

describe('agent reports', () => {
  it('team overview: the team today, yesterday, this month and 30 days, the rival team never in it', async () => {
    const res = await call('agentTeamOverview', 'boss');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ members: 3, agents: 2, directMembers: 1, directAgents: 1 });
    expect(value.today).toEqual({
      startDate: today,
      endDate: today,
      figures: {
        newMembers: 1,
        activeMembers: 4,
        deposits: 100,
        withdrawals: 20,
        betCount: 3,
        stake: 35,
        validBet: 35,
        payout: 25,
        winLoss: -10,
        bonuses: 5,
      },
    });
    expect(value.yesterday.figures).toMatchObject({
      newMembers: 1,
      activeMembers: 1,
      deposits: 20,
      stake: 8,
      winLoss: -8,
    });
    expect(value.thisMonth).toMatchObject({ startDate: '2026-11-01', endDate: today });
    expect(value.thisMonth.figures).toMatchObject({
      newMembers: 2,
      activeMembers: 4,
      deposits: 120,
      stake: 43,
      winLoss: -18,
    });
    expect(value.period).toEqual(value.today);
    expect(value.series).toHaveLength(30);
    expect(value.series.at(-1)).toEqual({ date: today, figures: value.today.figures });
    expect(value.series.at(-2)).toEqual({ date: '2026-11-09', figures: value.yesterday.figures });
    expect(value.series[0].figures.betCount).toBe(0);

    const custom = await call('agentTeamOverview', 'boss', { startDate: '2026-11-09', endDate: today });
    expect(custom.json().value.period.figures).toMatchObject({ betCount: 4, stake: 43, deposits: 120 });
  });

  it('team overview: an agent that registered in the period is not one of its own new members', async () => {
    const boss = who.boss?.id ?? 0;
    await t.db.orm
      .update(members)
      .set({ createdAt: at('2026-11-10T00:01:00Z') })
      .where(eq(members.id, boss));
    try {
      const value = (await call('agentTeamOverview', 'boss')).json().value;
      // p2 alone registered today, as on the downline list, whose rows count 3 members below boss in all.
      expect(value.today.figures.newMembers).toBe(1);
      expect(value.series.at(-1).figures.newMembers).toBe(1);
      expect(value.thisMonth.figures.newMembers).toBe(2);
      expect(value.thisMonth.figures.newMembers).toBeLessThanOrEqual(value.members + value.agents);
    } finally {
      await t.db.orm
        .update(members)
        .set({ createdAt: at('2026-10-01T00:00:00Z') })
        .where(eq(members.id, boss));
    }
  });

  it('a lower agent sees its own team only', async () => {
    const res = await call('agentTeamOverview', 'sub');
    expect(res.json().value).toMatchObject({ members: 1, agents: 0 });
    expect(res.json().value.today.figures).toMatchObject({ betCount: 1, stake: 10, payout: 25, bonuses: 5 });
  });

  it('downlines: one level with breadcrumbs and team figures, a search anywhere below, nobody outside', async () => {
    const top = (await call('agentDownlines', 'boss')).json().value;
    expect(top.path.map((m: { username: string }) => m.username)).toEqual(['ar_boss']);
    expect(top.list.map((r: { username: string }) => r.username)).toEqual(['ar_lead', 'ar_p2']);
    const lead = top.list[0];
    expect(lead).toMatchObject({ isAgent: true, directDownlines: 2, teamSize: 3 });
    expect(lead.figures).toMatchObject({ betCount: 2, stake: 30, payout: 25, winLoss: -5, deposits: 100, bonuses: 5 });
    expect(top.list[1].figures).toMatchObject({ newMembers: 1, activeMembers: 1, betCount: 0 });
    // The agent's team without the agent: its own 5 stake is not in it.
    expect(top.totals).toMatchObject({ betCount: 2, stake: 30, activeMembers: 3, newMembers: 1 });

    const below = (await call('agentDownlines', 'boss', { parent: 'AR_SUB' })).json().value;
    expect(below.path.map((m: { username: string }) => m.username)).toEqual(['ar_boss', 'ar_lead', 'ar_sub']);
    expect(below.list).toEqual([
      expect.objectContaining({
        username: 'ar_p121',
        path: [
          expect.objectContaining({ username: 'ar_boss' }),
          expect.objectContaining({ username: 'ar_lead' }),
          expect.objectContaining({ username: 'ar_sub' }),
        ],
      }),
    ]);

    const found = (await call('agentDownlines', 'boss', { username: 'p1' })).json().value;
    expect(found.list.map((r: { username: string }) => r.username)).toEqual(['ar_p11', 'ar_p121']);
    expect(found).toMatchObject({ total: 2, parent: null, totals: null });
    const none = (await call('agentDownlines', 'boss', { username: 'r1' })).json().value;
    expect(none.total).toBe(0);

    for (const parent of ['ar_r1', 'ar_rival', 'nobody']) {
      const res = await call('agentDownlines', 'boss', { parent });
      expect(res.statusCode, parent).toBe(404);
      expect(res.json().errorCode).toBe('agent.member.not.in.team');
    }
    const up = await call('agentDownlines', 'sub', { parent: 'ar_lead' });
    expect(up.json().errorCode).toBe('agent.member.not.in.team');
  });

  it('team betting: every bet of the team with totals, filters, and the detail of a team bet only', async () => {
    const all = (await call('agentTeamBets', 'boss')).json().value;
    expect(all.total).toBe(5);
    expect(all.totals).toEqual({ count: 5, stake: 38, validBet: 35, payout: 25, winLoss: -10 });
    expect(all.list[0]).toMatchObject({ username: 'ar_p11', status: 'cancelled', id: betIds.p11Gone });
    const live = (await call('agentTeamBets', 'boss', { gameType: 'LIVE', preset: 'last7' })).json().value;
    expect(live.list.map((b: { id: number }) => b.id)).toEqual([betIds.p11Live, betIds.p2Yesterday]);
    const one = (await call('agentTeamBets', 'boss', { username: 'AR_P121' })).json().value;
    expect(one.list).toEqual([expect.objectContaining({ id: betIds.p121Slot, winLoss: 15, gameCode: 'arep-slot' })]);
    const rival = (await call('agentTeamBets', 'boss', { username: 'ar_r1' })).json().value;
    expect(rival).toMatchObject({ total: 0, list: [] });
    const settled = (await call('agentTeamBets', 'boss', { status: 'settled', vendor: 'arep' })).json().value;
    expect(settled.totals.count).toBe(3);

    const detail = await call('agentTeamBetDetail', 'lead', { id: String(betIds.p121Slot) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().value).toMatchObject({ id: betIds.p121Slot, username: 'ar_p121', stake: 10, payout: 25 });
    for (const [as, id] of [
      ['boss', betIds.r1Slot],
      ['sub', betIds.p11Live],
      ['boss', 999_999_999],
    ] as const) {
      const res = await call('agentTeamBetDetail', as, { id: String(id) });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('not.found');
    }
  });

  it('user loss: each member below the agent with its own figures, biggest loss first', async () => {
    const res = (await call('agentUserLoss', 'boss')).json().value;
    expect(res.list.map((r: { username: string; net: number }) => [r.username, r.net])).toEqual([
      ['ar_p11', -20],
      ['ar_p121', 20],
    ]);
    expect(res.list[1]).toMatchObject({ stake: 10, payout: 25, winLoss: 15, bonuses: 5, betCount: 1 });
    expect(res.totals).toEqual({ betCount: 2, stake: 30, validBet: 30, payout: 25, winLoss: -5, bonuses: 5, net: 0 });
    const week = (await call('agentUserLoss', 'boss', { preset: 'last7', username: 'P2', pageSize: '1' })).json().value;
    expect(week).toMatchObject({ total: 1, list: [expect.objectContaining({ username: 'ar_p2', net: -8 })] });
  });

  it('registrations through the affiliate code, per day', async () => {
    const res = (await call('agentRegistrations', 'boss', { preset: 'last7' })).json().value;
    expect(res).toMatchObject({ total: 1, days: [{ date: today, registrations: 1 }] });
    expect(res.codes).toEqual([{ code: 'ARBOSS01', registrations: 1, allTime: 1 }]);
    expect(res.list).toEqual([expect.objectContaining({ username: 'ar_p2', isAgent: false })]);
    const sub = (await call('agentRegistrations', 'sub', { startDate: '2026-11-09', endDate: '2026-11-09' })).json()
      .value;
    expect(sub.list.map((r: { username: string }) => r.username)).toEqual(['ar_p121']);
  });

  it("account details: the agent's own ledger entries", async () => {
    await move(
      'adjustment',
      await houseAccountId(t.db.orm, 1, 'house:adjustments'),
      await memberAccountId(t.db.orm, 1, who.boss?.id as number),
      700,
      at('2026-11-10T01:00:00Z'),
    );
    const res = (await call('agentAccountDetails', 'boss', { startDate: today, endDate: today })).json().value;
    expect(res.list).toEqual([expect.objectContaining({ type: 'adjustment', amount: 7, balanceAfter: 7 })]);
  });

  it('refuses members who are not agents, bad periods, and guests', async () => {
    for (const name of [
      'agentTeamOverview',
      'agentDownlines',
      'agentTeamBets',
      'agentUserLoss',
      'agentRegistrations',
      'agentAccountDetails',
    ] as const) {
      const query: Record<string, string> = name === 'agentAccountDetails' ? { startDate: today, endDate: today } : {};
      const res = await call(name, 'p11', query);
      expect(res.statusCode, name).toBe(403);
      expect(res.json().errorCode).toBe('login.non.agent');
      const guest = await send(t.app, name, undefined, { query });
      expect(guest.statusCode, name).toBe(401);
    }
    expect((await call('agentTeamBetDetail', 'p11', { id: String(betIds.p11Live) })).json().errorCode).toBe(
      'login.non.agent',
    );
    const bad: Record<string, string>[] = [
      { startDate: '2026-01-01', endDate: today },
      { startDate: today, endDate: '2026-11-01' },
      { preset: 'today', startDate: today, endDate: today },
      { startDate: today },
      { pageSize: '1000' },
    ];
    for (const query of bad) {
      const res = await call('agentDownlines', 'boss', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
  });
});
