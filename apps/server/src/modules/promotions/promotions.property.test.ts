import { type PromotionInput, toMinorUnits } from '@lotus/contract';
import { eq, like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, loginAs, movableClock, send } from '../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import {
  balanceOf,
  creditedDeposit,
  MEMBER_PASSWORD,
  PAYMENT_PASSWORD,
  type SignedInMember,
  signedInTree,
  withKey,
} from '../../../test/money-helpers.ts';
import { trackedRuns } from '../../../test/tracked-runs.ts';
import { ledgerTransfers, promotionEntries, promotions } from '../../db/schema.ts';
import { houseAccountId, memberAccountId } from '../wallet/ledger/accounts.ts';
import { postTransfer } from '../wallet/ledger/post-transfer.ts';
import { verifyLedger } from '../wallet/ledger/verify-ledger.ts';
import { bonusWageringLeft, countTurnover, outstandingTurnover } from '../wallet/turnover/turnover.ts';

/**
 * Random sequences of deposits, bets of several categories, withdrawals, transfers up and down the tree, claims (some
 * sent several times at once), reviews, forfeits, VIP levels set up and down by an operator and days passing with the
 * expiry and raffle-draw jobs, through the app, against seven campaigns with budgets (one a red packet, one a VIP
 * upgrade reward, one a raffle every member joins, drawn once time has passed its end). After every step: the ledger
 * verifies; no withdrawal or transfer went through while a bonus was still being wagered (nor a withdrawal while any
 * requirement was open); no campaign spent past its budget, and its spent figure is what its paid and pending claims
 * hold; every entry was paid at most once; every red packet is within its bounds, one per member and rain; no VIP
 * level's upgrade reward was paid twice to a member; a drawn raffle gave each tier at most its count of prizes, to
 * entries that held tickets, one prize each.
 *
 * PROMOTIONS_RUNS=100 runs longer than CI does.
 */
const NUM_RUNS = Number(process.env.PROMOTIONS_RUNS ?? 6);
const ONLINE = 1;

let t: TestApp;
let app: FastifyInstance;
let admin: string;
const clock = movableClock(Date.UTC(2026, 11, 7, 4));
let run = 0;
/** What the runs did, so a run of only refusals is seen: bonuses paid, and moves refused for a bonus's wagering. */
const seen = { paid: 0, heldBack: 0, vipPaid: 0, rafflePaid: 0, packets: 0 };

const base = (overrides: Partial<PromotionInput>): PromotionInput => ({
  kind: 'check-in',
  title: { EN: 'Property' },
  summary: { EN: 'Property' },
  rules: { EN: '<p>Property</p>' },
  imageUrl: null,
  enabled: true,
  sort: 10,
  startsAt: clock.now().getTime() - HOUR,
  endsAt: null,
  audience: { agentLines: [], registeredFrom: null, registeredUntil: null, members: [] },
  reward: { type: 'streak', amounts: [10, 20] },
  minDeposit: 0,
  terms: { multiple: 2, base: 'bonus', expiryDays: 2, maxBet: null, products: null },
  period: 'day',
  perMemberLimit: null,
  budget: 45,
  needsReview: false,
  ...overrides,
});

const CAMPAIGNS: PromotionInput[] = [
  base({
    kind: 'first-deposit',
    reward: { type: 'percent', percent: 100, cap: 200 },
    minDeposit: 100,
    terms: {
      multiple: 3,
      base: 'bonus',
      expiryDays: 3,
      maxBet: null,
      products: [
        { category: 'RNG', weight: 100 },
        { category: 'LIVE', weight: 20 },
      ],
    },
    period: 'once',
    budget: 500,
  }),
  base({ kind: 'reload', reward: { type: 'fixed', amount: 30 }, period: 'day', budget: 100, needsReview: true }),
  base({ kind: 'reload', reward: { type: 'percent', percent: 50, cap: 80 }, period: 'week', budget: null }),
  base({}),
  // Rains from 11:00 to 15:00 in the brand's time (the runs start at 12:00): packets of 5.00 to 25.00, the last ones
  // cut to what is left of the budget.
  base({
    kind: 'red-packet',
    reward: { type: 'random', min: 5, max: 25 },
    rain: { startMinute: 11 * 60, minutes: 240 },
    period: 'day',
    budget: 60,
  }),
  // Level 2 pays nothing; the budget runs out before every level of every member is paid.
  base({ kind: 'vip-upgrade', reward: { type: 'levels', amounts: [10, 0, 30, 20, 50] }, period: 'once', budget: 150 }),
  // Its end is set when each run creates it (RAFFLE_HOURS on); as many prizes as members, claimed for 30 days.
  base({
    kind: 'raffle',
    reward: {
      type: 'prizes',
      prizes: [
        { amount: 30, count: 1 },
        { amount: 10, count: 2 },
      ],
    },
    period: 'once',
    budget: 50,
    raffle: { ticketBy: 'deposit', ticketUnit: 100, maxTickets: 4, claimDays: 30 },
  }),
];
const VIP_UPGRADE = 5;
const RAFFLE = 6;
const RAFFLE_HOURS = 4;
const CHECK_IN = 3;
const RED_PACKET = 4;

