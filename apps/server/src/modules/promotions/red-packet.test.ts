import { type PromotionView, toMinorUnits } from '@lotus/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, loginAs, MINUTE, movableClock, send } from '../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import {
  balanceOf,
  creditedDeposit,
  MEMBER_PASSWORD,
  type SignedInMember,
  signedInTree,
  withKey,
} from '../../../test/money-helpers.ts';
import { ledgerTransfers, memberBonuses, promotionEntries, promotions } from '../../db/schema.ts';
import { verifyLedger } from '../wallet/ledger/verify-ledger.ts';
import { insertPromotion, type PromotionValues } from './queries.ts';
import { type RandomInt, secureRandomInt } from './red-packet-claim.ts';

const ONLINE = 1;
// The demo brand's business day starts at 16:00 UTC (GMT+8); its rains here fall at 14:00 for 30 minutes.
const RAIN = { startMinute: 14 * 60, minutes: 30 };
const rainStart = (date: string) => Date.parse(`${date}T00:00:00Z`) - 8 * HOUR + 14 * HOUR;

let t: TestApp;
let app: FastifyInstance;
// 7 December 2026, 12:00 in the brand's time: two hours before the day's rain.
const clock = movableClock(Date.UTC(2026, 11, 7, 4));
/** The packets' source: node:crypto unless a test fixes the draw; every draw's bounds are kept. */
let fixedDraw: RandomInt | null = null;
const draws: [number, number][] = [];
const randomInt: RandomInt = (min, maxExclusive) => {
  draws.push([min, maxExclusive]);
  return (fixedDraw ?? secureRandomInt)(min, maxExclusive);
};
const m: Record<string, SignedInMember> = {};
let firstCampaign = 0;

beforeAll(async () => {
  t = await createTestApp({ clock, randomInt });
  app = t.app;
  await insertOperator(t.db, 'rain-finance', 'Rain-Finance-2026', 'finance');
  await insertOperator(t.db, 'rain-admin', 'Rain-Admin-2026-x', 'admin');
  const names = ['rain1', 'rain2', 'rain3', 'rain4', 'rain5', ...Array.from({ length: 12 }, (_, i) => `crowd${i}`)];
  const tree = await signedInTree(
    app,
    t.db,
    names.map((username) => ({ username, type: 0 as const })),
  );
  for (const member of tree) m[member.username] = member;
});
afterAll(() => t?.close());

/** The member with a live session: moving the clock by days ends the ones before. */
async function member(username: string) {
  const found = m[username] as SignedInMember;
  found.token = await loginAs(app, { username, password: MEMBER_PASSWORD });
  return found;
}

/**
 * A red packet for the members named, 1.00 to 8.88, raining at 14:00 for 30 minutes, wagered twice: written
 * straight to the table, as the console stores it.
 */
async function redPacket(usernames: string[], overrides: Partial<PromotionValues> = {}) {
  const row = await insertPromotion(t.db.orm, 1, {
    kind: 'red-packet',
    title: { EN: 'Rain', CN: '红包雨' },
    summary: { EN: 'Red packets' },
    rules: { EN: '<p>Grab one</p>' },
    imageUrl: null,
    enabled: true,
    sort: 50,
    startsAt: new Date(clock.now().getTime() - HOUR),
    endsAt: null,
    audience: {
      agentIds: [],
      registeredFrom: null,
      registeredUntil: null,
      memberIds: usernames.map((u) => (m[u] as SignedInMember).id),
    },
    reward: { type: 'random', min: 100, max: 888 },
    rain: RAIN,
    minDeposit: 0,
    wageringMultiple: 2,
    wageringBase: 'bonus',
    expiryDays: 3,
    period: 'day',
    budget: 100_000,
    needsReview: false,
    ...overrides,
  });
  return row.id;
}

const stateOf = async (token: string | undefined, id: number) => {
  const res = await send(app, token ? 'rewardCenter' : 'promotionList', undefined, token ? { token } : {});
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().value.list as PromotionView[]).find((p) => p.id === id);
};
const claim = (token: string, promotionId: number, key?: string) =>
  send(app, 'claimPromotion', { promotionId }, { token, ...withKey(key) });
const badge = async (token: string) =>
  (await send(app, 'availablePromo', undefined, { token }))
    .json()
    .value.availablePromo.map((p: { id: number }) => p.id);
const entriesOf = (id: number) =>
  t.db.orm.select().from(promotionEntries).where(eq(promotionEntries.promotionId, id)).orderBy(promotionEntries.id);
const paidTransfers = (id: number) =>
  t.db.orm
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.reference, `promotion:${id}`));
const spentOf = async (id: number) => (await t.db.orm.select().from(promotions).where(eq(promotions.id, id)))[0];

