import { businessDayStart, fromMinorUnits } from '@lotus/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoContext, movableClock } from '../../../test/auth-helpers.ts';
import { vendorFixture } from '../../../test/bet-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bets, members } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { houseAccountId, memberAccountId } from '../wallet/ledger/accounts.ts';
import { postTransfer } from '../wallet/ledger/post-transfer.ts';
import { downlineList } from './downline-list.ts';
import { teamBets } from './team-bets.ts';
import { figuresOf, type MinorFigures, noFigures, teamFigures } from './team-figures.ts';
import { userLoss } from './user-loss.ts';

let t: TestApp;
let merchant: MerchantConfig;
let vendorId: number;
const clock = movableClock(Date.parse('2026-11-10T02:00:00Z'));
const OFFSET = 480;
const DAY = 86_400_000;
const period = { startDate: '2026-11-01', endDate: '2026-11-10' };
const from = businessDayStart(period.startDate, OFFSET);
const until = businessDayStart(period.endDate, OFFSET) + DAY;
/** Events fall from three days before the period to three days after it, at any minute. */
const instant = (day: number, minute: number) => new Date(from + (day - 3) * DAY + minute * 60_000);
const inPeriod = (d: Date) => d.getTime() >= from && d.getTime() < until;

beforeAll(async () => {
  t = await createTestApp({ clock });
  merchant = (await demoContext(t.db, clock)).merchant;
  vendorId = (await vendorFixture(t.db, 'PROP')).id;
});
afterAll(() => t.close());

const dayArb = fc.integer({ min: 0, max: 15 });
const minuteArb = fc.integer({ min: 0, max: 1439 });

/**
 * Up to 200 members, depth at most 10: each hangs under an earlier one (often the one just before, so chains grow
 * deep), and now and then starts a team of its own, so that the first team has neighbours it must never see.
 */
const caseArb = fc.record({
  nodes: fc.array(
    fc.record({
      parent: fc.nat(),
      chain: fc.boolean(),
      ownTeam: fc.integer({ min: 0, max: 19 }),
      agent: fc.boolean(),
      day: dayArb,
      minute: minuteArb,
    }),
    { minLength: 1, maxLength: 200, size: 'max' },
  ),
  bets: fc.array(
    fc.record({
      who: fc.nat(),
      day: dayArb,
      minute: minuteArb,
      stake: fc.integer({ min: 0, max: 50_000 }),
      payout: fc.integer({ min: 0, max: 100_000 }),
      status: fc.constantFrom('settled', 'settled', 'open', 'cancelled'),
    }),
    { maxLength: 300, size: 'max' },
  ),
  moves: fc.array(
    fc.record({
      who: fc.nat(),
      kind: fc.constantFrom('deposit', 'withdrawal', 'refund', 'bonus', 'credit', 'debit'),
      amount: fc.integer({ min: 1, max: 100_000 }),
      day: dayArb,
      minute: minuteArb,
    }),
    { maxLength: 40, size: 'max' },
  ),
});

type Case = typeof caseArb extends fc.Arbitrary<infer C> ? C : never;

interface Node {
  parent: number | null;
  agent: boolean;
  createdAt: Date;
}

/** The tree of a case: parents earlier in the list, depth at most 10; node 0 is an agent heading the first team. */
function treeOf(c: Case): Node[] {
  const depth: number[] = [];
  return c.nodes.map((n, i) => {
    let parent: number | null = i === 0 || n.ownTeam === 0 ? null : n.chain ? i - 1 : n.parent % i;
    if (parent !== null && (depth[parent] ?? 0) >= 9) parent = 0;
    depth[i] = parent === null ? 0 : (depth[parent] ?? 0) + 1;
    return { parent, agent: i === 0 || n.agent, createdAt: instant(n.day, n.minute) };
  });
}

interface Bet {
  who: number;
  at: Date;
  stake: number;
  payout: number;
  status: 'settled' | 'open' | 'cancelled';
}

interface Move {
  who: number;
  at: Date;
  field: 'deposits' | 'withdrawals' | 'bonuses';
  /** Signed as the figure reads it. */
  amount: number;
}

