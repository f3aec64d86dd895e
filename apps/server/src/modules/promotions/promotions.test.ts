import type { PromotionInput, PromotionView } from '@lotus/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, loginAs, movableClock, send } from '../../../test/auth-helpers.ts';
import { insertBet, vendorFixture } from '../../../test/bet-fixtures.ts';
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
import { auditLog, ledgerTransfers, memberBonuses, promotionEntries, turnoverRequirements } from '../../db/schema.ts';
import { houseLaunchToken, roundKey, switchableTransport } from '../house/house-fixtures.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';
import { houseAccountId, memberAccountId } from '../wallet/ledger/accounts.ts';
import { postTransfer } from '../wallet/ledger/post-transfer.ts';
import { verifyLedger } from '../wallet/ledger/verify-ledger.ts';
import { countTurnover } from '../wallet/turnover/turnover.ts';

const DAY = 24 * HOUR;
const ONLINE = 1;
// The demo brand's seeded campaigns.
const FIRST_DEPOSIT = 1;
const RELOAD = 2;
const CHECK_IN = 3;
const VIP_UPGRADE = 4;
const BIRTHDAY = 5;
const RAFFLE = 6;
const RED_PACKET = 7;

let t: TestApp;
let app: FastifyInstance;
const clock = movableClock(Date.UTC(2026, 11, 7, 4));
let admin: string;
let finance: string;
let m: SignedInMember[];

const list = async (token: string) =>
  (await send(app, 'rewardCenter', undefined, { token })).json().value.list as PromotionView[];
const stateOf = async (token: string, id: number) => (await list(token)).find((p) => p.id === id);
const claim = (token: string, promotionId: number, key?: string) =>
  send(app, 'claimPromotion', { promotionId }, { token, ...withKey(key) });
const join = (token: string, promotionId: number) => send(app, 'joinPromotion', { promotionId }, { token });
const bonuses = async (token: string) => (await send(app, 'bonusDetails', undefined, { token })).json().value;

/** A deposit paid through the demo provider, credited by its notification. */
const deposit = (member: SignedInMember, amount: number) =>
  creditedDeposit(app, t.config.demoPayments.secret, member.token, amount, ONLINE);

/** Valid bets counted towards the member's requirements, as a settled round of `category` counts them. */
const wager = (member: SignedInMember, minor: number, category = 'RNG') =>
  t.db.orm.transaction((tx) => countTurnover(tx, 1, member.id, minor, category));

const campaign = (overrides: Partial<PromotionInput> = {}): PromotionInput => ({
  kind: 'check-in',
  title: { EN: 'Test check-in', CN: '测试签到' },
  summary: { EN: 'A check-in for tests' },
  rules: { EN: '<p>Rules</p><script>alert(1)</script>' },
  imageUrl: null,
  enabled: true,
  sort: 5,
  startsAt: clock.now().getTime() - HOUR,
  endsAt: null,
  audience: { agentLines: [], registeredFrom: null, registeredUntil: null, members: [] },
  reward: { type: 'streak', amounts: [10] },
  minDeposit: 0,
  terms: { multiple: 2, base: 'bonus', expiryDays: 3, maxBet: null, products: null },
  period: 'day',
  perMemberLimit: null,
  budget: null,
  needsReview: false,
  ...overrides,
});

beforeAll(async () => {
  let built: FastifyInstance | undefined;
  const wallet = switchableTransport(() => built as FastifyInstance);
  t = await createTestApp({ clock, houseTransport: wallet.transport });
  app = t.app;
  built = app;
  await insertOperator(t.db, 'promo-admin', 'Promo-Admin-2026', 'admin');
  await insertOperator(t.db, 'promo-finance', 'Promo-Finance-2026', 'finance');
  await operators();
  m = await signedInTree(app, t.db, [
    { username: 'promoagent', type: 1 },
    { username: 'promo1', type: 0, parent: 'promoagent' },
    { username: 'promo2', type: 0 },
    { username: 'promo3', type: 0, parent: 'promoagent' },
    { username: 'promo4', type: 0 },
  ]);
});

/** A member by username, with a live session: moving the clock by days ends sessions, so each test signs in again. */
async function member(username: string) {
  const found = m.find((x) => x.username === username);
  if (!found) throw new Error(`no member ${username}`);
  found.token = await loginAs(app, { username, password: MEMBER_PASSWORD });
  return found;
}