type Who = 0 | 1 | 2;
const UPLINE: (Who | null)[] = [null, 0, 0];
const who = fc.constantFrom<Who>(0, 1, 2);
const action = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), who, amount: fc.integer({ min: 100, max: 600 }) }),
  fc.record({
    kind: fc.constant('claim' as const),
    who,
    campaign: fc.integer({ min: 0, max: CAMPAIGNS.length - 1 }),
    times: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({
    kind: fc.constant('bet' as const),
    who,
    stake: fc.integer({ min: 10, max: 500 }),
    payout: fc.integer({ min: 0, max: 600 }),
    category: fc.constantFrom('RNG', 'LIVE', 'SPORTS'),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), who, amount: fc.integer({ min: 100, max: 500 }) }),
  fc.record({ kind: fc.constant('transfer' as const), who, amount: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ kind: fc.constant('forfeit' as const), who }),
  fc.record({ kind: fc.constant('review' as const), approve: fc.boolean() }),
  fc.record({ kind: fc.constant('time' as const), hours: fc.integer({ min: 1, max: 80 }) }),
  fc.record({ kind: fc.constant('level' as const), who, level: fc.integer({ min: 0, max: 5 }) }),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

beforeAll(async () => {
  t = await createTestApp({ clock });
  app = t.app;
  await insertOperator(t.db, 'prop-admin', 'Prop-Admin-2026-x', 'admin');
});

afterAll(() => t?.close());

/** A deposit paid through the demo provider, credited by its notification. */
const deposit = (member: SignedInMember, amount: number) =>
  creditedDeposit(app, t.config.demoPayments.secret, member.token, amount, ONLINE);

/** A settled round: the stake leaves, the payout comes back, the stake counts towards the member's requirements. */
async function bet(member: SignedInMember, stake: number, payout: number, category: string, key: string) {
  await t.db.orm.transaction(async (tx) => {
    const main = await memberAccountId(tx, 1, member.id);
    const house = await houseAccountId(tx, 1, 'house:games:PROP');
    await postTransfer(tx, {
      merchantId: 1,
      fromAccountId: main,
      toAccountId: house,
      amount: stake,
      kind: 'bet',
      idempotencyKey: `${key}:bet`,
      at: clock.now(),
    });
    if (payout > 0) {
      await postTransfer(tx, {
        merchantId: 1,
        fromAccountId: house,
        toAccountId: main,
        amount: payout,
        kind: 'win',
        idempotencyKey: `${key}:win`,
        at: clock.now(),
      });
    }
    await countTurnover(tx, 1, member.id, stake, category);
  });
}

async function invariants(campaignIds: number[]) {
  expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  for (const id of campaignIds) {
    const [p] = await t.db.orm.select().from(promotions).where(eq(promotions.id, id));
    const [held] = await t.db.orm
      .select({ total: sql<string>`coalesce(sum(${promotionEntries.amount}), 0)` })
      .from(promotionEntries)
      .where(
        sql`${promotionEntries.promotionId} = ${id} and ${promotionEntries.status} in ('claimed', 'issued', 'applying')`,
      );
    expect(p?.spent).toBe(Number(held?.total));
    if (p?.budget != null) expect(p.spent).toBeLessThanOrEqual(p.budget);
  }
  const paid = await t.db.orm
    .select({ key: ledgerTransfers.idempotencyKey, n: sql<number>`count(*)::int` })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, 'promotion-entry:%'))
    .groupBy(ledgerTransfers.idempotencyKey);
  expect(paid.every((row) => row.n === 1)).toBe(true);
  // Red packets: each within its bounds (the last ones cut to the budget, never below the smallest), one per rain.
  const packets = await t.db.orm
    .select()
    .from(promotionEntries)
    .where(eq(promotionEntries.promotionId, campaignIds[RED_PACKET] as number));
  for (const e of packets) {
    expect(e.amount).toBeGreaterThanOrEqual(500);
    expect(e.amount).toBeLessThanOrEqual(2_500);
  }
  expect(new Set(packets.map((e) => `${e.memberId}:${e.periodKey}`)).size).toBe(packets.length);
  // Each member's upgrade entries cover levels that follow each other, none twice: [first, top] after the last top.
  const upgrades = await t.db.orm
    .select()
    .from(promotionEntries)
    .where(eq(promotionEntries.promotionId, campaignIds[VIP_UPGRADE] as number))
    .orderBy(promotionEntries.id);
  const top = new Map<number, number>();
  for (const e of upgrades) {
    const level = Number(e.periodKey.replace('level:', ''));
    expect(e.streakDay).toBe((top.get(e.memberId) ?? 0) + 1);
    expect(level).toBeGreaterThanOrEqual(e.streakDay ?? 0);
    top.set(e.memberId, level);
  }
  const raffle = await t.db.orm
    .select()
    .from(promotionEntries)
    .where(eq(promotionEntries.promotionId, campaignIds[RAFFLE] as number));
  const won = raffle.filter((e) => e.prizeRank !== null);
  expect(won.every((e) => (e.tickets ?? 0) > 0)).toBe(true);
  expect(won.filter((e) => e.prizeRank === 1).length).toBeLessThanOrEqual(1);
  expect(won.filter((e) => e.prizeRank === 2).length).toBeLessThanOrEqual(2);
  expect(won.every((e) => e.amount === (e.prizeRank === 1 ? 3_000 : 1_000))).toBe(true);
}

