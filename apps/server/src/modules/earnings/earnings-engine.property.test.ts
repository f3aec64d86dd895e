import type { ContractTerms, EarningsSettings } from '@lotus/contract';
import { eq, inArray, like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorFixture } from '../../../test/bet-fixtures.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/database.ts';
import { agentContracts, bets, earningPayouts, ledgerTransfers, members, merchants } from '../../db/schema.ts';
import { houseAccountId, memberAccountId } from '../wallet/ledger/accounts.ts';
import { postTransfer } from '../wallet/ledger/post-transfer.ts';
import { verifyLedger } from '../wallet/ledger/verify-ledger.ts';
import { fundPayouts } from './fund-payouts.ts';
import { findRun, type MerchantEarnings, openPayouts } from './queries.ts';
import { dividendPayouts } from './rules/dividend-payouts.ts';
import { fundingDues, planFunding } from './rules/funding.ts';
import type { MemberFigures } from './rules/payouts.ts';
import { nextPeriod, type Period, periodOf } from './rules/periods.ts';
import { salaryPayouts } from './rules/salary-payouts.ts';
import type { TreeNode } from './rules/team-tree.ts';
import { runPeriod } from './run-period.ts';

/**
 * Random brands stored for real: up to 200 members at most 10 levels deep, some holding contracts, random settled bets
 * in the period and random wallets. The stored payouts must equal the rules run on the same data in memory, funding
 * must match the funding plan, the ledger must prove itself, and running a period again or three times at once must
 * move nothing more.
 */
const ZONE = '+08:00';
const MAX_DEPTH = 10;
let db: Database;
let vendorId = 0;
let iteration = 0;
/** Payouts and partly paid ones seen, so that the properties are known to have had something to check. */
const seen = { payouts: 0, short: 0, carried: 0 };
let day = Date.parse('2026-01-01T00:00:00+08:00');

beforeAll(async () => {
  db = await createTestDatabase();
  vendorId = (await vendorFixture(db, 'EPROP')).id;
  // Only this file's contracts: the demo seed's one is ended before the first period.
  await db.orm
    .update(agentContracts)
    .set({ status: 'terminated', endedAt: new Date('2025-01-01T00:00:00Z') })
    .where(eq(agentContracts.merchantId, 1));
}, 60_000);
afterAll(() => db.close());

const nodeArb = fc.record({
  parent: fc.nat(),
  hold: fc.boolean(),
  rate: fc.integer({ min: 0, max: 300 }),
  second: fc.integer({ min: 1, max: 200 }),
  members: fc.integer({ min: 0, max: 5 }),
  bet: fc.integer({ min: 0, max: 3_000 }),
  balance: fc.integer({ min: 0, max: 50_000 }),
});
const betArb = fc.record({
  node: fc.nat(),
  stake: fc.integer({ min: 1, max: 100_000 }),
  payout: fc.integer({ min: 0, max: 200_000 }),
  at: fc.integer({ min: 0, max: 86_399_000 }),
});
const worldArb = fc.record({
  nodes: fc.array(nodeArb, { minLength: 1, maxLength: 200, size: 'max' }),
  bets: fc.array(betArb, { maxLength: 300, size: 'max' }),
  funding: fc.constantFrom<EarningsSettings['funding']>('platform', 'upline'),
  shortfall: fc.constantFrom<EarningsSettings['shortfall']>('insufficient', 'partial'),
  /** Minor units above which a payout waits for approval. */
  threshold: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
});
type World = typeof worldArb extends fc.Arbitrary<infer T> ? T : never;

/** Parents by index, hung no deeper than ten levels. */
function parentsOf(world: World) {
  const parent: (number | null)[] = [];
  const depth: number[] = [];
  world.nodes.forEach((n, i) => {
    let p: number | null = i === 0 ? null : n.parent % i;
    while (p !== null && (depth[p] ?? 0) >= MAX_DEPTH - 1) p = parent[p] ?? null;
    parent.push(p);
    depth.push(p === null ? 0 : (depth[p] ?? 0) + 1);
  });
  return parent;
}

