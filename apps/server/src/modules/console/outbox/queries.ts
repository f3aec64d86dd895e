import type { OutboxChannel, OutboxStatus } from '@lotus/contract';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { messageOutbox } from '../../../db/schema.ts';

export interface OutboxFilter {
  merchantId: number;
  channel?: OutboxChannel | undefined;
  status?: OutboxStatus | undefined;
  /** Any part of the recipient. */
  recipient?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(filter: OutboxFilter) {
  return and(
    eq(messageOutbox.merchantId, filter.merchantId),
    filter.channel ? eq(messageOutbox.channel, filter.channel) : undefined,
    filter.status ? eq(messageOutbox.status, filter.status) : undefined,
    filter.recipient ? ilike(messageOutbox.recipient, `%${escapeLike(filter.recipient)}%`) : undefined,
  );
}

export function outboxPage(orm: Orm, filter: OutboxFilter, offset: number, limit: number) {
  return orm
    .select()
    .from(messageOutbox)
    .where(where(filter))
    .orderBy(desc(messageOutbox.id))
    .offset(offset)
    .limit(limit);
}

export async function countOutbox(orm: Orm, filter: OutboxFilter) {
  const [row] = await orm.select({ n: count() }).from(messageOutbox).where(where(filter));
  return row?.n ?? 0;
}

export async function lockMessage(orm: Orm, merchantId: number, id: number) {
  const [row] = await orm
    .select()
    .from(messageOutbox)
    .where(and(eq(messageOutbox.merchantId, merchantId), eq(messageOutbox.id, id)))
    .for('update');
  return row;
}

/** Due at once; the attempts already made stay counted, so a failure now marks it failed again. */
export async function requeueMessage(orm: Orm, id: number, now: Date) {
  const [row] = await orm
    .update(messageOutbox)
    .set({ status: 'queued', nextAttemptAt: now })
    .where(eq(messageOutbox.id, id))
    .returning();
  return row;
}