/** Each head's figures as the module comment defines them, summed over the head and everyone below it. */
function modelFigures(tree: Node[], head: number, allBets: Bet[], moves: Move[], withoutHead = false) {
  const inTeam = (i: number) => {
    for (let at: number | null = i; at !== null; at = tree[at]?.parent ?? null) if (at === head) return true;
    return false;
  };
  const team = new Set(tree.map((_, i) => i).filter((i) => inTeam(i) && !(withoutHead && i === head)));
  const f = noFigures();
  const active = new Set<number>();
  for (const b of allBets) {
    if (!team.has(b.who) || !inPeriod(b.at)) continue;
    if (b.status !== 'cancelled') active.add(b.who);
    if (b.status !== 'settled') continue;
    f.betCount += 1;
    f.stake += b.stake;
    f.validBet += b.stake;
    f.payout += b.payout;
  }
  f.activeMembers = active.size;
  for (const m of moves) if (team.has(m.who) && inPeriod(m.at)) f[m.field] += m.amount;
  f.newMembers = [...team].filter((i) => inPeriod(tree[i]?.createdAt as Date)).length;
  return f;
}

let run = 0;

/** Writes the case: members (with their registration time), bet rows, and ledger movements that keep every balance
 * at or above zero. Answers the member ids and what the model reads. */
async function seed(c: Case) {
  run += 1;
  const tree = treeOf(c);
  const ids: number[] = [];
  for (const [i, node] of tree.entries()) {
    const [row] = await t.db.orm
      .insert(members)
      .values({
        merchantId: 1,
        username: `pt${run}_${i}`,
        type: node.agent ? 1 : 0,
        parentId: node.parent === null ? null : ids[node.parent],
        createdAt: node.createdAt,
      })
      .returning({ id: members.id });
    ids.push(row?.id as number);
  }
  const allBets: Bet[] = c.bets.map((b) => {
    const status = b.status as Bet['status'];
    return {
      who: b.who % tree.length,
      at: instant(b.day, b.minute),
      stake: status === 'cancelled' ? 0 : b.stake,
      payout: status === 'settled' ? b.payout : 0,
      status,
    };
  });
  if (allBets.length) {
    await t.db.orm.insert(bets).values(
      allBets.map((b, i) => ({
        merchantId: 1,
        memberId: ids[b.who] as number,
        vendorId,
        roundId: `pt${run}-${i}`,
        stake: b.stake,
        validBet: b.status === 'settled' ? b.stake : 0,
        payout: b.payout,
        status: b.status,
        placedAt: b.at,
        settledAt: b.status === 'open' ? null : b.at,
      })),
    );
  }

  const house = {
    deposits: await houseAccountId(t.db.orm, 1, 'house:deposits'),
    inTransit: await houseAccountId(t.db.orm, 1, 'house:withdrawals-in-transit'),
    adjustments: await houseAccountId(t.db.orm, 1, 'house:adjustments'),
  };
  const balance = new Map<number, number>();
  const pending = new Map<number, number>();
  const moves: Move[] = [];
  // In time order, so that a withdrawal or debit never takes more than the wallet then holds.
  const ordered = c.moves
    .map((m, i) => ({ ...m, i, who: m.who % tree.length, at: instant(m.day, m.minute) }))
    .toSorted((a, b) => a.at.getTime() - b.at.getTime() || a.i - b.i);
  for (const m of ordered) {
    const wallet = await memberAccountId(t.db.orm, 1, ids[m.who] as number);
    const held = balance.get(m.who) ?? 0;
    const out = pending.get(m.who) ?? 0;
    const plan = {
      deposit: { from: house.deposits, to: wallet, kind: 'deposit', amount: m.amount, field: 'deposits', sign: 1 },
      withdrawal: {
        from: wallet,
        to: house.inTransit,
        kind: 'withdrawal',
        amount: Math.min(m.amount, held),
        field: 'withdrawals',
        sign: 1,
      },
      refund: {
        from: house.inTransit,
        to: wallet,
        kind: 'withdrawal',
        amount: Math.min(m.amount, out),
        field: 'withdrawals',
        sign: -1,
      },
      bonus: { from: house.adjustments, to: wallet, kind: 'bonus', amount: m.amount, field: 'bonuses', sign: 1 },
      credit: { from: house.adjustments, to: wallet, kind: 'adjustment', amount: m.amount, field: 'bonuses', sign: 1 },
      debit: {
        from: wallet,
        to: house.adjustments,
        kind: 'adjustment',
        amount: Math.min(m.amount, held),
        field: 'bonuses',
        sign: -1,
      },
    } as const;
    const p = plan[m.kind as keyof typeof plan];
    if (p.amount <= 0) continue;
    await t.db.orm.transaction((tx) =>
      postTransfer(tx, {
        merchantId: 1,
        fromAccountId: p.from,
        toAccountId: p.to,
        amount: p.amount,
        kind: p.kind,
        idempotencyKey: `pt${run}-move-${m.i}`,
        at: m.at,
      }),
    );
    balance.set(m.who, held + (p.to === wallet ? p.amount : -p.amount));
    if (m.kind === 'withdrawal') pending.set(m.who, out + p.amount);
    if (m.kind === 'refund') pending.set(m.who, out - p.amount);
    moves.push({ who: m.who, at: m.at, field: p.field, amount: p.sign * p.amount });
  }
  return { tree, ids, allBets, moves };
}

