import type { ContractTermsOf } from '@lotus/contract';
import { realtimeRoundGross, realtimeThreshold } from './amounts.ts';
import { payoutsOf } from './payouts.ts';
import { rateBasisPoints } from './share.ts';
import { indexTree, type TreeNode } from './team-tree.ts';

/**
 * Settled lottery bets of one member in one round whose stakes clear the same contracts' `singleBet` thresholds (a
 * single bet is such a group), in minor units: the run reads them grouped, not bet by bet.
 */
export interface RoundBets {
  memberId: number;
  /** The smallest stake among them: every one of them clears exactly the thresholds it clears. */
  smallestStake: number;
  /** Their payouts minus their stakes. */
  result: number;
}

/** One bet as a group of its own. */
export const singleBet = (memberId: number, stake: number, payout: number): RoundBets => ({
  memberId,
  smallestStake: stake,
  result: payout - stake,
});

type Terms = ContractTermsOf<'realtimeSalary'>;

/**
 * Real-time salary of every holder over the rounds settled in one 5-minute period: each round pays each holder on its
 * team's result over the bets reaching its `singleBet` (`realtimeRoundGross`); the period's gross is the sum of its
 * rounds', and differential pay applies to that sum. The computation shows the summed team profit and loss of the
 * rounds and both rates; `basis` is profit + loss.
 */
export function realtimePayouts(input: {
  nodes: readonly TreeNode[];
  /** Each settled round's bets, grouped or one by one. */
  rounds: readonly (readonly RoundBets[])[];
  contracts: ReadonlyMap<number, Terms>;
}) {
  const tree = indexTree(input.nodes);
  // Holders by slot, with what a stake must reach to count for each (`countsForRealtime`): a run walks every group of
  // bets up its chain of holders, so the walk uses arrays rather than maps.
  const holders = [...input.contracts.keys()];
  const slotOf = new Map(holders.map((id, slot) => [id, slot]));
  const threshold = holders.map((id) => realtimeThreshold(input.contracts.get(id) as Terms));
  // The slots of the holders at or above each member, nearest first, built once top-down.
  const holdersAbove = new Map<number, readonly number[]>();
  for (const id of tree.order) {
    const p = tree.parent.get(id);
    const above = (p == null ? undefined : holdersAbove.get(p)) ?? [];
    const slot = slotOf.get(id);
    holdersAbove.set(id, slot === undefined ? above : [slot, ...above]);
  }
  const totals = holders.map(() => ({ amount: 0, profit: 0, loss: 0 }));
  // This round's team result per slot; a slot is listed when it leaves zero (twice is harmless: zero pays nothing).
  const result = new Float64Array(holders.length);
  const touched: number[] = [];
  for (const round of input.rounds) {
    for (const bets of round) {
      // The bettor's own contract and every one above it whose threshold the stakes reach.
      for (const slot of holdersAbove.get(bets.memberId) ?? []) {
        if (bets.smallestStake < (threshold[slot] as number)) continue;
        if (result[slot] === 0) touched.push(slot);
        result[slot] = (result[slot] as number) + bets.result;
      }
    }
    for (const slot of touched) {
      const r = result[slot] as number;
      const t = totals[slot] as { amount: number; profit: number; loss: number };
      t.amount += realtimeRoundGross(input.contracts.get(holders[slot] as number) as Terms, r).amount;
      t.profit += Math.max(0, r);
      t.loss += Math.max(0, -r);
      result[slot] = 0;
    }
    touched.length = 0;
  }
  return payoutsOf(tree, new Set(holders), (id) => {
    const { amount, profit, loss } = totals[slotOf.get(id) as number] as {
      amount: number;
      profit: number;
      loss: number;
    };
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
