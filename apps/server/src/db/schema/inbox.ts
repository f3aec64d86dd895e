import type {
  FeedbackQuestionType,
  FeedbackStatus,
  InboxMessageKind,
  LocalizedText,
  MessageTarget,
} from '@lotus/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchantId } from './brands.ts';
import { createdAt } from './columns.ts';
import { members } from './members.ts';
import { operators } from './operations.ts';

// Members' messages and the feedback they send.
/** Messages an operator sent to many members at once: what was sent, to whom, and how many inboxes received it. */
export const inboxBroadcasts = pgTable(
  'inbox_broadcasts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    target: jsonb('target').$type<MessageTarget>().notNull(),
    title: jsonb('title').$type<Partial<LocalizedText>>().notNull(),
    content: jsonb('content').$type<Partial<LocalizedText>>().notNull(),
    delivered: integer('delivered').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_broadcasts_merchant_idx').on(t.merchantId, t.createdAt)],
);

/** One message in one member's inbox (a broadcast is copied to each recipient, so read and delete are per member). */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InboxMessageKind>().notNull(),
    broadcastId: integer('broadcast_id').references(() => inboxBroadcasts.id),
    title: jsonb('title').$type<Partial<LocalizedText>>().notNull(),
    content: jsonb('content').$type<Partial<LocalizedText>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('inbox_messages_member_idx').on(t.memberId, t.createdAt).where(sql`${t.deletedAt} is null`),
    index('inbox_messages_broadcast_idx').on(t.broadcastId),
  ],
);

/** Feedback from players and guests (`PUT /wps/feedback`), with the operator's answer. */
export const feedback = pgTable(
  'feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    /** Null for a guest. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    questionType: text('question_type').$type<FeedbackQuestionType>().notNull(),
    content: text('content').notNull(),
    contact: text('contact'),
    /** Ids of `uploads` (purpose `feedback`). */
    imageIds: text('image_ids').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<FeedbackStatus>().notNull().default('new'),
    reply: text('reply'),
    repliedBy: integer('replied_by').references(() => operators.id),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_merchant_status_idx').on(t.merchantId, t.status, t.createdAt)],
);
