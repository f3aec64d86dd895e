import { describe, expect, it } from 'vitest';
import { buildHelpTree } from './help-tree.ts';

const row = (id: number, parentId: number | null) => ({ id, parentId, title: `t${id}`, content: '', anchor: null });

describe('buildHelpTree', () => {
  it('nests children under parents and keeps the given order', () => {
    const tree = buildHelpTree([row(1, null), row(3, 1), row(2, null), row(4, 1), row(5, 3)]);
    expect(tree.map((n) => n.id)).toEqual([1, 2]);
    expect(tree[0]?.children.map((n) => n.id)).toEqual([3, 4]);
    expect(tree[0]?.children[0]?.children.map((n) => n.id)).toEqual([5]);
  });

  it('shows an entry whose parent is missing at the top rather than losing it', () => {
    expect(buildHelpTree([row(7, 99)]).map((n) => n.id)).toEqual([7]);
  });
});
