import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { inboxMessages } from '../../db/schema.ts';

/** A member's inbox: their own messages that are not deleted. */
export interface InboxOwner {
  merchantId: number;
  memberId: number;
}

const mine = (owner: InboxOwner): SQL | undefined =>
  and(
    eq(inboxMessages.merchantId, owner.merchantId),
    eq(inboxMessages.memberId, owner.memberId),
    isNull(inboxMessages.deletedAt),
  );

const pageFilter = (owner: InboxOwner, unreadOnly: boolean) =>
  and(mine(owner), unreadOnly ? isNull(inboxMessages.readAt) : undefined);

export function inboxPage(orm: Orm, owner: InboxOwner, unreadOnly: boolean, offset: number, limit: number) {
  return orm
    .select({
      id: inboxMessages.id,
      kind: inboxMessages.kind,
      title: inboxMessages.title,
      content: inboxMessages.content,
      readAt: inboxMessages.readAt,
      createdAt: inboxMessages.createdAt,
    })
    .from(inboxMessages)
    .where(pageFilter(owner, unreadOnly))
    .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
    .offset(offset)
    .limit(limit);
}

export async function countInbox(orm: Orm, owner: InboxOwner, unreadOnly: boolean) {
  const [row] = await orm.select({ n: count() }).from(inboxMessages).where(pageFilter(owner, unreadOnly));
  return row?.n ?? 0;
}

export const countUnread = (orm: Orm, owner: InboxOwner) => countInbox(orm, owner, true);

/**
 * Locks the given messages of the member, or without `ids` all the unread ones, in id order so that two calls on the
 * same messages never deadlock, and answers the ids found: fewer than asked means some are not the member's or are
 * deleted.
 */
export async function lockOwnMessages(orm: Orm, owner: InboxOwner, ids: number[] | null) {
  const rows = await orm
    .select({ id: inboxMessages.id })
    .from(inboxMessages)
    .where(and(mine(owner), ids ? inArray(inboxMessages.id, ids) : isNull(inboxMessages.readAt)))
    .orderBy(asc(inboxMessages.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Marks unread messages read; only rows still unread change, so the count is exact when calls race. */
export async function markRead(orm: Orm, owner: InboxOwner, ids: number[], at: Date) {
  if (ids.length === 0) return 0;
  const rows = await orm
    .update(inboxMessages)
    .set({ readAt: at })
    .where(and(mine(owner), isNull(inboxMessages.readAt), inArray(inboxMessages.id, ids)))
    .returning({ id: inboxMessages.id });
  return rows.length;
}

export async function markDeleted(orm: Orm, owner: InboxOwner, ids: number[], at: Date) {
  const rows = await orm
    .update(inboxMessages)
    .set({ deletedAt: at })
    .where(and(mine(owner), inArray(inboxMessages.id, ids)))
    .returning({ id: inboxMessages.id });
  return rows.length;
}

/** Unread counts of many members at once (for the `inbox.new` of a delivery). */
export async function unreadByMember(orm: Orm, merchantId: number, memberIds: number[]) {
  if (memberIds.length === 0) return new Map<number, number>();
  const rows = await orm
    .select({ memberId: inboxMessages.memberId, n: count() })
    .from(inboxMessages)
    .where(
      and(
        eq(inboxMessages.merchantId, merchantId),
        inArray(inboxMessages.memberId, memberIds),
        isNull(inboxMessages.readAt),
        isNull(inboxMessages.deletedAt),
      ),
    )
    .groupBy(inboxMessages.memberId);
  return new Map(rows.map((r) => [r.memberId, r.n]));
}
