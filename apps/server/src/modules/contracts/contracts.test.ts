import { type ContractTerms, DEMO_MERCHANT_CODE, defaultContractSettings, type SocketMessage } from '@lotus/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { agentContracts, inboxMessages } from '../../db/schema.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';
import { type Person, peopleOf } from './contract-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const person = peopleOf(() => t, 'ct');

/** top (top-level agent) → a (agent) → b (agent) → c (player). */
async function tree() {
  const top = await person(null);
  const a = await person(top);
  const b = await person(a);
  const c = await person(b, 0);
  return { top, a, b, c };
}

const daily = (rate: number, dailyBet = 100): ContractTerms => ({
  kind: 'dailySalary',
  tiers: [{ rate, activeMembers: 1, dailyBet }],
});
const realtime = (profitRate: number, lossRate: number): ContractTerms => ({
  kind: 'realtimeSalary',
  profitRate,
  lossRate,
  singleBet: 10,
});

const offer = (from: Person, to: Person | string, terms: ContractTerms) =>
  send(t.app, 'contractOffer', { downline: typeof to === 'string' ? to : to.username, terms }, { token: from.token });
const answer = (
  who: Person,
  id: number,
  accept: boolean,
  confirmTerminations?: boolean,
  endpoint = 'processDailySalary',
) =>
  send(
    t.app,
    endpoint as 'processDailySalary',
    { id, accept, ...(confirmTerminations !== undefined && { confirmTerminations }) },
    { token: who.token },
  );
const consolidated = async (who: Person) => {
  const res = await send(t.app, 'consolidated', undefined, { token: who.token });
  expect(res.statusCode).toBe(200);
  return res.json().value;
};
/** Offers and accepts: the contract id. */
async function sign(from: Person, to: Person, terms: ContractTerms, confirm?: boolean) {
  const offered = await offer(from, to, terms);
  expect(offered.statusCode, offered.body).toBe(200);
  const id = offered.json().value.id as number;
  const endpoint = terms.kind === 'realtimeSalary' ? 'processRealtimeSalary' : 'processDailySalary';
  const accepted = await answer(to, id, true, confirm, endpoint);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return id;
}
const statusOf = async (id: number) =>
  (await t.db.orm.select().from(agentContracts).where(eq(agentContracts.id, id)))[0];
const contractsOf = (ids: number[]) =>
  t.db.orm.select().from(agentContracts).where(inArray(agentContracts.downlineId, ids)).orderBy(agentContracts.id);

