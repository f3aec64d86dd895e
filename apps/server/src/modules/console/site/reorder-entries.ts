import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { resourcesOf, serviceEntriesOf, updateResource, updateServiceEntry } from './queries.ts';
import { changeSite } from './site-change.ts';

/** `ids` must name every entry of the list exactly once. */
function checkOrder(rows: { id: number }[], ids: number[]) {
  const known = new Set(rows.map((r) => r.id));
  if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
    throw new AppError('request.invalid', { fields: { ids: 'List every entry exactly once' } });
  }
}

/** The players' order of customer-service entries. */
export function reorderServiceEntries(db: Database, ctx: RequestContext, operatorId: number, ids: number[]) {
  return changeSite(db, ctx, operatorId, async (tx) => {
    const rows = await serviceEntriesOf(tx, ctx.merchant.id);
    checkOrder(rows, ids);
    const before = rows.map((r) => r.id);
    if (before.join() === ids.join()) return null;
    for (const [sort, id] of ids.entries()) {
      if (rows.find((r) => r.id === id)?.sort !== sort) await updateServiceEntry(tx, id, { sort });
    }
    return { event: 'console.site.service.reordered', detail: { before, after: ids } };
  });
}

/** The players' order of resources (each kind shows in this order where the site lists it). */
export function reorderResources(db: Database, ctx: RequestContext, operatorId: number, ids: number[]) {
  return changeSite(db, ctx, operatorId, async (tx) => {
    const rows = await resourcesOf(tx, ctx.merchant.id);
    checkOrder(rows, ids);
    const before = rows.map((r) => r.id);
    if (before.join() === ids.join()) return null;
    for (const [sort, id] of ids.entries()) {
      if (rows.find((r) => r.id === id)?.sort !== sort) await updateResource(tx, id, { sort });
    }
    return { event: 'console.site.resources.reordered', detail: { before, after: ids } };
  });
}