async function operators() {
  admin = await consoleSignIn(app, 'promo-admin', 'Promo-Admin-2026');
  finance = await consoleSignIn(app, 'promo-finance', 'Promo-Finance-2026');
}

afterAll(() => t?.close());

describe('the promotions page and the reward centre', () => {
  it('shows guests the seeded campaigns with their terms, and a new member each in its state', async () => {
    const guest = (await send(app, 'promotionList')).json().value.list as PromotionView[];
    expect(guest.map((p) => [p.id, p.kind, p.state])).toEqual([
      [FIRST_DEPOSIT, 'first-deposit', 'join'],
      [RELOAD, 'reload', 'join'],
      [CHECK_IN, 'check-in', 'join'],
      [VIP_UPGRADE, 'vip-upgrade', 'join'],
      [BIRTHDAY, 'birthday', 'join'],
      [RAFFLE, 'raffle', 'join'],
      [RED_PACKET, 'red-packet', 'join'],
    ]);
    expect(guest[0]).toMatchObject({
      reward: { type: 'percent', percent: 100, cap: 500 },
      minDeposit: 100,
      terms: { multiple: 5, base: 'bonus', expiryDays: 7, maxBet: 50 },
      period: 'once',
      needsReview: false,
    });
    const p1 = await member('promo1');
    const member1 = await list(p1.token);
    // A new member is at VIP level 0 with no birthday: the VIP rewards have nothing for them yet.
    // The VIP rewards wait for a level that pays and for the birthday month.
    // The red packet waits for the evening's rain.
    expect(member1.map((p) => p.state)).toEqual(['join', 'join', 'claim', 'process', 'process', 'join', 'process']);
    expect(member1[3]).toMatchObject({ category: 'vip', reward: { type: 'levels', amounts: [0, 18, 58, 188, 588] } });
    const badge = (await send(app, 'availablePromo', undefined, { token: p1.token })).json().value;
    expect(badge.availablePromoCount).toBe(4);
    // The demo raffle: its seed's hash from the start, the seed itself only once drawn.
    expect(guest[5]?.raffle).toMatchObject({ ticketBy: 'deposit', ticketUnit: 100, maxTickets: 50, seed: null });
    expect(guest[5]?.raffle?.seedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes a first-deposit bonus from join through claim, paid once with its wagering, held in the wallet', async () => {
    const p1 = await member('promo1');
    expect((await join(p1.token, FIRST_DEPOSIT)).json().value.promotion.state).toBe('process');
    expect((await claim(p1.token, FIRST_DEPOSIT)).json()).toMatchObject({ errorCode: 'promotion.not.qualified' });
    await deposit(p1, 300);
    expect(await stateOf(p1.token, FIRST_DEPOSIT)).toMatchObject({ state: 'claim', amount: 300 });
    const before = await balanceOf(app, p1.token);
    const claimed = await claim(p1.token, FIRST_DEPOSIT, 'first-claim');
    expect(claimed.json().value.promotion).toMatchObject({ state: 'claimed', amount: 300 });
    expect(await balanceOf(app, p1.token)).toBe(before + 30_000);
    // A retried claim answers the state; nothing moves again.
    expect((await claim(p1.token, FIRST_DEPOSIT, 'first-claim')).json().value.promotion.state).toBe('claimed');
    expect(await balanceOf(app, p1.token)).toBe(before + 30_000);
    const page = await bonuses(p1.token);
    expect(page.list).toEqual([
      expect.objectContaining({ amount: 300, requirement: 1500, wagered: 0, status: 'active', forfeited: 0 }),
    ]);
    // The bonus stays in the main wallet while it is wagered.
    const transfer = await send(
      app,
      'memberTransfer',
      { toUsername: 'promoagent', amount: 1, paymentPassword: '482916' },
      { token: p1.token },
    );
    expect(transfer.json()).toMatchObject({ errorCode: 'bonus.wagering.outstanding' });
    expect(await balanceOf(app, p1.token)).toBe(before + 30_000);
  });

  it('caps stakes at the bonus max bet on house games, counts bets by their weight, and completes the bonus', async () => {
    const p1 = await member('promo1');
    const token = await houseLaunchToken(t.db, 'lotus-slot', { memberId: p1.id });
    const play = (stake: number, roundKey: string) =>
      app.inject({ method: 'POST', url: '/house/v1/play', payload: { token, stake, roundKey } });
    const refused = await play(100, roundKey());
    expect(refused.json()).toMatchObject({ errorCode: 'bonus.max.bet', value: { maxBet: 50 } });
    expect((await play(50, roundKey())).statusCode).toBe(200);
    // The bonus counts first (the 50 round above too), live casino at 10 %; the deposit's own 300 comes after it.
    await wager(p1, 25_000);
    expect((await bonuses(p1.token)).list[0].wagered).toBe(300);
    await wager(p1, 100_000, 'LIVE');
    expect((await bonuses(p1.token)).list[0].wagered).toBe(400);
    await wager(p1, 120_000, 'RNG');
    expect((await bonuses(p1.token)).list[0]).toMatchObject({ wagered: 1500, status: 'completed' });
    const left = await t.db.orm
      .select()
      .from(turnoverRequirements)
      .where(eq(turnoverRequirements.memberId, p1.id))
      .orderBy(turnoverRequirements.id);
    expect(left.map((r) => [r.kind, r.remaining])).toEqual([
      ['deposit', 20_000],
      ['bonus', 0],
    ]);
    expect((await play(100, roundKey())).statusCode).toBe(200);
  });

  it('sends reloads through review: approved ones are paid, rejected ones say why and give their budget back', async () => {
    const p2 = await member('promo2');
    await deposit(p2, 150);
    expect(await stateOf(p2.token, RELOAD)).toMatchObject({ state: 'join' });
    await deposit(p2, 250);
    expect(await stateOf(p2.token, RELOAD)).toMatchObject({ state: 'claim', amount: 50 });
    const applied = await claim(p2.token, RELOAD);
    expect(applied.json().value.promotion.state).toBe('applying');
    const queue = (await consoleCall(app, finance, 'GET', '/promotion-claims')).json().value;
    expect(queue.list).toEqual([expect.objectContaining({ username: 'promo2', amount: 50, status: 'applying' })]);
    const id = queue.list[0].id;
    const before = await balanceOf(app, p2.token);
    const approved = await consoleCall(app, finance, 'POST', `/promotion-claims/${id}/approve`);
    expect(approved.json().value).toMatchObject({ status: 'issued', reviewedBy: 'promo-finance' });
    expect((await consoleCall(app, finance, 'POST', `/promotion-claims/${id}/approve`)).json().errorCode).toBe(
      'promotion.claim.decided',
    );
    expect(await balanceOf(app, p2.token)).toBe(before + 5_000);
    expect(await stateOf(p2.token, RELOAD)).toMatchObject({ state: 'issued', amount: 50 });
    // Deposit and bonus, three times.
    expect((await bonuses(p2.token)).list[0]).toMatchObject({ amount: 50, requirement: 900 });

    const p3 = await member('promo3');
    await deposit(p3, 100);
    await deposit(p3, 400);
    await claim(p3.token, RELOAD);
    const [pending] = (await consoleCall(app, finance, 'GET', '/promotion-claims')).json().value.list;
    const rejected = await consoleCall(app, finance, 'POST', `/promotion-claims/${pending.id}/reject`, {
      reason: 'Same bank account as another member',
    });
    expect(rejected.json().value).toMatchObject({
      status: 'rejected',
      rejectReason: 'Same bank account as another member',
    });
    expect(await stateOf(p3.token, RELOAD)).toMatchObject({
      state: 'rejected',
      rejectReason: 'Same bank account as another member',
    });
    const events = await t.db.orm.select({ event: auditLog.event }).from(auditLog);
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['console.promotion.claim.approved', 'console.promotion.claim.rejected']),
    );
    const figures = (await consoleCall(app, finance, 'GET', `/promotions/${RELOAD}`)).json().value.stats;
    expect(figures).toMatchObject({ paid: 50, reserved: 0, claims: 1, pending: 0, rejected: 1, members: 2 });
  });

  it('checks in once a day, paying by the day of an unbroken streak', async () => {
    let p4 = await member('promo4');
    const day = async () => (await claim(p4.token, CHECK_IN)).json().value.promotion as PromotionView;
    expect(await day()).toMatchObject({ state: 'signed', streak: 1, amount: 1 });
    expect(await day()).toMatchObject({ state: 'signed', streak: 1 });
    clock.advance(DAY);
    p4 = await member('promo4');
    expect(await stateOf(p4.token, CHECK_IN)).toMatchObject({ state: 'claim', streak: 2, amount: 1 });
    expect(await day()).toMatchObject({ streak: 2 });
    clock.advance(DAY);
    p4 = await member('promo4');
    expect(await day()).toMatchObject({ streak: 3, amount: 2 });
    clock.advance(2 * DAY);
    p4 = await member('promo4');
    expect(await day()).toMatchObject({ streak: 1, amount: 1 });
    const paid = await t.db.orm
      .select()
      .from(promotionEntries)
      .where(and(eq(promotionEntries.memberId, p4.id), eq(promotionEntries.promotionId, CHECK_IN)));
    expect(paid.map((e) => e.amount)).toEqual([100, 100, 200, 100]);
  });

  it('takes back what is left of a bonus given up, or expired, and clears its wagering', async () => {
    const p2 = await member('promo2');
    const [active] = (await bonuses(p2.token)).list;
    const before = await balanceOf(app, p2.token);
    const forfeit = await send(app, 'forfeitBonus', { bonusId: active.id }, { token: p2.token });
    expect(forfeit.json().value.bonus).toMatchObject({ status: 'forfeited', forfeited: 50 });
    expect(await balanceOf(app, p2.token)).toBe(before - 5_000);
    expect((await send(app, 'forfeitBonus', { bonusId: active.id }, { token: p2.token })).json().errorCode).toBe(
      'bonus.not.active',
    );
    const p4 = await member('promo4');
    expect((await send(app, 'forfeitBonus', { bonusId: active.id }, { token: p4.token })).json().errorCode).toBe(
      'not.found',
    );
    // p4's check-in rewards expire 3 days after each was paid.
    clock.advance(4 * DAY);
    p4.token = (await member('promo4')).token;
    await app.jobs.runNow('bonus-expiry', `expiry-${clock.now().getTime()}`);
    const statuses = (await bonuses(p4.token)).list.map((b: { status: string }) => b.status);
    expect(statuses).toEqual(['expired', 'expired', 'expired', 'expired']);
    const open = await t.db.orm
      .select()
      .from(turnoverRequirements)
      .where(and(eq(turnoverRequirements.memberId, p4.id), eq(turnoverRequirements.kind, 'bonus')));
    expect(open.every((r) => r.remaining === 0)).toBe(true);
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });
});

