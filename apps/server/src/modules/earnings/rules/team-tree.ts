/** A member of the brand's tree: `parentId` is its direct upline (null, or not in the list, for a root). */
export interface TreeNode {
  id: number;
  parentId: number | null;
}

export interface TeamTree {
  /** Every id, each after its upline. */
  order: number[];
  parent: Map<number, number | null>;
}

/** Indexes a forest; a cycle is a broken tree and throws. */
export function indexTree(nodes: readonly TreeNode[]): TeamTree {
  const parent = new Map<number, number | null>(nodes.map((n) => [n.id, n.parentId]));
  for (const [id, p] of parent) if (p !== null && !parent.has(p)) parent.set(id, null);
  const children = new Map<number | null, number[]>();
  for (const [id, p] of parent) {
    const list = children.get(p);
    if (list) list.push(id);
    else children.set(p, [id]);
  }
  const order: number[] = [];
  const queue = [...(children.get(null) ?? [])];
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i] as number;
    order.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  if (order.length !== parent.size) throw new Error('team tree has a cycle');
  return { order, parent };
}

/**
 * For each contract holder, the nearest holder above it (null at the top): its upline for differential pay and, in
 * upline funding, its payer. An agent without a contract of the kind is passed through.
 */
export function holderUplines(tree: TeamTree, holders: ReadonlySet<number>): Map<number, number | null> {
  // The nearest holder at or above each member, filled top-down.
  const nearest = new Map<number, number | null>();
  const uplines = new Map<number, number | null>();
  for (const id of tree.order) {
    const p = tree.parent.get(id) ?? null;
    const above = p === null ? null : (nearest.get(p) ?? null);
    if (holders.has(id)) uplines.set(id, above);
    nearest.set(id, holders.has(id) ? id : above);
  }
  return uplines;
}

/** Each member's value summed over its team (itself and everyone below it). */
export function teamSums(tree: TeamTree, own: (id: number) => number): Map<number, number> {
  const sums = new Map<number, number>();
  for (const id of tree.order) sums.set(id, own(id));
  for (let i = tree.order.length - 1; i >= 0; i--) {
    const id = tree.order[i] as number;
    const p = tree.parent.get(id) ?? null;
    if (p !== null) sums.set(p, (sums.get(p) ?? 0) + (sums.get(id) ?? 0));
  }
  return sums;
}
