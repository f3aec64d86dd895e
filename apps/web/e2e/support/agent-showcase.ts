import { type ContractKind, type ContractTerms, DEMO_ACCOUNTS, type EndpointName } from '@lotus/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/database.ts';
import { auditLog, members } from '../../../server/src/db/schema.ts';
import { houseAccountId, memberAccountId } from '../../../server/src/modules/wallet/ledger/accounts.ts';
import { postTransfer } from '../../../server/src/modules/wallet/ledger/post-transfer.ts';
import { loginAs, send } from '../../../server/test/auth-helpers.ts';
import { gameFixture, insertBet, vendorFixture } from '../../../server/test/bet-fixtures.ts';
import { seedAgentPayouts } from './agent-payouts.ts';
import { seedAgentTeam } from './agent-team.ts';
import type { RunningServer } from './site.ts';

const DAY = 86_400_000;

async function memberId(db: Database, username: string) {
  const [row] = await db.orm
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.username})`, username));
  if (!row) throw new Error(`no member ${username}`);
  return row.id;
}

async function call(app: RunningServer['app'], name: EndpointName, body: unknown, token: string) {
  const res = await send(app, name, body, { token });
  const json = res.json() as { success: boolean; value: Record<string, unknown> };
  if (!json.success) throw new Error(`${name}: ${res.body}`);
  return json.value;
}

/** Terms of each kind within the agent's own contracts from `e2e_upline` (support/agent-payouts.ts). */
const offers: Record<ContractKind, ContractTerms> = {
  dividend: {
    kind: 'dividend',
    period: 'semimonthly',
    tiers: [
      { rate: 4, activeMembers: 5, periodValidBet: 50_000, periodLoss: 10_000 },
      { rate: 6, activeMembers: 10, periodValidBet: 200_000, periodLoss: 40_000 },
      { rate: 8, activeMembers: 20, periodValidBet: 800_000, periodLoss: 150_000 },
    ],
  },
  dailySalary: {
    kind: 'dailySalary',
    tiers: [
      { rate: 0.8, activeMembers: 3, dailyBet: 5_000 },
      { rate: 1.2, activeMembers: 8, dailyBet: 20_000 },
    ],
  },
  hourlySalary: {
    kind: 'hourlySalary',
    tiers: [
      { rate: 0.5, activeMembers: 2, hourlyBet: 1_000 },
      { rate: 0.9, activeMembers: 5, hourlyBet: 5_000 },
    ],
  },
  realtimeSalary: { kind: 'realtimeSalary', profitRate: 0.6, lossRate: 0.8, singleBet: 10 },
};

const answer: Record<ContractKind, EndpointName> = {
  dividend: 'processDividend',
  dailySalary: 'processDailySalary',
  hourlySalary: 'processHourlySalary',
  realtimeSalary: 'processRealtimeSalary',
};

/**
 * Everything the agent centre can show, for looking at it: the team of `seedAgentTeam` plus three members who
 * registered through the agent's link, bets and deposits on most of the last 30 days, contracts of every kind the
 * agent offered within its own (accepted by `demo`, pending with `e2e_lead`, one withdrawn), and payouts of every kind
 * in each status with their computations (`seedAgentPayouts`, minor units and basis points; gross − downlines =
 * amount). The agent ends up below `e2e_upline`, the upline of its own contracts.
 */
export async function seedAgentShowcase(app: RunningServer['app'], db: Database) {
  const daily = (basis: number, tier: number, basisPoints: number, downlines: number) => {
    const gross = Math.round((basis * basisPoints) / 10_000);
    return { basis, tier, basisPoints, gross, downlines, amount: gross - downlines, team: gross };
  };
  const dividend = (basis: number, downlines: number, carryOut: number) => ({
    ...daily(basis, 0, 1_000, downlines),
    carryOut,
  });
  const realtime = (profit: number, loss: number, downlines: number) => {
    const gross = Math.round(profit / 100 + loss / 100);
    return {
      basis: profit + loss,
      tier: null,
      profit,
      loss,
      profitBasisPoints: 100,
      lossBasisPoints: 100,
      gross,
      downlines,
      amount: gross - downlines,
      team: gross,
    };
  };
  const owed = (c: { amount: number }) => c.amount;
  const computations = {
    d1: daily(100_000, 0, 150, 250),
    d2: daily(200_000, 0, 150, 500),
    d3: daily(1_500_000, 0, 150, 2_500),
    d4: daily(80_000, 0, 150, 0),
    h1: daily(50_000, 0, 100, 100),
    h2: daily(30_000, 0, 100, 0),
    h3: daily(90_000, 0, 100, 200),
    r1: realtime(40_000, 60_000, 0),
    r2: realtime(10_000, 250_000, 600),
    v1: dividend(300_000, 5_000, 0),
    v2: dividend(150_000, 0, 0),
    v3: { ...dividend(0, 0, -12_000), tier: null, basisPoints: null },
  };
  const c = computations;
  const agent = await memberId(db, DEMO_ACCOUNTS.agent.username);
  // What the platform paid the agent reaches its own account details, beside a deposit of its own: posted first, as
  // they happened before the team's entries of today.
  for (const [kind, from, amount, daysAgo] of [
    ['deposit', 'house:deposits', 200_000, 5],
    ['salary', 'house:agent-earnings', c.d1.amount, 1],
    ['salary', 'house:agent-earnings', c.h1.amount, 1],
    ['salary', 'house:agent-earnings', c.r1.amount, 1],
    ['dividend', 'house:agent-earnings', c.v1.amount, 1],
  ] as const) {
    await db.orm.transaction(async (tx) =>
      postTransfer(tx, {
        merchantId: 1,
        fromAccountId: await houseAccountId(tx, 1, from),
        toAccountId: await memberAccountId(tx, 1, agent),
        amount,
        kind,
        idempotencyKey: `e2e-showcase-${kind}-${amount}-${daysAgo}`,
        at: new Date(Date.now() - daysAgo * DAY + 3_600_000),
      }),
    );
  }
  await seedAgentTeam(db);
  const demo = await memberId(db, DEMO_ACCOUNTS.member.username);
  const p1 = await memberId(db, 'e2e_p1');
  const p2 = await memberId(db, 'e2e_p2');

  const joined: number[] = [];
  for (const [username, daysAgo] of [
    ['e2e_linkmember', 0],
    ['e2e_newplayer', 3],
    ['e2e_weekend_punter', 12],
  ] as const) {
    const at = new Date(Date.now() - daysAgo * DAY - 120_000);
    const [row] = await db.orm
      .insert(members)
      .values({ merchantId: 1, username, type: 0, parentId: agent, nickname: null, passwordHash: 'x', createdAt: at })
      .returning({ id: members.id });
    if (!row) throw new Error(`could not insert ${username}`);
    joined.push(row.id);
    await db.orm
      .insert(auditLog)
      .values({ merchantId: 1, event: 'member.registered', memberId: row.id, detail: { parentId: agent }, at });
  }

  const vendor = await vendorFixture(db, 'E2EH', { EN: 'Showcase Vendor', CN: '展示厂商' });
  const games = [
    await gameFixture(db, vendor.id, 'e2eh-slot', 'RNG', { EN: 'Fortune Dragon Deluxe', CN: '财富巨龙豪华版' }),
    await gameFixture(db, vendor.id, 'e2eh-live', 'LIVE', { EN: 'Baccarat Squeeze', CN: '咪牌百家乐' }),
    await gameFixture(db, vendor.id, 'e2eh-sport', 'SPORTS', { EN: 'Football Live', CN: '足球滚球' }),
  ];
  const players = [p1, p2, demo, ...joined];
  // A deterministic spread: some days busier than others, wins and losses mixed.
  for (let daysAgo = 1; daysAgo < 30; daysAgo++) {
    if (daysAgo % 7 === 5) continue;
    for (let i = 0; i < 1 + (daysAgo % 3); i++) {
      const who = players[(daysAgo + i) % players.length] as number;
      const game = games[(daysAgo + i) % games.length];
      if (!game) continue;
      const stake = 2_000 + ((daysAgo * 3_700 + i * 1_300) % 40_000);
      const payout = (daysAgo + i) % 3 === 0 ? Math.round(stake * 1.8) : (daysAgo + i) % 3 === 1 ? 0 : stake / 2;
      await insertBet(db, {
        memberId: who,
        vendorId: vendor.id,
        gameId: game.id,
        stake,
        payout,
        placedAt: new Date(Date.now() - daysAgo * DAY - i * 600_000),
      });
    }
  }
  for (const [who, daysAgo, amount] of [
    [p1, 4, 100_000],
    [demo, 9, 30_000],
    [joined[1] as number, 3, 20_000],
    [joined[2] as number, 11, 250_000],
  ] as const) {
    await db.orm.transaction(async (tx) =>
      postTransfer(tx, {
        merchantId: 1,
        fromAccountId: await houseAccountId(tx, 1, 'house:deposits'),
        toAccountId: await memberAccountId(tx, 1, who),
        amount,
        kind: 'deposit',
        idempotencyKey: `e2e-showcase-deposit-${who}-${daysAgo}`,
        at: new Date(Date.now() - daysAgo * DAY),
      }),
    );
  }

  await seedAgentPayouts(db, [
    { daysAgo: 1, status: 'paid', due: owed(c.d1), paid: owed(c.d1), computation: c.d1 },
    { daysAgo: 2, status: 'partial', due: c.d2.team, paid: 800, uplinePays: true, computation: c.d2 },
    { daysAgo: 3, status: 'held', due: owed(c.d3), paid: 0, computation: c.d3 },
    { daysAgo: 4, status: 'reversed', due: owed(c.d4), paid: 0, computation: c.d4 },
    { kind: 'hourlySalary', daysAgo: 1, status: 'paid', due: owed(c.h1), paid: owed(c.h1), computation: c.h1 },
    { kind: 'hourlySalary', daysAgo: 2, status: 'pending', due: owed(c.h2), paid: 0, computation: c.h2 },
    {
      kind: 'hourlySalary',
      daysAgo: 3,
      status: 'insufficient',
      due: c.h3.team,
      paid: 0,
      uplinePays: true,
      computation: c.h3,
    },
    { kind: 'realtimeSalary', daysAgo: 1, status: 'paid', due: owed(c.r1), paid: owed(c.r1), computation: c.r1 },
    { kind: 'realtimeSalary', daysAgo: 2, status: 'held', due: owed(c.r2), paid: 0, computation: c.r2 },
    { kind: 'dividend', daysAgo: 1, status: 'paid', due: owed(c.v1), paid: owed(c.v1), computation: c.v1 },
    {
      kind: 'dividend',
      daysAgo: 2,
      status: 'partial',
      due: c.v2.team,
      paid: 6_000,
      uplinePays: true,
      computation: c.v2,
    },
    { kind: 'dividend', daysAgo: 3, status: 'paid', due: 0, paid: 0, computation: c.v3 },
  ]);
  // The agent now works under e2e_upline, so its own contracts bound what it offers.
  const [upline] = await db.orm.select({ id: members.id }).from(members).where(eq(members.username, 'e2e_upline'));
  await db.orm.update(members).set({ parentId: upline?.id }).where(eq(members.id, agent));
  const agentToken = await loginAs(app, DEMO_ACCOUNTS.agent);
  const demoToken = await loginAs(app, DEMO_ACCOUNTS.member);
  for (const kind of Object.keys(offers) as ContractKind[]) {
    const offer = await call(app, 'contractOffer', { downline: 'demo', terms: offers[kind] }, agentToken);
    await call(app, answer[kind], { id: offer.id, accept: true, confirmTerminations: true }, demoToken);
    await call(app, 'contractOffer', { downline: 'e2e_lead', terms: offers[kind] }, agentToken);
  }
  const withdrawn = await call(app, 'contractOffer', { downline: 'e2e_p2', terms: offers.dailySalary }, agentToken);
  await call(app, 'contractCancel', { id: withdrawn.id }, agentToken);
}
