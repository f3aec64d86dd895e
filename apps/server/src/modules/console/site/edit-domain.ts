import type { updateSiteDomainSchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { changedFields } from '../../../platform/audited-change.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { clearOtherPrimaries, domainsOf, updateBrand, updateDomain } from './queries.ts';
import { changeSite } from './site-change.ts';

/**
 * A domain's label, base URL, or primary mark. The primary domain is demoted only by making another one primary,
 * so the brand always has one.
 */
export function editSiteDomain(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  id: number,
  input: z.output<typeof updateSiteDomainSchema>,
) {
  return changeSite(db, ctx, operatorId, async (tx) => {
    const domain = (await domainsOf(tx, ctx.merchant.id)).find((d) => d.id === id);
    if (!domain) throw new AppError('not.found');
    if (domain.primary && !input.primary) throw new AppError('console.site.domain.primary');
    const before = { label: domain.label, primary: domain.primary, baseUrl: domain.baseUrl };
    const changes = changedFields(before, { label: input.label, primary: input.primary, baseUrl: input.baseUrl });
    if (Object.keys(changes).length === 0) return null;
    await updateDomain(tx, id, { label: input.label, primary: input.primary, baseUrl: input.baseUrl });
    if (input.primary && !domain.primary) {
      await clearOtherPrimaries(tx, ctx.merchant.id, id);
      await updateBrand(tx, ctx.merchant.id, { mainDomain: domain.domain });
    }
    return { event: 'console.site.domain.updated', detail: { domainId: id, domain: domain.domain, changes } };
  });
}