describe('offering and answering', () => {
  it('shows an offer in consolidated, tells the downline, and then shows the accepted contract', async () => {
    const { top, a } = await tree();
    const received: SocketMessage[] = [];
    const stop = await t.app.events.subscribe({ merchantId: 1, memberId: a.id }, (m) => received.push(m));
    const res = await offer(top, a.username.toUpperCase(), daily(1.5));
    expect(res.statusCode, res.body).toBe(200);
    const offered = res.json().value;
    expect(offered).toMatchObject({
      kind: 'dailySalary',
      status: 'pending',
      upline: { username: top.username },
      downline: { username: a.username },
      answeredAt: null,
      endReason: null,
    });
    await expect
      .poll(() => received.find((m) => m.type === 'contract.offered')?.data)
      .toEqual({
        id: offered.id,
        kind: 'dailySalary',
        upline: top.username,
      });
    stop();
    const inbox = await t.db.orm.select().from(inboxMessages).where(eq(inboxMessages.memberId, a.id));
    expect(inbox).toHaveLength(1);

    const before = await consolidated(a);
    expect(before).toMatchObject({ sumBalance: 0, currency: expect.any(String), requests: [{ id: offered.id }] });
    expect(before.enabledKinds).toEqual(['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary']);
    expect(before.contracts).toEqual([]);
    const balance = (await send(t.app, 'balance', undefined, { token: a.token })).json().value;
    expect(before).toMatchObject(balance);

    const accepted = await answer(a, offered.id, true);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().value).toMatchObject({ contract: { id: offered.id, status: 'active' }, terminated: 0 });
    const after = await consolidated(a);
    expect(after.requests).toEqual([]);
    expect(after.contracts).toMatchObject([{ id: offered.id, status: 'active', answeredAt: expect.any(Number) }]);
    // Answered is answered.
    expect((await answer(a, offered.id, false)).json()).toMatchObject({ errorCode: 'contract.not.pending' });
  });

  it('rejects an offer', async () => {
    const { top, a } = await tree();
    const id = (await offer(top, a, daily(1))).json().value.id;
    const res = await answer(a, id, false);
    expect(res.json().value).toMatchObject({ contract: { id, status: 'rejected' }, terminated: 0 });
    expect((await consolidated(a)).requests).toEqual([]);
    expect((await answer(a, id, true)).statusCode).toBe(409);
  });

  it('lets the upline cancel a pending offer, and only its own', async () => {
    const { top, a, b } = await tree();
    const id = (await offer(top, a, daily(1))).json().value.id;
    const stranger = await send(t.app, 'contractCancel', { id }, { token: b.token });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().errorCode).toBe('contract.not.found');
    const res = await send(t.app, 'contractCancel', { id }, { token: top.token });
    expect(res.json().value).toMatchObject({ contract: { id, status: 'cancelled', endedAt: expect.any(Number) } });
    expect((await send(t.app, 'contractCancel', { id }, { token: top.token })).json().errorCode).toBe(
      'contract.not.pending',
    );
    expect((await answer(a, id, true)).json().errorCode).toBe('contract.not.pending');
  });

  it('replaces a pending offer with a newer one', async () => {
    const { top, a } = await tree();
    const first = (await offer(top, a, daily(1))).json().value.id;
    const second = (await offer(top, a, daily(1.2))).json().value.id;
    expect((await statusOf(first))?.status).toBe('cancelled');
    expect((await consolidated(a)).requests.map((r: { id: number }) => r.id)).toEqual([second]);
    expect((await answer(a, first, true)).statusCode).toBe(409);
  });

  it('keeps the active contract until a new offer is accepted, which replaces it', async () => {
    const { top, a } = await tree();
    const old = await sign(top, a, daily(1));
    const next = (await offer(top, a, daily(1.8))).json().value.id;
    expect((await statusOf(old))?.status).toBe('active');
    const res = await answer(a, next, true);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(old)).toMatchObject({ status: 'terminated', endReason: 'replaced' });
    expect((await consolidated(a)).contracts.map((c: { id: number }) => c.id)).toEqual([next]);
  });

  it('answers 404 for another kind on a per-kind endpoint and for someone else’s offer', async () => {
    const { top, a, b } = await tree();
    const id = (await offer(top, a, daily(1))).json().value.id;
    const wrongKind = await answer(a, id, true, undefined, 'processDividend');
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json().errorCode).toBe('contract.not.found');
    expect((await answer(b, id, true)).statusCode).toBe(404);
    expect((await answer(top, id, true)).statusCode).toBe(404);
    expect((await statusOf(id))?.status).toBe('pending');
  });
});

