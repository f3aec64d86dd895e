import type { ContractTerms } from '@lotus/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, loginAs, movableClock, send } from '../../../test/auth-helpers.ts';
import { gameFixture, insertBet, vendorFixture } from '../../../test/bet-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { fundMember, MEMBER_PASSWORD, type SignedInMember, signedInTree } from '../../../test/money-helpers.ts';
import {
  agentContracts,
  auditLog,
  bets,
  earningPayouts,
  earningRuns,
  ledgerTransfers,
  lotteryBets,
  lotteryGames,
  lotteryPeriods,
  merchants,
} from '../../db/schema.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';
import { verifyLedger } from '../wallet/ledger/verify-ledger.ts';
import { approvePayout } from './approve-payout.ts';
import { holdPayout } from './hold-payout.ts';
import { recomputePeriod } from './recompute-period.ts';
import { reversePayout } from './reverse-payout.ts';

let t: TestApp;
// 2026-11-10 10:00 at GMT+8 (the demo merchant's offset): business day 2026-11-10 runs from 2026-11-09T16:00Z.
const clock = movableClock(Date.parse('2026-11-10T02:00:00Z'));
const who: Record<string, SignedInMember> = {};
const contracts: Record<string, number> = {};
const author = { source: { merchantId: 1, ip: null, userAgent: null, requestId: null }, operatorId: null };
let vendorId = 0;
let gameId = 0;
let slot = 0;

/** `root` (an agent without contracts) over `boss` over `lead` over `p1` and `sub`, and `sub` over `p2`. */
const tree = [
  { username: 'er_root', type: 1 as const },
  { username: 'er_boss', type: 1 as const, parent: 'er_root' },
  { username: 'er_lead', type: 1 as const, parent: 'er_boss' },
  { username: 'er_p1', type: 0 as const, parent: 'er_lead' },
  { username: 'er_sub', type: 1 as const, parent: 'er_lead' },
  { username: 'er_p2', type: 0 as const, parent: 'er_sub' },
];

const daily = (rate: number): ContractTerms => ({
  kind: 'dailySalary',
  tiers: [{ rate, activeMembers: 0, dailyBet: 0 }],
});
const hourly = (rate: number): ContractTerms => ({
  kind: 'hourlySalary',
  tiers: [{ rate, activeMembers: 0, hourlyBet: 0 }],
});

async function contract(holder: string, upline: string, terms: ContractTerms) {
  const [row] = await t.db.orm
    .insert(agentContracts)
    .values({
      merchantId: 1,
      kind: terms.kind,
      uplineId: who[upline]?.id as number,
      downlineId: who[holder]?.id as number,
      status: 'active',
      terms,
      answeredAt: new Date('2026-10-01T00:00:00Z'),
    })
    .returning({ id: agentContracts.id });
  contracts[`${terms.kind}:${holder}`] = row?.id as number;
}

const bet = (username: string, stake: number, placedAt: string, payout = 0) =>
  insertBet(t.db, {
    memberId: who[username]?.id as number,
    vendorId,
    gameId,
    stake,
    payout,
    placedAt: new Date(placedAt),
  });

/** A session opened now: the clock jumps past the idle limit of earlier ones. */
const tokenOf = (name: string) => loginAs(t.app, { username: `er_${name}`, password: MEMBER_PASSWORD });

/** Runs a job in a fresh slot, as the scheduler would. */
async function runJob(name: string) {
  slot += 1;
  expect(await t.app.jobs.runNow(name, `test-${slot}`)).toBe(true);
}

const payoutsOf = (kind: string) =>
  t.db.orm
    .select()
    .from(earningPayouts)
    .where(and(eq(earningPayouts.merchantId, 1), eq(earningPayouts.kind, kind as 'dailySalary')));
const payoutOf = async (kind: string, holder: string) =>
  (await payoutsOf(kind)).find((p) => p.contractId === contracts[`${kind}:${holder}`]);
const transfersUnder = (prefix: string) =>
  t.db.orm
    .select()
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `${prefix}%`));

