import { eq } from 'drizzle-orm';
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
