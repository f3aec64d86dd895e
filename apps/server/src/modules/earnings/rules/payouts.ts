import type { Gross } from './amounts.ts';
import { type Differential, differentialPay } from './differential.ts';
import { holderUplines, indexTree, type TeamTree, type TreeNode, teamSums } from './team-tree.ts';
import type { TeamFigures } from './tiers.ts';

/** A member's own figures over the period, money in minor units. */
export interface MemberFigures {
  validBet: number;
  /** Stakes minus payouts: negative when the member won. */
  loss: number;
  active: boolean;
}

/** One holder's pay for (contract, period), with the computation shown to it. */
export type Payout<G extends Gross = Gross> = G &
  Differential & {
    memberId: number;
    /** The nearest contract holder above: whose pay this team's is subtracted from; the payer in upline funding. */
    upline: number | null;
  };

/** Every holder's payout, in tree order (uplines first): `grossOf` is the kind's own-rate amount on a holder's team. */
export function payoutsOf<G extends Gross>(
  tree: TeamTree,
  holders: ReadonlySet<number>,
  grossOf: (id: number) => G,
): Payout<G>[] {
  const uplines = holderUplines(tree, holders);
  const grosses = new Map<number, G>();
  for (const id of uplines.keys()) grosses.set(id, grossOf(id));
  const pay = differentialPay(tree.order, uplines, new Map([...grosses].map(([id, g]) => [id, g.amount])));
  return [...uplines.keys()].map((id) => ({
    ...(grosses.get(id) as G),
    ...(pay.get(id) as Differential),
    memberId: id,
    upline: uplines.get(id) ?? null,
  }));
}

const idle: MemberFigures = { validBet: 0, loss: 0, active: false };

/** The tree, and each member's team figures (its own and everyone's below it). */
export function teamFigures(
  nodes: readonly TreeNode[],
  figures: ReadonlyMap<number, MemberFigures>,
): { tree: TeamTree; team: (id: number) => TeamFigures } {
  const tree = indexTree(nodes);
  const sum = (pick: (f: MemberFigures) => number) => teamSums(tree, (id) => pick(figures.get(id) ?? idle));
  const [validBet, loss, active] = [sum((f) => f.validBet), sum((f) => f.loss), sum((f) => (f.active ? 1 : 0))];
  return {
    tree,
    team: (id) => ({ validBet: validBet.get(id) ?? 0, loss: loss.get(id) ?? 0, activeMembers: active.get(id) ?? 0 }),
  };
}
