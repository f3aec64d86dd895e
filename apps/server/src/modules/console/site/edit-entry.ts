import type { siteResourceSchema, siteServiceEntrySchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { changedFields } from '../../../platform/audited-change.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { decryptServiceLink } from '../../system/customer-service-link.ts';
import { resourcesOf, serviceEntriesOf, updateResource, updateServiceEntry } from './queries.ts';
import { isObfuscatedLink, servicePath } from './service-links.ts';
import { changeSite } from './site-change.ts';

/** A customer-service entry's type, address, obfuscation or labels; an unchanged entry records nothing. */
export function editServiceEntry(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  id: number,
  input: z.output<typeof siteServiceEntrySchema>,
) {
  return changeSite(db, ctx, operatorId, async (tx) => {
    const entry = (await serviceEntriesOf(tx, ctx.merchant.id)).find((e) => e.id === id);
    if (!entry) throw new AppError('not.found');
    const obfuscated = isObfuscatedLink(entry.path);
    const before = {
      csType: entry.csType,
      url: obfuscated ? decryptServiceLink(entry.path) : entry.path,
      obfuscated,
      label: entry.label,
    };
    const changes = changedFields(before, {
      csType: input.csType,
      url: input.url,
      obfuscated: input.obfuscated,
      label: input.label,
    });
    if (Object.keys(changes).length === 0) return null;
    const linkChanged = 'url' in changes || 'obfuscated' in changes;
    await updateServiceEntry(tx, id, {
      csType: input.csType,
      label: input.label,
      // An unchanged link keeps its stored form (and key).
      ...(linkChanged ? { path: servicePath(input.url, input.obfuscated) } : {}),
    });
    return { event: 'console.site.service.updated', detail: { entryId: id, changes } };
  });
}

/** A resource's type, address, labels or icon; an unchanged resource records nothing. */
export function editResource(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  id: number,
  input: z.output<typeof siteResourceSchema>,
) {
  return changeSite(db, ctx, operatorId, async (tx) => {
    const row = (await resourcesOf(tx, ctx.merchant.id)).find((r) => r.id === id);
    if (!row) throw new AppError('not.found');
    const before = { resourceType: row.resourceType, url: row.url, label: row.labelName, iconUrl: row.iconUrl };
    const changes = changedFields(before, { ...input });
    if (Object.keys(changes).length === 0) return null;
    await updateResource(tx, id, {
      resourceType: input.resourceType,
      url: input.url,
      labelName: input.label,
      iconUrl: input.iconUrl,
    });
    return { event: 'console.site.resource.updated', detail: { resourceId: id, changes } };
  });
}
