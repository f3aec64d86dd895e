import type { updateSiteBrandSchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { changedFields } from '../../../platform/audited-change.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { lockBrand, updateBrand } from './queries.ts';
import { changeSite } from './site-change.ts';

/** The brand block: name, logo, analytics id, image and launch CDNs; an unchanged block records nothing. */
export function updateSiteBrand(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  input: z.output<typeof updateSiteBrandSchema>,
) {
  return changeSite(db, ctx, operatorId, async (tx) => {
    const row = await lockBrand(tx, ctx.merchant.id);
    const before = {
      name: row.name,
      logoUrl: row.logoUrl,
      gtagId: row.gtagId,
      imageCdns: row.imageCdns,
      launchGameCdns: row.launchGameCdns,
    };
    const changes = changedFields(before, { ...input });
    if (Object.keys(changes).length === 0) return null;
    await updateBrand(tx, ctx.merchant.id, input);
    return { event: 'console.site.brand.updated', detail: { changes } };
  });
}
