import type { createSiteDomainSchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { clearOtherPrimaries, domainOwner, domainsOf, insertDomain, nextDomainSort, updateBrand } from './queries.ts';
import { changeSite } from './site-change.ts';

/** A host name the site is served on from now on; a primary one takes the mark (and the main domain) from the others. */
export function addSiteDomain(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  input: z.output<typeof createSiteDomainSchema>,
) {
  return changeSite(db, ctx, operatorId, async (tx) => {
    const owner = await domainOwner(tx, input.domain);
    if (owner === ctx.merchant.id) throw new AppError('console.site.domain.exists');
    if (owner !== null) throw new AppError('console.site.domain.taken');
    // The brand's first domain is its primary one whatever the form said.
    const primary = input.primary || (await domainsOf(tx, ctx.merchant.id)).length === 0;
    const row = await insertDomain(tx, {
      merchantId: ctx.merchant.id,
      domain: input.domain,
      label: input.label,
      primary,
      baseUrl: input.baseUrl,
      sort: await nextDomainSort(tx, ctx.merchant.id),
    });
    // Another brand took it between the check and the insert.
    if (!row) throw new AppError('console.site.domain.taken');
    if (primary) {
      await clearOtherPrimaries(tx, ctx.merchant.id, row.id);
      await updateBrand(tx, ctx.merchant.id, { mainDomain: row.domain });
    }
    return {
      event: 'console.site.domain.added',
      detail: { domainId: row.id, domain: row.domain, label: row.label, primary, baseUrl: row.baseUrl },
    };
  });
}
