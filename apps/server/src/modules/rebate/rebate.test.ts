import type { GameCategory, RebateSettingsInput, SocketMessage } from '@lotus/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOUR, loginAs, MINUTE, movableClock, send } from '../../../test/auth-helpers.ts';
import { gameFixture, vendorFixture } from '../../../test/bet-fixtures.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { balanceOf, MEMBER_PASSWORD, type SignedInMember, signedInTree, withKey } from '../../../test/money-helpers.ts';
import {
  auditLog,
  bets,
  ledgerAccounts,
  ledgerTransfers,
  members,
  rebateSettings,
  rebates,
  turnoverRequirements,
} from '../../db/schema.ts';
import { verifyLedger } from '../wallet/ledger/verify-ledger.ts';

const DAY = 24 * HOUR;
// 12:00 on 7 December in the demo brand's business time (UTC+8).
const clock = movableClock(Date.UTC(2026, 11, 7, 4));
let t: TestApp;
let app: FastifyInstance;
let admin: string;
let finance: string;
let vendorId: number;
const gameIds = {} as Record<GameCategory, number>;
let since: number;
let names = 0;

const RULES: RebateSettingsInput = {
  enabled: true,
  minClaim: 1,
  wageringMultiple: 1,
  autoHour: null,
  rates: [
    {
      level: 0,
      categories: [
        { category: 'RNG', percent: 1 },
        { category: 'LIVE', percent: 0.5 },
      ],
    },
    { level: 2, categories: [{ category: 'RNG', percent: 2 }] },
  ],
};

const putRules = (token: string, rules: RebateSettingsInput) => consoleCall(app, token, 'PUT', '/rebate', rules);

/** A fresh member with a session and a bank account, so each test has windows of its own. */
async function newMember() {
  names += 1;
  const [member] = await signedInTree(app, t.db, [{ username: `rebate${names}`, type: 0 }]);
  return member as SignedInMember;
}

let rounds = 0;
/**
 * A bet row as the seamless wallet leaves it (valid bet = stake once settled), settled `ago` ms before now; a
 * category of null is a bet without a game. Rebate reads bets only, so no money moves for it.
 */
async function bet(
  member: SignedInMember,
  category: GameCategory | null,
  validBet: number,
  ago: number,
  status: 'settled' | 'open' | 'cancelled' = 'settled',
) {
  rounds += 1;
  const settledAt = new Date(clock.now().getTime() - ago);
  await t.db.orm.insert(bets).values({
    merchantId: 1,
    memberId: member.id,
    vendorId,
    gameId: category ? gameIds[category] : null,
    roundId: `rebate-test-${rounds}`,
    stake: validBet,
    validBet: status === 'settled' ? validBet : 0,
    status,
    placedAt: new Date(settledAt.getTime() - MINUTE),
    settledAt: status === 'open' ? null : settledAt,
  });
}

const summary = async (m: SignedInMember) => (await send(app, 'rebateSummary', undefined, { token: m.token })).json();
const claim = (m: SignedInMember, key?: string) =>
  send(app, 'claimRebate', undefined, { token: m.token, ...withKey(key) });
const rebatesOf = (m: SignedInMember) =>
  t.db.orm.select().from(rebates).where(eq(rebates.memberId, m.id)).orderBy(asc(rebates.fromAt));
const setLevel = (m: SignedInMember, level: number) =>
  t.db.orm.update(members).set({ vipLevel: level }).where(eq(members.id, m.id));

/** A member's rebates follow each other: each starts where the one before ended, the first at or after `since`. */
async function expectChained(m: SignedInMember) {
  const rows = await rebatesOf(m);
  let end = since;
  for (const row of rows) {
    expect(row.fromAt.getTime()).toBe(end);
    expect(row.toAt.getTime()).toBeGreaterThan(row.fromAt.getTime());
    end = row.toAt.getTime();
  }
  return rows;
}

