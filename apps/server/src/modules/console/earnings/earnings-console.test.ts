import type { ContractTerms } from '@lotus/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../../../test/auth-helpers.ts';
import { gameFixture, insertBet, vendorFixture } from '../../../../test/bet-fixtures.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { ledgerBalances, type SignedInMember, signedInTree } from '../../../../test/money-helpers.ts';
import { agentContracts, auditLog, earningPayouts, earningRuns } from '../../../db/schema.ts';
import { updateMerchantSettings } from '../../system/merchant-settings.ts';
import { houseAccountId, memberAccountId } from '../../wallet/ledger/accounts.ts';
import { postTransfer } from '../../wallet/ledger/post-transfer.ts';
import { verifyLedger } from '../../wallet/ledger/verify-ledger.ts';

let t: TestApp;
// 2026-11-10 at GMT+8 (the demo merchant's offset).
const clock = movableClock(Date.parse('2026-11-10T02:00:00Z'));
const who: Record<string, SignedInMember> = {};
const tokens: Record<'finance' | 'risk' | 'support', string> = { finance: '', risk: '', support: '' };
let runId = 0;
const payoutIds: Record<string, number> = {};

const call = (role: keyof typeof tokens, method: InjectOptions['method'], path: string, payload?: unknown) =>
  consoleCall(t.app, tokens[role], method, `/earnings${path}`, payload);
const payoutRow = async (holder: string) => {
  const [row] = await t.db.orm
    .select()
    .from(earningPayouts)
    .where(and(eq(earningPayouts.merchantId, 1), eq(earningPayouts.memberId, who[holder]?.id as number)));
  return row;
};
const daily = (rate: number): ContractTerms => ({
  kind: 'dailySalary',
  tiers: [{ rate, activeMembers: 0, dailyBet: 0 }],
});

