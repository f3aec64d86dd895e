import { and, asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { depositChannels } from '../../../db/schema.ts';

export type ChannelRow = typeof depositChannels.$inferSelect;

/** Every channel of the merchant, enabled or not, in the order players see them. */
export function allChannels(orm: Orm, merchantId: number) {
  return orm
    .select()
    .from(depositChannels)
    .where(eq(depositChannels.merchantId, merchantId))
    .orderBy(asc(depositChannels.sort), asc(depositChannels.id));
}

/** The merchant's channels locked until the transaction ends: reorderings and edits take turns. */
export function lockChannels(orm: Orm, merchantId: number) {
  return orm
    .select()
    .from(depositChannels)
    .where(eq(depositChannels.merchantId, merchantId))
    .orderBy(asc(depositChannels.id))
    .for('update');
}

export async function lockChannel(orm: Orm, merchantId: number, id: number) {
  const [row] = await orm
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.id, id)))
    .for('update');
  return row ?? null;
}

/** One after the merchant's last channel. */
export async function nextSort(orm: Orm, merchantId: number) {
  const [row] = await orm
    .select({ next: sql<number>`coalesce(max(${depositChannels.sort}) + 1, 0)`.mapWith(Number) })
    .from(depositChannels)
    .where(eq(depositChannels.merchantId, merchantId));
  return row?.next ?? 0;
}

export async function insertChannel(orm: Orm, values: typeof depositChannels.$inferInsert) {
  const [row] = await orm.insert(depositChannels).values(values).returning();
  if (!row) throw new Error('deposit channel insert returned nothing');
  return row;
}

export async function updateChannel(orm: Orm, id: number, values: Partial<typeof depositChannels.$inferInsert>) {
  const [row] = await orm.update(depositChannels).set(values).where(eq(depositChannels.id, id)).returning();
  if (!row) throw new Error(`deposit channel ${id} vanished inside its transaction`);
  return row;
}
