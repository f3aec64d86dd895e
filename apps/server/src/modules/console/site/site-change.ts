import type { ConsoleSite } from '@lotus/contract';
import type { Database, Orm } from '../../../db/database.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { merchantDirectory } from '../../../platform/merchant/merchant-directory.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { lockBrand } from './queries.ts';
import { readSite } from './read-site.ts';

export interface SiteAudit {
  event: string;
  detail: Record<string, unknown>;
}

/**
 * One change of the site: behind the merchant's row lock (changes take turns), with its audit entry in the same
 * transaction; then every process drops its copy of the merchant, so the players' boot payload follows at once.
 * `change` answers the audit entry, or null when nothing changed (nothing recorded).
 */
export async function changeSite(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  change: (tx: Orm) => Promise<SiteAudit | null>,
): Promise<ConsoleSite> {
  const site = await db.orm.transaction(async (tx) => {
    await lockBrand(tx, ctx.merchant.id);
    const audit = await change(tx);
    if (audit) await recordAudit(tx, ctx, { event: audit.event, operatorId, detail: audit.detail });
    return readSite(tx, ctx.merchant.id);
  });
  merchantDirectory(db).invalidate(ctx.merchant.code);
  return site;
}