/** The next noon in the brand's time (04:00 UTC), inside the red packet's rain: where each run starts. */
const nextNoon = (now: number) => Math.ceil((now - 4 * HOUR) / (24 * HOUR)) * 24 * HOUR + 4 * HOUR;

async function runSequence(actions: Action[]) {
  run += 1;
  clock.set(nextNoon(clock.now().getTime()));
  admin = await consoleSignIn(app, 'prop-admin', 'Prop-Admin-2026-x');
  const names = [`pa${run}`, `pb${run}`, `pc${run}`];
  const members = await signedInTree(
    app,
    t.db,
    [
      { username: names[0] as string, type: 1 },
      { username: names[1] as string, type: 0, parent: names[0] },
      { username: names[2] as string, type: 0, parent: names[0] },
    ],
    { now: clock.now() },
  );
  const campaignIds: number[] = [];
  for (const input of CAMPAIGNS) {
    const audience = { ...input.audience, members: names };
    const created = await consoleCall(app, admin, 'POST', '/promotions', {
      ...input,
      audience,
      startsAt: clock.now().getTime() - HOUR,
      endsAt: input.kind === 'raffle' ? clock.now().getTime() + RAFFLE_HOURS * HOUR : input.endsAt,
    });
    expect(created.statusCode).toBe(200);
    campaignIds.push(created.json().value.id);
  }
  // Every member takes part in the raffle: their deposits until its end are its tickets.
  for (const member of members) {
    const joined = await send(app, 'joinPromotion', { promotionId: campaignIds[RAFFLE] }, { token: member.token });
    expect(joined.json().value.promotion.state).toBe('process');
  }
  let step = 0;
  for (const a of actions) {
    step += 1;
    if (a.kind === 'time') {
      clock.advance(a.hours * HOUR);
      await app.jobs.runNow('bonus-expiry', `prop-${run}-${step}`);
      await app.jobs.runNow('raffle-draw', `prop-${run}-${step}`);
      admin = await consoleSignIn(app, 'prop-admin', 'Prop-Admin-2026-x');
      await relogin(members);
      continue;
    }
    if (a.kind === 'review') {
      const [pending] = (await consoleCall(app, admin, 'GET', '/promotion-claims')).json().value.list;
      if (!pending) continue;
      const path = `/promotion-claims/${pending.id}/${a.approve ? 'approve' : 'reject'}`;
      const res = await consoleCall(app, admin, 'POST', path, a.approve ? undefined : { reason: 'Property test' });
      expect(res.statusCode).toBe(200);
      await invariants(campaignIds);
      continue;
    }
    if (a.kind === 'level') {
      const target = members[a.who] as SignedInMember;
      const res = await consoleCall(app, admin, 'POST', `/members/${target.id}/vip`, {
        level: a.level,
        reason: 'Property',
      });
      expect(res.statusCode).toBe(200);
      await invariants(campaignIds);
      continue;
    }
    const member = members[a.who] as SignedInMember;
    const bonusLeft = await bonusWageringLeft(t.db.orm, 1, member.id);
    const anyLeft = await outstandingTurnover(t.db.orm, 1, member.id);
    const before = await balanceOf(app, member.token);
    if (a.kind === 'deposit') await deposit(member, a.amount);
    if (a.kind === 'claim') {
      const id = campaignIds[a.campaign] as number;
      const answers = await Promise.all(
        Array.from({ length: a.times }, () =>
          send(app, 'claimPromotion', { promotionId: id }, { token: member.token, ...withKey(`c${run}-${step}`) }),
        ),
      );
      for (const res of answers) expect(res.statusCode).toBeLessThan(500);
      if (answers.some((res) => ['claimed', 'signed'].includes(res.json().value?.promotion?.state))) {
        seen.paid += 1;
        if (a.campaign === VIP_UPGRADE) seen.vipPaid += 1;
        if (a.campaign === RAFFLE) seen.rafflePaid += 1;
        if (a.campaign === RED_PACKET) seen.packets += 1;
      }
    }
    if (a.kind === 'bet' && before >= a.stake * 100) {
      await bet(member, a.stake * 100, a.payout * 100, a.category, `prop-${run}-${step}`);
    }
    if (a.kind === 'withdraw') {
      const res = await send(
        app,
        'withdraw',
        { bankAccountId: member.bankAccountId, amount: a.amount, paymentPassword: PAYMENT_PASSWORD },
        { token: member.token },
      );
      if (anyLeft > 0 || bonusLeft > 0) expect(res.json().success).toBe(false);
      if (!res.json().success) expect(await balanceOf(app, member.token)).toBe(before);
    }
    if (a.kind === 'transfer') {
      const upline = UPLINE[a.who] ?? null;
      const target = members[upline ?? 1];
      const res = await send(
        app,
        'memberTransfer',
        { toUsername: target?.username, amount: a.amount, paymentPassword: PAYMENT_PASSWORD },
        { token: member.token },
      );
      // Refused for the bonus, or for something checked before it (the balance, the password's lock).
      if (bonusLeft > 0) expect(res.json().success).toBe(false);
      if (res.json().errorCode === 'bonus.wagering.outstanding') seen.heldBack += 1;
      if (!res.json().success) expect(await balanceOf(app, member.token)).toBe(before);
    }
    if (a.kind === 'forfeit') {
      const [active] = (
        await send(app, 'bonusDetails', undefined, { token: member.token, query: { status: 'active' } })
      ).json().value.list;
      if (active) {
        const res = await send(app, 'forfeitBonus', { bonusId: active.id }, { token: member.token });
        expect(res.statusCode).toBeLessThan(500);
        if (res.json().success) {
          const taken = toMinorUnits(res.json().value.bonus.forfeited) as number;
          expect(await balanceOf(app, member.token)).toBe(before - taken);
        }
      }
    }
    await invariants(campaignIds);
  }
}

