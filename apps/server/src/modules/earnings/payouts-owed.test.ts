import type { ContractTerms } from '@lotus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, loginAs, movableClock, send } from '../../../test/auth-helpers.ts';
import { gameFixture, insertBet, vendorFixture } from '../../../test/bet-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { fundMember, MEMBER_PASSWORD, type SignedInMember, signedInTree } from '../../../test/money-helpers.ts';
import { agentContracts, earningPayouts } from '../../db/schema.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';
import { verifyLedger } from '../wallet/ledger/verify-ledger.ts';
import { approvePayout } from './approve-payout.ts';
import { holdPayout } from './hold-payout.ts';

/**
 * `agentPayoutsOwed`: in upline funding, what an upline pays its downlines and still owes them. `root` (no contract)
 * over `boss` over `lead` over the player `p1`; boss holds 2 % daily salary, lead 1 % from boss.
 */
let t: TestApp;
// 2026-11-10 10:00 at GMT+8 (the demo merchant's offset).
const clock = movableClock(Date.parse('2026-11-10T02:00:00Z'));
const who: Record<string, SignedInMember> = {};
const author = { source: { merchantId: 1, ip: null, userAgent: null, requestId: null }, operatorId: null };
let vendorId = 0;
let gameId = 0;
let slot = 0;

const tree = [
  { username: 'ow_root', type: 1 as const },
  { username: 'ow_boss', type: 1 as const, parent: 'ow_root' },
  { username: 'ow_lead', type: 1 as const, parent: 'ow_boss' },
  { username: 'ow_p1', type: 0 as const, parent: 'ow_lead' },
];
const daily = (rate: number): ContractTerms => ({
  kind: 'dailySalary',
  tiers: [{ rate, activeMembers: 0, dailyBet: 0 }],
});

const tokenOf = (name: string) => loginAs(t.app, { username: `ow_${name}`, password: MEMBER_PASSWORD });
const owed = async (name: string, query: Record<string, string> = {}) =>
  send(t.app, 'agentPayoutsOwed', undefined, { token: await tokenOf(name), query });

async function runDaily() {
  slot += 1;
  expect(await t.app.jobs.runNow('earnings-daily-salary', `owed-${slot}`)).toBe(true);
}

const leadPayout = async (periodKey: string) => {
  const [row] = await t.db.orm
    .select()
    .from(earningPayouts)
    .where(and(eq(earningPayouts.memberId, who.lead?.id as number), eq(earningPayouts.periodKey, periodKey)));
  return row;
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  for (const m of await signedInTree(t.app, t.db, tree)) who[m.username.slice(3)] = m;
  const vendor = await vendorFixture(t.db, 'OWED');
  vendorId = vendor.id;
  gameId = (await gameFixture(t.db, vendor.id, 'owed-slot', 'RNG')).id;
  for (const [holder, upline, rate] of [
    ['boss', 'root', 2],
    ['lead', 'boss', 1],
  ] as const) {
    await t.db.orm.insert(agentContracts).values({
      merchantId: 1,
      kind: 'dailySalary',
      uplineId: who[upline]?.id as number,
      downlineId: who[holder]?.id as number,
      status: 'active',
      terms: daily(rate),
      answeredAt: new Date('2026-10-01T00:00:00Z'),
    });
  }
  // Each upline pays its downlines and shares out what it has; boss's own 20.00 a day (above 15) waits for approval,
  // so it has only its wallet to pay lead's 10.00 with.
  await updateMerchantSettings(t.db, 'LOTUS', {
    earnings: { funding: 'upline', shortfall: 'partial', approvalAbove: 15 },
  });
}, 60_000);
afterAll(() => t.close());