describe('money back on losses', () => {
  it("pays lose-back on the day before's net loss, once, and rescue on today's once the balance runs low", async () => {
    await operators();
    const p3 = await member('promo3');
    const vendor = await vendorFixture(t.db, 'LOSSV');
    const loseBack = await consoleCall(
      app,
      admin,
      'POST',
      '/promotions',
      campaign({
        kind: 'lose-back',
        title: { EN: 'Lose-back' },
        reward: { type: 'percent', percent: 10, cap: 100 },
        minLoss: 50,
        audience: { agentLines: [], registeredFrom: null, registeredUntil: null, members: ['promo3'] },
      }),
    );
    expect(loseBack.statusCode).toBe(200);
    const id = loseBack.json().value.id;
    expect(await stateOf(p3.token, id)).toMatchObject({ state: 'process', loss: 0 });
    // Yesterday: lost 300 on one round, won 40 back on another (net 260); today's bets do not count.
    const yesterday = new Date(clock.now().getTime() - DAY);
    await insertBet(t.db, { memberId: p3.id, vendorId: vendor.id, stake: 30_000, payout: 0, placedAt: yesterday });
    await insertBet(t.db, { memberId: p3.id, vendorId: vendor.id, stake: 1_000, payout: 5_000, placedAt: yesterday });
    await insertBet(t.db, { memberId: p3.id, vendorId: vendor.id, stake: 90_000, payout: 0, placedAt: clock.now() });
    expect(await stateOf(p3.token, id)).toMatchObject({ state: 'claim', loss: 260, amount: 26 });
    expect((await claim(p3.token, id)).json().value.promotion).toMatchObject({
      state: 'claimed',
      amount: 26,
      loss: 260,
    });
    expect(await stateOf(p3.token, id)).toMatchObject({ state: 'claimed' });

    const rescue = await consoleCall(
      app,
      admin,
      'POST',
      '/promotions',
      campaign({
        kind: 'rescue',
        title: { EN: 'Rescue' },
        reward: { type: 'percent', percent: 5, cap: 20 },
        minLoss: 100,
        balanceBelow: 10,
        audience: { agentLines: [], registeredFrom: null, registeredUntil: null, members: ['promo3'] },
      }),
    );
    const rescueId = rescue.json().value.id;
    // Today's loss is 900, but the balance is still above 10.
    expect(await stateOf(p3.token, rescueId)).toMatchObject({ state: 'process', loss: 900 });
    const balance = await balanceOf(app, p3.token);
    await t.db.orm.transaction(async (tx) =>
      postTransfer(tx, {
        merchantId: 1,
        fromAccountId: await memberAccountId(tx, 1, p3.id),
        toAccountId: await houseAccountId(tx, 1, 'house:adjustments'),
        amount: balance - 500,
        kind: 'adjustment',
        idempotencyKey: 'promo3-spent',
        at: clock.now(),
      }),
    );
    expect(await stateOf(p3.token, rescueId)).toMatchObject({ state: 'claim', amount: 20 });
    expect((await claim(p3.token, rescueId)).json().value.promotion.state).toBe('claimed');
    expect(await balanceOf(app, p3.token)).toBe(2_500);
  });
});

