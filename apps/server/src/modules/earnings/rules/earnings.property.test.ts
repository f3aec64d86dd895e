import type { ContractTermsOf } from '@lotus/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dividendPayouts } from './dividend-payouts.ts';
import { type FundingMode, fundingDues, planFunding, retryDues, type ShortfallMode } from './funding.ts';
import type { MemberFigures } from './payouts.ts';
import { type RoundBets, realtimePayouts, singleBet } from './realtime-payouts.ts';
import { salaryPayouts } from './salary-payouts.ts';
import { thresholdMinor } from './share.ts';
import type { TreeNode } from './team-tree.ts';

/**
 * Random brands: up to 200 members at most 10 levels deep, some holding contracts whose top rate never exceeds the
 * nearest holder's above (as offering enforces), with random figures. Payouts are checked against a naive model that
 * walks ancestors for every pair instead of summing teams in one pass.
 */
const MAX_DEPTH = 10;
const memberArb = fc.record({
  parent: fc.nat(),
  chain: fc.boolean(),
  root: fc.nat({ max: 30 }),
  shuffle: fc.nat(),
  hold: fc.boolean(),
  share: fc.integer({ min: 0, max: 100 }),
  tiers: fc.integer({ min: 1, max: 3 }),
  betStep: fc.integer({ min: 0, max: 2_000 }),
  memberStep: fc.integer({ min: 0, max: 4 }),
  singleBet: fc.integer({ min: 0, max: 300 }),
  carry: fc.integer({ min: -20_000_000, max: 0 }),
  validBet: fc.nat({ max: 100_000_000 }),
  loss: fc.integer({ min: -50_000_000, max: 50_000_000 }),
  active: fc.boolean(),
});

interface Holder {
  /** The top rate in basis points; real-time salary uses it for profit and a share of it for loss. */
  maxBp: number;
  lossBp: number;
  tiers: { bp: number; bet: number; members: number }[];
  singleBet: number;
  carry: number;
}
interface World {
  nodes: TreeNode[];
  parent: Map<number, number | null>;
  figures: Map<number, MemberFigures>;
  holders: Map<number, Holder>;
}

const worldArb = fc.array(memberArb, { minLength: 1, maxLength: 200, size: 'max' }).map((raw): World => {
  const id = (i: number) => 1_000 + i * 7;
  const parent = new Map<number, number | null>();
  const parentIndex: (number | null)[] = [];
  const depth: number[] = [];
  const nearest: (number | null)[] = []; // nearest holder at or above, by index
  const holders = new Map<number, Holder>();
  const figures = new Map<number, MemberFigures>();
  raw.forEach((m, i) => {
    let p: number | null = i === 0 || m.root === 0 ? null : m.chain ? i - 1 : m.parent % i;
    // Too deep: hang it under the ancestor at the last level that still has room.
    while (p !== null && (depth[p] ?? 0) >= MAX_DEPTH - 1) p = parentIndex[p] ?? null;
    parentIndex[i] = p;
    depth[i] = p === null ? 0 : (depth[p] ?? 0) + 1;
    parent.set(id(i), p === null ? null : id(p));
    const above = p === null ? null : (nearest[p] ?? null);
    if (m.hold) {
      const bound = above === null ? 200 : (holders.get(id(above))?.maxBp ?? 0);
      const maxBp = Math.floor((bound * m.share) / 100);
      const count = maxBp < m.tiers ? 1 : m.tiers;
      const tiers = Array.from({ length: count }, (_, j) => ({
        bp: Math.floor((maxBp * (j + 1)) / count),
        bet: j * m.betStep,
        members: j * m.memberStep,
      }));
      const lossBp = Math.floor((maxBp * m.share) / 100);
      holders.set(id(i), { maxBp, lossBp, tiers, singleBet: m.singleBet, carry: m.carry });
    }
    nearest[i] = m.hold ? i : above;
    figures.set(id(i), { validBet: m.validBet, loss: m.loss, active: m.active });
  });
  const nodes = raw
    .map((m, i) => ({ id: id(i), parentId: parent.get(id(i)) ?? null, key: m.shuffle }))
    .sort((a, b) => a.key - b.key)
    .map(({ id, parentId }) => ({ id, parentId }));
  return { nodes, parent, figures, holders };
});

