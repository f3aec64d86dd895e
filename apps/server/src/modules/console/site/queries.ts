import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { customerService, merchantDomains, merchants, resources } from '../../../db/schema.ts';

export type BrandRow = typeof merchants.$inferSelect;
export type DomainRow = typeof merchantDomains.$inferSelect;

/** The merchant row locked until the transaction ends: every change of the site takes its turn behind it. */
export async function lockBrand(orm: Orm, merchantId: number) {
  const [row] = await orm.select().from(merchants).where(eq(merchants.id, merchantId)).for('update');
  if (!row) throw new Error(`merchant ${merchantId} vanished`);
  return row;
}

export async function findBrand(orm: Orm, merchantId: number) {
  const [row] = await orm.select().from(merchants).where(eq(merchants.id, merchantId));
  if (!row) throw new Error(`merchant ${merchantId} vanished`);
  return row;
}

export async function updateBrand(
  orm: Orm,
  merchantId: number,
  values: Partial<Pick<BrandRow, 'name' | 'logoUrl' | 'gtagId' | 'imageCdns' | 'launchGameCdns' | 'mainDomain'>>,
) {
  await orm
    .update(merchants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(merchants.id, merchantId));
}

// --- Domains ------------------------------------------------------------------------------------------------------

export function domainsOf(orm: Orm, merchantId: number) {
  return orm
    .select()
    .from(merchantDomains)
    .where(eq(merchantDomains.merchantId, merchantId))
    .orderBy(asc(merchantDomains.sort), asc(merchantDomains.id));
}

/** Which merchant a host name belongs to, if any. */
export async function domainOwner(orm: Orm, domain: string) {
  const [row] = await orm
    .select({ merchantId: merchantDomains.merchantId })
    .from(merchantDomains)
    .where(eq(merchantDomains.domain, domain));
  return row?.merchantId ?? null;
}

export async function insertDomain(orm: Orm, values: typeof merchantDomains.$inferInsert) {
  const [row] = await orm.insert(merchantDomains).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateDomain(orm: Orm, id: number, values: Partial<typeof merchantDomains.$inferInsert>) {
  const [row] = await orm.update(merchantDomains).set(values).where(eq(merchantDomains.id, id)).returning();
  if (!row) throw new Error(`domain ${id} vanished inside its transaction`);
  return row;
}

/** Only one primary domain: the others lose the mark. */
export async function clearOtherPrimaries(orm: Orm, merchantId: number, keepId: number) {
  await orm
    .update(merchantDomains)
    .set({ primary: false })
    .where(
      and(
        eq(merchantDomains.merchantId, merchantId),
        ne(merchantDomains.id, keepId),
        eq(merchantDomains.primary, true),
      ),
    );
}

export async function deleteDomain(orm: Orm, id: number) {
  await orm.delete(merchantDomains).where(eq(merchantDomains.id, id));
}

export async function nextDomainSort(orm: Orm, merchantId: number) {
  const [row] = await orm
    .select({ next: sql<number>`coalesce(max(${merchantDomains.sort}) + 1, 0)`.mapWith(Number) })
    .from(merchantDomains)
    .where(eq(merchantDomains.merchantId, merchantId));
  return row?.next ?? 0;
}

// --- Customer service ---------------------------------------------------------------------------------------------

export function serviceEntriesOf(orm: Orm, merchantId: number) {
  return orm
    .select()
    .from(customerService)
    .where(eq(customerService.merchantId, merchantId))
    .orderBy(asc(customerService.sort), asc(customerService.id));
}

export async function insertServiceEntry(orm: Orm, values: typeof customerService.$inferInsert) {
  const [row] = await orm.insert(customerService).values(values).returning();
  if (!row) throw new Error('customer-service insert returned nothing');
  return row;
}

export async function updateServiceEntry(orm: Orm, id: number, values: Partial<typeof customerService.$inferInsert>) {
  const [row] = await orm.update(customerService).set(values).where(eq(customerService.id, id)).returning();
  if (!row) throw new Error(`customer-service entry ${id} vanished inside its transaction`);
  return row;
}

export async function deleteServiceEntry(orm: Orm, id: number) {
  await orm.delete(customerService).where(eq(customerService.id, id));
}

// --- Resources ----------------------------------------------------------------------------------------------------

export function resourcesOf(orm: Orm, merchantId: number) {
  return orm
    .select()
    .from(resources)
    .where(eq(resources.merchantId, merchantId))
    .orderBy(asc(resources.sort), asc(resources.id));
}

export async function insertResource(orm: Orm, values: typeof resources.$inferInsert) {
  const [row] = await orm.insert(resources).values(values).returning();
  if (!row) throw new Error('resource insert returned nothing');
  return row;
}

export async function updateResource(orm: Orm, id: number, values: Partial<typeof resources.$inferInsert>) {
  const [row] = await orm.update(resources).set(values).where(eq(resources.id, id)).returning();
  if (!row) throw new Error(`resource ${id} vanished inside its transaction`);
  return row;
}

export async function deleteResource(orm: Orm, id: number) {
  await orm.delete(resources).where(eq(resources.id, id));
}