beforeAll(async () => {
  t = await createTestApp({ clock });
  const signed = await signedInTree(t.app, t.db, tree);
  for (const m of signed) who[m.username.slice(3)] = m;
  const vendor = await vendorFixture(t.db, 'EARN');
  vendorId = vendor.id;
  gameId = (await gameFixture(t.db, vendor.id, 'earn-slot', 'RNG')).id;
  await contract('boss', 'root', daily(2));
  await contract('lead', 'boss', daily(1.5));
  await contract('sub', 'lead', daily(1));
  await contract('boss', 'root', hourly(2));
  await contract('lead', 'boss', hourly(1.5));
  await contract('sub', 'lead', hourly(1));
  // Business day 2026-11-10: p1 bets 100.00 and p2 200.00 (settled a minute after placing).
  await bet('p1', 10_000, '2026-11-10T01:00:00Z');
  await bet('p2', 20_000, '2026-11-10T03:00:00Z');
}, 60_000);
afterAll(() => t.close());

describe('daily salary, the platform paying', () => {
  it('pays each holder its differential amount once, the day after, with the computation stored', async () => {
    // 2026-11-11 00:10 at GMT+8: the 10th has ended.
    clock.set(Date.parse('2026-11-10T16:10:00Z'));
    await runJob('earnings-daily-salary');
    await runJob('earnings-daily-salary');
    const boss = await payoutOf('dailySalary', 'boss');
    const lead = await payoutOf('dailySalary', 'lead');
    const sub = await payoutOf('dailySalary', 'sub');
    // sub: 1 % of 200.00; lead: 1.5 % of 300.00 less sub's 2.00; boss: 2 % of 300.00 less lead's team 4.50.
    expect([sub?.due, lead?.due, boss?.due]).toEqual([200, 250, 150]);
    expect([sub?.status, lead?.status, boss?.status]).toEqual(['paid', 'paid', 'paid']);
    expect(lead?.computation).toMatchObject({ basis: 30_000, tier: 0, basisPoints: 150, gross: 450, downlines: 200 });
    expect(lead?.periodKey).toBe('2026-11-10');
    const moved = await transfersUnder(`earnings:${contracts['dailySalary:lead']}:2026-11-10`);
    expect(moved.map((m) => [m.amount, m.kind])).toEqual([[250, 'salary']]);
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });

  it("shows the payout in the agent's income and history with its computation", async () => {
    const income = await send(t.app, 'agentIncome', undefined, { token: await tokenOf('lead') });
    expect(income.statusCode).toBe(200);
    const value = income.json().value;
    expect(value.list).toHaveLength(1);
    expect(value.list[0]).toMatchObject({
      kind: 'dailySalary',
      periodKey: '2026-11-10',
      due: 2.5,
      paid: 2.5,
      status: 'paid',
      payer: null,
      computation: { basis: 300, rate: 1.5, gross: 4.5, downlines: 2, amount: 2.5, team: 4.5 },
    });
    const history = await send(t.app, 'agentPayoutHistory', undefined, {
      token: await tokenOf('lead'),
      query: { kind: 'hourlySalary' },
    });
    expect(history.json().value.list).toEqual([]);
    const bad = await send(t.app, 'agentPayoutHistory', undefined, {
      token: await tokenOf('lead'),
      query: { kind: 'weekly' },
    });
    expect(bad.statusCode).toBe(400);
    // A player without a contract has no income, and is told so rather than refused.
    const member = await send(t.app, 'agentIncome', undefined, { token: await tokenOf('p1') });
    expect(member.statusCode).toBe(200);
    expect(member.json().value.list).toEqual([]);
  });

  it('shows a player who holds a contract its own payouts, and nothing of a team it does not have', async () => {
    await contract('p2', 'sub', daily(0.5));
    const held = contracts['dailySalary:p2'] as number;
    try {
      const template = await payoutOf('dailySalary', 'sub');
      if (!template) throw new Error('no payout to copy');
      await t.db.orm.insert(earningPayouts).values({
        merchantId: 1,
        runId: template.runId,
        contractId: held,
        memberId: who.p2?.id as number,
        kind: 'dailySalary',
        periodKey: template.periodKey,
        periodStart: template.periodStart,
        periodEnd: template.periodEnd,
        due: 100,
        paid: 100,
        status: 'paid',
        computation: { basis: 20_000, tier: 0, basisPoints: 50, gross: 100, downlines: 0, amount: 100, team: 100 },
      });
      const token = await tokenOf('p2');
      const income = await send(t.app, 'agentIncome', undefined, { token });
      expect(income.statusCode, income.body).toBe(200);
      expect(income.json().value.list).toMatchObject([{ kind: 'dailySalary', due: 1, paid: 1, status: 'paid' }]);
      const history = await send(t.app, 'agentPayoutHistory', undefined, { token, query: { kind: 'dailySalary' } });
      expect(history.json().value.list).toHaveLength(1);
      // What an upline pays its downlines, and the team's reports, stay the agents'.
      const owed = await send(t.app, 'agentPayoutsOwed', undefined, { token });
      expect([owed.statusCode, owed.json().errorCode]).toEqual([403, 'login.non.agent']);
      const team = await send(t.app, 'agentTeamOverview', undefined, { token });
      expect(team.statusCode).toBe(403);
    } finally {
      // The later tests compute the team's salaries without it.
      await t.db.orm.delete(earningPayouts).where(eq(earningPayouts.contractId, held));
      await t.db.orm.delete(agentContracts).where(eq(agentContracts.id, held));
    }
  });

  it('recomputes after a void and a late bet: pays only the difference, and nothing on a second recompute', async () => {
    const run = (await payoutOf('dailySalary', 'lead'))?.runId as number;
    // p1's bet is voided: the amounts fall, nothing is clawed back.
    await t.db.orm
      .update(bets)
      .set({ status: 'cancelled' })
      .where(eq(bets.memberId, who.p1?.id as number));
    await recomputePeriod(t.db, clock, 1, run, author);
    expect((await payoutOf('dailySalary', 'lead'))?.due).toBe(250);
    // A late bet of p2 settled within the day: sub gains 1 % of 300.00 more.
    await bet('p2', 30_000, '2026-11-10T05:00:00Z');
    const first = await recomputePeriod(t.db, clock, 1, run, author);
    const second = await recomputePeriod(t.db, clock, 1, run, author);
    expect(second.moved).toBe(0);
    const sub = await payoutOf('dailySalary', 'sub');
    expect(sub).toMatchObject({ due: 500, paid: 500, status: 'paid' });
    expect(sub?.transferKeys).toEqual([
      `earnings:${contracts['dailySalary:sub']}:2026-11-10`,
      `earnings:${contracts['dailySalary:sub']}:2026-11-10:2`,
    ]);
    // lead: 1.5 % of 500.00 = 7.50 less 5.00; boss: 2 % of 500.00 = 10.00 less 7.50.
    expect((await payoutOf('dailySalary', 'lead'))?.due).toBe(250);
    expect((await payoutOf('dailySalary', 'boss'))?.due).toBe(250);
    expect(first.moved).toBe(300 + 100);
    const audits = await t.db.orm.select().from(auditLog).where(eq(auditLog.event, 'earnings.run.recompute'));
    expect(audits).toHaveLength(3);
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });

  it('reverses a paid payout back to the platform once, and refuses to hold a paid one', async () => {
    const boss = (await payoutOf('dailySalary', 'boss'))?.id as number;
    await expect(holdPayout(t.db, 1, boss, author)).rejects.toMatchObject({ code: 'earnings.payout.not.holdable' });
    const outcome = await reversePayout(t.db, clock, 1, boss, author);
    expect(outcome).toEqual({ status: 'reversed', returned: 250 });
    await expect(reversePayout(t.db, clock, 1, boss, author)).rejects.toMatchObject({
      code: 'earnings.payout.reversed',
    });
    expect(await payoutOf('dailySalary', 'boss')).toMatchObject({ status: 'reversed', paid: 0 });
    // Still listed in boss's income, out of its totals.
    const income = (
      await send(t.app, 'agentIncome', undefined, { token: await tokenOf('boss'), query: { kind: 'dailySalary' } })
    ).json().value;
    expect(income.list.map((p: { status: string }) => p.status)).toContain('reversed');
    expect(income.totals).toEqual({ due: 0, paid: 0 });
    const back = await transfersUnder(`earnings:${contracts['dailySalary:boss']}:2026-11-10:3`);
    expect(back).toHaveLength(1);
    // A recompute leaves a reversed payout alone.
    await recomputePeriod(t.db, clock, 1, (await payoutOf('dailySalary', 'boss'))?.runId as number, author);
    expect(await payoutOf('dailySalary', 'boss')).toMatchObject({ status: 'reversed', paid: 0 });
    const audits = await t.db.orm.select().from(auditLog).where(eq(auditLog.event, 'earnings.payout.reverse'));
    expect(audits).toHaveLength(1);
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });
});

