import { defaultDeliverySettings } from '@lotus/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { merchants } from '../../db/schema.ts';

const brandColumns = {
  id: merchants.id,
  code: merchants.code,
  name: merchants.name,
  settings: merchants.deliverySettings,
};

const withDefaults = <T extends { settings: typeof defaultDeliverySettings }>(row: T): T => ({
  ...row,
  settings: { ...defaultDeliverySettings, ...row.settings },
});

/** The brands of claimed messages with their delivery settings, read fresh (a change applies to the next try). */
export async function deliveryBrands(orm: Orm, merchantIds: number[]) {
  const rows = await orm.select(brandColumns).from(merchants).where(inArray(merchants.id, merchantIds));
  return rows.map(withDefaults);
}

export async function deliveryBrand(orm: Orm, merchantId: number) {
  const [row] = await orm.select(brandColumns).from(merchants).where(eq(merchants.id, merchantId));
  return row && withDefaults(row);
}
