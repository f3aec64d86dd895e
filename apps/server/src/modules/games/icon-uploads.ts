import { and, desc, eq, like } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { uploads } from '../../db/schema.ts';

/**
 * Uploads whose purpose starts with this are catalogue icons (`catalogue-icon:game:<id>`, `…:vendor:<id>`), public at
 * `/media/<id>`; nothing else is.
 */
export const CATALOGUE_ICON_PURPOSE = 'catalogue-icon:';

/** The newest uploaded icon of each vendor that has one: vendor id → upload id. */
export async function vendorIconUploads(orm: Orm, merchantId: number) {
  const rows = await orm
    .select({ id: uploads.id, purpose: uploads.purpose })
    .from(uploads)
    .where(and(eq(uploads.merchantId, merchantId), like(uploads.purpose, `${CATALOGUE_ICON_PURPOSE}vendor:%`)))
    .orderBy(desc(uploads.createdAt));
  const icons = new Map<number, string>();
  for (const row of rows) {
    const vendorId = Number(row.purpose.slice(`${CATALOGUE_ICON_PURPOSE}vendor:`.length));
    if (!icons.has(vendorId)) icons.set(vendorId, row.id);
  }
  return icons;
}

/**
 * The uploaded icon of each vendor that has one, as an icon path (`media/<id>`), by vendor id. For the player
 * endpoints: a vendor card shows this in place of its generated artwork.
 */
export async function uploadedVendorIcons(orm: Orm, merchantId: number) {
  const uploads = await vendorIconUploads(orm, merchantId);
  return new Map([...uploads].map(([vendorId, uploadId]) => [vendorId, `media/${uploadId}`]));
}
