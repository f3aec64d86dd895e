import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { MIGRATION_LOCK_KEY } from '../../db/locks.ts';
import { recordAudit } from '../../platform/audit.ts';
import { merchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import { BrandRefusal, cliAuditSource } from './brand-refusal.ts';
import { parseDomain } from './create-brand.ts';
import { brandIdByCode, domainRow, insertBrandDomains, nextDomainSort, setDomainBaseUrl } from './queries.ts';

export type SetDomainStatus = 'added' | 'updated' | 'unchanged';

/**
 * Adds a domain to a brand, or sets the base URL of one it serves: what the start-up check asks for when a public
 * domain has none. The same values again change nothing; a domain another brand serves is refused. The primary
 * domain and labels are the console's (Site page).
 */
export async function setBrandDomain(db: Database, input: { brand: string; domain: string }) {
  const code = input.brand.trim().toUpperCase();
  const { domain, baseUrl } = parseDomain(input.domain);
  const status = await db.orm.transaction(async (tx): Promise<SetDomainStatus> => {
    // The same lock as create-brand, so "taken" and "exists" answers stay exact.
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    const merchantId = await brandIdByCode(tx, code);
    if (merchantId === null) throw new BrandRefusal(`no brand ${code}: npm run lotus -- list-brands`);
    const existing = await domainRow(tx, domain);
    if (existing && existing.merchantId !== merchantId) {
      throw new BrandRefusal(`${domain} is served by brand ${existing.code}; nothing changed`);
    }
    if (existing && existing.baseUrl === baseUrl) return 'unchanged';
    if (existing) {
      await setDomainBaseUrl(tx, merchantId, domain, baseUrl);
    } else {
      const sort = await nextDomainSort(tx, merchantId);
      await insertBrandDomains(tx, [{ merchantId, domain, baseUrl, label: `Line ${sort + 1}`, primary: false, sort }]);
    }
    await recordAudit(tx, cliAuditSource(merchantId), {
      event: existing ? 'brand.domain.updated' : 'brand.domain.added',
      detail: { domain, baseUrl, ...(existing ? { before: existing.baseUrl } : {}) },
    });
    return existing ? 'updated' : 'added';
  });
  merchantDirectory(db).invalidate(code);
  return { status, code, domain, baseUrl };
}