/** A deposit paid through the demo provider, credited by its notification. */
const deposit = (who: SignedInMember, amount: number) =>
  creditedDeposit(app, t.config.demoPayments.secret, who.token, amount, ONLINE);

describe('a red packet during the rain and between rains', () => {
  it('waits for the rain, then pays one packet within its bounds with its wagering, once per rain', async () => {
    const id = await redPacket(['rain1']);
    firstCampaign = id;
    const p1 = await member('rain1');
    const today = rainStart('2026-12-07');
    const waiting = await stateOf(p1.token, id);
    expect(waiting).toMatchObject({
      kind: 'red-packet',
      category: 'lucky',
      state: 'process',
      amount: null,
      reward: { type: 'random', min: 1, max: 8.88 },
      period: 'day',
      rain: { startMinute: 840, minutes: 30, nextStartsAt: today, nextEndsAt: today + 30 * MINUTE },
    });
    expect((await claim(p1.token, id)).json()).toMatchObject({ errorCode: 'promotion.rain.waiting' });
    expect(await badge(p1.token)).not.toContain(id);
    // Guests see only campaigns without a member list, such as the demo's evening rain (20:00, 12:00 UTC): open.
    expect(await stateOf(undefined, id)).toBeUndefined();
    const guest = (await send(app, 'promotionList')).json().value.list as PromotionView[];
    const evening = Date.UTC(2026, 11, 7, 12);
    expect(guest.find((p) => p.kind === 'red-packet')).toMatchObject({
      state: 'join',
      reward: { type: 'random', min: 1, max: 8.88 },
      terms: { multiple: 1 },
      rain: { startMinute: 1200, minutes: 30, nextStartsAt: evening, nextEndsAt: evening + 30 * MINUTE },
    });

    clock.set(today + 5 * MINUTE);
    await member('rain1');
    const raining = await stateOf(p1.token, id);
    expect(raining).toMatchObject({ state: 'claim', amount: null, rain: { nextStartsAt: today } });
    expect(await badge(p1.token)).toContain(id);

    const before = await balanceOf(app, p1.token);
    const grabbed = (await claim(p1.token, id, 'rain-grab')).json().value.promotion as PromotionView;
    expect(grabbed.state).toBe('claimed');
    const amount = toMinorUnits(grabbed.amount as number) as number;
    expect(amount).toBeGreaterThanOrEqual(100);
    expect(amount).toBeLessThanOrEqual(888);
    expect(draws.at(-1)).toEqual([100, 889]);
    expect(await balanceOf(app, p1.token)).toBe(before + amount);
    const [bonus] = (await send(app, 'bonusDetails', undefined, { token: p1.token })).json().value.list;
    expect(bonus).toMatchObject({ promotionId: id, amount: amount / 100, requirement: (2 * amount) / 100 });
    expect(await badge(p1.token)).not.toContain(id);

    // A second grab, and a retry with the same key, answer the packet; nothing moves again.
    expect((await claim(p1.token, id)).json().value.promotion).toMatchObject({
      state: 'claimed',
      amount: amount / 100,
    });
    expect((await claim(p1.token, id, 'rain-grab')).json().value.promotion.state).toBe('claimed');
    expect(await paidTransfers(id)).toHaveLength(1);

    // After the rain the grab still shows, with the next rain to come; a claim then answers it too.
    clock.set(today + 3 * HOUR);
    await member('rain1');
    expect(await stateOf(p1.token, id)).toMatchObject({
      state: 'claimed',
      amount: amount / 100,
      rain: { nextStartsAt: rainStart('2026-12-08') },
    });
    expect((await claim(p1.token, id)).json().value.promotion.state).toBe('claimed');
    expect(await entriesOf(id)).toEqual([expect.objectContaining({ periodKey: '2026-12-07', amount })]);
  });

  it("answers with the server's clock, by which a page times the rain whatever its own clock says", async () => {
    clock.set(rainStart('2026-12-08') - MINUTE);
    const p1 = await member('rain1');
    for (const token of [p1.token, undefined]) {
      const res = await send(app, token ? 'rewardCenter' : 'promotionList', undefined, token ? { token } : {});
      expect(res.json().value.serverTime).toBe(clock.now().getTime());
    }
  });

  it("opens a new period with the next day's rain", async () => {
    const id = firstCampaign;
    clock.set(rainStart('2026-12-08') - MINUTE);
    const p1 = await member('rain1');
    expect(await stateOf(p1.token, id)).toMatchObject({ state: 'claimed' });
    expect((await claim(p1.token, id)).json().value.promotion.state).toBe('claimed');
    clock.advance(2 * MINUTE);
    expect(await stateOf(p1.token, id)).toMatchObject({ state: 'claim' });
    expect((await claim(p1.token, id)).json().value.promotion.state).toBe('claimed');
    expect((await entriesOf(id)).map((e) => e.periodKey)).toEqual(['2026-12-07', '2026-12-08']);
    expect(await paidTransfers(id)).toHaveLength(2);
  });

  it("counts the day's deposits towards the minimum, not the day before's", async () => {
    const id = await redPacket(['rain2'], { minDeposit: 10_000 });
    let p2 = await member('rain2');
    // The evening before: 150.00, a business day too early.
    clock.set(rainStart('2026-12-08') + 4 * HOUR);
    p2 = await member('rain2');
    await deposit(p2, 150);
    clock.set(rainStart('2026-12-09') + MINUTE);
    p2 = await member('rain2');
    expect(await stateOf(p2.token, id)).toMatchObject({ state: 'process', minDeposit: 100 });
    expect((await claim(p2.token, id)).json()).toMatchObject({
      errorCode: 'promotion.not.qualified',
      value: { minDeposit: 100 },
    });
    await deposit(p2, 60);
    expect(await stateOf(p2.token, id)).toMatchObject({ state: 'process' });
    await deposit(p2, 40);
    expect(await stateOf(p2.token, id)).toMatchObject({ state: 'claim' });
    expect((await claim(p2.token, id)).json().value.promotion.state).toBe('claimed');
  });
});