describe('who may offer what', () => {
  it('refuses players, members who are not direct downlines, and trial or unknown targets', async () => {
    const { top, a, b, c } = await tree();
    const player = await offer(c, top, daily(1));
    expect(player.statusCode).toBe(403);
    expect(player.json().errorCode).toBe('contract.not.agent');
    for (const target of [b.username, 'nobody-here', top.username, a.username]) {
      const res = await offer(target === a.username ? b : top, target, daily(1));
      expect(res.statusCode, target).toBe(400);
      expect(res.json().errorCode).toBe('contract.downline.invalid');
    }
    const trial = await person(top, 4);
    expect((await offer(top, trial, daily(1))).json().errorCode).toBe('contract.downline.invalid');
    expect(await contractsOf([a.id, b.id, c.id, top.id, trial.id])).toEqual([]);
  });

  it('bounds a top-level agent by the merchant caps and an agent below by its own contract', async () => {
    const { top, a, b } = await tree();
    // The default caps: daily salary 2 %, real-time 1 % / 1 %.
    expect((await offer(top, a, daily(2.01))).json().errorCode).toBe('contract.rate.exceeds');
    expect((await offer(top, a, realtime(1, 1.01))).json().errorCode).toBe('contract.rate.exceeds');
    // No contract of its own: nothing to offer.
    expect((await offer(a, b, daily(0.1))).json().errorCode).toBe('contract.rate.exceeds');
    await sign(top, a, daily(1.5));
    expect((await offer(a, b, daily(1.51))).json().errorCode).toBe('contract.rate.exceeds');
    expect((await offer(a, b, realtime(0.1, 0.1))).json().errorCode).toBe('contract.rate.exceeds');
    expect((await offer(a, b, daily(1.5))).statusCode).toBe(200);
    await sign(top, a, realtime(1, 0.5));
    expect((await offer(a, b, realtime(0.5, 0.6))).json().errorCode).toBe('contract.rate.exceeds');
    expect((await offer(a, b, realtime(1, 0.5))).statusCode).toBe(200);

    // The operator's caps decide for top-level agents; bad caps are refused whole.
    await expect(
      updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, {
        contracts: { ...defaultContractSettings, dailySalaryMaxRate: 1.234 },
      }),
    ).rejects.toMatchObject({ code: 'request.invalid' });
    await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, {
      contracts: { ...defaultContractSettings, dailySalaryMaxRate: 3 },
    });
    try {
      expect((await offer(top, a, daily(2.5))).statusCode).toBe(200);
      const overview = (await send(t.app, 'contractOverview', undefined, { token: top.token })).json().value;
      expect(overview.kinds.find((k: { kind: string }) => k.kind === 'dailySalary').bound).toEqual({ rate: 3 });
    } finally {
      await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, { contracts: defaultContractSettings });
    }
  });

  it('checks the bound again on accept', async () => {
    const { top, a, b } = await tree();
    await sign(top, a, daily(1.5));
    const id = (await offer(a, b, daily(1.4))).json().value.id;
    await sign(top, a, daily(1.2));
    const res = await answer(b, id, true);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('contract.rate.exceeds');
    expect((await statusOf(id))?.status).toBe('pending');
  });

  it('refuses bad terms with request.invalid and writes nothing', async () => {
    const { top, a } = await tree();
    const tier = { rate: 1, activeMembers: 2, dailyBet: 100 };
    const bad: unknown[] = [
      { kind: 'dailySalary', tiers: [tier, { ...tier, rate: 1.5, dailyBet: 50 }] },
      { kind: 'dailySalary', tiers: [tier, { ...tier, rate: 1, dailyBet: 200 }] },
      { kind: 'dailySalary', tiers: [{ ...tier, rate: 1.255 }] },
      { kind: 'dailySalary', tiers: [] },
      { kind: 'weeklySalary', tiers: [tier] },
    ];
    for (const terms of bad) {
      const res = await send(t.app, 'contractOffer', { downline: a.username, terms }, { token: top.token });
      expect(res.statusCode, JSON.stringify(terms)).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
    expect((await send(t.app, 'processDailySalary', { id: 1, accept: 'yes' }, { token: a.token })).statusCode).toBe(
      400,
    );
    expect(await contractsOf([a.id])).toEqual([]);
  });

  it('stores only the terms it names: keys it does not know, however deep, are dropped', async () => {
    const { top, a } = await tree();
    const tier = { rate: 1, activeMembers: 2, dailyBet: 100 };
    const res = await send(
      t.app,
      'contractOffer',
      {
        downline: a.username,
        terms: { kind: 'dailySalary', tiers: [{ ...tier, bonus: 1 }], extra: true },
        status: 'active',
      },
      { token: top.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await contractsOf([a.id]);
    expect(row).toMatchObject({ status: 'pending', terms: { kind: 'dailySalary', tiers: [tier] } });
    expect(row?.terms).toEqual({ kind: 'dailySalary', tiers: [tier] });
  });
});

describe('terminations', () => {
  it('asks to confirm the contracts a lower rate ends, then ends them down the tree', async () => {
    const { top, a, b, c } = await tree();
    const aOld = await sign(top, a, daily(1.5));
    const bId = await sign(a, b, daily(1.2));
    const cId = await sign(b, c, daily(1));
    const next = (await offer(top, a, daily(1.1))).json().value.id;

    const refused = await answer(a, next, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'contract.confirm.terminations',
      value: {
        count: 2,
        downlines: [
          { username: b.username, kind: 'dailySalary' },
          { username: c.username, kind: 'dailySalary' },
        ],
      },
    });
    expect(refused.json().message).toContain('2');
    for (const id of [aOld, bId, cId]) expect((await statusOf(id))?.status).toBe('active');
    expect((await statusOf(next))?.status).toBe('pending');

    const received: SocketMessage[] = [];
    const stops = await Promise.all(
      [b, c].map((p) => t.app.events.subscribe({ merchantId: 1, memberId: p.id }, (m) => received.push(m))),
    );
    const res = await answer(a, next, true, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ contract: { id: next, status: 'active' }, terminated: 2 });
    expect(await statusOf(aOld)).toMatchObject({ status: 'terminated', endReason: 'replaced' });
    expect(await statusOf(bId)).toMatchObject({ status: 'terminated', endReason: 'uplineRateLowered' });
    expect(await statusOf(cId)).toMatchObject({ status: 'terminated', endReason: 'uplineContractEnded' });
    await expect
      .poll(() => received.filter((m) => m.type === 'contract.terminated').map((m) => m.data))
      .toEqual(
        expect.arrayContaining([
          { id: bId, kind: 'dailySalary', reason: 'uplineRateLowered' },
          { id: cId, kind: 'dailySalary', reason: 'uplineContractEnded' },
        ]),
      );
    for (const stop of stops) stop();
  });

  it('keeps contracts below that the lower rate still covers', async () => {
    const { top, a, b } = await tree();
    await sign(top, a, daily(1.5));
    const bId = await sign(a, b, daily(1));
    const next = (await offer(top, a, daily(1.2))).json().value.id;
    expect((await answer(a, next, true)).json().value.terminated).toBe(0);
    expect((await statusOf(bId))?.status).toBe('active');
  });

  it('lets the upline terminate a contract, ending those below once confirmed', async () => {
    const { top, a, b, c } = await tree();
    const aId = await sign(top, a, daily(1.5));
    const bId = await sign(a, b, daily(1.2));
    const other = await sign(top, a, realtime(1, 1));
    expect((await send(t.app, 'contractTerminate', { id: aId }, { token: a.token })).statusCode).toBe(404);
    const refused = await send(t.app, 'contractTerminate', { id: aId }, { token: top.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().value).toEqual({ count: 1, downlines: [{ username: b.username, kind: 'dailySalary' }] });
    expect((await statusOf(aId))?.status).toBe('active');

    const res = await send(t.app, 'contractTerminate', { id: aId, confirmTerminations: true }, { token: top.token });
    expect(res.json().value).toMatchObject({
      contract: { id: aId, status: 'terminated', endReason: 'upline' },
      terminated: 1,
    });
    expect(await statusOf(bId)).toMatchObject({ status: 'terminated', endReason: 'uplineContractEnded' });
    // Another kind is not touched.
    expect((await statusOf(other))?.status).toBe('active');
    const again = await send(t.app, 'contractTerminate', { id: aId }, { token: top.token });
    expect(again.json().errorCode).toBe('contract.not.active');
    void c;
  });
});

