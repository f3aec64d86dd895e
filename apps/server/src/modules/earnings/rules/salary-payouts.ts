import type { ContractTermsOf } from '@lotus/contract';
import { salaryGross } from './amounts.ts';
import { type MemberFigures, payoutsOf, teamFigures } from './payouts.ts';
import type { TreeNode } from './team-tree.ts';

/** Daily or hourly salary of every holder for one period (the previous business day, or the previous hour). */
export function salaryPayouts(input: {
  nodes: readonly TreeNode[];
  figures: ReadonlyMap<number, MemberFigures>;
  contracts: ReadonlyMap<number, ContractTermsOf<'dailySalary' | 'hourlySalary'>>;
}) {
  const { tree, team } = teamFigures(input.nodes, input.figures);
  return payoutsOf(tree, new Set(input.contracts.keys()), (id) =>
    salaryGross(input.contracts.get(id) as ContractTermsOf<'dailySalary' | 'hourlySalary'>, team(id)),
  );
}