const pct = (bp: number) => bp / 100;
const dailyTerms = (h: Holder): ContractTermsOf<'dailySalary'> => ({
  kind: 'dailySalary',
  tiers: h.tiers.map((t) => ({ rate: pct(t.bp), activeMembers: t.members, dailyBet: t.bet })),
});
const dividendTerms = (h: Holder): ContractTermsOf<'dividend'> => ({
  kind: 'dividend',
  period: 'monthly',
  tiers: h.tiers.map((t) => ({
    rate: pct(t.bp * 100),
    activeMembers: t.members,
    periodValidBet: t.bet,
    periodLoss: t.bet / 2,
  })),
});
const realtimeTerms = (h: Holder): ContractTermsOf<'realtimeSalary'> => ({
  kind: 'realtimeSalary',
  profitRate: pct(h.maxBp),
  lossRate: pct(h.lossBp),
  singleBet: h.singleBet,
});
const contractsOf = <T>(w: World, terms: (h: Holder) => T) => new Map([...w.holders].map(([id, h]) => [id, terms(h)]));

// --- The naive model -------------------------------------------------------------------------------------------

function inTeam(w: World, head: number, member: number): boolean {
  for (let m: number | null = member; m !== null; m = w.parent.get(m) ?? null) if (m === head) return true;
  return false;
}
function nearestHolderAbove(w: World, member: number): number | null {
  for (let m = w.parent.get(member) ?? null; m !== null; m = w.parent.get(m) ?? null) if (w.holders.has(m)) return m;
  return null;
}
function naiveTeam(w: World, head: number) {
  const team = { validBet: 0, loss: 0, activeMembers: 0 };
  for (const [id, f] of w.figures)
    if (inTeam(w, head, id)) {
      team.validBet += f.validBet;
      team.loss += f.loss;
      team.activeMembers += f.active ? 1 : 0;
    }
  return team;
}
/** The rate of the best tier met: a plain filter. */
const naiveRate = (tiers: { bp: number; met: boolean }[]) =>
  Math.max(0, ...tiers.filter((t) => t.met).map((t) => t.bp));
/** Differential pay by its definition: a team costs the most of its head's gross and its holder teams' costs. */
function naiveDifferential(w: World, gross: Map<number, number>) {
  const cost = (h: number): number => {
    const below = [...w.holders.keys()].filter((c) => nearestHolderAbove(w, c) === h).reduce((a, c) => a + cost(c), 0);
    return Math.max(gross.get(h) ?? 0, below);
  };
  return new Map(
    [...w.holders.keys()].map((h) => {
      const below = [...w.holders.keys()]
        .filter((c) => nearestHolderAbove(w, c) === h)
        .reduce((a, c) => a + cost(c), 0);
      return [
        h,
        {
          gross: gross.get(h) ?? 0,
          downlines: below,
          amount: cost(h) - below,
          team: cost(h),
          upline: nearestHolderAbove(w, h),
        },
      ];
    }),
  );
}
const floorShare = (amount: number, bp: number) => (amount <= 0 ? 0 : Math.floor((amount * bp) / 10_000));