beforeAll(async () => {
  t = await createTestApp({ clock });
  const tree = [
    { username: 'ce_root', type: 1 as const },
    { username: 'ce_boss', type: 1 as const, parent: 'ce_root' },
    { username: 'ce_lead', type: 1 as const, parent: 'ce_boss' },
    { username: 'ce_p1', type: 0 as const, parent: 'ce_lead' },
  ];
  for (const m of await signedInTree(t.app, t.db, tree)) who[m.username.slice(3)] = m;
  for (const [holder, upline, rate] of [
    ['boss', 'root', 2],
    ['lead', 'boss', 1.5],
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
  const vendor = await vendorFixture(t.db, 'CEARN');
  const game = await gameFixture(t.db, vendor.id, 'cearn-slot', 'RNG');
  // p1 loses 100.00 on 2026-11-10: boss's team is owed 2.00, of which lead keeps 1.50 and boss 0.50.
  await insertBet(t.db, {
    memberId: who.p1?.id as number,
    vendorId: vendor.id,
    gameId: game.id,
    stake: 10_000,
    payout: 0,
    placedAt: new Date('2026-11-10T01:00:00Z'),
  });
  // Uplines pay their downlines; boss's 2.00 waits for approval, so boss cannot pay lead yet.
  await updateMerchantSettings(t.db, 'LOTUS', {
    earnings: { funding: 'upline', shortfall: 'insufficient', approvalAbove: 1.8 },
  });
  // An earlier, empty run first: run ids then differ from payout ids, as they do in a real brand.
  await t.db.orm.insert(earningRuns).values({
    merchantId: 1,
    kind: 'dividend',
    periodKind: 'monthly',
    periodKey: '2026-10',
    periodStart: new Date('2026-09-30T16:00:00Z'),
    periodEnd: new Date('2026-10-31T16:00:00Z'),
    status: 'done',
  });
  clock.set(Date.parse('2026-11-10T16:10:00Z'));
  expect(await t.app.jobs.runNow('earnings-daily-salary', 'console-test')).toBe(true);
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    await insertOperator(t.db, `ce-${role}`, 'Payouts1234', role);
    tokens[role] = await consoleSignIn(t.app, `ce-${role}`, 'Payouts1234');
  }
  payoutIds.boss = (await payoutRow('boss'))?.id as number;
  payoutIds.lead = (await payoutRow('lead'))?.id as number;
}, 60_000);
afterAll(() => t.close());

describe('payout runs', () => {
  it('lists the runs with their totals and held count, filtered by kind, status, held payouts and dates', async () => {
    const res = await call('risk', 'GET', '/runs');
    expect(res.statusCode).toBe(200);
    const page = res.json().value;
    expect(page.total).toBe(2);
    expect(page.list[1]).toMatchObject({ kind: 'dividend', periodKey: '2026-10', payouts: 0, held: 0 });
    expect(page.list[0]).toMatchObject({
      kind: 'dailySalary',
      periodKind: 'daily',
      periodKey: '2026-11-10',
      status: 'done',
      payouts: 2,
      totalDue: 3.5,
      totalPaid: 0,
      held: 1,
    });
    runId = page.list[0].id;
    const count = async (query: string) => {
      const body = (await call('finance', 'GET', `/runs?${query}`)).json();
      return body.value?.total ?? body;
    };
    expect(await count('kind=dividend')).toBe(1);
    expect(await count('kind=hourlySalary')).toBe(0);
    expect(await count('kind=dailySalary&status=done&payoutStatus=held')).toBe(1);
    expect(await count('payoutStatus=reversed')).toBe(0);
    expect(await count('startDate=2026-11-10&endDate=2026-11-10')).toBe(1);
    expect(await count('startDate=2026-11-11&endDate=2026-11-12')).toBe(0);
    const bad = await call('finance', 'GET', '/runs?kind=weekly&startDate=2026-11-10');
    expect([bad.statusCode, bad.json().errorCode]).toEqual([400, 'request.invalid']);
  });

  it("shows a run's payouts with holder, payer, status and computation", async () => {
    const res = await call('risk', 'GET', `/runs/${runId}`);
    expect(res.statusCode).toBe(200);
    const { run, payouts } = res.json().value;
    expect(run).toMatchObject({ id: runId, payouts: 2, held: 1 });
    expect(payouts).toEqual([
      expect.objectContaining({
        username: 'ce_boss',
        due: 2,
        paid: 0,
        status: 'held',
        holdReason: 'approval',
        payer: null,
        computation: expect.objectContaining({ basis: 100, rate: 2, gross: 2, downlines: 1.5, amount: 0.5, team: 2 }),
      }),
      expect.objectContaining({ username: 'ce_lead', due: 1.5, paid: 0, status: 'insufficient', payer: 'ce_boss' }),
    ]);
    const missing = await call('risk', 'GET', '/runs/999999');
    expect([missing.statusCode, missing.json().errorCode]).toEqual([404, 'earnings.run.not.found']);
    expect((await call('support', 'GET', `/runs/${runId}`)).statusCode).toBe(403);
  });
});

describe('operator actions', () => {
  it('holds an unpaid payout with a reason, audited; a bad reason or a viewer changes nothing', async () => {
    const short = await call('finance', 'POST', `/payouts/${payoutIds.lead}/hold`, { reason: 'x' });
    expect([short.statusCode, short.json().errorCode]).toEqual([400, 'request.invalid']);
    const viewer = await call('risk', 'POST', `/payouts/${payoutIds.lead}/hold`, { reason: 'Checking the team' });
    expect(viewer.statusCode).toBe(403);
    expect((await payoutRow('lead'))?.status).toBe('insufficient');

    const res = await call('finance', 'POST', `/payouts/${payoutIds.lead}/hold`, { reason: 'Checking the team' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ id: payoutIds.lead, status: 'held', holdReason: 'operator' });
    const [audit] = await t.db.orm.select().from(auditLog).where(eq(auditLog.event, 'earnings.payout.hold'));
    expect(audit?.detail).toMatchObject({ payoutId: payoutIds.lead, reason: 'Checking the team', status: 'held' });
    expect(audit?.operatorId).not.toBeNull();
    const unknown = await call('finance', 'POST', '/payouts/999999/hold', { reason: 'Checking the team' });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'earnings.payout.not.found']);
  });

  it('approves held payouts: the platform pays boss, then boss pays lead; a paid one is refused', async () => {
    const boss = await call('finance', 'POST', `/payouts/${payoutIds.boss}/approve`);
    expect(boss.json().value).toMatchObject({ status: 'paid', paid: 2 });
    const lead = await call('finance', 'POST', `/payouts/${payoutIds.lead}/approve`);
    expect(lead.json().value).toMatchObject({ status: 'paid', paid: 1.5, payer: 'ce_boss' });
    const again = await call('finance', 'POST', `/payouts/${payoutIds.lead}/approve`);
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'earnings.payout.not.held']);
    const hold = await call('finance', 'POST', `/payouts/${payoutIds.lead}/hold`, { reason: 'Too late now' });
    expect([hold.statusCode, hold.json().errorCode]).toEqual([409, 'earnings.payout.not.holdable']);
    const run = (await call('finance', 'GET', `/runs/${runId}`)).json().value.run;
    expect(run).toMatchObject({ totalDue: 3.5, totalPaid: 3.5, held: 0 });
  });

  it('reverses a payout back to its payer; one whose holder spent the money is refused and unchanged', async () => {
    const res = await call('finance', 'POST', `/payouts/${payoutIds.lead}/reverse`, { reason: 'Bets were voided' });
    expect(res.json().value).toMatchObject({ status: 'reversed', paid: 0 });
    const balances = (await ledgerBalances(t.db)).members;
    expect([balances.get(who.boss?.id as number), balances.get(who.lead?.id as number)]).toEqual([200, 0]);
    const [audit] = await t.db.orm.select().from(auditLog).where(eq(auditLog.event, 'earnings.payout.reverse'));
    expect(audit?.detail).toMatchObject({ reason: 'Bets were voided', returned: 150 });
    const again = await call('finance', 'POST', `/payouts/${payoutIds.lead}/reverse`, { reason: 'Again please' });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'earnings.payout.reversed']);
    // boss spends 1.50 (a debit adjustment): 0.50 is left of its 2.00.
    await t.db.orm.transaction(async (tx) =>
      postTransfer(tx, {
        merchantId: 1,
        fromAccountId: await memberAccountId(tx, 1, who.boss?.id as number),
        toAccountId: await houseAccountId(tx, 1, 'house:adjustments'),
        amount: 150,
        kind: 'adjustment',
        reference: null,
        idempotencyKey: 'ce-spend-boss',
        at: clock.now(),
      }),
    );
    const refused = await call('finance', 'POST', `/payouts/${payoutIds.boss}/reverse`, { reason: 'Bets were voided' });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([409, 'earnings.reverse.insufficient']);
    expect(await payoutRow('boss')).toMatchObject({ status: 'paid', paid: 200 });
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });

  it('recomputes the period: nothing has changed, so nothing moves; audited', async () => {
    const viewer = await call('risk', 'POST', `/runs/${runId}/recompute`);
    expect(viewer.statusCode).toBe(403);
    const res = await call('finance', 'POST', `/runs/${runId}/recompute`);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ moved: 0, run: { id: runId, recomputes: 1, totalPaid: 2 } });
    const audits = await t.db.orm.select().from(auditLog).where(eq(auditLog.event, 'earnings.run.recompute'));
    expect(audits).toHaveLength(1);
    const missing = await call('finance', 'POST', '/runs/999999/recompute');
    expect([missing.statusCode, missing.json().errorCode]).toEqual([404, 'earnings.run.not.found']);
  });
});

describe('the GGR report', () => {
  it('shows the agent earnings of the range by kind, and the GGR net of what the platform paid', async () => {
    const res = await consoleCall(t.app, tokens.finance, 'GET', '/bets/ggr?startDate=2026-11-10&endDate=2026-11-10');
    const report = res.json().value;
    expect(report.total).toMatchObject({ bets: 1, stake: 100, ggr: 100 });
    // boss kept its 2.00 from the platform; lead's 1.50 from boss was reversed.
    expect(report.earnings).toEqual({
      kinds: [{ kind: 'dailySalary', payouts: 2, due: 3.5, paid: 2, platformPaid: 2 }],
      total: { payouts: 2, due: 3.5, paid: 2, platformPaid: 2 },
      net: 98,
    });
    const other = await consoleCall(t.app, tokens.finance, 'GET', '/bets/ggr?startDate=2026-11-11&endDate=2026-11-11');
    expect(other.json().value.earnings).toMatchObject({ kinds: [], net: 0 });
  });
});