async function listen(m: SignedInMember) {
  const received: SocketMessage[] = [];
  const stop = await app.events.subscribe({ merchantId: 1, memberId: m.id }, (message) => received.push(message));
  return { received, stop };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  app = t.app;
  await insertOperator(t.db, 'rebate-admin', 'Rebate-Admin-2026', 'admin');
  await insertOperator(t.db, 'rebate-finance', 'Rebate-Finance-2026', 'finance');
  admin = await consoleSignIn(app, 'rebate-admin', 'Rebate-Admin-2026');
  finance = await consoleSignIn(app, 'rebate-finance', 'Rebate-Finance-2026');
  vendorId = (await vendorFixture(t.db, 'RBT')).id;
  for (const category of ['RNG', 'LIVE', 'LOTT'] as const) {
    gameIds[category] = (await gameFixture(t.db, vendorId, `rbt-${category.toLowerCase()}`, category)).id;
  }
  expect((await putRules(admin, RULES)).statusCode).toBe(200);
  // The demo seed turned rebate on when the test database was made; count from a day before the test clock.
  since = clock.now().getTime() - DAY;
  await t.db.orm
    .update(rebateSettings)
    .set({ since: new Date(since) })
    .where(eq(rebateSettings.merchantId, 1));
});

afterAll(() => t?.close());