function naiveSalary(w: World) {
  const gross = new Map<number, number>();
  for (const [h, c] of w.holders) {
    const team = naiveTeam(w, h);
    const bp = naiveRate(
      c.tiers.map((t) => ({ bp: t.bp, met: team.validBet >= t.bet * 100 && team.activeMembers >= t.members })),
    );
    gross.set(h, floorShare(team.validBet, bp));
  }
  return naiveDifferential(w, gross);
}
function naiveDividend(w: World) {
  const gross = new Map<number, number>();
  for (const [h, c] of w.holders) {
    const team = naiveTeam(w, h);
    const payable = team.loss + c.carry;
    const bp = naiveRate(
      c.tiers.map((t) => ({
        bp: t.bp * 100,
        met: team.validBet >= t.bet * 100 && team.activeMembers >= t.members && payable >= (t.bet / 2) * 100,
      })),
    );
    gross.set(h, floorShare(payable, bp));
  }
  return naiveDifferential(w, gross);
}
interface RawBet {
  memberId: number;
  stake: number;
  payout: number;
}
function naiveRealtime(w: World, rounds: RawBet[][]) {
  const gross = new Map<number, number>();
  for (const [h, c] of w.holders) {
    let sum = 0;
    for (const round of rounds) {
      const result = round
        .filter((b) => inTeam(w, h, b.memberId) && b.stake >= c.singleBet * 100)
        .reduce((a, b) => a + b.payout - b.stake, 0);
      sum += floorShare(Math.abs(result), result >= 0 ? c.maxBp : c.lossBp);
    }
    gross.set(h, sum);
  }
  return naiveDifferential(w, gross);
}

const pick = <T extends object>(rows: readonly (T & { memberId: number })[], keys: readonly (keyof T)[]) =>
  new Map(rows.map((r) => [r.memberId, Object.fromEntries(keys.map((k) => [k, r[k]]))]));
const shown = ['gross', 'downlines', 'amount', 'team', 'upline'] as const;

// --------------------------------------------------------------------------------------------------------------