describe('red packets under concurrency and budgets', () => {
  it('pays one packet when a hundred grabs of one member arrive together', async () => {
    const id = await redPacket(['rain3']);
    clock.set(rainStart('2026-12-10') + MINUTE);
    const p3 = await member('rain3');
    const answers = await Promise.all(Array.from({ length: 100 }, () => claim(p3.token, id)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const amounts = new Set(answers.map((a) => a.json().value.promotion.amount));
    expect(amounts.size).toBe(1);
    expect(await paidTransfers(id)).toHaveLength(1);
    expect(await t.db.orm.select().from(memberBonuses).where(eq(memberBonuses.promotionId, id))).toHaveLength(1);
    expect((await spentOf(id))?.spent).toBe(toMinorUnits([...amounts][0] as number));
  });

  it('shrinks the last packets to what is left of the budget, then closes, however many grab at once', async () => {
    const crowd = Array.from({ length: 12 }, (_, i) => `crowd${i}`);
    const id = await redPacket(crowd, { budget: 2_000 });
    clock.set(rainStart('2026-12-11') + MINUTE);
    const tokens = await Promise.all(crowd.map(async (u) => (await member(u)).token));
    fixedDraw = (_min, maxExclusive) => maxExclusive - 1;
    try {
      const answers = await Promise.all(tokens.map((token) => claim(token, id)));
      const paid = answers.filter((a) => a.json().success).map((a) => a.json().value.promotion.amount);
      expect(paid.sort((a, b) => a - b)).toEqual([2.24, 8.88, 8.88]);
      const refused = answers.filter((a) => !a.json().success).map((a) => a.json().errorCode);
      expect(new Set(refused)).toEqual(new Set(['promotion.budget.spent']));
    } finally {
      fixedDraw = null;
    }
    expect((await spentOf(id))?.spent).toBe(2_000);
    const states = await Promise.all(tokens.map(async (token) => (await stateOf(token, id))?.state));
    expect(states.filter((s) => s === 'claimed')).toHaveLength(3);
    expect(states.filter((s) => s === 'close')).toHaveLength(9);
  });

  it('never passes the budget with random packets, each within its bounds, the ledger whole', async () => {
    const crowd = Array.from({ length: 12 }, (_, i) => `crowd${i}`);
    const id = await redPacket(crowd, { budget: 3_000 });
    clock.set(rainStart('2026-12-12') + MINUTE);
    const tokens = await Promise.all(crowd.map(async (u) => (await member(u)).token));
    const answers = await Promise.all(tokens.map((token) => claim(token, id)));
    for (const a of answers) expect(a.statusCode).toBeLessThan(500);
    const entries = (await entriesOf(id)).filter((e) => e.periodKey === '2026-12-12');
    const total = entries.reduce((sum, e) => sum + e.amount, 0);
    expect(entries.every((e) => e.amount >= 100 && e.amount <= 888)).toBe(true);
    const row = await spentOf(id);
    expect(row?.spent).toBe(total);
    expect(total).toBeLessThanOrEqual(3_000);
    // Twelve grabs of at least 1.00 against 30.00: the pool ran dry before the crowd did.
    expect(3_000 - total).toBeLessThan(100);
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });
});

describe('red packets the brand writes, reviews, starts and ends', () => {
  it('is written in the console with its rain and bounds, and rains for the members of its audience', async () => {
    clock.set(rainStart('2026-12-13') - HOUR);
    const admin = await consoleSignIn(app, 'rain-admin', 'Rain-Admin-2026-x');
    const input = {
      kind: 'red-packet',
      title: { EN: 'Console rain', CN: '后台红包雨' },
      summary: { EN: 'Rain' },
      rules: { EN: '<p>Rain</p>' },
      imageUrl: null,
      enabled: true,
      sort: 60,
      startsAt: clock.now().getTime(),
      endsAt: null,
      audience: { agentLines: [], registeredFrom: null, registeredUntil: null, members: ['rain5'] },
      reward: { type: 'random', min: 0.5, max: 2 },
      rain: RAIN,
      minDeposit: 0,
      terms: { multiple: 1, base: 'bonus', expiryDays: 3, maxBet: null, products: null },
      period: 'day',
      perMemberLimit: null,
      budget: 50,
      needsReview: false,
    };
    // Without a budget to stop at, or once a week, a red packet is refused.
    const unbounded = await consoleCall(app, admin, 'POST', '/promotions', { ...input, budget: null });
    expect(unbounded.json()).toMatchObject({
      errorCode: 'request.invalid',
      value: { fields: { budget: expect.any(String) } },
    });
    const weekly = await consoleCall(app, admin, 'POST', '/promotions', { ...input, period: 'week' });
    expect(weekly.json()).toMatchObject({ errorCode: 'request.invalid' });
    const created = await consoleCall(app, admin, 'POST', '/promotions', input);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().value).toMatchObject({
      kind: 'red-packet',
      category: 'lucky',
      reward: { type: 'random', min: 0.5, max: 2 },
      rain: { startMinute: 840, minutes: 30 },
      budget: 50,
    });
    const id = created.json().value.id as number;
    const p5 = await member('rain5');
    expect(await stateOf(p5.token, id)).toMatchObject({
      state: 'process',
      rain: { nextStartsAt: rainStart('2026-12-13') },
    });
    clock.set(rainStart('2026-12-13') + MINUTE);
    p5.token = (await member('rain5')).token;
    const grabbed = (await claim(p5.token, id)).json().value.promotion;
    expect(grabbed.state).toBe('claimed');
    expect(grabbed.amount).toBeGreaterThanOrEqual(0.5);
    expect(grabbed.amount).toBeLessThanOrEqual(2);
    expect(draws.at(-1)).toEqual([50, 201]);
  });

  it('holds a reviewed packet against the budget until approved', async () => {
    const id = await redPacket(['rain4'], { needsReview: true, budget: 10_000 });
    clock.set(rainStart('2026-12-13') + MINUTE);
    const p4 = await member('rain4');
    const before = await balanceOf(app, p4.token);
    const applied = (await claim(p4.token, id)).json().value.promotion;
    expect(applied.state).toBe('applying');
    const amount = toMinorUnits(applied.amount) as number;
    expect((await spentOf(id))?.spent).toBe(amount);
    expect(await balanceOf(app, p4.token)).toBe(before);
    const finance = await consoleSignIn(app, 'rain-finance', 'Rain-Finance-2026');
    const [pending] = (await consoleCall(app, finance, 'GET', `/promotion-claims?promotionId=${id}`)).json().value.list;
    expect((await consoleCall(app, finance, 'POST', `/promotion-claims/${pending.id}/approve`)).statusCode).toBe(200);
    expect(await balanceOf(app, p4.token)).toBe(before + amount);
    expect(await stateOf(p4.token, id)).toMatchObject({ state: 'issued', amount: applied.amount });
  });

  it('is coming soon before its start, and closed with no rain left after its end', async () => {
    const start = rainStart('2026-12-15');
    clock.set(rainStart('2026-12-14') + MINUTE);
    const id = await redPacket(['rain5'], {
      startsAt: new Date(start + 10 * MINUTE),
      endsAt: new Date(start + 20 * MINUTE),
    });
    const p5 = await member('rain5');
    expect(await stateOf(p5.token, id)).toMatchObject({
      state: 'comingSoon',
      rain: { nextStartsAt: start + 10 * MINUTE, nextEndsAt: start + 20 * MINUTE },
    });
    expect((await claim(p5.token, id)).json().errorCode).toBe('promotion.not.open');
    clock.set(start + 15 * MINUTE);
    p5.token = (await member('rain5')).token;
    expect(await stateOf(p5.token, id)).toMatchObject({ state: 'claim' });
    clock.set(start + 20 * MINUTE);
    expect(await stateOf(p5.token, id)).toMatchObject({
      state: 'close',
      rain: { nextStartsAt: null, nextEndsAt: null },
    });
    expect((await claim(p5.token, id)).json().errorCode).toBe('promotion.not.open');
    const rows = await t.db.orm
      .select()
      .from(promotionEntries)
      .where(and(eq(promotionEntries.promotionId, id), eq(promotionEntries.memberId, p5.id)));
    expect(rows).toHaveLength(0);
  });
});