describe('claiming rebate', () => {
  it('pays each settled bet of the window once, at its category rate; bets inside the settle margin wait', async () => {
    const m = await newMember();
    await bet(m, 'RNG', 10_000, 2 * HOUR);
    await bet(m, 'LIVE', 3_333, HOUR);
    await bet(m, 'LOTT', 5_000, HOUR); // no rate for the category
    await bet(m, null, 7_000, HOUR); // no game, no category
    await bet(m, 'RNG', 9_000, HOUR, 'open');
    await bet(m, 'RNG', 9_000, HOUR, 'cancelled');
    await bet(m, 'RNG', 2_000, 30_000); // settled inside the margin
    await bet(m, 'RNG', 50_000, DAY + MINUTE); // before the brand started rebating

    const before = await summary(m);
    expect(before.value).toEqual({
      from: since,
      to: clock.now().getTime() - MINUTE,
      lines: [
        { category: 'RNG', validBet: 100, percent: 1, amount: 1 },
        { category: 'LIVE', validBet: 33.33, percent: 0.5, amount: 0.16 },
      ],
      validBet: 133.33,
      amount: 1.16,
      minClaim: 1,
      claimable: true,
      nextAutoAt: null,
    });

    const socket = await listen(m);
    const balance = await balanceOf(app, m.token);
    const res = await claim(m);
    expect(res.statusCode).toBe(200);
    const paid = res.json().value.rebate;
    expect(paid).toMatchObject({ source: 'manual', amount: 1.16, validBet: 133.33, rankLevel: 0, from: since });
    expect(paid.lines).toEqual(before.value.lines);
    expect(await balanceOf(app, m.token)).toBe(balance + 116);
    await vi.waitFor(() => expect(socket.received.map((e) => e.data)).toContainEqual({ reason: 'rebate' }));
    socket.stop();

    const [transfer] = await t.db.orm
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `rebate:${paid.id}`));
    const [house] = await t.db.orm
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, transfer?.fromAccountId ?? 0));
    expect(transfer).toMatchObject({ kind: 'rebate', amount: 116, reference: `rebate:${paid.id}` });
    expect(house).toMatchObject({ purpose: 'house:rebate', memberId: null });
    const [row] = await rebatesOf(m);
    expect(row?.transferId).toBe(transfer?.id);

    // A withdrawal turnover of the multiple (1×), counted as a deposit's.
    const [requirement] = await t.db.orm
      .select()
      .from(turnoverRequirements)
      .where(eq(turnoverRequirements.reference, `rebate:${paid.id}`));
    expect(requirement).toMatchObject({ kind: 'rebate', required: 116, remaining: 116, weights: null, maxBet: null });

    // Paid: the next claim finds nothing; the margin's bet comes in once its minute has passed.
    expect((await claim(m)).json().errorCode).toBe('rebate.nothing.to.claim');
    clock.advance(MINUTE);
    const next = (await summary(m)).value;
    expect(next).toMatchObject({ from: paid.to, amount: 0.2, claimable: false });
    expect(next.lines).toEqual([{ category: 'RNG', validBet: 20, percent: 1, amount: 0.2 }]);

    const history = (await send(app, 'rebateHistory', undefined, { token: m.token })).json().value;
    expect(history).toMatchObject({ total: 1, pageNum: 1, totalPages: 1 });
    expect(history.list).toEqual([paid]);
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });

  it('refuses below the minimum, and when the brand does not rebate, changing nothing', async () => {
    const m = await newMember();
    await bet(m, 'RNG', 9_900, HOUR); // 0.99
    const balance = await balanceOf(app, m.token);
    const low = await claim(m);
    expect(low.statusCode).toBe(409);
    expect(low.json()).toMatchObject({
      errorCode: 'rebate.below.minimum',
      message: 'Your rebate can be claimed from 1',
    });

    expect((await putRules(admin, { ...RULES, enabled: false, minClaim: 0 })).statusCode).toBe(200);
    const off = await claim(m);
    expect(off.statusCode).toBe(409);
    expect(off.json().errorCode).toBe('rebate.not.enabled');
    expect((await summary(m)).value).toMatchObject({ lines: [], amount: 0, claimable: false, nextAutoAt: null });
    const view = (await send(app, 'rebateSettings', undefined, { token: m.token })).json().value;
    expect(view).toMatchObject({ enabled: false, rates: [], levels: [] });

    expect(await balanceOf(app, m.token)).toBe(balance);
    expect(await rebatesOf(m)).toEqual([]);
    expect((await putRules(admin, RULES)).statusCode).toBe(200);
    // Turning it back on starts counting again (its own test below); the next tests count from the first start.
    const [settings] = await t.db.orm.select().from(rebateSettings);
    expect(settings?.since?.getTime()).toBe(clock.now().getTime());
    await t.db.orm.update(rebateSettings).set({ since: new Date(since) });
  });

  it('answers a retry under the same Idempotency-Key with the first claim, and pays 100 claims at once once', async () => {
    const m = await newMember();
    await bet(m, 'RNG', 25_000, HOUR);
    const balance = await balanceOf(app, m.token);
    const first = await claim(m, 'rebate-key-0001');
    expect(first.statusCode).toBe(200);
    const retry = await claim(m, 'rebate-key-0001');
    expect(retry.json().value).toEqual(first.json().value);
    expect((await claim(m, 'rebate-key-0002')).json().errorCode).toBe('rebate.nothing.to.claim');
    expect(await balanceOf(app, m.token)).toBe(balance + 250);
    expect((await rebatesOf(m))[0]?.idempotencyKey).toBe('rebate-key-0001');

    const n = await newMember();
    await bet(n, 'LIVE', 40_000, HOUR);
    const answers = await Promise.all(Array.from({ length: 100 }, () => claim(n)));
    const ok = answers.filter((res) => res.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((res) => res.json().errorCode === 'rebate.nothing.to.claim')).toHaveLength(99);
    expect(await rebatesOf(n)).toHaveLength(1);
    expect(await balanceOf(app, n.token)).toBe(200);

    const o = await newMember();
    await bet(o, 'RNG', 30_000, HOUR);
    const keyed = await Promise.all(Array.from({ length: 20 }, () => claim(o, 'rebate-key-burst')));
    expect(new Set(keyed.map((res) => res.json().value?.rebate?.id))).toEqual(
      new Set([keyed[0]?.json().value.rebate.id]),
    );
    expect(await balanceOf(app, o.token)).toBe(300);
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });

  it("pays at the rate of the member's level when paid; a level without rates earns nothing", async () => {
    const m = await newMember();
    await bet(m, 'RNG', 10_000, 3 * HOUR);
    await bet(m, 'LIVE', 10_000, 3 * HOUR);
    await setLevel(m, 2);
    expect((await summary(m)).value).toMatchObject({ amount: 2, validBet: 100 });
    const view = (await send(app, 'rebateSettings', undefined, { token: m.token })).json().value;
    expect(view).toMatchObject({ enabled: true, rankLevel: 2, rates: [{ category: 'RNG', percent: 2 }], minClaim: 1 });
    // Every level the brand has with its rates; 'VIP n' names a level the VIP ladder does not.
    expect(view.levels).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          level: 0,
          rates: [
            { category: 'RNG', percent: 1 },
            { category: 'LIVE', percent: 0.5 },
          ],
        }),
        { level: 2, name: expect.any(String), rates: [{ category: 'RNG', percent: 2 }] },
      ]),
    );
    const paid = (await claim(m)).json().value.rebate;
    expect(paid).toMatchObject({
      rankLevel: 2,
      amount: 2,
      lines: [{ category: 'RNG', validBet: 100, percent: 2, amount: 2 }],
    });

    // Stamped inside the window just paid (as no bet can be after its margin): that window is closed, never paid twice.
    await bet(m, 'RNG', 20_000, 2 * HOUR + 30 * MINUTE);
    clock.advance(10 * MINUTE);
    await bet(m, 'RNG', 20_000, 2 * MINUTE);
    await setLevel(m, 3);
    expect((await summary(m)).value).toMatchObject({ lines: [], amount: 0, claimable: false });
    expect((await claim(m)).json().errorCode).toBe('rebate.nothing.to.claim');
    // Back at a level with rates: the window still holds what was bet meanwhile.
    await setLevel(m, 0);
    expect((await claim(m)).json().value.rebate).toMatchObject({ rankLevel: 0, amount: 2, validBet: 200 });
    await expectChained(m);
  });

  it('refuses a trial account', async () => {
    const trial = (await send(app, 'freePlay', {})).json().value.token as string;
    const res = await send(app, 'claimRebate', undefined, { token: trial });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('in_need_true_account');
  });
});

