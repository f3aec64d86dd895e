import {
  envelopeSchema,
  type PromotionView,
  type RankProgress,
  rankProgressSchema,
  type SocketMessage,
  type VipLevelsInput,
} from '@lotus/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs, MINUTE, movableClock, send } from '../../../test/auth-helpers.ts';
import { insertBet, vendorFixture } from '../../../test/bet-fixtures.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { MEMBER_PASSWORD, type SignedInMember, signedInTree } from '../../../test/money-helpers.ts';
import {
  auditLog,
  depositOrders,
  inboxMessages,
  jobRuns,
  members,
  vipChanges,
  vipCounts,
  vipProgress,
} from '../../db/schema.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';

const HOUR = 60 * MINUTE;
// The demo brand's business day starts at 16:00 UTC (GMT+8).
const businessMidnight = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) - 8 * HOUR;

let t: TestApp;
let app: FastifyInstance;
// 20 January 2027, noon in the brand's time.
const clock = movableClock(Date.UTC(2027, 0, 20, 4));
let admin: string;
let risk: string;
let content: string;
let vendorId: number;
const m: Record<string, SignedInMember> = {};
const heard = new Map<number, SocketMessage[]>();

const LADDER: VipLevelsInput = {
  baseName: { EN: 'Member', CN: '会员' },
  levels: [
    { name: { EN: 'Bronze', CN: '青铜' }, upgradeValidBet: 100, upgradeDeposit: 0, keepValidBet: null },
    { name: { EN: 'Silver', CN: '白银' }, upgradeValidBet: 500, upgradeDeposit: 50, keepValidBet: null },
    { name: { EN: 'Gold', CN: '黄金' }, upgradeValidBet: 2000, upgradeDeposit: 200, keepValidBet: 200 },
  ],
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  app = t.app;
  await insertOperator(t.db, 'vip-admin', 'Vip-Admin-2027', 'admin');
  await insertOperator(t.db, 'vip-risk', 'Vip-Risk-2027', 'risk');
  await insertOperator(t.db, 'vip-content', 'Vip-Content-2027', 'content');
  await operators();
  const tree = await signedInTree(
    app,
    t.db,
    ['vipa', 'vipb', 'vipc', 'vipd', 'vipe', 'vipf'].map((username) => ({ username, type: 0 as const })),
  );
  for (const member of tree) {
    m[member.username] = member;
    heard.set(member.id, []);
    await app.events.subscribe({ merchantId: 1, memberId: member.id }, (message) =>
      heard.get(member.id)?.push(message),
    );
  }
  vendorId = (await vendorFixture(t.db, 'VIPV')).id;
  // Counting starts ten minutes ago, in a month already reviewed (the seed started it when the template was made).
  await t.db.orm
    .update(vipCounts)
    .set({ countedUntil: new Date(clock.now().getTime() - 10 * MINUTE), reviewedMonth: '2027-01' });
});
afterAll(() => t?.close());

async function operators() {
  admin = await consoleSignIn(app, 'vip-admin', 'Vip-Admin-2027');
  risk = await consoleSignIn(app, 'vip-risk', 'Vip-Risk-2027');
  content = await consoleSignIn(app, 'vip-content', 'Vip-Content-2027');
}

/** A session again: moving the clock by days ends the ones before. */
async function token(username: string) {
  const member = m[username] as SignedInMember;
  member.token = await loginAs(app, { username, password: MEMBER_PASSWORD });
  return member.token;
}

const idOf = (username: string) => (m[username] as SignedInMember).id;

/** A bet of `major` settled `ago` ms before now (placed a minute before that). */
const settled = (username: string, major: number, ago: number) => {
  const settledAt = clock.now().getTime() - ago;
  return insertBet(t.db, {
    memberId: idOf(username),
    vendorId,
    stake: major * 100,
    placedAt: new Date(settledAt - MINUTE),
  });
};

let orders = 0;
/** A deposit credited `ago` ms before now. */
async function credited(username: string, major: number, ago: number) {
  orders += 1;
  const at = new Date(clock.now().getTime() - ago);
  await t.db.orm.insert(depositOrders).values({
    merchantId: 1,
    memberId: idOf(username),
    channelId: 1,
    orderNo: `VIPD${orders}`,
    amount: major * 100,
    status: 'credited',
    createdAt: at,
    expiresAt: at,
    settledAt: at,
  });
}

