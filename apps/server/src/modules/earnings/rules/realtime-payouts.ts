import type { ContractTermsOf } from '@lotus/contract';
import { countsForRealtime, realtimeRoundGross } from './amounts.ts';
import { payoutsOf } from './payouts.ts';
import { rateBasisPoints } from './share.ts';
import { indexTree, type TreeNode } from './team-tree.ts';

/** A settled lottery bet, in minor units. */
export interface RoundBet {
  memberId: number;
  stake: number;
  payout: number;
}

type Terms = ContractTermsOf<'realtimeSalary'>;

/**
 * Real-time salary of every holder over the rounds settled in one 5-minute period: each round pays each holder on its
 * team's result over the bets reaching its `singleBet` (`realtimeRoundGross`); the period's gross is the sum of its
 * rounds', and differential pay applies to that sum. The computation shows the summed team profit and loss of the
 * rounds and both rates; `basis` is profit + loss.
 */
export function realtimePayouts(input: {
  nodes: readonly TreeNode[];
  /** Each settled round's bets. */
  rounds: readonly (readonly RoundBet[])[];
  contracts: ReadonlyMap<number, Terms>;
}) {
  const tree = indexTree(input.nodes);
  const totals = new Map<number, { amount: number; profit: number; loss: number }>();
  for (const round of input.rounds) {
    const results = new Map<number, number>();
    for (const bet of round) {
      // The bettor's own contract and every one above it whose threshold the stake reaches.
      for (let id: number | null = bet.memberId; id !== null && tree.parent.has(id); id = tree.parent.get(id) ?? null) {
        const terms = input.contracts.get(id);
        if (terms && countsForRealtime(terms, bet.stake))
          results.set(id, (results.get(id) ?? 0) + bet.payout - bet.stake);
      }
    }
    for (const [id, result] of results) {
      const { amount } = realtimeRoundGross(input.contracts.get(id) as Terms, result);
      const t = totals.get(id) ?? { amount: 0, profit: 0, loss: 0 };
      totals.set(id, {
        amount: t.amount + amount,
        profit: t.profit + Math.max(0, result),
        loss: t.loss + Math.max(0, -result),
      });
    }
  }
  return payoutsOf(tree, new Set(input.contracts.keys()), (id) => {
    const { amount, profit, loss } = totals.get(id) ?? { amount: 0, profit: 0, loss: 0 };
    const terms = input.contracts.get(id) as Terms;
    return {
      basis: profit + loss,
      amount,
      profit,
      loss,
      profitBasisPoints: rateBasisPoints(terms.profitRate),
      lossBasisPoints: rateBasisPoints(terms.lossRate),
    };
  });
}
