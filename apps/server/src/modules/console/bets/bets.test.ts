import { DEMO_ACCOUNTS } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../../../test/auth-helpers.ts';
import { gameFixture, insertBet, vendorFixture } from '../../../../test/bet-fixtures.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { members } from '../../../db/schema.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
// Bets in March 2025, far from anything the demo seed might add.
const clock = movableClock(Date.parse('2025-03-20T04:00:00Z'));
const ids: Record<string, number> = {};
let demoId: number;

const call = (path: string, role = 'admin') => consoleCall(t.app, tokens[role] as string, 'GET', path);
const idsOf = (list: { id: number }[]) => list.map((b) => Object.keys(ids).find((k) => ids[k] === b.id));

beforeAll(async () => {
  t = await createTestApp({ clock });
  for (const role of ['admin', 'finance', 'risk', 'support', 'content'] as const) {
    await insertOperator(t.db, `${role}-bets`, 'Oper1234', role);
    tokens[role] = await consoleSignIn(t.app, `${role}-bets`, 'Oper1234');
  }
  const memberIdOf = async (username: string) =>
    (await t.db.orm.select().from(members).where(eq(members.username, username)))[0]?.id as number;
  demoId = await memberIdOf(DEMO_ACCOUNTS.member.username);
  const agentId = await memberIdOf(DEMO_ACCOUNTS.agent.username);
  const alpha = await vendorFixture(t.db, 'GGRA', { EN: 'Alpha Games', CN: '阿尔法' });
  const beta = await vendorFixture(t.db, 'GGRB', { EN: 'Beta Live', CN: '贝塔' });
  const slot = await gameFixture(t.db, alpha.id, 'ggr-slot', 'RNG');
  const table = await gameFixture(t.db, beta.id, 'ggr-table', 'LIVE');
  const bet = async (key: string, fixture: Parameters<typeof insertBet>[1]) => {
    ids[key] = (await insertBet(t.db, fixture)).id;
  };
  await bet('a1', {
    memberId: demoId,
    vendorId: alpha.id,
    gameId: slot.id,
    roundId: 'R-1',
    stake: 10_000,
    payout: 2_000,
    placedAt: new Date('2025-03-10T04:00:00Z'),
  });
  await bet('a2', {
    memberId: agentId,
    vendorId: alpha.id,
    gameId: slot.id,
    roundId: 'R-2',
    stake: 5_000,
    payout: 9_000,
    placedAt: new Date('2025-03-11T04:00:00Z'),
  });
  await bet('a3', {
    memberId: demoId,
    vendorId: alpha.id,
    gameId: slot.id,
    roundId: 'R-3',
    stake: 700,
    status: 'open',
    placedAt: new Date('2025-03-12T04:00:00Z'),
  });
  await bet('b1', {
    memberId: demoId,
    vendorId: beta.id,
    gameId: table.id,
    roundId: 'R-4',
    stake: 20_000,
    payout: 0,
    placedAt: new Date('2025-03-12T05:00:00Z'),
  });
  await bet('b2', {
    memberId: agentId,
    vendorId: beta.id,
    gameId: table.id,
    roundId: 'R-5',
    stake: 0,
    status: 'cancelled',
    placedAt: new Date('2025-03-13T04:00:00Z'),
  });
  // 1 March 07:00 at GMT+8 is still 28 February in UTC.
  await bet('early', {
    memberId: demoId,
    vendorId: beta.id,
    gameId: table.id,
    roundId: 'R-6',
    stake: 1_000,
    payout: 3_000,
    placedAt: new Date('2025-02-28T23:00:00Z'),
  });
});
afterAll(() => t.close());

const march = 'startDate=2025-03-01&endDate=2025-03-31';