let slots = 0;
/** One slot of the counting job; fails the test when the run failed. */
async function runJob(slot = `vip-${++slots}`) {
  expect(await app.jobs.runNow('vip-count', slot)).toBe(true);
  const [run] = await t.db.orm
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, 'vip-count'), eq(jobRuns.slot, slot)));
  expect(run?.outcome ?? '').not.toMatch(/^failed/);
  return run?.outcome;
}

async function levelOf(username: string) {
  const [row] = await t.db.orm
    .select({ level: members.vipLevel })
    .from(members)
    .where(eq(members.id, idOf(username)));
  return row?.level;
}

async function progressOf(username: string) {
  const [row] = await t.db.orm
    .select()
    .from(vipProgress)
    .where(eq(vipProgress.memberId, idOf(username)));
  return row ?? null;
}

const changesOf = (username: string) =>
  t.db.orm
    .select()
    .from(vipChanges)
    .where(eq(vipChanges.memberId, idOf(username)))
    .orderBy(asc(vipChanges.id));

async function lastMessage(username: string) {
  const [row] = await t.db.orm
    .select()
    .from(inboxMessages)
    .where(eq(inboxMessages.memberId, idOf(username)))
    .orderBy(desc(inboxMessages.id))
    .limit(1);
  return row ?? null;
}

/** The socket messages of a type the member has heard so far (Redis delivers a moment after the publish). */
async function heardOf(username: string, type: string, count = 1) {
  const id = idOf(username);
  await vi.waitFor(() => expect(heard.get(id)?.filter((x) => x.type === type).length).toBeGreaterThanOrEqual(count));
  return (heard.get(id) ?? []).filter((x) => x.type === type);
}

