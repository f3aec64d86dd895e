import type { PromotionInput, PromotionView } from '@lotus/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, loginAs, MINUTE, movableClock, send } from '../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { balanceOf, MEMBER_PASSWORD, type SignedInMember, signedInTree } from '../../../test/money-helpers.ts';
import { ledgerTransfers, memberBonuses, members, promotionEntries, promotions } from '../../db/schema.ts';
import { verifyLedger } from '../wallet/ledger/verify-ledger.ts';

const DAY = 24 * HOUR;
// The demo brand's business day starts at 16:00 UTC (GMT+8).
const businessMidnight = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) - 8 * HOUR;

let t: TestApp;
let app: FastifyInstance;
// 1 March 2027, noon in the brand's time.
const clock = movableClock(Date.UTC(2027, 2, 1, 4));
let admin: string;
const m: Record<string, SignedInMember> = {};

const campaign = (overrides: Partial<PromotionInput>): PromotionInput => ({
  kind: 'vip-upgrade',
  title: { EN: 'Upgrade test', CN: '升级测试' },
  summary: { EN: 'Upgrade rewards for tests' },
  rules: { EN: '<p>Rules</p>' },
  imageUrl: null,
  enabled: true,
  sort: 20,
  startsAt: clock.now().getTime() - HOUR,
  endsAt: null,
  audience: { agentLines: [], registeredFrom: null, registeredUntil: null, members: [], vipLevels: [] },
  // Level 1 pays 5.00 … level 4 40.00; level 5 nothing.
  reward: { type: 'levels', amounts: [5, 10, 20, 40] },
  minDeposit: 0,
  terms: { multiple: 1, base: 'bonus', expiryDays: 30, maxBet: null, products: null },
  period: 'once',
  perMemberLimit: null,
  budget: null,
  needsReview: false,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ clock });
  app = t.app;
  await insertOperator(t.db, 'vr-admin', 'Vr-Admin-2027-x', 'admin');
  admin = await consoleSignIn(app, 'vr-admin', 'Vr-Admin-2027-x');
  const tree = await signedInTree(
    app,
    t.db,
    ['vr1', 'vr2', 'vr3', 'vr4', 'vr5'].map((username) => ({ username, type: 0 as const })),
  );
  for (const member of tree) m[member.username] = member;
});
afterAll(() => t?.close());

/** The member with a live session (moving the clock by days ends the ones before, and months the password). */
async function member(username: string) {
  const found = m[username] as SignedInMember;
  await t.db.orm.update(members).set({ passwordChangedAt: clock.now() }).where(eq(members.id, found.id));
  found.token = await loginAs(app, { username, password: MEMBER_PASSWORD });
  return found;
}

async function create(input: PromotionInput) {
  admin = await consoleSignIn(app, 'vr-admin', 'Vr-Admin-2027-x');
  const res = await consoleCall(app, admin, 'POST', '/promotions', input);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id as number;
}

async function setLevel(username: string, level: number) {
  const res = await consoleCall(app, admin, 'POST', `/members/${(m[username] as SignedInMember).id}/vip`, {
    level,
    reason: 'Test',
  });
  expect(res.statusCode, res.body).toBe(200);
}

const stateOf = async (token: string, id: number) =>
  ((await send(app, 'rewardCenter', undefined, { token })).json().value?.list as PromotionView[] | undefined)?.find(
    (p) => p.id === id,
  );
const claim = async (token: string, id: number) => send(app, 'claimPromotion', { promotionId: id }, { token });
const paidTransfers = (id: number) =>
  t.db.orm
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.reference, `promotion:${id}`));

