import { TRIAL_TYPE } from '@lotus/contract';
import { and, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { inboxBroadcasts, inboxMessages, members, operators } from '../../../db/schema.ts';

/** An active, real (not trial) member of the merchant by username, any case; null otherwise. */
export async function findRecipient(orm: Orm, merchantId: number, username: string) {
  const [row] = await orm
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        sql`lower(${members.username}) = lower(${username})`,
        eq(members.status, 'active'),
        ne(members.type, TRIAL_TYPE),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function insertBroadcast(orm: Orm, values: typeof inboxBroadcasts.$inferInsert) {
  const [row] = await orm.insert(inboxBroadcasts).values(values).returning({ id: inboxBroadcasts.id });
  if (!row) throw new Error('broadcast insert returned no row');
  return row.id;
}

export async function setDelivered(orm: Orm, id: number, delivered: number) {
  await orm.update(inboxBroadcasts).set({ delivered }).where(eq(inboxBroadcasts.id, id));
}

export function broadcastPage(orm: Orm, merchantId: number, offset: number, limit: number) {
  return orm
    .select({
      id: inboxBroadcasts.id,
      target: inboxBroadcasts.target,
      title: inboxBroadcasts.title,
      delivered: inboxBroadcasts.delivered,
      operator: operators.username,
      createdAt: inboxBroadcasts.createdAt,
    })
    .from(inboxBroadcasts)
    .innerJoin(operators, eq(operators.id, inboxBroadcasts.operatorId))
    .where(eq(inboxBroadcasts.merchantId, merchantId))
    .orderBy(desc(inboxBroadcasts.createdAt), desc(inboxBroadcasts.id))
    .offset(offset)
    .limit(limit);
}

export async function countBroadcasts(orm: Orm, merchantId: number) {
  const [row] = await orm
    .select({ n: count() })
    .from(inboxBroadcasts)
    .where(eq(inboxBroadcasts.merchantId, merchantId));
  return row?.n ?? 0;
}

/** How many copies of each broadcast are read now (deleted copies that were read still count as read). */
export async function readCounts(orm: Orm, broadcastIds: number[]) {
  if (broadcastIds.length === 0) return new Map<number, number>();
  const rows = await orm
    .select({ broadcastId: inboxMessages.broadcastId, n: count() })
    .from(inboxMessages)
    .where(and(inArray(inboxMessages.broadcastId, broadcastIds), isNotNull(inboxMessages.readAt)))
    .groupBy(inboxMessages.broadcastId);
  return new Map(rows.map((r) => [r.broadcastId as number, r.n]));
}