const termsOf = (kind: 'dailySalary' | 'dividend', n: World['nodes'][number]): ContractTerms => {
  const rate = n.rate / 100;
  const top = (n.rate + n.second) / 100;
  return kind === 'dailySalary'
    ? {
        kind,
        tiers: [
          { rate, activeMembers: 0, dailyBet: 0 },
          { rate: top, activeMembers: n.members, dailyBet: n.bet },
        ],
      }
    : {
        kind,
        period: 'daily',
        tiers: [
          { rate, activeMembers: 0, periodValidBet: 0, periodLoss: 0 },
          { rate: top, activeMembers: n.members, periodValidBet: n.bet, periodLoss: n.bet / 2 },
        ],
      };
};

/** Stores the world's members, contracts, wallets and bets; returns the ids by index. */
async function store(world: World, kind: 'dailySalary' | 'dividend', periods: Period[]) {
  iteration += 1;
  const parent = parentsOf(world);
  const rows = await db.orm
    .insert(members)
    .values(world.nodes.map((n, i) => ({ merchantId: 1, username: `ep${iteration}x${i}`, type: n.hold ? 1 : 0 })))
    .returning({ id: members.id });
  const ids = rows.map((r) => r.id);
  const pairs = parent.flatMap((p, i) => (p === null ? [] : [sql`(${ids[i]}::bigint, ${ids[p]}::bigint)`]));
  if (pairs.length > 0)
    await db.orm.execute(
      sql`update ${members} m set parent_id = v.p from (values ${sql.join(pairs, sql`, `)}) v(id, p) where m.id = v.id`,
    );
  const holders = world.nodes.flatMap((n, i) => (n.hold ? [i] : []));
  const contractRows =
    holders.length === 0
      ? []
      : await db.orm
          .insert(agentContracts)
          .values(
            holders.map((i) => ({
              merchantId: 1,
              kind,
              uplineId: ids[parent[i] ?? i] as number,
              downlineId: ids[i] as number,
              status: 'active' as const,
              terms: termsOf(kind, world.nodes[i] as World['nodes'][number]),
              answeredAt: new Date('2025-06-01T00:00:00Z'),
            })),
          )
          .returning({ id: agentContracts.id, downlineId: agentContracts.downlineId });
  await db.orm.transaction(async (tx) => {
    const house = await houseAccountId(tx, 1, 'house:adjustments');
    for (const i of holders) {
      const amount = world.nodes[i]?.balance ?? 0;
      if (amount === 0) continue;
      await postTransfer(tx, {
        merchantId: 1,
        fromAccountId: house,
        toAccountId: await memberAccountId(tx, 1, ids[i] as number),
        amount,
        kind: 'adjustment',
        idempotencyKey: `eprop-${iteration}-${i}`,
        at: new Date(day),
      });
    }
  });
  // Bets spread over the periods, each settled within one.
  const betRows = world.bets.map((b, k) => {
    const period = periods[k % periods.length] as Period;
    const settledAt = new Date(period.start + (b.at % (period.end - period.start)));
    return {
      merchantId: 1,
      memberId: ids[b.node % ids.length] as number,
      vendorId,
      roundId: `eprop-${iteration}-${k}`,
      stake: b.stake,
      validBet: b.stake,
      payout: b.payout,
      status: 'settled' as const,
      placedAt: settledAt,
      settledAt,
    };
  });
  if (betRows.length > 0) await db.orm.insert(bets).values(betRows);
  return { ids, parent, contracts: new Map(contractRows.map((c) => [c.downlineId, c.id])) };
}

