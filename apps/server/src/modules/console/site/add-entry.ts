import type { siteResourceSchema, siteServiceEntrySchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { insertResource, insertServiceEntry, resourcesOf, serviceEntriesOf } from './queries.ts';
import { servicePath } from './service-links.ts';
import { changeSite } from './site-change.ts';

const nextSort = (rows: { sort: number }[]) => rows.reduce((max, r) => Math.max(max, r.sort + 1), 0);

/** A customer-service entry, last in the players' list. */
export function addServiceEntry(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  input: z.output<typeof siteServiceEntrySchema>,
) {
  return changeSite(db, ctx, operatorId, async (tx) => {
    const row = await insertServiceEntry(tx, {
      merchantId: ctx.merchant.id,
      csType: input.csType,
      path: servicePath(input.url, input.obfuscated),
      label: input.label,
      sort: nextSort(await serviceEntriesOf(tx, ctx.merchant.id)),
    });
    return {
      event: 'console.site.service.added',
      detail: { entryId: row.id, csType: row.csType, url: input.url, obfuscated: input.obfuscated, label: row.label },
    };
  });
}

/** A resource (app download, official channel, social link …), last in the players' list. */
export function addResource(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  input: z.output<typeof siteResourceSchema>,
) {
  return changeSite(db, ctx, operatorId, async (tx) => {
    const row = await insertResource(tx, {
      merchantId: ctx.merchant.id,
      resourceType: input.resourceType,
      url: input.url,
      labelName: input.label,
      iconUrl: input.iconUrl,
      sort: nextSort(await resourcesOf(tx, ctx.merchant.id)),
    });
    return {
      event: 'console.site.resource.added',
      detail: {
        resourceId: row.id,
        resourceType: row.resourceType,
        url: row.url,
        label: row.labelName,
        iconUrl: row.iconUrl,
      },
    };
  });
}
