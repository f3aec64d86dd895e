import { type ContractTerms, DEMO_MERCHANT_CODE, type ModId } from '@lotus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';
import { type Person, peopleOf } from './contract-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const person = peopleOf(() => t, 'cs');

const terms = {
  dividend: {
    kind: 'dividend',
    period: 'monthly',
    tiers: [{ rate: 20, activeMembers: 2, periodValidBet: 1000, periodLoss: 300 }],
  },
  dailySalary: { kind: 'dailySalary', tiers: [{ rate: 1.25, activeMembers: 1, dailyBet: 100 }] },
  hourlySalary: { kind: 'hourlySalary', tiers: [{ rate: 0.5, activeMembers: 1, hourlyBet: 20.5 }] },
  realtimeSalary: { kind: 'realtimeSalary', profitRate: 0.75, lossRate: 0.5, singleBet: 5 },
} as const satisfies Record<string, ContractTerms>;

const processEndpoint = {
  dividend: 'processDividend',
  dailySalary: 'processDailySalary',
  hourlySalary: 'processHourlySalary',
  realtimeSalary: 'processRealtimeSalary',
} as const;

/** Offers and accepts: the contract id. */
async function sign(from: Person, to: Person, contract: ContractTerms) {
  const offered = await send(t.app, 'contractOffer', { downline: to.username, terms: contract }, { token: from.token });
  expect(offered.statusCode, offered.body).toBe(200);
  const id = offered.json().value.id as number;
  const accepted = await send(t.app, processEndpoint[contract.kind], { id, accept: true }, { token: to.token });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return id;
}

const consolidated = async (who: Person) => {
  const res = await send(t.app, 'consolidated', undefined, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

const partKeys = [
  'divtypereq',
  'dailysalreqtype',
  'contracthoursalreq',
  'realtimesalreqtype',
  'divtypeinfo',
  'dailysalinfotype',
  'contracthoursalinfo',
  'contractmrdailysalinfotype',
];
const noParts = Object.fromEntries(partKeys.map((k) => [k, null]));

async function withDisabled(modules: ModId[], work: () => Promise<void>) {
  await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, { disabledModules: modules });
  try {
    await work();
  } finally {
    await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, { disabledModules: [] });
  }
}

describe('consolidated: parts and session keys (spec §3)', () => {
  it('gives a member without contracts null parts and both keys off, whether player or agent below an agent', async () => {
    const top = await person(null);
    const mid = await person(top);
    const player = await person(mid, 0);
    for (const who of [mid, player]) {
      expect(await consolidated(who)).toMatchObject({
        ...noParts,
        requests: [],
        contracts: [],
        enableSalary: false,
        enableContract: false,
      });
    }
  });

  it('turns both keys on for a top-level agent, bounded by the brand caps, while its info parts stay empty', async () => {
    const top = await person(null, 42);
    expect(await consolidated(top)).toMatchObject({ ...noParts, enableSalary: true, enableContract: true });
  });

  it('fills the info part of each kind an agent holds, and the keys from the dividend and daily salary held', async () => {
    const top = await person(null, 2);
    const agent = await person(top, 41);
    const ids = {
      dividend: await sign(top, agent, terms.dividend),
      dailySalary: await sign(top, agent, terms.dailySalary),
    };
    let value = await consolidated(agent);
    expect(value).toMatchObject({ enableSalary: true, enableContract: true });
    expect(value.divtypeinfo).toEqual({
      CONS: [
        {
          id: ids.dividend,
          contractId: ids.dividend,
          status: 'A',
          period: 'monthly',
          minimumBet: 1000,
          netLoss: 300,
          activeMember: 2,
          contractRate: 0.2,
        },
      ],
    });
    expect(value.dailysalinfotype).toEqual({
      CONS: [
        {
          id: ids.dailySalary,
          contractId: ids.dailySalary,
          status: 'A',
          details: [{ betVolume: 100, activeMember: 1, rateType: 'P', rate: 0.0125 }],
        },
      ],
    });
    expect(value.contracthoursalinfo).toBeNull();
    expect(value.contractmrdailysalinfotype).toBeNull();

    const hourly = await sign(top, agent, terms.hourlySalary);
    const realtime = await sign(top, agent, terms.realtimeSalary);
    value = await consolidated(agent);
    expect(value.contracthoursalinfo).toEqual({
      CONS: [
        {
          id: hourly,
          contractId: hourly,
          status: 'A',
          hourSalaryRates: [{ minimumBet: 20.5, activeMember: 1, rateType: 'P', rate: 0.005 }],
        },
      ],
    });
    expect(value.contractmrdailysalinfotype).toEqual({
      CONS: [{ id: realtime, contractId: realtime, status: 'A', profitRate: 0.0075, lossRate: 0.005, singleBet: 5 }],
    });
    for (const req of ['divtypereq', 'dailysalreqtype', 'contracthoursalreq', 'realtimesalreqtype']) {
      expect(value[req], req).toBeNull();
    }
    expect(value.contracts).toHaveLength(4);
  });

  it('keys each flag to its own kind: an agent holding only hourly salary has neither', async () => {
    const top = await person(null);
    const agent = await person(top);
    await sign(top, agent, terms.hourlySalary);
    const value = await consolidated(agent);
    expect(value).toMatchObject({ enableSalary: false, enableContract: false });
    expect(value.contracthoursalinfo?.CONS).toHaveLength(1);
  });

  it('shows the offer waiting under its request key without turning a key on before it is accepted', async () => {
    const top = await person(null);
    const agent = await person(top);
    const offered = await send(
      t.app,
      'contractOffer',
      { downline: agent.username, terms: terms.dailySalary },
      { token: top.token },
    );
    const id = offered.json().value.id as number;
    const value = await consolidated(agent);
    expect(value.dailysalreqtype).toEqual({
      CONS: [expect.objectContaining({ id, contractId: id, status: 'P', downlineHigherRate: 'N' })],
    });
    expect(value.dailysalinfotype).toBeNull();
    expect(value.enableSalary).toBe(false);
  });

  it('follows the brand: a kind module off hides its parts and its key, AGENTPOLICY3 off all of them', async () => {
    const top = await person(null);
    const agent = await person(top);
    await sign(top, agent, terms.dividend);
    await sign(top, agent, terms.dailySalary);

    await withDisabled(['SIGNCONDIV3'], async () => {
      const value = await consolidated(agent);
      expect(value).toMatchObject({ divtypeinfo: null, enableContract: false, enableSalary: true });
      expect(value.dailysalinfotype?.CONS).toHaveLength(1);
      expect(await consolidated(top)).toMatchObject({ enableContract: false, enableSalary: true });
    });
    await withDisabled(['DAILYSALCONT3'], async () => {
      expect(await consolidated(agent)).toMatchObject({
        dailysalinfotype: null,
        enableSalary: false,
        enableContract: true,
      });
    });
    await withDisabled(['AGENTPOLICY3'], async () => {
      for (const who of [top, agent]) {
        expect(await consolidated(who)).toMatchObject({
          ...noParts,
          enabledKinds: [],
          contracts: [],
          enableSalary: false,
          enableContract: false,
        });
      }
    });
    expect(await consolidated(agent)).toMatchObject({ enableSalary: true, enableContract: true });
  });
});