describe('the automatic rebate', () => {
  let slot = 0;
  const runJob = () => {
    slot += 1;
    return app.jobs.runNow('rebate-auto', `rebate-test-${slot}`);
  };
  const ranOn = async () => (await t.db.orm.select().from(rebateSettings))[0]?.autoRanOn;

  it('pays every window at the minimum at the brand hour once a business date, and carries the rest', async () => {
    // 12:00 business time: setting the hour to 03:00 does not pay at once, today's 03:00 counts as run.
    expect((await putRules(admin, { ...RULES, autoHour: 3 })).statusCode).toBe(200);
    expect(await ranOn()).toBe('2026-12-07');
    const big = await newMember();
    const small = await newMember();
    const claimer = await newMember();
    await bet(big, 'RNG', 50_000, HOUR);
    await bet(small, 'RNG', 5_000, HOUR);
    await bet(claimer, 'LIVE', 100_000, HOUR);
    const summaryNow = (await summary(big)).value;
    // 03:00 on 8 December business time is 19:00 UTC on the 7th.
    expect(summaryNow.nextAutoAt).toBe(Date.UTC(2026, 11, 7, 19));
    expect(await runJob()).toBe(true);
    expect(await rebatesOf(big)).toEqual([]);

    // 02:59: not yet.
    clock.set(Date.UTC(2026, 11, 7, 18, 59));
    await runJob();
    expect(await rebatesOf(big)).toEqual([]);

    // 03:05: the run pays, racing the member who claims by hand at the same moment.
    clock.set(Date.UTC(2026, 11, 7, 19, 5));
    await bet(big, 'RNG', 10_000, 30_000); // inside the margin: the next window's
    for (const m of [big, small, claimer])
      m.token = await loginAs(app, { username: m.username, password: MEMBER_PASSWORD });
    const socket = await listen(big);
    const [ran, claimed] = await Promise.all([runJob(), claim(claimer)]);
    expect(ran).toBe(true);
    expect([200, 409]).toContain(claimed.statusCode);
    const [bigPaid] = await rebatesOf(big);
    expect(bigPaid).toMatchObject({ source: 'auto', amount: 500, validBet: 50_000, rankLevel: 0 });
    expect(bigPaid?.toAt.getTime()).toBe(clock.now().getTime() - MINUTE);
    await vi.waitFor(() => expect(socket.received.map((e) => e.type)).toContain('balance.changed'));
    socket.stop();
    expect(await rebatesOf(small)).toEqual([]);
    const claimerRows = await expectChained(claimer);
    expect(claimerRows.reduce((sum, r) => sum + r.amount, 0)).toBe(500);
    expect(await ranOn()).toBe('2026-12-08');

    // Later the same business day: the date has run.
    clock.advance(3 * HOUR);
    await bet(small, 'RNG', 10_000, HOUR);
    await runJob();
    expect(await rebatesOf(small)).toEqual([]);
    expect(await rebatesOf(big)).toHaveLength(1);

    // The next day's hour: the small member's window, carried, now reaches the minimum.
    clock.set(Date.UTC(2026, 11, 8, 19, 1));
    await runJob();
    const [smallPaid] = await expectChained(small);
    expect(smallPaid).toMatchObject({ source: 'auto', amount: 150, validBet: 15_000 });
    expect(smallPaid?.fromAt.getTime()).toBe(since);
    const bigRows = await expectChained(big);
    expect(bigRows.map((r) => r.amount)).toEqual([500, 100]);
    expect(await ranOn()).toBe('2026-12-09');
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });

  it('skips a brand that switched the module off, and trial or suspended members', async () => {
    const m = await newMember();
    await bet(m, 'RNG', 50_000, HOUR);
    await t.db.orm.update(members).set({ status: 'suspended' }).where(eq(members.id, m.id));
    const [trialRow] = await t.db.orm
      .insert(members)
      .values({ merchantId: 1, username: 'rebatetrial', type: 4 })
      .returning({ id: members.id });
    const trial = { id: trialRow?.id as number } as SignedInMember;
    await bet(trial, 'RNG', 50_000, HOUR);
    clock.set(Date.UTC(2026, 11, 9, 19, 1));
    await runJob();
    expect(await rebatesOf(m)).toEqual([]);
    expect(await ranOn()).toBe('2026-12-10');
    await t.db.orm.update(members).set({ status: 'active' }).where(eq(members.id, m.id));
    await t.db.orm.execute(sql`update merchants set disabled_modules = '{REBATE3}' where id = 1`);
    clock.set(Date.UTC(2026, 11, 10, 19, 1));
    await runJob();
    expect(await rebatesOf(m)).toEqual([]);
    expect(await ranOn()).toBe('2026-12-10');
    await t.db.orm.execute(sql`update merchants set disabled_modules = '{}' where id = 1`);
    await runJob();
    expect(await rebatesOf(m)).toHaveLength(1);
    expect(await rebatesOf(trial)).toEqual([]);
  });
});