describe('earnings over random agent trees', () => {
  it('pays salaries as the naive model does, never negative, a team never above its head’s top rate', () => {
    fc.assert(
      fc.property(worldArb, (w) => {
        const payouts = salaryPayouts({ nodes: w.nodes, figures: w.figures, contracts: contractsOf(w, dailyTerms) });
        expect(pick(payouts, shown)).toEqual(naiveSalary(w));
        const amount = new Map(payouts.map((p) => [p.memberId, p.amount]));
        for (const p of payouts) {
          expect(p.amount).toBeGreaterThanOrEqual(0);
          const paidInTeam = payouts.filter((q) => inTeam(w, p.memberId, q.memberId)).reduce((a, q) => a + q.amount, 0);
          expect(paidInTeam).toBe(p.team);
          const bound = floorShare(naiveTeam(w, p.memberId).validBet, w.holders.get(p.memberId)?.maxBp ?? 0);
          expect(p.team).toBeLessThanOrEqual(bound);
          // Down any chain of holders from it, the sum paid stays within that bound too.
          let chain = 0;
          for (let m: number | null = p.memberId; m !== null; ) {
            chain += amount.get(m) ?? 0;
            const next: number | undefined = payouts.find((q) => q.upline === m)?.memberId;
            m = next ?? null;
          }
          expect(chain).toBeLessThanOrEqual(bound);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('pays dividends with carries as the naive model does', () => {
    fc.assert(
      fc.property(worldArb, (w) => {
        const payouts = dividendPayouts({
          nodes: w.nodes,
          figures: w.figures,
          contracts: contractsOf(w, dividendTerms),
          carries: new Map([...w.holders].map(([id, h]) => [id, h.carry])),
        });
        expect(pick(payouts, shown)).toEqual(naiveDividend(w));
        for (const p of payouts) {
          const payable = naiveTeam(w, p.memberId).loss + (w.holders.get(p.memberId)?.carry ?? 0);
          expect(p.carryOut).toBe(Math.min(0, payable));
        }
      }),
      { numRuns: 60 },
    );
  });

  const roundsArb = fc.array(
    fc.array(fc.record({ who: fc.nat(), stake: fc.nat({ max: 50_000 }), payout: fc.nat({ max: 100_000 }) }), {
      maxLength: 40,
      size: 'max',
    }),
    { maxLength: 5, size: 'max' },
  );

  it('pays real-time salary per round as the naive model does', () => {
    fc.assert(
      fc.property(worldArb, roundsArb, (w, raw) => {
        const rounds = raw.map((r) =>
          r.map((b) => ({ memberId: w.nodes[b.who % w.nodes.length]?.id ?? 0, stake: b.stake, payout: b.payout })),
        );
        const contracts = contractsOf(w, realtimeTerms);
        const one = realtimePayouts({
          nodes: w.nodes,
          rounds: rounds.map((r) => r.map((b) => singleBet(b.memberId, b.stake, b.payout))),
          contracts,
        });
        expect(pick(one, shown)).toEqual(naiveRealtime(w, rounds));
        // Grouped as the run reads them (member and the thresholds cleared), the same payouts.
        const thresholds = [...new Set([...contracts.values()].map((c) => thresholdMinor(c.singleBet)))];
        const grouped = rounds.map((r) => {
          const groups = new Map<string, RoundBets>();
          for (const b of r) {
            const key = `${b.memberId}:${thresholds.filter((t) => t <= b.stake).length}`;
            const g = groups.get(key);
            groups.set(key, {
              memberId: b.memberId,
              smallestStake: Math.min(g?.smallestStake ?? b.stake, b.stake),
              result: (g?.result ?? 0) + b.payout - b.stake,
            });
          }
          return [...groups.values()];
        });
        const payouts = realtimePayouts({ nodes: w.nodes, rounds: grouped, contracts });
        expect(payouts).toEqual(one);
        for (const p of payouts) expect(p.amount).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 60 },
    );
  });

  const fundingArb = fc.record({
    mode: fc.constantFrom<FundingMode>('platform', 'upline'),
    shortfall: fc.constantFrom<ShortfallMode>('insufficient', 'partial'),
    balances: fc.array(fc.oneof(fc.constant(0), fc.nat({ max: 5_000_000 }), fc.integer({ min: -1_000, max: 0 })), {
      minLength: 200,
      maxLength: 200,
    }),
  });

  it('funds payouts conserving money: what leaves payers and the platform is what payees get', () => {
    fc.assert(
      fc.property(worldArb, fundingArb, (w, { mode, shortfall, balances: raw }) => {
        const payouts = salaryPayouts({ nodes: w.nodes, figures: w.figures, contracts: contractsOf(w, dailyTerms) });
        const balances = new Map(w.nodes.map((n, i) => [n.id, raw[i] ?? 0]));
        const wallets = new Map(balances);
        let platform = 0;
        const settle = (transfers: ReturnType<typeof planFunding>) => {
          for (const t of transfers) {
            expect(t.paid + t.owed).toBe(t.amount);
            expect(t.paid).toBeGreaterThanOrEqual(0);
            if (t.from === null) platform += t.paid;
            else wallets.set(t.from, (wallets.get(t.from) ?? 0) - t.paid);
            wallets.set(t.to, (wallets.get(t.to) ?? 0) + t.paid);
          }
        };
        const dues = fundingDues(mode, payouts);
        const first = planFunding(dues, balances, shortfall);
        settle(first);
        for (const [id, after] of wallets) expect(after).toBeGreaterThanOrEqual(Math.min(0, balances.get(id) ?? 0));
        const moved = [...wallets].reduce((a, [id, after]) => a + after - (balances.get(id) ?? 0), 0);
        expect(moved).toBe(platform);
        if (shortfall === 'insufficient') {
          for (const payer of new Set(first.map((t) => t.from))) {
            const own = first.filter((t) => t.from === payer);
            expect(own.every((t) => t.owed === 0) || own.every((t) => t.paid === 0)).toBe(true);
          }
        }
        if (mode === 'platform') expect(first.every((t) => t.status === 'paid')).toBe(true);
        // A retry once every wallet is topped up settles what is left; then every holder has its own amount.
        const topUp = 1_000_000_000_000;
        const retry = planFunding(retryDues(first), new Map([...wallets].map(([id, b]) => [id, b + topUp])), shortfall);
        expect(retry.every((t) => t.status === 'paid')).toBe(true);
        settle(retry);
        expect(retryDues(retry)).toEqual([]);
        for (const p of payouts)
          expect((wallets.get(p.memberId) ?? 0) - (balances.get(p.memberId) ?? 0)).toBe(p.amount);
        expect(platform).toBe(payouts.reduce((a, p) => a + p.amount, 0));
      }),
      { numRuns: 60 },
    );
  });
});
