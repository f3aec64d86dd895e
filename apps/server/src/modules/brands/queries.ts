import { defaultEarningsSettings, type EarningsSettings } from '@lotus/contract';
import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { merchantDomains, merchants, operators } from '../../db/schema.ts';

export interface BrandListing {
  id: number;
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  gmtOffsetMinutes: number;
  isDemo: boolean;
  /** Who funds agent earnings, the shortfall rule and the approval threshold (defaults filled in). */
  earnings: EarningsSettings;
  domains: { domain: string; baseUrl: string | null }[];
  operators: number;
}

/** Every brand with its domains (display order) and how many operators it has; for start-up checks and the CLI. */
export async function listBrandSummaries(orm: Orm): Promise<BrandListing[]> {
  const rows = await orm
    .select({
      id: merchants.id,
      code: merchants.code,
      name: merchants.name,
      currency: merchants.currency,
      currencySymbol: merchants.currencySymbol,
      gmtOffsetMinutes: merchants.gmtOffsetMinutes,
      isDemo: merchants.isDemo,
      earningsSettings: merchants.earningsSettings,
    })
    .from(merchants)
    .orderBy(asc(merchants.code));
  const domains = await orm
    .select({
      merchantId: merchantDomains.merchantId,
      domain: merchantDomains.domain,
      baseUrl: merchantDomains.baseUrl,
    })
    .from(merchantDomains)
    .orderBy(asc(merchantDomains.sort), asc(merchantDomains.id));
  const counts = await orm
    .select({ merchantId: operators.merchantId, n: count() })
    .from(operators)
    .groupBy(operators.merchantId);
  return rows.map(({ earningsSettings, ...row }) => ({
    ...row,
    earnings: { ...defaultEarningsSettings, ...earningsSettings },
    domains: domains.filter((d) => d.merchantId === row.id).map(({ domain, baseUrl }) => ({ domain, baseUrl })),
    operators: counts.find((c) => c.merchantId === row.id)?.n ?? 0,
  }));
}

/** Which of `domains` already serve a brand, and which brand. */
export function findDomainOwners(orm: Orm, domains: string[]) {
  return orm
    .select({ domain: merchantDomains.domain, code: merchants.code })
    .from(merchantDomains)
    .innerJoin(merchants, eq(merchants.id, merchantDomains.merchantId))
    .where(inArray(merchantDomains.domain, domains));
}

export async function insertBrand(orm: Orm, values: typeof merchants.$inferInsert) {
  const [row] = await orm.insert(merchants).values(values).returning({ id: merchants.id });
  if (!row) throw new Error('the brand was not created');
  return row.id;
}

export async function insertBrandDomains(orm: Orm, values: (typeof merchantDomains.$inferInsert)[]) {
  await orm.insert(merchantDomains).values(values);
}

export async function brandIdByCode(orm: Orm, code: string) {
  const [row] = await orm.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
  return row?.id ?? null;
}

/** The domain's row with the brand it serves, or nothing. */
export async function domainRow(orm: Orm, domain: string) {
  const [row] = await orm
    .select({ merchantId: merchantDomains.merchantId, baseUrl: merchantDomains.baseUrl, code: merchants.code })
    .from(merchantDomains)
    .innerJoin(merchants, eq(merchants.id, merchantDomains.merchantId))
    .where(eq(merchantDomains.domain, domain));
  return row ?? null;
}

export async function setDomainBaseUrl(orm: Orm, merchantId: number, domain: string, baseUrl: string | null) {
  await orm
    .update(merchantDomains)
    .set({ baseUrl })
    .where(and(eq(merchantDomains.merchantId, merchantId), eq(merchantDomains.domain, domain)));
}

/** Where a new domain goes in the brand's list: after the others. */
export async function nextDomainSort(orm: Orm, merchantId: number) {
  const [row] = await orm
    .select({ last: max(merchantDomains.sort) })
    .from(merchantDomains)
    .where(eq(merchantDomains.merchantId, merchantId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}