describe("operators' grants", () => {
  it('pays small grants at once, and larger ones only once a second operator approves', async () => {
    await operators();
    const grant = await consoleCall(
      app,
      admin,
      'POST',
      '/promotions',
      campaign({ kind: 'grant', title: { EN: 'Goodwill' }, reward: { type: 'fixed', amount: 20 }, period: 'once' }),
    );
    expect(grant.statusCode).toBe(200);
    const id = grant.json().value.id;
    const p4 = await member('promo4');
    expect(await stateOf(p4.token, id)).toBeUndefined();
    expect((await claim(p4.token, id)).json().errorCode).toBe('promotion.not.found');

    const before = await balanceOf(app, p4.token);
    const small = await consoleCall(app, admin, 'POST', `/promotions/${id}/grants`, {
      usernames: ['promo4', 'PROMO1'],
      amount: 20,
      note: 'Sorry for the outage',
    });
    expect(small.json().value).toEqual({ paid: 2, pending: 0 });
    expect(await balanceOf(app, p4.token)).toBe(before + 2_000);
    expect((await bonuses(p4.token)).list[0]).toMatchObject({ title: 'Goodwill', amount: 20, requirement: 40 });

    const large = await consoleCall(app, admin, 'POST', `/promotions/${id}/grants`, {
      usernames: ['promo4'],
      amount: 1500,
      note: 'VIP goodwill',
    });
    expect(large.json().value).toEqual({ paid: 0, pending: 1 });
    const [waiting] = (await consoleCall(app, admin, 'GET', `/promotion-claims?promotionId=${id}`)).json().value.list;
    expect(waiting).toMatchObject({ requestedBy: 'promo-admin', note: 'VIP goodwill', promotionKind: 'grant' });
    const own = await consoleCall(app, admin, 'POST', `/promotion-claims/${waiting.id}/approve`);
    expect(own.json().errorCode).toBe('promotion.grant.own.request');
    expect(await balanceOf(app, p4.token)).toBe(before + 2_000);
    const second = await consoleCall(app, finance, 'POST', `/promotion-claims/${waiting.id}/approve`);
    expect(second.json().value).toMatchObject({ status: 'issued', reviewedBy: 'promo-finance' });
    expect(await balanceOf(app, p4.token)).toBe(before + 152_000);

    const unknown = await consoleCall(app, finance, 'POST', `/promotions/${id}/grants`, {
      usernames: ['promo4', 'ghost-member'],
      amount: 5,
      note: 'x',
    });
    expect(unknown.json().value.fields.usernames).toContain('ghost-member');
    const content = await consoleCall(app, admin, 'POST', `/promotions/${FIRST_DEPOSIT}/grants`, {
      usernames: ['promo4'],
      amount: 5,
      note: 'x',
    });
    expect(content.json().errorCode).toBe('not.found');
  });
});