async function progress(username: string, language = 'EN'): Promise<RankProgress> {
  const res = await send(app, 'rankProgress', undefined, {
    token: (m[username] as SignedInMember).token,
    headers: { language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return envelopeSchema(rankProgressSchema).parse(res.json()).value;
}

describe('the ladder in the console', () => {
  it('lists the levels with their members, replaces them for admins only, and audits before and after', async () => {
    const seeded = (await consoleCall(app, content, 'GET', '/vip/levels')).json().value.levels;
    expect(seeded.map((l: { level: number }) => l.level)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(seeded[0]).toMatchObject({ name: { EN: 'Member', CN: '会员' }, members: expect.any(Number) });
    expect(seeded[0].members).toBeGreaterThanOrEqual(6);
    expect(seeded[3]).toMatchObject({ upgradeValidBet: 20_000, upgradeDeposit: 2_000, keepValidBet: 2_000 });

    expect((await consoleCall(app, content, 'PUT', '/vip/levels', LADDER)).statusCode).toBe(403);
    const falling = { ...LADDER, levels: [LADDER.levels[1], LADDER.levels[0]] };
    const refused = await consoleCall(app, admin, 'PUT', '/vip/levels', falling);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe('request.invalid');

    const saved = await consoleCall(app, admin, 'PUT', '/vip/levels', LADDER);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value.levels).toEqual([
      expect.objectContaining({ level: 0, name: { EN: 'Member', CN: '会员' }, upgradeValidBet: 0, keepValidBet: null }),
      expect.objectContaining({ level: 1, name: { EN: 'Bronze', CN: '青铜' }, upgradeValidBet: 100, members: 0 }),
      expect.objectContaining({ level: 2, upgradeValidBet: 500, upgradeDeposit: 50, keepValidBet: null }),
      expect.objectContaining({ level: 3, upgradeValidBet: 2000, upgradeDeposit: 200, keepValidBet: 200 }),
    ]);
    const audits = () => t.db.orm.select().from(auditLog).where(eq(auditLog.event, 'console.vip.levels.updated'));
    const [entry] = await audits();
    const { changes } = (entry?.detail ?? {}) as { changes: { levels: { from: unknown[]; to: unknown[] } } };
    expect(changes.levels.from).toHaveLength(6);
    expect(changes.levels.to).toHaveLength(4);
    expect(changes.levels.to[3]).toEqual({
      level: 3,
      name: { CN: '黄金', EN: 'Gold' },
      upgradeValidBet: 200_000,
      upgradeDeposit: 20_000,
      keepValidBet: 20_000,
    });
    // The same ladder again records nothing.
    expect((await consoleCall(app, admin, 'PUT', '/vip/levels', LADDER)).statusCode).toBe(200);
    expect(await audits()).toHaveLength(1);
  });
});

describe('counting progress and moving members up', () => {
  it('counts bets and deposits past the settle margin, moves members up and tells them', async () => {
    await settled('vipa', 150, 3 * MINUTE);
    await settled('vipb', 600, 3 * MINUTE);
    await credited('vipb', 60, 2 * MINUTE);
    // Settled 30 s ago: inside the margin, so the next run counts it.
    await settled('vipc', 50, 30_000);
    const now = clock.now();
    expect(await runJob()).toBe('2 counted, 2 up, 0 down');
    expect([await levelOf('vipa'), await levelOf('vipb'), await levelOf('vipc')]).toEqual([1, 2, 0]);
    expect(await progressOf('vipa')).toMatchObject({ validBet: 15_000, deposit: 0, levelSince: now });
    expect(await progressOf('vipb')).toMatchObject({ validBet: 60_000, deposit: 6_000, levelSince: now });
    expect(await progressOf('vipc')).toBeNull();
    expect(await changesOf('vipb')).toEqual([
      expect.objectContaining({ fromLevel: 0, toLevel: 2, reason: 'upgrade', operatorId: null, createdAt: now }),
    ]);
    const [counts] = await t.db.orm.select().from(vipCounts);
    expect(counts?.countedUntil.getTime()).toBe(now.getTime() - MINUTE);

    // The seeded upgrade reward pays nothing at level 1 and 18.00 at level 2: only vipb's message says it waits.
    const toA = await lastMessage('vipa');
    expect(toA).toMatchObject({ kind: 'system', title: { EN: 'Your VIP level went up', CN: 'VIP 等级提升' } });
    expect(toA?.content.EN).toContain('Bronze (level 1)');
    expect(toA?.content.CN).toContain('青铜');
    expect(toA?.content.EN).not.toContain('reward centre');
    expect((await lastMessage('vipb'))?.content.EN).toContain('waiting for you in the reward centre');
    const [changed] = await heardOf('vipb', 'vip.changed');
    expect(changed?.data).toEqual({ fromLevel: 0, vipRankLevel: 2, vipLabelName: 'Silver' });
    const [available] = await heardOf('vipb', 'promotion.available');
    expect(available?.data).toMatchObject({ availablePromoCount: expect.any(Number) });
    await heardOf('vipb', 'inbox.new');
    const centre = (await send(app, 'rewardCenter', undefined, { token: await token('vipb') })).json().value
      .list as PromotionView[];
    expect(centre.find((p) => p.kind === 'vip-upgrade')).toMatchObject({ state: 'claim', amount: 18, levels: [2] });

    clock.advance(2 * MINUTE);
    expect(await runJob()).toBe('1 counted, 0 up, 0 down');
    expect(await progressOf('vipc')).toMatchObject({ validBet: 5_000, deposit: 0 });
  });

  it("answers the member's rank progress in their language, and names the level in member info", async () => {
    await token('vipb');
    const [counts] = await t.db.orm.select().from(vipCounts);
    expect(await progress('vipb')).toEqual({
      hasVip: true,
      rankLevel: 2,
      playerRankName: 'Silver',
      monthlyTurnover: { actual: 600, expected: 0 },
      totalTurnover: 600,
      totalDeposit: 60,
      next: { level: 3, name: 'Gold', upgradeValidBet: 2000, upgradeDeposit: 200, keepValidBet: 200 },
      levels: [
        { level: 0, name: 'Member', upgradeValidBet: 0, upgradeDeposit: 0, keepValidBet: null },
        { level: 1, name: 'Bronze', upgradeValidBet: 100, upgradeDeposit: 0, keepValidBet: null },
        { level: 2, name: 'Silver', upgradeValidBet: 500, upgradeDeposit: 50, keepValidBet: null },
        { level: 3, name: 'Gold', upgradeValidBet: 2000, upgradeDeposit: 200, keepValidBet: 200 },
      ],
      countedAt: counts?.countedUntil.getTime(),
      reviewAt: businessMidnight(2027, 2, 1),
    });
    const cn = await progress('vipb', 'CN');
    expect([cn.playerRankName, cn.next?.name]).toEqual(['白银', '黄金']);
    const info = await send(app, 'memberInfo', undefined, { token: (m.vipb as SignedInMember).token });
    expect(info.json().value).toMatchObject({ hasVip: true, vipRankLevel: 2, vipLabelName: 'Silver' });
  });

  it('counts once when two runs race, whichever process they are in', async () => {
    clock.advance(5 * MINUTE);
    await settled('vipc', 100, 2 * MINUTE);
    const runs = await Promise.all([app.jobs.runNow('vip-count', 'race-a'), app.jobs.runNow('vip-count', 'race-b')]);
    expect(runs).toEqual([true, true]);
    expect(await progressOf('vipc')).toMatchObject({ validBet: 15_000 });
    expect(await levelOf('vipc')).toBe(1);
    expect(await changesOf('vipc')).toHaveLength(1);
    // The same slot a second time does not run at all.
    expect(await app.jobs.runNow('vip-count', 'race-a')).toBe(false);
  });
});

describe('levels set by hand', () => {
  it('sets a level that exists, raises progress to it, keeps the history and lets the reward pay its levels', async () => {
    const path = `/members/${idOf('vipa')}/vip`;
    expect((await consoleCall(app, content, 'POST', path, { level: 3, reason: 'x' })).statusCode).toBe(403);
    const unknown = await consoleCall(app, risk, 'POST', path, { level: 9, reason: 'Too high' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errorCode: 'vip.level.unknown', message: 'The brand has no VIP level 9' });
    expect((await consoleCall(app, risk, 'POST', '/members/999999/vip', { level: 1, reason: 'x' })).statusCode).toBe(
      404,
    );
    expect((await consoleCall(app, risk, 'POST', path, { level: 3 })).statusCode).toBe(400);

    const set = await consoleCall(app, risk, 'POST', path, { level: 3, reason: 'Tournament winner' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value).toMatchObject({
      level: 3,
      progressValidBet: 2000,
      progressDeposit: 200,
      changes: [
        { fromLevel: 1, toLevel: 3, reason: 'operator', note: 'Tournament winner', operator: 'vip-risk' },
        { fromLevel: 0, toLevel: 1, reason: 'upgrade', note: null, operator: null },
      ],
    });
    expect((await consoleCall(app, content, 'GET', path)).json().value.level).toBe(3);
    const [audit] = await t.db.orm.select().from(auditLog).where(eq(auditLog.event, 'console.vip.member.set'));
    expect(audit).toMatchObject({
      memberId: idOf('vipa'),
      detail: { fromLevel: 1, toLevel: 3, reason: 'Tournament winner' },
    });
    const changed = await heardOf('vipa', 'vip.changed', 2);
    expect(changed.at(-1)?.data).toEqual({ fromLevel: 1, vipRankLevel: 3, vipLabelName: 'Gold' });
    // By hand or not, the upgrade reward pays each level once: levels 2 and 3 now.
    const centre = (await send(app, 'rewardCenter', undefined, { token: await token('vipa') })).json().value
      .list as PromotionView[];
    expect(centre.find((p) => p.kind === 'vip-upgrade')).toMatchObject({ state: 'claim', amount: 76, levels: [2, 3] });

    // A ladder that would take level 3 from the members who hold it is refused.
    const cut = await consoleCall(app, admin, 'PUT', '/vip/levels', { ...LADDER, levels: LADDER.levels.slice(0, 2) });
    expect(cut.statusCode).toBe(409);
    expect(cut.json()).toMatchObject({ errorCode: 'vip.level.held', value: { level: 3 } });

    // Down by hand: progress goes to the level's thresholds, or the next count would move the member straight back.
    const down = await consoleCall(app, risk, 'POST', path, { level: 1, reason: 'Shared account' });
    expect(down.json().value).toMatchObject({ level: 1, progressValidBet: 100, progressDeposit: 0 });
    await runJob();
    expect(await levelOf('vipa')).toBe(1);
  });
});

describe('the monthly keep check', () => {
  it('drops one level from members who wagered less than keeping asks, sparing those who reached it that month', async () => {
    clock.advance(5 * MINUTE);
    // vipd and vipe have held Gold since December; vipf reaches it in January.
    for (const username of ['vipd', 'vipe']) {
      const res = await consoleCall(app, risk, 'POST', `/members/${idOf(username)}/vip`, {
        level: 3,
        reason: 'Held since December',
      });
      expect(res.statusCode).toBe(200);
      await t.db.orm
        .update(vipProgress)
        .set({ levelSince: new Date(Date.UTC(2026, 11, 15)) })
        .where(eq(vipProgress.memberId, idOf(username)));
    }
    await settled('vipe', 250, 2 * MINUTE);
    await settled('vipf', 2000, 2 * MINUTE);
    await credited('vipf', 200, 2 * MINUTE);
    await runJob();
    expect(await levelOf('vipf')).toBe(3);

    // 1 February, ten minutes into the brand's day: January is reviewed.
    clock.set(businessMidnight(2027, 2, 1) + 10 * MINUTE);
    expect(await runJob()).toBe('0 counted, 0 up, 1 down');
    expect([await levelOf('vipd'), await levelOf('vipe'), await levelOf('vipf')]).toEqual([2, 3, 3]);
    expect(await progressOf('vipd')).toMatchObject({ validBet: 50_000, deposit: 5_000 });
    expect((await changesOf('vipd')).at(-1)).toMatchObject({ fromLevel: 3, toLevel: 2, reason: 'downgrade' });
    const message = await lastMessage('vipd');
    expect(message?.title).toEqual({ EN: 'Your VIP level changed', CN: 'VIP 等级调整' });
    expect(message?.content.EN).toContain('Keeping Gold asks a valid bet of 200.00 each month');
    expect(message?.content.EN).toContain('Silver (level 2)');
    const changed = await heardOf('vipd', 'vip.changed', 2);
    expect(changed.at(-1)?.data).toEqual({ fromLevel: 3, vipRankLevel: 2, vipLabelName: 'Silver' });
    const [counts] = await t.db.orm.select().from(vipCounts);
    expect(counts?.reviewedMonth).toBe('2027-02');
    // Once a month.
    expect(await runJob()).toBe('0 counted, 0 up, 0 down');

    // 1 March: February is reviewed; vipf reached Gold before it and bet nothing in it, nor did vipe.
    clock.set(businessMidnight(2027, 3, 1) + 10 * MINUTE);
    expect(await runJob()).toBe('0 counted, 0 up, 2 down');
    expect([await levelOf('vipd'), await levelOf('vipe'), await levelOf('vipf')]).toEqual([2, 2, 2]);
    expect(await progressOf('vipf')).toMatchObject({ validBet: 50_000, deposit: 5_000 });
    expect(await token('vipf')).toBeTruthy();
    expect(await progress('vipf')).toMatchObject({
      rankLevel: 2,
      totalTurnover: 500,
      monthlyTurnover: { actual: 0, expected: 0 },
      reviewAt: businessMidnight(2027, 4, 1),
    });
  });
});

describe('with VIP switched off', () => {
  it('answers nothing VIP, counts nothing, and catches up once VIP is on again', async () => {
    await operators();
    const tokenA = await token('vipa');
    await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: ['VIP3'] });
    try {
      clock.advance(5 * MINUTE);
      await settled('vipa', 40, 2 * MINUTE);
      const off = await send(app, 'rankProgress', undefined, { token: tokenA });
      expect(off.json().errorCode).toBe('function.not.available');
      expect((await consoleCall(app, admin, 'GET', '/vip/levels')).json().errorCode).toBe('function.not.available');
      expect((await consoleCall(app, admin, 'GET', `/members/${idOf('vipa')}/vip`)).json().errorCode).toBe(
        'function.not.available',
      );
      const centre = (await send(app, 'rewardCenter', undefined, { token: tokenA })).json().value
        .list as PromotionView[];
      expect(centre.filter((p) => p.category === 'vip')).toEqual([]);
      expect((await send(app, 'claimPromotion', { promotionId: 4 }, { token: tokenA })).json().errorCode).toBe(
        'promotion.not.found',
      );
      expect(await runJob()).toBe('0 counted, 0 up, 0 down');
      expect(await progressOf('vipa')).toMatchObject({ validBet: 10_000 });
    } finally {
      await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: [] });
    }
    expect(await runJob()).toBe('1 counted, 0 up, 0 down');
    expect(await progressOf('vipa')).toMatchObject({ validBet: 14_000 });
  });
});