/** The world's tree and each member's figures over one period, in memory. */
function modelInput(world: World, stored: Awaited<ReturnType<typeof store>>, periods: Period[], index: number) {
  const nodes: TreeNode[] = stored.ids.map((id, i) => {
    const p = stored.parent[i];
    return { id, parentId: p === null || p === undefined ? null : (stored.ids[p] as number) };
  });
  const figures = new Map<number, MemberFigures>();
  world.bets.forEach((b, k) => {
    if (k % periods.length !== index) return;
    const id = stored.ids[b.node % stored.ids.length] as number;
    const f = figures.get(id) ?? { validBet: 0, loss: 0, active: true };
    figures.set(id, { validBet: f.validBet + b.stake, loss: f.loss + b.stake - b.payout, active: true });
  });
  const contracts = new Map(
    world.nodes.flatMap((n, i) => (n.hold ? [[stored.ids[i] as number, termsOf('dailySalary', n)] as const] : [])),
  ) as Map<number, Extract<ContractTerms, { kind: 'dailySalary' }>>;
  return { nodes, figures, contracts };
}

async function endContracts(contractIds: number[], at: number) {
  if (contractIds.length === 0) return;
  await db.orm
    .update(agentContracts)
    .set({ status: 'terminated', endedAt: new Date(at) })
    .where(inArray(agentContracts.id, contractIds));
}

const payoutRows = (runId: number) => db.orm.select().from(earningPayouts).where(eq(earningPayouts.runId, runId));

