import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { announcements, banners, helpEntries } from '../../../db/schema.ts';

export type BannerRow = typeof banners.$inferSelect;
export type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'merchantId' | 'createdAt'>;
export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementValues = Omit<typeof announcements.$inferInsert, 'id' | 'merchantId' | 'createdAt'>;
export type HelpRow = typeof helpEntries.$inferSelect;
export type HelpValues = Omit<typeof helpEntries.$inferInsert, 'id' | 'merchantId'>;

// Banners.

export function listBannerRows(orm: Orm, merchantId: number, groupName?: string) {
  const where: SQL[] = [eq(banners.merchantId, merchantId)];
  if (groupName) where.push(eq(banners.groupName, groupName));
  return orm
    .select()
    .from(banners)
    .where(and(...where))
    .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id));
}

export async function lockBanner(orm: Orm, merchantId: number, id: number) {
  const [row] = await orm
    .select()
    .from(banners)
    .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertBanner(orm: Orm, merchantId: number, values: BannerValues) {
  const [row] = await orm
    .insert(banners)
    .values({ ...values, merchantId })
    .returning();
  if (!row) throw new Error('banner not inserted');
  return row;
}

export async function updateBannerRow(orm: Orm, id: number, values: BannerValues) {
  const [row] = await orm.update(banners).set(values).where(eq(banners.id, id)).returning();
  if (!row) throw new Error(`banner ${id} vanished inside its transaction`);
  return row;
}

export async function deleteBannerRow(orm: Orm, id: number) {
  await orm.delete(banners).where(eq(banners.id, id));
}

// Notices, pop-ups and promotion announcements.

export function listAnnouncementRows(orm: Orm, merchantId: number, kind?: AnnouncementRow['kind']) {
  const where: SQL[] = [eq(announcements.merchantId, merchantId)];
  if (kind) where.push(eq(announcements.kind, kind));
  return orm
    .select()
    .from(announcements)
    .where(and(...where))
    .orderBy(asc(announcements.kind), asc(announcements.sort), asc(announcements.id));
}

export async function lockAnnouncement(orm: Orm, merchantId: number, id: number) {
  const [row] = await orm
    .select()
    .from(announcements)
    .where(and(eq(announcements.merchantId, merchantId), eq(announcements.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertAnnouncement(orm: Orm, merchantId: number, values: AnnouncementValues) {
  const [row] = await orm
    .insert(announcements)
    .values({ ...values, merchantId })
    .returning();
  if (!row) throw new Error('announcement not inserted');
  return row;
}

export async function updateAnnouncementRow(orm: Orm, id: number, values: AnnouncementValues) {
  const [row] = await orm.update(announcements).set(values).where(eq(announcements.id, id)).returning();
  if (!row) throw new Error(`announcement ${id} vanished inside its transaction`);
  return row;
}

export async function deleteAnnouncementRow(orm: Orm, id: number) {
  await orm.delete(announcements).where(eq(announcements.id, id));
}

// The help centre.

/** Every entry of one language, in display order. */
export function listHelpRows(orm: Orm, merchantId: number, lang: string) {
  return orm
    .select()
    .from(helpEntries)
    .where(and(eq(helpEntries.merchantId, merchantId), eq(helpEntries.lang, lang)))
    .orderBy(asc(helpEntries.sort), asc(helpEntries.id));
}

/**
 * Every entry of one language locked: moves are checked against the whole tree (no entry under itself), so edits of
 * one language take turns.
 */
export function lockHelpRows(orm: Orm, merchantId: number, lang: string) {
  return listHelpRows(orm, merchantId, lang).for('update');
}

export async function lockHelpEntry(orm: Orm, merchantId: number, id: number) {
  const [row] = await orm
    .select()
    .from(helpEntries)
    .where(and(eq(helpEntries.merchantId, merchantId), eq(helpEntries.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertHelpEntry(orm: Orm, merchantId: number, values: HelpValues) {
  const [row] = await orm
    .insert(helpEntries)
    .values({ ...values, merchantId })
    .returning();
  if (!row) throw new Error('help entry not inserted');
  return row;
}

export async function updateHelpRow(orm: Orm, id: number, values: HelpValues) {
  const [row] = await orm.update(helpEntries).set(values).where(eq(helpEntries.id, id)).returning();
  if (!row) throw new Error(`help entry ${id} vanished inside its transaction`);
  return row;
}

/** Removes the entry; its sub-entries go with it (the foreign key cascades). */
export async function deleteHelpRow(orm: Orm, id: number) {
  await orm.delete(helpEntries).where(eq(helpEntries.id, id));
}