describe('what an upline owes its downlines', () => {
  it('shows the upline a partly paid payout to its downline with what it still owes', async () => {
    await fundMember(t.db, who.boss?.id as number, 400, { key: 'owed-fund-boss-1' });
    await insertBet(t.db, {
      memberId: who.p1?.id as number,
      vendorId,
      gameId,
      stake: 100_000,
      placedAt: new Date('2026-11-10T01:00:00Z'),
    });
    // 2026-11-11 00:10 at GMT+8: the 10th is paid.
    clock.set(Date.parse('2026-11-10T16:10:00Z'));
    await runDaily();
    expect(await leadPayout('2026-11-10')).toMatchObject({ due: 1_000, paid: 400, status: 'partial' });

    const res = await owed('boss');
    expect(res.statusCode).toBe(200);
    const page = res.json().value;
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      kind: 'dailySalary',
      periodKey: '2026-11-10',
      payee: 'ow_lead',
      payer: 'ow_boss',
      due: 10,
      paid: 4,
      status: 'partial',
      computation: { basis: 1000, rate: 1, gross: 10, downlines: 0, amount: 10, team: 10 },
    });
    expect(page.totals).toEqual({ due: 10, paid: 4, outstanding: 6, held: 0 });
    expect([page.total, page.pageNum, page.totalPages]).toEqual([1, 1, 1]);

    // "My income" keeps its shape: no payee, no outstanding.
    const income = (await send(t.app, 'agentIncome', undefined, { token: await tokenOf('lead') })).json().value;
    expect(income.list[0]).not.toHaveProperty('payee');
    expect(income.totals).toEqual({ due: 10, paid: 4 });
  });

  it('shows a downline only what it pays: none; the platform-paid top holder neither', async () => {
    for (const name of ['lead', 'root']) {
      const page = (await owed(name)).json().value;
      expect(page.list).toEqual([]);
      expect(page.totals).toEqual({ due: 0, paid: 0, outstanding: 0, held: 0 });
    }
    // boss's own payout is the platform's to pay, held for approval: it is in nobody's list.
    const boss = (await owed('boss')).json().value;
    expect(boss.list.map((p: { payee: string }) => p.payee)).toEqual(['ow_lead']);
  });

  it('adds an insufficient payout, filters by kind, and counts a held one apart', async () => {
    // The 11th: boss's wallet is empty, so it pays lead nothing.
    await insertBet(t.db, {
      memberId: who.p1?.id as number,
      vendorId,
      gameId,
      stake: 100_000,
      placedAt: new Date('2026-11-11T01:00:00Z'),
    });
    clock.set(Date.parse('2026-11-11T16:10:00Z'));
    await runDaily();
    let page = (await owed('boss')).json().value;
    expect(page.list.map((p: { periodKey: string; status: string }) => [p.periodKey, p.status])).toEqual([
      ['2026-11-11', 'insufficient'],
      ['2026-11-10', 'partial'],
    ]);
    expect(page.totals).toEqual({ due: 20, paid: 4, outstanding: 16, held: 0 });
    expect((await owed('boss', { kind: 'hourlySalary' })).json().value.list).toEqual([]);
    expect((await owed('boss', { startDate: '2026-11-11', endDate: '2026-11-11' })).json().value.totals).toEqual({
      due: 10,
      paid: 0,
      outstanding: 10,
      held: 0,
    });

    // An operator holds the 11th; boss tops up and the next run pays the 10th in full, not the held one.
    const eleventh = (await leadPayout('2026-11-11'))?.id as number;
    await holdPayout(t.db, 1, eleventh, author);
    await fundMember(t.db, who.boss?.id as number, 2_000, { key: 'owed-fund-boss-2' });
    clock.advance(HOUR / 4);
    await runDaily();
    page = (await owed('boss')).json().value;
    expect(page.list.map((p: { status: string; paid: number }) => [p.status, p.paid])).toEqual([
      ['held', 0],
      ['paid', 10],
    ]);
    expect(page.totals).toEqual({ due: 20, paid: 10, outstanding: 10, held: 10 });

    // Approved, boss pays it at once: nothing is owed.
    await approvePayout(t.db, clock, 1, eleventh, author);
    expect((await owed('boss')).json().value.totals).toEqual({ due: 20, paid: 20, outstanding: 0, held: 0 });
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });

  it('refuses players, guests and bad queries in the envelope', async () => {
    const player = await owed('p1');
    expect([player.statusCode, player.json().errorCode]).toEqual([403, 'login.non.agent']);
    const bads: Record<string, string>[] = [
      { preset: 'forever' },
      { kind: 'weekly' },
      { pageSize: '500' },
      { startDate: '2026-13-40' },
    ];
    for (const query of bads) {
      const bad = await owed('boss', query);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
    const guest = await send(t.app, 'agentPayoutsOwed');
    expect(guest.statusCode).toBeGreaterThanOrEqual(400);
    expect(guest.json().success).toBe(false);
  });
});
