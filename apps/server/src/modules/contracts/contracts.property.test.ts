import {
  type ContractKind,
  type ContractRates,
  type ContractTerms,
  contractRates,
  isAgentType,
  merchantContractBound,
  ratesExceed,
} from '@lotus/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoContext } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { agentContracts, members } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { systemClock } from '../../platform/clock.ts';
import { answerContract } from './answer-contract.ts';
import { cancelContract } from './cancel-contract.ts';
import { offerContract } from './offer-contract.ts';
import { terminateContract } from './terminate-contract.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kinds = ['dailySalary', 'realtimeSalary'] as const;
/** Rates as a share (in %) of `bound`, or of 1 % without one: most offers fit, some do not. */
function termsOf(
  kind: (typeof kinds)[number],
  bound: ContractRates | null,
  share: number,
  loss: number,
): ContractTerms {
  const of = (rate: number, pct: number) => Math.max(1, Math.round(rate * pct)) / 100;
  if (kind === 'dailySalary') {
    const rate = bound && 'rate' in bound ? bound.rate : 1;
    return { kind, tiers: [{ rate: of(rate, share), activeMembers: 0, dailyBet: 0 }] };
  }
  const [profit, lossRate] = bound && 'profitRate' in bound ? [bound.profitRate, bound.lossRate] : [1, 1];
  return { kind, profitRate: of(profit, share), lossRate: of(lossRate, loss), singleBet: 0 };
}

/**
 * A tree: each node after the first hangs under the one before (mostly, so that chains are deep) or another earlier one,
 * now and then under nobody; agents can offer, players only hold. The first three are agents.
 */
const treeArb = fc
  .array(
    fc.record({ parent: fc.nat(), chain: fc.constantFrom(true, true, false), root: fc.boolean(), agent: fc.boolean() }),
    { minLength: 3, maxLength: 7 },
  )
  .map((nodes) =>
    nodes.map((n, i) => ({
      parent: i === 0 || (n.root && !n.chain && i > 3) ? null : n.chain ? i - 1 : n.parent % i,
      agent: i < 3 || n.agent,
    })),
  );

const opArb = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant('offer' as const),
      to: fc.nat(),
      kind: fc.constantFrom(...kinds),
      share: fc.integer({ min: 30, max: 110 }),
      loss: fc.integer({ min: 30, max: 110 }),
      fit: fc.constantFrom(true, true, true, false),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('answer' as const),
      pick: fc.nat(),
      accept: fc.constantFrom(true, true, true, false),
      confirm: fc.constantFrom(true, true, false),
    }),
    weight: 4,
  },
  {
    // A new, mostly lower, offer to someone holding a contract that has contracts below it: the cascade's case.
    arbitrary: fc.record({
      op: fc.constant('reoffer' as const),
      pick: fc.nat(),
      share: fc.integer({ min: 10, max: 80 }),
    }),
    weight: 3,
  },
  fc.record({ op: fc.constant('terminate' as const), pick: fc.nat(), confirm: fc.boolean() }),
  fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

let run = 0;
/** What happened across the runs, so that the property is known to have met accepts and terminations. */
const seen = { accepted: 0, terminated: 0, refused: 0, offered: 0 };