describe('overview and list', () => {
  it('shows an agent its contracts, bounds and downlines, and lists what it offered', async () => {
    const { top, a, b } = await tree();
    await sign(top, a, daily(1.5));
    await offer(a, b, daily(1));
    const overview = await send(t.app, 'contractOverview', undefined, { token: a.token });
    expect(overview.statusCode, overview.body).toBe(200);
    const value = overview.json().value;
    expect(value.kinds.find((k: { kind: string }) => k.kind === 'dailySalary')).toMatchObject({
      own: { status: 'active' },
      bound: { rate: 1.5 },
    });
    expect(value.kinds.find((k: { kind: string }) => k.kind === 'dividend')).toEqual({
      kind: 'dividend',
      own: null,
      bound: null,
    });
    expect(value.downlines).toMatchObject({ total: 1, list: [{ username: b.username, isAgent: true }] });
    expect(value.downlines.list[0].contracts).toMatchObject([{ status: 'pending', kind: 'dailySalary' }]);

    const offered = await send(t.app, 'contractList', undefined, { token: a.token, query: { role: 'offered' } });
    expect(offered.json().value).toMatchObject({ total: 1, list: [{ downline: { username: b.username } }] });
    const all = await send(t.app, 'contractList', undefined, { token: a.token });
    expect(all.json().value.total).toBe(2);
    const player = await person(b, 0);
    expect((await send(t.app, 'contractOverview', undefined, { token: player.token })).statusCode).toBe(403);
  });
});

