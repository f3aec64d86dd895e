import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { merchantDomains, merchants } from '../../db/schema.ts';

export async function findMerchantByCode(orm: Orm, code: string) {
  const [row] = await orm.select().from(merchants).where(eq(merchants.code, code)).limit(1);
  return row ?? null;
}

export async function findMerchantCodeByDomain(orm: Orm, domain: string) {
  const [row] = await orm
    .select({ code: merchants.code })
    .from(merchantDomains)
    .innerJoin(merchants, eq(merchants.id, merchantDomains.merchantId))
    .where(eq(merchantDomains.domain, domain))
    .limit(1);
  return row?.code ?? null;
}

/** A merchant's domains in their display order. */
export function findMerchantDomains(orm: Orm, merchantId: number) {
  return orm
    .select({
      domain: merchantDomains.domain,
      label: merchantDomains.label,
      primary: merchantDomains.primary,
      baseUrl: merchantDomains.baseUrl,
    })
    .from(merchantDomains)
    .where(eq(merchantDomains.merchantId, merchantId))
    .orderBy(asc(merchantDomains.sort), asc(merchantDomains.id));
}
