import type { ContractTermsOf } from '@lotus/contract';
import { dividendGross } from './amounts.ts';
import { type MemberFigures, payoutsOf, teamFigures } from './payouts.ts';
import type { TreeNode } from './team-tree.ts';

/**
 * Dividends of every holder for one period. `carries` holds each contract's carry-in (≤ 0; absent is none); each
 * payout's `carryOut` is the contract's carry into its next period.
 */
export function dividendPayouts(input: {
  nodes: readonly TreeNode[];
  figures: ReadonlyMap<number, MemberFigures>;
  contracts: ReadonlyMap<number, ContractTermsOf<'dividend'>>;
  carries: ReadonlyMap<number, number>;
}) {
  const { tree, team } = teamFigures(input.nodes, input.figures);
  return payoutsOf(tree, new Set(input.contracts.keys()), (id) =>
    dividendGross(input.contracts.get(id) as ContractTermsOf<'dividend'>, team(id), input.carries.get(id) ?? 0),
  );
}