describe('the contract rules under random changes', () => {
  it('never leave an active contract above its upline bound, nor two active of a kind for a member', async () => {
    const merchant = (await demoContext(t.db, systemClock)).merchant;
    const deps = { db: t.db, events: t.app.events };
    await fc.assert(
      fc.asyncProperty(
        treeArb,
        fc.array(fc.array(opArb, { minLength: 1, maxLength: 2 }), { minLength: 12, maxLength: 30 }),
        async (shape, steps) => {
          run += 1;
          const ids: number[] = [];
          const usernames: string[] = [];
          for (const [i, node] of shape.entries()) {
            const username = `cp${process.pid % 1000}r${run}n${i}`;
            const [row] = await t.db.orm
              .insert(members)
              .values({
                merchantId: 1,
                username,
                passwordHash: null,
                type: node.agent ? 1 : 0,
                parentId: node.parent === null ? null : (ids[node.parent] as number),
              })
              .returning({ id: members.id });
            ids.push(row?.id as number);
            usernames.push(username);
          }
          const inTree = new Set(ids);
          const contracts = async () =>
            (await t.db.orm.select().from(agentContracts).where(eq(agentContracts.merchantId, 1))).filter((c) =>
              inTree.has(c.downlineId),
            );

          const boundOf = (
            active: { downlineId: number; kind: ContractKind; terms: ContractTerms }[],
            memberIndex: number,
            kind: ContractKind,
          ): ContractRates | null => {
            const parent = shape[memberIndex]?.parent;
            if (parent === null || parent === undefined || !shape[parent]?.agent) {
              return merchantContractBound(merchant.contractSettings, kind);
            }
            const own = active.find((c) => c.downlineId === ids[memberIndex] && c.kind === kind);
            return own ? contractRates(own.terms) : null;
          };

          const perform = async (op: Op) => {
            const ctx = await demoContext(t.db, systemClock);
            const all = await contracts();
            const pick = <T>(list: T[], n: number) => (list.length ? list[n % list.length] : undefined);
            if (op.op === 'offer') {
              const active = all.filter((c) => c.status === 'active');
              // Mostly to a member whose upline has something to offer, so that chains grow deep.
              const able = shape
                .map((n, i) => ({ n, i }))
                .filter(({ n }) => n.parent !== null && boundOf(active, n.parent, op.kind) !== null)
                .map(({ i }) => i);
              const to = op.fit && able.length ? (able[op.to % able.length] as number) : op.to % ids.length;
              const parent = shape[to]?.parent;
              if (parent === null || parent === undefined) return;
              const terms = termsOf(op.kind, boundOf(active, parent, op.kind), op.share, op.loss);
              const input = { downline: usernames[to] as string, terms };
              return offerContract(deps, ctx, ids[parent] as number, input);
            }
            if (op.op === 'reoffer') {
              const active = all.filter((x) => x.status === 'active');
              const withBelow = active.filter((x) =>
                active.some((y) => y.uplineId === x.downlineId && y.kind === x.kind),
              );
              const c = pick(withBelow.length ? withBelow : active, op.pick);
              if (!c) return;
              const terms = termsOf(c.kind as (typeof kinds)[number], contractRates(c.terms), op.share, op.share);
              const downline = usernames[ids.indexOf(c.downlineId)] as string;
              return offerContract(deps, ctx, c.uplineId, { downline, terms });
            }
            if (op.op === 'answer') {
              const c = pick(
                all.filter((x) => x.status === 'pending'),
                op.pick,
              );
              if (!c) return;
              const input = { id: c.id, accept: op.accept, confirmTerminations: op.confirm };
              return answerContract(deps, ctx, c.downlineId, c.kind, input);
            }
            const c = pick(
              all.filter((x) => x.status === (op.op === 'cancel' ? 'pending' : 'active')),
              op.pick,
            );
            if (!c) return;
            if (op.op === 'cancel') return cancelContract(deps, ctx, c.uplineId, { id: c.id });
            return terminateContract(deps, ctx, c.uplineId, { id: c.id, confirmTerminations: op.confirm });
          };

          for (const step of steps) {
            // Each step's changes run at once, racing as two clients would.
            const settled = await Promise.allSettled(step.map(perform));
            for (const [i, s] of settled.entries()) {
              if (s.status === 'rejected') {
                if (!(s.reason instanceof AppError)) throw s.reason;
                seen.refused += 1;
              } else if (s.value && !('terminated' in s.value)) {
                seen.offered += 1;
              } else if (s.value && 'terminated' in s.value) {
                if (step[i]?.op === 'answer' && s.value.contract.status === 'active') seen.accepted += 1;
                if (step[i]?.op === 'terminate') seen.terminated += 1;
              }
            }

            const active = (await contracts()).filter((c) => c.status === 'active');
            const held = new Set<string>();
            for (const c of active) {
              const key = `${c.downlineId}:${c.kind}`;
              expect(held.has(key), key).toBe(false);
              held.add(key);
            }
            for (const c of active) {
              const upline = ids.indexOf(c.uplineId);
              expect(isAgentType(shape[upline]?.agent ? 1 : 0)).toBe(true);
              const bound = boundOf(active, upline, c.kind);
              expect(bound, `contract ${c.id} has no bound`).not.toBeNull();
              expect(ratesExceed(contractRates(c.terms), bound as ContractRates), `contract ${c.id}`).toBe(false);
            }
          }
        },
      ),
      { numRuns: Number(process.env.CONTRACT_RUNS ?? 40) },
    );
    expect(seen.accepted).toBeGreaterThan(20);
    expect(seen.terminated).toBeGreaterThan(0);
    // Cascades come a few times in 40 runs, too rarely to require one here without a flaky test; contracts.test.ts
    // and terminations.test.ts prove them case by case.
  }, 180_000);
});
