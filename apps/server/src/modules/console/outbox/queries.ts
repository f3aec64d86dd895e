import type { OutboxChannel } from '@lotus/contract';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { messageOutbox } from '../../../db/schema.ts';

export interface OutboxFilter {
  merchantId: number;
  channel?: OutboxChannel | undefined;
  /** Any part of the recipient. */
  recipient?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(filter: OutboxFilter) {
  return and(
    eq(messageOutbox.merchantId, filter.merchantId),
    filter.channel ? eq(messageOutbox.channel, filter.channel) : undefined,
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