describe('claims under concurrency, budgets and audiences', () => {
  it('grants one claim once when a hundred arrive together', async () => {
    await operators();
    const agent = await member('promoagent');
    const created = await consoleCall(app, admin, 'POST', '/promotions', campaign({ title: { EN: 'Hundred' } }));
    expect(created.statusCode).toBe(200);
    const id = created.json().value.id;
    const answers = await Promise.all(Array.from({ length: 100 }, () => claim(agent.token, id)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const paid = await t.db.orm
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, `promotion:${id}`));
    expect(paid).toHaveLength(1);
    const rows = await t.db.orm.select().from(memberBonuses).where(eq(memberBonuses.promotionId, id));
    expect(rows).toHaveLength(1);
  });

  it('never pays past a budget, and keeps a campaign to its audience', async () => {
    const created = await consoleCall(
      app,
      admin,
      'POST',
      '/promotions',
      campaign({
        title: { EN: 'Small budget' },
        budget: 15,
        audience: { agentLines: ['promoagent'], registeredFrom: null, registeredUntil: null, members: ['promo2'] },
      }),
    );
    const id = created.json().value.id;
    expect(created.json().value.audience).toEqual({
      agentLines: ['promoagent'],
      registeredFrom: null,
      registeredUntil: null,
      members: ['promo2'],
      vipLevels: [],
    });
    const p1 = await member('promo1');
    const p2 = await member('promo2');
    // promo1 is in the line but not named; promo2 is named but in no line.
    expect(await stateOf(p1.token, id)).toBeUndefined();
    expect((await claim(p1.token, id)).json().errorCode).toBe('promotion.not.eligible');
    expect((await claim(p2.token, id)).json().errorCode).toBe('promotion.not.eligible');
    const open = await consoleCall(
      app,
      admin,
      'PUT',
      `/promotions/${id}`,
      campaign({ title: { EN: 'Small budget' }, budget: 15 }),
    );
    expect(open.statusCode).toBe(200);
    expect((await claim(p2.token, id)).json().value.promotion.state).toBe('signed');
    expect(await stateOf(p1.token, id)).toMatchObject({ state: 'close' });
    expect((await claim(p1.token, id)).json().errorCode).toBe('promotion.not.open');
    const below = await consoleCall(app, admin, 'PUT', `/promotions/${id}`, campaign({ budget: 5 }));
    expect(below.json()).toMatchObject({
      errorCode: 'request.invalid',
      value: { fields: { budget: expect.any(String) } },
    });
  });

  it('refuses a second deposit bonus while one is wagered when the brand says one at a time', async () => {
    const agent = await member('promoagent');
    await deposit(agent, 150);
    expect((await claim(agent.token, FIRST_DEPOSIT)).json().value.promotion.state).toBe('claimed');
    await deposit(agent, 250);
    const reload = campaign({ kind: 'reload', title: { EN: 'Second' }, reward: { type: 'fixed', amount: 10 } });
    const created = await consoleCall(app, admin, 'POST', '/promotions', reload);
    expect((await claim(agent.token, created.json().value.id)).json().errorCode).toBe('promotion.bonus.active');
  });

  it('checks a campaign against the brand rules and names the fields at fault', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', {
      promotions: { maxWageringMultiple: 10, oneBonusAtATime: true, singleProductOffers: false },
    });
    const capped = await consoleCall(
      app,
      admin,
      'POST',
      '/promotions',
      campaign({ terms: { multiple: 12, base: 'bonus', expiryDays: 3, maxBet: null, products: null } }),
    );
    expect(capped.json()).toMatchObject({
      errorCode: 'request.invalid',
      value: { fields: { 'terms.multiple': expect.any(String) } },
    });
    const unknown = await consoleCall(
      app,
      admin,
      'POST',
      '/promotions',
      campaign({ audience: { agentLines: [], registeredFrom: null, registeredUntil: null, members: ['nobody-here'] } }),
    );
    expect(unknown.json().value.fields['audience.members']).toContain('nobody-here');
    const impossible = await consoleCall(app, admin, 'POST', '/promotions', campaign({ kind: 'first-deposit' }));
    expect(impossible.statusCode).toBe(400);
    await updateMerchantSettings(t.db, 'LOTUS', {
      promotions: { maxWageringMultiple: 10, oneBonusAtATime: true, singleProductOffers: true },
    });
    const mixed = await consoleCall(
      app,
      admin,
      'POST',
      '/promotions',
      campaign({ terms: { multiple: 1, base: 'bonus', expiryDays: 3, maxBet: null, products: null } }),
    );
    expect(mixed.json().value.fields['terms.products']).toBeTruthy();
    const single = await consoleCall(
      app,
      admin,
      'POST',
      '/promotions',
      campaign({
        terms: {
          multiple: 1,
          base: 'bonus',
          expiryDays: 3,
          maxBet: null,
          products: [
            { category: 'SPORTS', weight: 100 },
            { category: 'RNG', weight: 0 },
          ],
        },
      }),
    );
    expect(single.statusCode).toBe(200);
    const content = await consoleCall(app, finance, 'POST', '/promotions', campaign());
    expect(content.statusCode).toBe(403);
    const rules = (await consoleCall(app, admin, 'GET', '/promotions')).json().value.list;
    expect(rules.find((p: { title: { EN?: string } }) => p.title.EN === 'Hundred').rules.EN).toBe('<p>Rules</p>');
  });
});
