import { and, asc, eq } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { depositChannels, depositOrders } from '../../../db/schema.ts';

export type DepositChannelRow = typeof depositChannels.$inferSelect;
export type DepositOrderRow = typeof depositOrders.$inferSelect;

export function enabledChannels(orm: Orm, merchantId: number) {
  return orm
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.enabled, true)))
    .orderBy(asc(depositChannels.sort), asc(depositChannels.id));
}

export async function findChannel(orm: Orm, merchantId: number, channelId: number) {
  const [row] = await orm
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.id, channelId)))
    .limit(1);
  return row ?? null;
}

export async function findOrderByClientKey(orm: Orm, merchantId: number, memberId: number, clientKey: string) {
  const [row] = await orm
    .select()
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.merchantId, merchantId),
        eq(depositOrders.memberId, memberId),
        eq(depositOrders.clientKey, clientKey),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findMemberOrder(orm: Orm, merchantId: number, memberId: number, orderNo: string) {
  const [row] = await orm
    .select()
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.merchantId, merchantId),
        eq(depositOrders.memberId, memberId),
        eq(depositOrders.orderNo, orderNo),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The order row, locked until the transaction ends: one settlement at a time. */
export async function lockOrder(orm: Orm, merchantId: number, orderNo: string) {
  const [row] = await orm
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.orderNo, orderNo)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Inserts the order unless the member's key already made one (a concurrent twin): null then. */
export async function insertOrder(orm: Orm, values: typeof depositOrders.$inferInsert) {
  const [row] = await orm.insert(depositOrders).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateOrder(orm: Orm, id: number, values: Partial<typeof depositOrders.$inferInsert>) {
  const [row] = await orm.update(depositOrders).set(values).where(eq(depositOrders.id, id)).returning();
  if (!row) throw new Error(`deposit order ${id} vanished inside its transaction`);
  return row;
}
