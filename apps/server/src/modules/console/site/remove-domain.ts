import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { deleteDomain, domainsOf } from './queries.ts';
import { changeSite } from './site-change.ts';

/** The site stops answering on a domain; never the primary one (so never the last one either). */
export function removeSiteDomain(db: Database, ctx: RequestContext, operatorId: number, id: number) {
  return changeSite(db, ctx, operatorId, async (tx) => {
    const domains = await domainsOf(tx, ctx.merchant.id);
    const domain = domains.find((d) => d.id === id);
    if (!domain) throw new AppError('not.found');
    if (domain.primary || domains.length === 1) throw new AppError('console.site.domain.primary');
    await deleteDomain(tx, id);
    return {
      event: 'console.site.domain.removed',
      detail: { domainId: id, domain: domain.domain, label: domain.label, baseUrl: domain.baseUrl },
    };
  });
}