describe('agent team figures (property)', () => {
  it('every agent sees exactly its own team, and its figures are a simple sum over it', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        const { tree, ids, allBets, moves } = await seed(c);
        const agents = tree.flatMap((n, i) => (n.agent ? [i] : []));
        const scope = {
          merchantId: 1,
          heads: agents.map((i) => ids[i] as number),
          from: new Date(from),
          until: new Date(until),
          key: 'head' as const,
          gmtOffsetMinutes: OFFSET,
        };
        const figures = await teamFigures(t.db.orm, scope);
        for (const i of agents) {
          expect(figures.get(String(ids[i])) ?? noFigures(), `agent ${i}`).toEqual(
            modelFigures(tree, i, allBets, moves),
          );
        }

        // The pages of the first team's head: its direct downlines' teams, each member's own loss, the team's bets.
        const head = ids[0] as number;
        const now = clock.now().getTime();
        const page = { pageNo: 1, pageSize: 100, ...period };
        const down = await downlineList(t.db.orm, merchant, head, page, now);
        const children = tree.flatMap((n, i) => (n.parent === 0 ? [i] : []));
        expect(down.total).toBe(children.length);
        const byName = new Map(down.list.map((r) => [r.username, r]));
        for (const i of children.slice(0, 100)) {
          expect(byName.get(`pt${run}_${i}`)?.figures).toEqual(figuresOf(modelFigures(tree, i, allBets, moves)));
        }
        expect(down.totals).toEqual(figuresOf(modelFigures(tree, 0, allBets, moves, true)));

        const loss = await userLoss(t.db.orm, merchant, head, page, now);
        const below = tree.flatMap((_, i) => (isBelow(tree, i, 0) ? [i] : []));
        const own = below
          .map((i) => ({
            i,
            f: modelFigures(
              tree,
              i,
              allBets.filter((b) => b.who === i),
              moves.filter((m) => m.who === i),
            ),
          }))
          .filter(({ f }) => f.betCount > 0 || f.bonuses !== 0);
        expect(loss.total).toBe(own.length);
        const lossRows = new Map(loss.list.map((r) => [r.username, r]));
        for (const { i, f } of own) {
          const row = lossRows.get(`pt${run}_${i}`);
          // The page holds the 100 biggest losses; the rest are counted in the totals.
          if (row)
            expect([row.stake, row.payout, row.bonuses]).toEqual([f.stake, f.payout, f.bonuses].map(fromMinorUnits));
        }
        const sum = (pick: (f: MinorFigures) => number) => own.reduce((s, o) => s + pick(o.f), 0);
        expect(loss.totals.net).toBeCloseTo(fromMinorUnits(sum((f) => f.payout - f.stake + f.bonuses)), 6);
        expect(loss.totals.stake).toBeCloseTo(fromMinorUnits(sum((f) => f.stake)), 6);

        const teamBetPage = await teamBets(t.db.orm, merchant, head, { ...page, pageSize: 1 }, now, 'EN');
        const teamOnes = allBets.filter((b) => (b.who === 0 || isBelow(tree, b.who, 0)) && inPeriod(b.at));
        expect(teamBetPage.totals.count).toBe(teamOnes.length);
        expect(teamBetPage.totals.stake).toBeCloseTo(fromMinorUnits(teamOnes.reduce((s, b) => s + b.stake, 0)), 6);

        // Nobody of another team can be opened as a parent.
        const stranger = tree.findIndex((_, i) => i !== 0 && !isBelow(tree, i, 0));
        if (stranger > 0) {
          await expect(
            downlineList(t.db.orm, merchant, head, { ...page, parent: `pt${run}_${stranger}` }, now),
          ).rejects.toThrow(AppError);
        }
      }),
      { numRuns: 20 },
    );
  }, 240_000);
});

/** Whether node `i` is somewhere below `head`. */
function isBelow(tree: Node[], i: number, head: number) {
  for (let at = tree[i]?.parent ?? null; at !== null; at = tree[at]?.parent ?? null) if (at === head) return true;
  return false;
}