/** Days passing end sessions: each member signs in again. */
async function relogin(members: SignedInMember[]) {
  for (const m of members) m.token = await loginAs(app, { username: m.username, password: MEMBER_PASSWORD });
}

describe('promotions under random sequences', () => {
  it(
    'never lets bonus money leave before its wagering, never pays twice, never passes a budget',
    async () => {
      const tracked = trackedRuns(runSequence);
      try {
        // Every sequence opens with a check-in claimed twice at once, a red packet grabbed three times at once in the
        // rain and a deposit that holds raffle tickets, so each run pays at least twice whatever follows; it ends past
        // the raffle's end with every member claiming a prize.
        const checkIn: Action = { kind: 'claim', who: 1, campaign: CHECK_IN, times: 2 };
        const grab: Action = { kind: 'claim', who: 2, campaign: RED_PACKET, times: 3 };
        const tickets: Action = { kind: 'deposit', who: 1, amount: 200 };
        const drawn: Action = { kind: 'time', hours: RAFFLE_HOURS + 1 };
        const prizes = ([0, 1, 2] as const).map((who): Action => ({ kind: 'claim', who, campaign: RAFFLE, times: 2 }));
        const sequences = fc
          .array(action, { minLength: 8, maxLength: 22 })
          .map((rest) => [checkIn, grab, tickets, ...rest, drawn, ...prizes]);
        await fc.assert(fc.asyncProperty(sequences, tracked.predicate), {
          numRuns: NUM_RUNS,
        });
      } finally {
        await tracked.settled();
      }
      if (process.env.PROMOTIONS_RUNS) console.info('promotions property:', NUM_RUNS, 'runs', seen);
      expect(seen.paid).toBeGreaterThan(0);
      expect(seen.rafflePaid).toBeGreaterThan(0);
      expect(seen.packets).toBeGreaterThan(0);
    },
    60_000 + NUM_RUNS * 10_000,
  );
});
