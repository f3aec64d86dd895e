import { and, asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { customerService, helpEntries, merchantDomains, merchants, resources } from '../../db/schema.ts';

export function listCustomerService(orm: Orm, merchantId: number) {
  return orm
    .select({ csType: customerService.csType, path: customerService.path, label: customerService.label })
    .from(customerService)
    .where(eq(customerService.merchantId, merchantId))
    .orderBy(asc(customerService.sort), asc(customerService.id));
}

export function listResources(orm: Orm, merchantId: number) {
  return orm
    .select({
      resourceType: resources.resourceType,
      url: resources.url,
      labelName: resources.labelName,
      iconUrl: resources.iconUrl,
    })
    .from(resources)
    .where(eq(resources.merchantId, merchantId))
    .orderBy(asc(resources.sort), asc(resources.id));
}

export function listDomains(orm: Orm, merchantId: number) {
  return orm
    .select({ domain: merchantDomains.domain, label: merchantDomains.label, primary: merchantDomains.primary })
    .from(merchantDomains)
    .where(eq(merchantDomains.merchantId, merchantId))
    .orderBy(asc(merchantDomains.sort), asc(merchantDomains.id));
}

export function listHelpEntries(orm: Orm, merchantId: number, lang: string) {
  return orm
    .select({
      id: helpEntries.id,
      parentId: helpEntries.parentId,
      title: helpEntries.title,
      content: helpEntries.content,
      anchor: helpEntries.anchor,
    })
    .from(helpEntries)
    .where(and(eq(helpEntries.merchantId, merchantId), eq(helpEntries.lang, lang)))
    .orderBy(asc(helpEntries.sort), asc(helpEntries.id));
}

/** A merchant's row, locked until the transaction ends, so that two settings changes are audited in turn. */
export async function lockMerchantByCode(orm: Orm, code: string) {
  const [row] = await orm.select().from(merchants).where(eq(merchants.code, code)).for('update');
  return row;
}

/** Changes a merchant's switches; false when no merchant has that code. */
export async function updateMerchantSwitches(
  orm: Orm,
  code: string,
  changes: Partial<
    Pick<
      typeof merchants.$inferInsert,
      | 'maintenance'
      | 'maintenanceEndsAt'
      | 'maintenanceMessage'
      | 'maintenanceAllowCidrs'
      | 'registerRules'
      | 'regionBlock'
      | 'disabledModules'
      | 'authSettings'
      | 'cashierSettings'
      | 'contentSettings'
      | 'contractSettings'
      | 'earningsSettings'
      | 'deliverySettings'
    >
  >,
) {
  const { authSettings, ...rest } = changes;
  const rows = await orm
    .update(merchants)
    // Auth settings merge into the stored ones, so a patch may name only what it changes.
    .set({
      ...rest,
      ...(authSettings && { authSettings: sql`${merchants.authSettings} || ${JSON.stringify(authSettings)}::jsonb` }),
      updatedAt: new Date(),
    })
    .where(eq(merchants.code, code))
    .returning({ id: merchants.id });
  return rows.length > 0;
}
