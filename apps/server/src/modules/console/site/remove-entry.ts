import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { deleteResource, deleteServiceEntry, resourcesOf, serviceEntriesOf } from './queries.ts';
import { changeSite } from './site-change.ts';

export function removeServiceEntry(db: Database, ctx: RequestContext, operatorId: number, id: number) {
  return changeSite(db, ctx, operatorId, async (tx) => {
    const entry = (await serviceEntriesOf(tx, ctx.merchant.id)).find((e) => e.id === id);
    if (!entry) throw new AppError('not.found');
    await deleteServiceEntry(tx, id);
    return {
      event: 'console.site.service.removed',
      detail: { entryId: id, csType: entry.csType, path: entry.path, label: entry.label },
    };
  });
}

export function removeResource(db: Database, ctx: RequestContext, operatorId: number, id: number) {
  return changeSite(db, ctx, operatorId, async (tx) => {
    const row = (await resourcesOf(tx, ctx.merchant.id)).find((r) => r.id === id);
    if (!row) throw new AppError('not.found');
    await deleteResource(tx, id);
    return {
      event: 'console.site.resource.removed',
      detail: { resourceId: id, resourceType: row.resourceType, url: row.url, label: row.labelName },
    };
  });
}