describe('VIP upgrade rewards', () => {
  it('pay each level once: a jump pays every level passed, a fall and a climb back pay nothing again', async () => {
    const id = await create(campaign({}));
    const { token } = await member('vr1');
    // On the way to the first level that pays.
    expect(await stateOf(token, id)).toMatchObject({ state: 'process', levels: null, category: 'vip' });
    expect((await claim(token, id)).json().errorCode).toBe('promotion.vip.waiting');

    await setLevel('vr1', 2);
    expect(await stateOf(token, id)).toMatchObject({ state: 'claim', amount: 15, levels: [1, 2], streak: null });
    const before = await balanceOf(app, token);
    const first = (await claim(token, id)).json().value.promotion;
    expect(first).toMatchObject({ state: 'claimed', amount: 15, levels: [1, 2] });
    expect(await balanceOf(app, token)).toBe(before + 1_500);

    // Down to level 1 and back to 2: both were paid.
    await setLevel('vr1', 1);
    expect(await stateOf(token, id)).toMatchObject({ state: 'claimed', levels: [1, 2] });
    expect((await claim(token, id)).json().value.promotion.state).toBe('claimed');
    await setLevel('vr1', 2);
    expect(await stateOf(token, id)).toMatchObject({ state: 'claimed', amount: 15, levels: [1, 2] });

    // Up to 5: levels 3 and 4 pay, level 5 pays nothing in this campaign.
    await setLevel('vr1', 5);
    expect(await stateOf(token, id)).toMatchObject({ state: 'claim', amount: 60, levels: [3, 4] });
    expect((await claim(token, id)).json().value.promotion).toMatchObject({ state: 'claimed', levels: [3, 4] });
    await setLevel('vr1', 3);
    await setLevel('vr1', 5);
    expect(await stateOf(token, id)).toMatchObject({ state: 'claimed', amount: 60 });
    expect(await balanceOf(app, token)).toBe(before + 7_500);
    expect((await paidTransfers(id)).map((x) => x.amount)).toEqual([1_500, 6_000]);
    const entries = await t.db.orm
      .select({ key: promotionEntries.periodKey, first: promotionEntries.streakDay })
      .from(promotionEntries)
      .where(eq(promotionEntries.promotionId, id));
    expect(entries).toEqual([
      { key: 'level:2', first: 1 },
      { key: 'level:5', first: 3 },
    ]);
    const [bonus] = await t.db.orm.select().from(memberBonuses).where(eq(memberBonuses.promotionId, id));
    expect(bonus).toMatchObject({ amount: 1_500, required: 1_500, status: 'active' });
  });

  it('pays one claim once when a hundred arrive together', async () => {
    const id = await create(campaign({ title: { EN: 'Hundred upgrades' } }));
    await setLevel('vr2', 3);
    const { token } = await member('vr2');
    const answers = await Promise.all(Array.from({ length: 100 }, () => claim(token, id)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect((await paidTransfers(id)).map((x) => x.amount)).toEqual([3_500]);
    expect(await t.db.orm.select().from(memberBonuses).where(eq(memberBonuses.promotionId, id))).toHaveLength(1);
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });

  it('keeps a campaign to the VIP levels of its audience, any kind; campaigns saved before levels are for all', async () => {
    const id = await create(
      campaign({
        kind: 'check-in',
        title: { EN: 'Silver check-in' },
        reward: { type: 'streak', amounts: [1] },
        period: 'day',
        audience: { agentLines: [], registeredFrom: null, registeredUntil: null, members: [], vipLevels: [2, 2] },
      }),
    );
    expect((await consoleCall(app, admin, 'GET', `/promotions/${id}`)).json().value.audience.vipLevels).toEqual([2]);
    const { token } = await member('vr3');
    expect(await stateOf(token, id)).toBeUndefined();
    expect((await claim(token, id)).json().errorCode).toBe('promotion.not.eligible');
    const guest = (await send(app, 'promotionList')).json().value.list as PromotionView[];
    expect(guest.find((p) => p.id === id)).toBeUndefined();
    await setLevel('vr3', 2);
    expect(await stateOf(token, id)).toMatchObject({ state: 'claim', levels: null });
    expect((await claim(token, id)).json().value.promotion.state).toBe('signed');
    await setLevel('vr3', 3);
    expect(await stateOf(token, id)).toBeUndefined();

    // A campaign stored before VIP levels existed has no level list: everyone may take part.
    await t.db.orm
      .update(promotions)
      .set({ audience: sql`${promotions.audience} - 'vipLevels'` })
      .where(eq(promotions.id, id));
    expect(await stateOf(token, id)).toMatchObject({ state: 'signed' });
    expect((await consoleCall(app, admin, 'GET', `/promotions/${id}`)).json().value.audience.vipLevels).toEqual([]);
  });
});

describe('VIP birthday rewards', () => {
  it("pay the level's amount once a year, in the birthday's month, for a birthday set 30 days before", async () => {
    const id = await create(
      campaign({
        kind: 'birthday',
        title: { EN: 'Birthday test' },
        reward: { type: 'levels', amounts: [8, 18, 38, 88, 188] },
      }),
    );
    const birthday = async (username: string, date: string) => {
      const res = await send(app, 'updateMemberProfile', { birthday: date }, { token: (await member(username)).token });
      expect(res.statusCode, res.body).toBe(200);
    };
    // On 1 March: vr4 is born in April, vr5 in June; vr3 sets a May birthday only on 10 April.
    await birthday('vr4', '1990-04-10');
    await birthday('vr5', '1991-06-10');
    await setLevel('vr4', 2);
    await setLevel('vr5', 2);
    // Waiting for the birthday month.
    expect(await stateOf((await member('vr4')).token, id)).toMatchObject({ state: 'process', levels: null });

    clock.set(businessMidnight(2027, 4, 1) + 30 * MINUTE);
    admin = await consoleSignIn(app, 'vr-admin', 'Vr-Admin-2027-x');
    const vr4 = await member('vr4');
    expect(await stateOf(vr4.token, id)).toMatchObject({ state: 'claim', amount: 18, levels: [2] });
    expect(await stateOf((await member('vr5')).token, id)).toMatchObject({ state: 'process' });
    expect((await claim(vr4.token, id)).json().value.promotion).toMatchObject({ state: 'claimed', levels: [2] });
    // A higher level later in the month pays nothing more: the year's reward is paid.
    await setLevel('vr4', 4);
    expect(await stateOf(vr4.token, id)).toMatchObject({ state: 'claimed', amount: 18, levels: [2] });
    expect((await claim(vr4.token, id)).json().value.promotion.state).toBe('claimed');

    clock.set(businessMidnight(2027, 4, 10) + HOUR);
    await birthday('vr3', '1992-05-05');
    clock.set(businessMidnight(2027, 5, 2) + HOUR);
    admin = await consoleSignIn(app, 'vr-admin', 'Vr-Admin-2027-x');
    // In May, but set 22 days ago.
    expect(await stateOf((await member('vr3')).token, id)).toMatchObject({ state: 'process' });
    clock.advance(9 * DAY);
    const vr3 = await member('vr3');
    expect(await stateOf(vr3.token, id)).toMatchObject({ state: 'claim', amount: 38, levels: [3] });
    expect((await claim(vr3.token, id)).json().value.promotion.state).toBe('claimed');

    // The next April pays vr4 again, at the level it holds then.
    clock.set(businessMidnight(2028, 4, 3));
    admin = await consoleSignIn(app, 'vr-admin', 'Vr-Admin-2027-x');
    expect(await stateOf((await member('vr4')).token, id)).toMatchObject({ state: 'claim', amount: 88, levels: [4] });
    const paid = await t.db.orm
      .select({ key: promotionEntries.periodKey, amount: promotionEntries.amount })
      .from(promotionEntries)
      .where(and(eq(promotionEntries.promotionId, id)));
    expect(paid).toEqual([
      { key: 'birthday:2027', amount: 1_800 },
      { key: 'birthday:2027', amount: 3_800 },
    ]);
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });
});
