import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchantId, merchants } from './brands.ts';
import { bytea, createdAt } from './columns.ts';
import { members } from './members.ts';

// Running the brand: operators and their sessions, the audit log, the outgoing message outbox, job runs and uploads.
/** What the embedded message provider "sent": the operator console and development tools read it. */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    /** sms | email. */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    /** Email only; null: the brand's name. */
    subject: text('subject'),
    body: text('body').notNull(),
    /**
     * outbox (the embedded provider: the row is the delivery) | smtp | http-sms. Rows from before delivery tracking
     * were all written to the embedded outbox, hence the defaults.
     */
    provider: text('provider').notNull().default('outbox'),
    /** queued | sent | failed. */
    status: text('status').notNull().default('sent'),
    /** Tries so far; a try is counted when a sender claims the row. */
    attempts: integer('attempts').notNull().default(0),
    /** Why the last try failed, without credentials. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When a queued row is next due; while a try is running, when its claim lapses. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_outbox_recipient_idx').on(t.merchantId, t.recipient, t.createdAt),
    index('message_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    check('message_outbox_status', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

/** Append-only (a trigger refuses updates and deletes): every authentication event and operator action. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    operatorId: integer('operator_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_member_idx').on(t.memberId, t.at),
    index('audit_log_merchant_event_idx').on(t.merchantId, t.event, t.at),
    // The console's audit page: a brand's entries newest first, paged by id, optionally of one operator.
    index('audit_log_merchant_id_idx').on(t.merchantId, t.id),
    index('audit_log_operator_idx').on(t.operatorId, t.id),
  ],
);

export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** Set for a password someone else chose (new operator, reset): the console allows only changing it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** A disabled operator cannot sign in and their sessions end at once. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Base32 TOTP secret, as members'; enrolled once `totpEnabledAt` is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP step accepted: a code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_merchant_username_key').on(t.merchantId, sql`lower(${t.username})`)],
);

/** Operator console sessions: like members' (only the token's SHA-256 is kept), with their own idle and absolute ends. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: text('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    merchantId: merchantId(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_sessions_token_key').on(t.tokenHash)],
);

/**
 * Scheduled jobs' slots (ARCHITECTURE.md "jobs"): every process runs the scheduler, and the first to insert
 * (job, slot) runs it, so each slot runs once however many processes there are.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    slot: text('slot').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** How many subjects the run handled, or why it failed. */
    outcome: text('outcome'),
  },
  (t) => [primaryKey({ columns: [t.job, t.slot] })],
);

/**
 * Files people send us (withdrawal proofs, feedback images), kept in the database so every API process serves them
 * and backups carry them. Only content-sniffed images of a bounded size get here; `sha256` lets us spot repeats.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    purpose: text('purpose').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_member_idx').on(t.memberId, t.createdAt)],
);