describe('earnings engine over random brands', () => {
  it('daily salary: stored payouts equal the rules, funding equals the plan, and a period is paid once', async () => {
    await fc.assert(
      fc.asyncProperty(worldArb, async (world) => {
        const period = periodOf('daily', day, ZONE);
        day = period.end;
        const stored = await store(world, 'dailySalary', [period]);
        const approvalAbove = world.threshold === null ? null : world.threshold / 100;
        const settings = { funding: world.funding, shortfall: world.shortfall, approvalAbove };
        await db.orm.update(merchants).set({ earningsSettings: settings }).where(eq(merchants.id, 1));
        const merchant: MerchantEarnings = { id: 1, gmtOffsetMinutes: 480, settings };
        const balancesBefore = new Map(
          world.nodes.map((n, i) => [stored.ids[i] as number, n.hold ? n.balance : 0] as const),
        );

        const at = new Date(period.end + 60_000);
        const first = await runPeriod(db, merchant, 'dailySalary', period, at);
        // Again, and three at once: nothing more moves.
        const again = await Promise.all([1, 2, 3].map(() => runPeriod(db, merchant, 'dailySalary', period, at)));
        expect(first.ran).toBe(true);
        expect(again.map((o) => o.ran)).toEqual([false, false, false]);

        const model = salaryPayouts(modelInput(world, stored, [period], 0));
        // Held payouts wait; the rest is paid as the plan says.
        const dues = fundingDues(world.funding, model);
        const isHeld = (amount: number) => world.threshold !== null && amount > world.threshold;
        const plan = [
          ...planFunding(
            dues.filter((d) => !isHeld(d.amount)),
            balancesBefore,
            world.shortfall,
          ),
          ...dues.filter((d) => isHeld(d.amount)).map((d) => ({ ...d, paid: 0 })),
        ];
        const rows = await payoutRows((await findRun(db.orm, 1, 'dailySalary', period.key))?.id as number);
        const expected = plan.map((t) => ({
          memberId: t.to,
          payerId: t.from,
          due: t.amount,
          paid: t.paid,
        }));
        const got = rows.map((r) => ({ memberId: r.memberId, payerId: r.payerId, due: r.due, paid: r.paid }));
        const byMember = (a: { memberId: number }, b: { memberId: number }) => a.memberId - b.memberId;
        expect(got.toSorted(byMember)).toEqual(expected.toSorted(byMember));
        seen.payouts += got.length;
        seen.short += got.filter((r) => r.paid < r.due).length;
        for (const row of rows) {
          const m = model.find((p) => p.memberId === row.memberId);
          expect(row.computation).toMatchObject({ gross: m?.gross, amount: m?.amount, team: m?.team });
        }
        // One transfer per payout that moved money, under its first key.
        const moved = await db.orm
          .select()
          .from(ledgerTransfers)
          .where(like(ledgerTransfers.idempotencyKey, `earnings:%:${period.key}%`));
        expect(moved.length).toBe(rows.filter((r) => r.paid > 0).length);
        expect(moved.every((m) => !/:\d+$/.test(m.idempotencyKey.replace(period.key, '')))).toBe(true);
        expect(moved.reduce((s, m) => s + m.amount, 0)).toBe(rows.reduce((s, r) => s + r.paid, 0));
        expect((await verifyLedger(db.orm)).ok).toBe(true);

        // Every payer gets what it owes, and one retry pays every payout that is not held in full.
        await db.orm.transaction(async (tx) => {
          const house = await houseAccountId(tx, 1, 'house:adjustments');
          for (const row of rows) {
            if (row.payerId === null || row.paid === row.due) continue;
            await postTransfer(tx, {
              merchantId: 1,
              fromAccountId: house,
              toAccountId: await memberAccountId(tx, 1, row.payerId),
              amount: row.due - row.paid,
              kind: 'adjustment',
              idempotencyKey: `eprop-${iteration}-topup-${row.id}`,
              at,
            });
          }
          await fundPayouts(tx, 1, await openPayouts(tx, 1, 'dailySalary'), world.shortfall, at);
        });
        const after = await payoutRows((await findRun(db.orm, 1, 'dailySalary', period.key))?.id as number);
        for (const row of after) expect(row.paid).toBe(row.status === 'held' ? 0 : row.due);
        expect((await verifyLedger(db.orm)).ok).toBe(true);
        await endContracts([...stored.contracts.values()], period.end);
      }),
      { numRuns: 12, seed: 20261127 },
    );
    expect(seen.payouts).toBeGreaterThan(100);
    expect(seen.short).toBeGreaterThan(0);
  }, 60_000);

  it('dividends: two periods in a row carry a won period into the next as the rules do', async () => {
    await db.orm
      .update(merchants)
      .set({ earningsSettings: { funding: 'platform', shortfall: 'insufficient', approvalAbove: null } })
      .where(eq(merchants.id, 1));
    const merchant: MerchantEarnings = { id: 1, gmtOffsetMinutes: 480, settings: {} };
    await fc.assert(
      fc.asyncProperty(worldArb, async (world) => {
        const first = periodOf('daily', day, ZONE);
        const second = nextPeriod(first, ZONE);
        day = second.end;
        const stored = await store(world, 'dividend', [first, second]);
        const contracts = new Map(
          world.nodes.flatMap((n, i) => (n.hold ? [[stored.ids[i] as number, termsOf('dividend', n)] as const] : [])),
        ) as Map<number, Extract<ContractTerms, { kind: 'dividend' }>>;
        let carries = new Map<number, number>();
        for (const [index, period] of [first, second].entries()) {
          await runPeriod(db, merchant, 'dividend', period, new Date(period.end));
          const { nodes, figures } = modelInput(world, stored, [first, second], index);
          const model = dividendPayouts({ nodes, figures, contracts, carries });
          carries = new Map(model.map((p) => [p.memberId, p.carryOut]));
          seen.carried += model.filter((p) => p.carryOut < 0).length;
          const run = await findRun(db.orm, 1, 'dividend', period.key);
          const rows = await payoutRows(run?.id as number);
          expect(rows.map((r) => [r.memberId, r.due, r.paid]).toSorted((a, b) => (a[0] ?? 0) - (b[0] ?? 0))).toEqual(
            model
              .filter((p) => p.amount > 0)
              .map((p) => [p.memberId, p.amount, p.amount])
              .toSorted((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
          );
        }
        expect((await verifyLedger(db.orm)).ok).toBe(true);
        await endContracts([...stored.contracts.values()], second.end);
      }),
      { numRuns: 8, seed: 20261128 },
    );
    expect(seen.carried).toBeGreaterThan(0);
  }, 60_000);
});