describe('a ladder saved with lower thresholds', () => {
  it('moves the members it now lets up at once, as a count would', async () => {
    admin = await consoleSignIn(app, 'vip-admin', 'Vip-Admin-2027');
    // vipa (140.00) and vipc (150.00) hold Bronze; Silver now asks 120.00 and no deposits.
    const silver = { name: { EN: 'Silver', CN: '白银' }, upgradeValidBet: 120, upgradeDeposit: 0, keepValidBet: null };
    const lower = { ...LADDER, levels: [LADDER.levels[0], silver, LADDER.levels[2]] };
    const saved = await consoleCall(app, admin, 'PUT', '/vip/levels', lower);
    expect(saved.statusCode, saved.body).toBe(200);
    expect([await levelOf('vipa'), await levelOf('vipc')]).toEqual([2, 2]);
    expect((await changesOf('vipc')).at(-1)).toMatchObject({ fromLevel: 1, toLevel: 2, reason: 'upgrade' });
    expect((await lastMessage('vipc'))?.content.EN).toContain('Silver (level 2)');
    expect((await heardOf('vipc', 'vip.changed', 2)).at(-1)?.data).toMatchObject({ fromLevel: 1, vipRankLevel: 2 });
    expect(saved.json().value.levels[2]).toMatchObject({ level: 2, upgradeValidBet: 120 });
  });
});