describe('hourly salary, uplines paying their downlines', () => {
  it('holds a payout above the threshold, leaves the upline short, and retries on later runs', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', {
      earnings: { funding: 'upline', shortfall: 'insufficient', approvalAbove: 5 },
    });
    // Hour 2026-11-11T10 at GMT+8: p1 bets 100.00, p2 200.00.
    await bet('p1', 10_000, '2026-11-11T02:10:00Z');
    await bet('p2', 20_000, '2026-11-11T02:20:00Z');
    clock.set(Date.parse('2026-11-11T03:05:00Z'));
    await runJob('earnings-hourly-salary');
    // boss's team is owed 6.00 by the platform: above 5, held. boss owes lead 4.50 from an empty wallet (its daily
    // salary was reversed); lead pays sub its 2.00 from the 2.50 of daily salary in its wallet.
    expect(await payoutOf('hourlySalary', 'boss')).toMatchObject({ due: 600, paid: 0, status: 'held', payerId: null });
    expect(await payoutOf('hourlySalary', 'lead')).toMatchObject({
      due: 450,
      paid: 0,
      status: 'insufficient',
      payerId: who.boss?.id,
    });
    expect(await payoutOf('hourlySalary', 'sub')).toMatchObject({ due: 200, paid: 200, status: 'paid' });

    // boss gets 3.00; with `insufficient` it still pays lead nothing of the 4.50 on the next run.
    await fundMember(t.db, who.boss?.id as number, 300, { key: 'er-fund-boss' });
    clock.advance(HOUR / 4);
    await runJob('earnings-hourly-salary');
    expect(await payoutOf('hourlySalary', 'lead')).toMatchObject({ paid: 0, status: 'insufficient' });

    // With `partial` it shares out what it has: 3.00 to lead.
    await updateMerchantSettings(t.db, 'LOTUS', {
      earnings: { funding: 'upline', shortfall: 'partial', approvalAbove: 5 },
    });
    clock.advance(HOUR / 4);
    await runJob('earnings-hourly-salary');
    expect(await payoutOf('hourlySalary', 'lead')).toMatchObject({ paid: 300, status: 'partial' });
    const page = (
      await send(t.app, 'agentIncome', undefined, {
        token: await tokenOf('lead'),
        query: { kind: 'hourlySalary' },
      })
    ).json().value;
    expect(page.list[0]).toMatchObject({ status: 'partial', due: 4.5, paid: 3, payer: 'er_boss' });

    // An operator approves boss's 6.00; the next run has boss pay lead the 1.50 left.
    const boss = (await payoutOf('hourlySalary', 'boss'))?.id as number;
    expect(await approvePayout(t.db, clock, 1, boss, author)).toMatchObject({ status: 'paid', paid: 600 });
    clock.advance(HOUR / 4);
    await runJob('earnings-hourly-salary');
    expect(await payoutOf('hourlySalary', 'lead')).toMatchObject({ paid: 450, status: 'paid' });
    expect((await transfersUnder(`earnings:${contracts['hourlySalary:lead']}:`)).map((m) => m.amount)).toEqual([
      300, 150,
    ]);
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });

  it('holds an unpaid payout until an operator approves it', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', {
      earnings: { funding: 'platform', shortfall: 'insufficient', approvalAbove: null },
    });
    // Hour 2026-11-11T12 at GMT+8: p2 bets 100.00; sub is owed 1.00, held before any run pays it.
    await bet('p2', 10_000, '2026-11-11T04:10:00Z');
    clock.set(Date.parse('2026-11-11T05:00:00Z'));
    await updateMerchantSettings(t.db, 'LOTUS', {
      earnings: { funding: 'platform', shortfall: 'insufficient', approvalAbove: 0.3 },
    });
    await runJob('earnings-hourly-salary');
    // The job caught up both hours since its last run, each once.
    const runs = await t.db.orm.select().from(earningRuns).where(eq(earningRuns.kind, 'hourlySalary'));
    expect(runs.map((r) => [r.periodKey, r.status, r.payouts]).toSorted()).toEqual([
      ['2026-11-11T10', 'done', 3],
      ['2026-11-11T11', 'done', 0],
      ['2026-11-11T12', 'done', 3],
    ]);
    const held = (await payoutsOf('hourlySalary')).filter((p) => p.periodKey === '2026-11-11T12');
    expect(held.map((p) => p.status)).toEqual(['held', 'held', 'held']);
    const sub = held.find((p) => p.contractId === contracts['hourlySalary:sub']);
    await expect(approvePayout(t.db, clock, 1, 999_999, author)).rejects.toMatchObject({
      code: 'earnings.payout.not.found',
    });
    expect(await approvePayout(t.db, clock, 1, sub?.id as number, author)).toMatchObject({ status: 'paid', paid: 100 });
    await expect(holdPayout(t.db, 1, sub?.id as number, author)).rejects.toMatchObject({
      code: 'earnings.payout.not.holdable',
    });
    await updateMerchantSettings(t.db, 'LOTUS', {
      earnings: { funding: 'platform', shortfall: 'insufficient', approvalAbove: null },
    });
  });
});