describe("consolidated funds in the original client's parts (spec §3)", () => {
  it('lists offers under the request keys and held contracts under the info keys, from the real terms', async () => {
    const { top, a, b } = await tree();
    // a holds daily salary at 1.5 % and pays b 1.2 %; top now offers a 1 %, which would end b's contract.
    const heldDaily = await sign(top, a, daily(1.5));
    await sign(a, b, daily(1.2));
    const lowerDaily = (await offer(top, a, daily(1, 250))).json().value.id;
    const dividend = (
      await offer(top, a, {
        kind: 'dividend',
        period: 'weekly',
        tiers: [
          { rate: 10, activeMembers: 3, periodValidBet: 1000, periodLoss: 500 },
          { rate: 12.35, activeMembers: 5, periodValidBet: 2000.5, periodLoss: 800 },
        ],
      })
    ).json().value.id;
    const hourlyOffer = await offer(top, a, {
      kind: 'hourlySalary',
      tiers: [{ rate: 0.35, activeMembers: 2, hourlyBet: 50 }],
    });
    const hourly = hourlyOffer.json().value.id;
    expect((await answer(a, hourly, true, undefined, 'processHourlySalary')).statusCode).toBe(200);

    const value = await consolidated(a);
    expect(value.divtypereq).toEqual({
      CONS: [
        {
          id: dividend,
          contractId: dividend,
          status: 'P',
          downlineHigherRate: 'N',
          period: 'weekly',
          minimumBet: 1000,
          netLoss: 500,
          activeMember: 3,
          contractRate: 0.1,
        },
        {
          id: dividend,
          contractId: dividend,
          status: 'P',
          downlineHigherRate: 'N',
          period: 'weekly',
          minimumBet: 2000.5,
          netLoss: 800,
          activeMember: 5,
          contractRate: 0.1235,
        },
      ],
    });
    expect(value.dailysalreqtype).toEqual({
      CONS: [
        {
          id: lowerDaily,
          contractId: lowerDaily,
          status: 'P',
          downlineHigherRate: 'Y',
          details: [{ betVolume: 250, activeMember: 1, rateType: 'P', rate: 0.01 }],
        },
      ],
    });
    expect(value.dailysalinfotype).toEqual({
      CONS: [
        {
          id: heldDaily,
          contractId: heldDaily,
          status: 'A',
          details: [{ betVolume: 100, activeMember: 1, rateType: 'P', rate: 0.015 }],
        },
      ],
    });
    expect(value.contracthoursalinfo).toEqual({
      CONS: [
        {
          id: hourly,
          contractId: hourly,
          status: 'A',
          hourSalaryRates: [{ minimumBet: 50, activeMember: 2, rateType: 'P', rate: 0.0035 }],
        },
      ],
    });
    for (const none of ['contracthoursalreq', 'realtimesalreqtype', 'divtypeinfo', 'contractmrdailysalinfotype']) {
      expect(value[none], none).toBeNull();
    }
    // The richer parts stay beside them.
    expect(value.requests.map((r: { id: number }) => r.id).sort()).toEqual([lowerDaily, dividend].sort());

    await sign(top, a, realtime(0.5, 0.25));
    await sign(a, b, realtime(0.5, 0.25));
    const realtimeOffer = (await offer(a, b, realtime(0.4, 0.2))).json().value.id;
    const parts = await consolidated(b);
    expect(parts.contractmrdailysalinfotype).toEqual({
      CONS: [expect.objectContaining({ status: 'A', profitRate: 0.005, lossRate: 0.0025, singleBet: 10 })],
    });
    expect(parts.realtimesalreqtype).toEqual({
      CONS: [
        {
          id: realtimeOffer,
          contractId: realtimeOffer,
          status: 'P',
          downlineHigherRate: 'N',
          profitRate: 0.004,
          lossRate: 0.002,
          singleBet: 10,
        },
      ],
    });
  });

  it('serves every part as null to a member with no contracts, and when contracts are off', async () => {
    const { c } = await tree();
    const keys = [
      'divtypereq',
      'dailysalreqtype',
      'contracthoursalreq',
      'realtimesalreqtype',
      'divtypeinfo',
      'dailysalinfotype',
      'contracthoursalinfo',
      'contractmrdailysalinfotype',
    ];
    const empty = Object.fromEntries(keys.map((k) => [k, null]));
    expect(await consolidated(c)).toMatchObject(empty);
    await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, { disabledModules: ['AGENTPOLICY3'] });
    try {
      expect(await consolidated(c)).toMatchObject(empty);
    } finally {
      await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, { disabledModules: [] });
    }
  });
});