describe('the console', () => {
  beforeAll(async () => {
    // The days the automatic rebate's tests moved through ended the operators' sessions.
    admin = await consoleSignIn(app, 'rebate-admin', 'Rebate-Admin-2026');
    finance = await consoleSignIn(app, 'rebate-finance', 'Rebate-Finance-2026');
  });

  it('shows the rules to finance, lets an admin replace them with an audit entry, and refuses bad input', async () => {
    const shown = (await consoleCall(app, finance, 'GET', '/rebate')).json().value;
    expect(shown).toMatchObject({ enabled: true, minClaim: 1, wageringMultiple: 1, autoHour: 3, since });
    expect(shown.rates[0]).toEqual({
      level: 0,
      categories: [
        { category: 'RNG', percent: 1 },
        { category: 'LIVE', percent: 0.5 },
      ],
    });
    expect(shown.rates.find((r: { level: number }) => r.level === 2)).toEqual({
      level: 2,
      categories: [{ category: 'RNG', percent: 2 }],
    });
    expect((await putRules(finance, RULES)).statusCode).toBe(403);

    const audits = async () =>
      t.db.orm.select().from(auditLog).where(eq(auditLog.event, 'console.rebate.updated')).orderBy(asc(auditLog.id));
    const before = (await audits()).length;
    const changed = await putRules(admin, {
      ...RULES,
      autoHour: 3,
      minClaim: '2.50',
      wageringMultiple: 1.5,
      rates: [{ level: 0, categories: [{ category: 'SPORTS', percent: 0.35 }] }],
    } as RebateSettingsInput);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().value).toMatchObject({ minClaim: 2.5, wageringMultiple: 1.5, since });
    expect(changed.json().value.rates[0]).toEqual({ level: 0, categories: [{ category: 'SPORTS', percent: 0.35 }] });
    const entries = await audits();
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)?.detail).toMatchObject({
      changes: {
        minClaim: { from: 100, to: 250 },
        wageringMultiple: { from: 1, to: 1.5 },
        rates: { from: expect.objectContaining({ '0:RNG': 1, '0:LIVE': 0.5 }), to: { '0:SPORTS': 0.35 } },
      },
    });
    // Saving the same again records nothing.
    await putRules(admin, {
      ...RULES,
      autoHour: 3,
      minClaim: 2.5,
      wageringMultiple: 1.5,
      rates: [{ level: 0, categories: [{ category: 'SPORTS', percent: 0.35 }] }],
    });
    expect(await audits()).toHaveLength(before + 1);

    const bad = [
      { ...RULES, rates: [{ level: 0, categories: [{ category: 'RNG', percent: 5.01 }] }] },
      { ...RULES, rates: [{ level: 0, categories: [{ category: 'RNG', percent: 0.125 }] }] },
      {
        ...RULES,
        rates: [
          { level: 0, categories: [] },
          { level: 0, categories: [] },
        ],
      },
      {
        ...RULES,
        rates: [
          {
            level: 0,
            categories: [
              { category: 'RNG', percent: 1 },
              { category: 'RNG', percent: 2 },
            ],
          },
        ],
      },
      { ...RULES, rates: [{ level: 0, categories: [{ category: 'BINGO', percent: 1 }] }] },
      { ...RULES, autoHour: 24 },
      { ...RULES, minClaim: -1 },
      { ...RULES, wageringMultiple: 1.25 },
      { ...RULES, extra: true },
    ];
    for (const body of bad) {
      const res = await putRules(admin, body as RebateSettingsInput);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await audits()).toHaveLength(before + 1);
    expect((await putRules(admin, { ...RULES, autoHour: 3 })).statusCode).toBe(200);
  });

  it('starts counting each time rebate is turned on, so bets settled while it was off earn nothing', async () => {
    await t.db.orm.update(rebateSettings).set({ enabled: false, since: null });
    expect((await putRules(admin, { ...RULES, enabled: false, autoHour: 3 })).json().value.since).toBeNull();
    const on = await putRules(admin, { ...RULES, autoHour: 3 });
    expect(on.json().value.since).toBe(clock.now().getTime());
    const [entry] = await t.db.orm
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'console.rebate.updated'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.detail).toMatchObject({
      changes: { enabled: { from: false, to: true }, since: { from: null, to: clock.now().toISOString() } },
    });
    clock.advance(MINUTE);
    const pausedAt = clock.now().getTime();
    expect((await putRules(admin, { ...RULES, autoHour: 4 })).json().value.since).toBe(pausedAt - MINUTE);
    await putRules(admin, { ...RULES, enabled: false, autoHour: 3 });
    const m = await newMember();
    await bet(m, 'RNG', 50_000, 0);
    // Sessions stay alive: every step is well within their idle time.
    clock.advance(20 * MINUTE);
    expect((await putRules(admin, { ...RULES, autoHour: 3 })).json().value.since).toBe(pausedAt + 20 * MINUTE);
    clock.advance(5 * MINUTE);
    expect((await claim(m)).json()).toMatchObject({ success: false, errorCode: 'rebate.nothing.to.claim' });
    await t.db.orm.update(rebateSettings).set({ since: new Date(since) });
  });

  it('lists paid rebates with filters and totals', async () => {
    const m = await newMember();
    await bet(m, 'RNG', 12_300, HOUR);
    const paid = (await claim(m)).json().value.rebate;
    const list = async (query: string) => (await consoleCall(app, finance, 'GET', `/rebate/payouts${query}`)).json();
    const mine = await list(`?username=${m.username.toUpperCase()}`);
    expect(mine.value).toMatchObject({ total: 1, totals: { count: 1, amount: 1.23, validBet: 123 } });
    expect(mine.value.list).toEqual([{ ...paid, username: m.username }]);
    const everything = (await list('')).value;
    const [all] = await t.db.orm
      .select({ total: sql<number>`count(*)::int`, amount: sql<string>`sum(${rebates.amount})` })
      .from(rebates);
    expect(everything.totals).toMatchObject({ count: all?.total, amount: Number(all?.amount) / 100 });
    expect(everything.list[0]).toMatchObject({ id: paid.id });
    const auto = (await list('?source=auto')).value;
    expect(auto.list.every((r: { source: string }) => r.source === 'auto')).toBe(true);
    expect(auto.total).toBeGreaterThan(0);
    const later = (await list(`?from=${clock.now().getTime() + 1}`)).value;
    expect(later).toMatchObject({ total: 0, list: [], totals: { count: 0, amount: 0, validBet: 0 } });
    expect((await list('?source=weekly')).success).toBe(false);
  });
});
