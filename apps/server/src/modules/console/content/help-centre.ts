import type { helpEntryInputSchema } from '@lotus/contract';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { audited, auditedUpdate } from '../../../platform/audited-change.ts';
import { invalidField } from '../../../platform/content-fields.ts';
import { sanitizeContentHtml } from '../../../platform/html/sanitize-content.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import {
  deleteHelpRow,
  type HelpRow,
  type HelpValues,
  insertHelpEntry,
  listHelpRows,
  lockHelpEntry,
  lockHelpRows,
  updateHelpRow,
} from './queries.ts';

type HelpInput = z.output<typeof helpEntryInputSchema>;

/** A help entry as the console edits it: the players' shape plus its parent and place. */
export interface ConsoleHelpEntry {
  id: number;
  parentId: number | null;
  title: string;
  content: string;
  anchor: string | null;
  sort: number;
  children: ConsoleHelpEntry[];
}
export const consoleHelpEntrySchema: z.ZodType<ConsoleHelpEntry> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    title: z.string(),
    content: z.string(),
    anchor: z.string().nullable(),
    sort: z.number().int(),
    children: z.array(consoleHelpEntrySchema),
  }),
);
export const consoleHelpTreeSchema = z.object({ list: z.array(consoleHelpEntrySchema) });

/** Nests rows (in display order) under their parents. */
export function consoleHelpTree(rows: readonly HelpRow[]): ConsoleHelpEntry[] {
  const nodes = new Map<number, ConsoleHelpEntry>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      parentId: r.parentId,
      title: r.title,
      content: r.content,
      anchor: r.anchor,
      sort: r.sort,
      children: [],
    });
  }
  const roots: ConsoleHelpEntry[] = [];
  for (const r of rows) {
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    (parent ? parent.children : roots).push(nodes.get(r.id) as ConsoleHelpEntry);
  }
  return roots;
}

export async function helpTree(db: Database, merchantId: number, lang: string) {
  return { list: consoleHelpTree(await listHelpRows(db.orm, merchantId, lang)) };
}

const entryView = (row: HelpRow) => consoleHelpTree([row])[0] as ConsoleHelpEntry;

/** The ids of an entry and everything below it. */
function subtree(rows: readonly HelpRow[], id: number): Set<number> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (r.parentId !== null && ids.has(r.parentId) && !ids.has(r.id)) {
        ids.add(r.id);
        grew = true;
      }
    }
  }
  return ids;
}

/**
 * Checks an entry's place in the tree of its language: the parent is an entry of the same merchant and language,
 * never the entry itself or one below it, and an anchor names one entry only.
 */
function checkPlace(rows: readonly HelpRow[], input: HelpInput, self: number | null) {
  if (input.parentId !== null) {
    const parent = rows.find((r) => r.id === input.parentId);
    if (!parent) throw invalidField('parentId', 'The parent must be an entry of the same language');
    if (self !== null && subtree(rows, self).has(parent.id)) {
      throw invalidField('parentId', 'An entry cannot go under itself or one of its sub-entries');
    }
  }
  if (input.anchor !== null && rows.some((r) => r.anchor === input.anchor && r.id !== self)) {
    throw invalidField('anchor', 'Another entry of this language has this anchor');
  }
}

const helpValues = (input: HelpInput): HelpValues => ({
  lang: input.lang,
  parentId: input.parentId,
  title: input.title,
  content: sanitizeContentHtml(input.content),
  anchor: input.anchor,
  sort: input.sort,
});

const auditedFields = (v: HelpValues) => ({
  lang: v.lang,
  parentId: v.parentId ?? null,
  title: v.title,
  content: v.content,
  anchor: v.anchor ?? null,
  sort: v.sort,
});

export async function createHelpEntry(db: Database, ctx: RequestContext, operatorId: number, input: HelpInput) {
  const values = helpValues(input);
  return db.orm.transaction(async (tx) => {
    checkPlace(await lockHelpRows(tx, ctx.merchant.id, input.lang), input, null);
    const row = await audited(tx, ctx, {
      event: 'console.help.created',
      operatorId,
      act: () => insertHelpEntry(tx, ctx.merchant.id, values),
      detail: (created) => ({ entryId: created.id, ...auditedFields(values) }),
    });
    return entryView(row);
  });
}

/**
 * Replaces an entry's text and place. An entry with sub-entries keeps its language (they would be left in the other
 * one); a save that changes nothing records nothing.
 */
export async function updateHelpEntry(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  id: number,
  input: HelpInput,
) {
  const values = helpValues(input);
  return db.orm.transaction(async (tx) => {
    const row = await lockHelpEntry(tx, ctx.merchant.id, id);
    if (!row) throw new AppError('not.found');
    const own = await lockHelpRows(tx, ctx.merchant.id, row.lang);
    if (input.lang !== row.lang && own.some((r) => r.parentId === row.id)) {
      throw invalidField('lang', 'Move or delete its sub-entries before changing its language');
    }
    const rows = input.lang === row.lang ? own : await lockHelpRows(tx, ctx.merchant.id, input.lang);
    checkPlace(rows, input, row.id);
    const updated = await auditedUpdate(tx, ctx, {
      event: 'console.help.updated',
      operatorId,
      subject: { entryId: row.id },
      before: auditedFields(row),
      after: auditedFields(values),
      write: () => updateHelpRow(tx, row.id, values),
    });
    return entryView(updated ?? row);
  });
}

/** Removes an entry with everything below it. */
export async function deleteHelpEntry(db: Database, ctx: RequestContext, operatorId: number, id: number) {
  return db.orm.transaction(async (tx) => {
    const row = await lockHelpEntry(tx, ctx.merchant.id, id);
    if (!row) throw new AppError('not.found');
    const below = [...subtree(await lockHelpRows(tx, ctx.merchant.id, row.lang), row.id)].filter((i) => i !== row.id);
    await audited(tx, ctx, {
      event: 'console.help.deleted',
      operatorId,
      act: () => deleteHelpRow(tx, row.id),
      detail: () => ({ entryId: row.id, lang: row.lang, title: row.title, subEntries: below }),
    });
    return { id: row.id, removed: below.length + 1 };
  });
}