describe('brand settings', () => {
  it('refuses bad earnings settings and keeps the stored ones', async () => {
    await expect(
      updateMerchantSettings(t.db, 'LOTUS', {
        earnings: { funding: 'nobody', shortfall: 'partial', approvalAbove: -1 } as never,
      }),
    ).rejects.toMatchObject({ code: 'request.invalid' });
    const [row] = await t.db.orm.select().from(merchants).where(eq(merchants.code, 'LOTUS'));
    expect(row?.earningsSettings).toEqual({ funding: 'platform', shortfall: 'insufficient', approvalAbove: null });
  });
});

describe('real-time salary', () => {
  it("pays each settled round of the 5-minute period on the team's profit or loss, for bets reaching singleBet", async () => {
    await contract('boss', 'root', { kind: 'realtimeSalary', profitRate: 1, lossRate: 2, singleBet: 1 });
    await contract('lead', 'boss', { kind: 'realtimeSalary', profitRate: 0.5, lossRate: 1, singleBet: 0 });
    const [game] = await t.db.orm.select().from(lotteryGames).where(eq(lotteryGames.merchantId, 1)).limit(1);
    const round = async (numero: string) => {
      const [row] = await t.db.orm
        .insert(lotteryPeriods)
        .values({
          gameId: game?.gameId as number,
          numero,
          opensAt: new Date('2026-11-12T01:55:00Z'),
          closesAt: new Date('2026-11-12T02:00:00Z'),
          drawsAt: new Date('2026-11-12T02:00:00Z'),
          status: 'settled',
          seedHash: 'h',
          seed: 's',
        })
        .returning({ id: lotteryPeriods.id });
      return row?.id as number;
    };
    const [a, b] = [await round('20261112-9001'), await round('20261112-9002')];
    let n = 0;
    const lotteryBet = (username: string, periodId: number, stake: number, payout: number, settledAt: string) => {
      n += 1;
      return t.db.orm.insert(lotteryBets).values({
        merchantId: 1,
        memberId: who[username]?.id as number,
        periodId,
        requestKey: `er-rt-${n}`,
        play: 'x',
        picks: [],
        unit: '1',
        multiple: 1,
        betCount: 1,
        prizeGroup: 1950,
        oddsVersion: 1,
        stake,
        payout,
        status: payout > 0 ? 'won' : 'lost',
        settledAt: new Date(settledAt),
      });
    };
    // Round a: p1 loses 10.00; p2 wins 4.50 on a 0.50 bet (below boss's single bet). Round b: p1 wins 30.00.
    await lotteryBet('p1', a, 1_000, 0, '2026-11-12T02:01:00Z');
    await lotteryBet('p2', a, 50, 500, '2026-11-12T02:01:00Z');
    await lotteryBet('p1', b, 2_000, 5_000, '2026-11-12T02:03:00Z');
    // A bet settled in the next period waits for the next run.
    await lotteryBet('p1', b, 2_000, 0, '2026-11-12T02:05:00Z');
    clock.set(Date.parse('2026-11-12T02:07:00Z'));
    await runJob('earnings-realtime-salary');
    await runJob('earnings-realtime-salary');
    // lead: 1 % of the 5.50 team loss of a, 0.5 % of the 30.00 profit of b = 0.05 + 0.15.
    // boss: 2 % of 10.00 + 1 % of 30.00 = 0.50, less lead's 0.20.
    const lead = await payoutOf('realtimeSalary', 'lead');
    const boss = await payoutOf('realtimeSalary', 'boss');
    expect(lead).toMatchObject({ periodKey: '2026-11-12T10:00', due: 20, paid: 20, status: 'paid' });
    expect(boss).toMatchObject({ due: 30, paid: 30, status: 'paid' });
    expect(boss?.computation).toMatchObject({ basis: 4_000, profit: 3_000, loss: 1_000, gross: 50, downlines: 20 });
    const page = (
      await send(t.app, 'agentPayoutHistory', undefined, {
        token: await tokenOf('boss'),
        query: { kind: 'realtimeSalary', preset: 'today' },
      })
    ).json().value;
    expect(page.list).toHaveLength(1);
    expect(page.list[0].computation).toMatchObject({ profit: 30, loss: 10, profitRate: 1, lossRate: 2, amount: 0.3 });
    expect(page.totals).toEqual({ due: 0.3, paid: 0.3 });
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });
});