describe('gates', () => {
  it('refuses trial accounts on consolidated', async () => {
    const res = await send(t.app, 'freePlay', { os: 'web', platform: 'W' });
    const token = res.json().value.token as string;
    const refused = await send(t.app, 'consolidated', undefined, { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('in_need_true_account');
  });

  it('follows the merchant modules', async () => {
    const { top, a } = await tree();
    const id = (await offer(top, a, daily(1))).json().value.id;
    await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, { disabledModules: ['DAILYSALCONT3'] });
    try {
      expect((await consolidated(a)).enabledKinds).toEqual(['dividend', 'hourlySalary', 'realtimeSalary']);
      expect((await consolidated(a)).requests).toEqual([]);
      expect((await answer(a, id, true)).json().errorCode).toBe('function.not.available');
      expect((await offer(top, a, daily(1))).json().errorCode).toBe('contract.kind.disabled');
      await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, { disabledModules: ['AGENTPOLICY3'] });
      expect(await consolidated(a)).toMatchObject({ enabledKinds: [], requests: [], contracts: [] });
      expect((await offer(top, a, daily(1))).json().errorCode).toBe('function.not.available');
    } finally {
      await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, { disabledModules: [] });
    }
    expect((await statusOf(id))?.status).toBe('pending');
  });
});

describe('races', () => {
  it('lets exactly one of an accept and a reject of the same offer win', async () => {
    for (let round = 0; round < 3; round++) {
      const { top, a } = await tree();
      const id = (await offer(top, a, daily(1))).json().value.id;
      const results = await Promise.all([answer(a, id, true), answer(a, id, false)]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const loser = results.find((r) => r.statusCode === 409);
      expect(loser?.json().errorCode).toBe('contract.not.pending');
      const winner = results.find((r) => r.statusCode === 200)?.json().value.contract.status;
      expect((await statusOf(id))?.status).toBe(winner);
    }
  });

  it('keeps one pending offer when two offers race', async () => {
    const { top, a } = await tree();
    const results = await Promise.all([offer(top, a, daily(1)), offer(top, a, daily(1.1))]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await contractsOf([a.id]);
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'cancelled')).toHaveLength(1);
  });
});