describe('bet search', () => {
  it('lists the period newest first with members, vendors, games and totals', async () => {
    const res = await call(`/bets?${march}`);
    expect(res.statusCode).toBe(200);
    const page = res.json().value;
    expect(idsOf(page.list)).toEqual(['b2', 'b1', 'a3', 'a2', 'a1', 'early']);
    expect(page).toMatchObject({ total: 6, pageNum: 1, totalPages: 1 });
    expect(page.list[1]).toMatchObject({
      memberId: demoId,
      username: DEMO_ACCOUNTS.member.username,
      vendorCode: 'GGRB',
      vendorName: 'Beta Live',
      gameCode: 'ggr-table',
      gameType: 'LIVE',
      roundId: 'R-4',
      stake: 200,
      winLoss: -200,
    });
    expect(page.totals).toEqual({ count: 6, stake: 367, validBet: 360, payout: 140, winLoss: -220 });
  });

  it('finds by member name or id, vendor, game, status and round id', async () => {
    const q = async (filter: string) => idsOf((await call(`/bets?${march}&${filter}`)).json().value.list);
    expect(await q(`member=${DEMO_ACCOUNTS.agent.username.toUpperCase()}`)).toEqual(['b2', 'a2']);
    expect(await q(`member=${demoId}`)).toEqual(['b1', 'a3', 'a1', 'early']);
    expect(await q('member=nobody-here')).toEqual([]);
    expect(await q('vendor=ggra')).toEqual(['a3', 'a2', 'a1']);
    expect(await q('game=ggr-table&status=settled')).toEqual(['b1', 'early']);
    expect(await q('roundId=R-2')).toEqual(['a2']);
    expect(await q('status=open')).toEqual(['a3']);
  });

  it('pages and cuts days at the merchant midnight', async () => {
    const page = (await call(`/bets?${march}&pageSize=4&pageNo=2`)).json().value;
    expect(idsOf(page.list)).toEqual(['a1', 'early']);
    expect(page).toMatchObject({ total: 6, totalPages: 2, pageNum: 2 });
    const february = (await call('/bets?startDate=2025-02-01&endDate=2025-02-28')).json().value;
    expect(february.total).toBe(0);
  });

  it('refuses bad searches with the field at fault', async () => {
    const cases: [string, string][] = [
      ['startDate=2025-03-01', 'endDate'],
      ['startDate=2025-03-10&endDate=2025-03-01', 'endDate'],
      ['startDate=2024-01-01&endDate=2025-03-01', 'startDate'],
      [`${march}&status=lost`, 'status'],
      [`${march}&vendor=a%20b`, 'vendor'],
      [`${march}&pageSize=500`, 'pageSize'],
      [`${march}&sort=asc`, ''],
    ];
    for (const [query, field] of cases) {
      const res = await call(`/bets?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
      if (field) expect(Object.keys(res.json().value.fields), query).toContain(field);
    }
  });
});

describe('GGR report', () => {
  it('sums settled bets per vendor, highest GGR first, with the total', async () => {
    const res = await call(`/bets/ggr?${march}`, 'finance');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({
      startDate: '2025-03-01',
      endDate: '2025-03-31',
      vendors: [
        {
          vendorCode: 'GGRB',
          vendorName: 'Beta Live',
          categories: ['LIVE'],
          bets: 2,
          stake: 210,
          validBet: 210,
          payout: 30,
          ggr: 180,
        },
        {
          vendorCode: 'GGRA',
          vendorName: 'Alpha Games',
          categories: ['RNG'],
          bets: 2,
          stake: 150,
          validBet: 150,
          payout: 110,
          ggr: 40,
        },
      ],
      total: { bets: 4, stake: 360, validBet: 360, payout: 140, ggr: 220 },
      earnings: { kinds: [], total: { payouts: 0, due: 0, paid: 0, platformPaid: 0 }, net: 220 },
    });
  });

  it('narrows to the period and is empty without bets', async () => {
    const one = (await call('/bets/ggr?startDate=2025-03-12&endDate=2025-03-12')).json().value;
    expect(one.vendors).toEqual([expect.objectContaining({ vendorCode: 'GGRB', bets: 1, ggr: 200 })]);
    const none = (await call('/bets/ggr?startDate=2025-01-01&endDate=2025-01-31')).json().value;
    expect(none).toMatchObject({ vendors: [], total: { bets: 0, stake: 0, ggr: 0 } });
    const bad = await call('/bets/ggr?startDate=2025-03-12');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toHaveProperty('endDate');
  });
});

describe('who may read bets', () => {
  it('admits admin, finance and risk; refuses support, content and callers without a session', async () => {
    for (const role of ['admin', 'finance', 'risk']) {
      expect((await call(`/bets?${march}`, role)).statusCode, role).toBe(200);
      expect((await call(`/bets/ggr?${march}`, role)).statusCode, role).toBe(200);
    }
    for (const role of ['support', 'content']) {
      for (const path of [`/bets?${march}`, `/bets/ggr?${march}`]) {
        const res = await call(path, role);
        expect(res.statusCode, `${role} ${path}`).toBe(403);
        expect(res.json().errorCode).toBe('access.forbidden');
      }
    }
    const anonymous = await consoleCall(t.app, '', 'GET', `/bets?${march}`);
    expect(anonymous.json().errorCode).toBe('console.not.session');
  });
});
