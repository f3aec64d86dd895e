import { agentTypes, type InboxMessageKind, type LocalizedText, TRIAL_TYPE } from '@lotus/contract';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Orm } from '../../db/database.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { inboxMessages, members } from '../../db/schema.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { sanitizeLocalizedHtml } from '../../platform/html/sanitize-content.ts';
import { localizeAny } from '../../platform/localize.ts';
import { unreadByMember } from './queries.ts';

/** One message for one or many inboxes. Content is HTML; it is sanitised again here whoever wrote it. */
export interface InboxMessageInput {
  merchantId: number;
  kind: InboxMessageKind;
  title: Partial<LocalizedText>;
  content: Partial<LocalizedText>;
  /** The operator's message this copy belongs to. */
  broadcastId?: number | null;
  at: Date;
}

/**
 * Who receives it. `memberIds`: exactly these members of the merchant (an answer to one member's feedback). The
 * segments take only active members and never trial accounts: VIP levels, agents, or every member.
 */
export type InboxRecipients = { memberIds: number[] } | { vipLevels: number[] } | { agents: true } | { everyone: true };

/** What was inserted, to announce once the transaction has committed. */
export interface InboxDelivery {
  merchantId: number;
  kind: InboxMessageKind;
  title: Partial<LocalizedText>;
  messages: { id: number; memberId: number }[];
}

function recipientFilter(merchantId: number, recipients: InboxRecipients): SQL | undefined {
  const ofMerchant = eq(members.merchantId, merchantId);
  if ('memberIds' in recipients) return and(ofMerchant, inArray(members.id, recipients.memberIds));
  const segment = and(ofMerchant, eq(members.status, 'active'), ne(members.type, TRIAL_TYPE));
  if ('vipLevels' in recipients) return and(segment, inArray(members.vipLevel, recipients.vipLevels));
  if ('agents' in recipients) return and(segment, inArray(members.type, [...agentTypes]));
  return segment;
}

/**
 * Copies the message into each recipient's inbox with one INSERT … SELECT, inside the caller's transaction (so a
 * broadcast row, an answered feedback and its audit entry commit with the copies). Announce the answer with
 * `announceInboxMessages` after the commit.
 */
export async function insertInboxMessages(
  tx: Orm,
  input: InboxMessageInput,
  recipients: InboxRecipients,
): Promise<InboxDelivery> {
  const content = sanitizeLocalizedHtml(input.content);
  const delivery: InboxDelivery = { merchantId: input.merchantId, kind: input.kind, title: input.title, messages: [] };
  if ('memberIds' in recipients && recipients.memberIds.length === 0) return delivery;
  if ('vipLevels' in recipients && recipients.vipLevels.length === 0) return delivery;
  // Raw SQL: the query builder's INSERT … SELECT would also list the identity column.
  const result = await tx.execute(sql`
    insert into ${inboxMessages}
      (merchant_id, member_id, kind, broadcast_id, title, content, created_at)
    select ${members.merchantId}, ${members.id}, ${input.kind}, ${input.broadcastId ?? null}::integer,
      ${JSON.stringify(input.title)}::jsonb, ${JSON.stringify(content)}::jsonb, ${input.at.toISOString()}::timestamptz
    from ${members}
    where ${recipientFilter(input.merchantId, recipients)}
    returning id, member_id`);
  // Bigint ids may come back as strings.
  const rows = rowsOf<Record<string, unknown>>(result);
  delivery.messages = rows.map((r) => ({ id: Number(r.id), memberId: Number(r.member_id) }));
  return delivery;
}

/** Publishing to a big segment goes in slices, so a broadcast to every member does not queue everything at once. */
const SLICE = 500;

/**
 * `inbox.new` to each recipient with their unread count; call it after the commit (a socket must never announce a
 * message that is not there). Delivery is best effort: a member who is not connected reads the count on the next visit.
 */
export async function announceInboxMessages(orm: Orm, events: EventBus, delivery: InboxDelivery) {
  const title = localizeAny(delivery.title, 'EN');
  for (let start = 0; start < delivery.messages.length; start += SLICE) {
    const slice = delivery.messages.slice(start, start + SLICE);
    const unread = await unreadByMember(
      orm,
      delivery.merchantId,
      slice.map((m) => m.memberId),
    );
    await Promise.all(
      slice.map((m) =>
        events.publish({ merchantId: delivery.merchantId, memberId: m.memberId }, 'inbox.new', {
          id: m.id,
          kind: delivery.kind,
          title,
          unread: unread.get(m.memberId) ?? 0,
        }),
      ),
    );
  }
}

/** Delivers a message in a transaction of its own, then announces it: for callers with nothing else to write. */
export async function deliverInboxMessages(
  deps: { db: Database; events: EventBus },
  input: InboxMessageInput,
  recipients: InboxRecipients,
): Promise<InboxDelivery> {
  const delivery = await deps.db.orm.transaction((tx) => insertInboxMessages(tx, input, recipients));
  await announceInboxMessages(deps.db.orm, deps.events, delivery);
  return delivery;
}
