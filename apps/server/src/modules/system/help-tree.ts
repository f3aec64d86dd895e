import type { HelpEntry } from '@lotus/contract';

interface HelpRow {
  id: number;
  parentId: number | null;
  title: string;
  content: string;
  anchor: string | null;
}

/** Nests rows (already in display order) under their parents; rows whose parent is missing become roots. */
export function buildHelpTree(rows: readonly HelpRow[]): HelpEntry[] {
  const nodes = new Map<number, HelpEntry>();
  for (const row of rows) {
    nodes.set(row.id, { id: row.id, title: row.title, content: row.content, anchor: row.anchor, children: [] });
  }
  const roots: HelpEntry[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as HelpEntry;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
