import { z } from 'zod';
import type { OperatorRole } from './console.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';

/**
 * The SMS and email messages the platform sent (`/api/console/outbox`), newest first, with their delivery: each is
 * written to the outbox first, then handed to SMTP or the SMS provider when one is configured.
 * Admin, risk and support read it. Codes and links inside the messages are what a player needs to get in, so only
 * admin and support see them (support reads a code to a player who cannot receive it); for risk they are hidden and
 * `hidden` is true. Reading the messages with their codes is audited.
 */
export const OUTBOX_READER_ROLES: OperatorRole[] = ['admin', 'risk', 'support'];
export const OUTBOX_CODE_READER_ROLES: OperatorRole[] = ['admin', 'support'];
/** Who may send a failed message once more (support, for a player still waiting for a code). */
export const OUTBOX_RETRY_ROLES: OperatorRole[] = ['admin', 'support'];

export const outboxChannels = ['sms', 'email'] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

/**
 * queued: waiting for its (next) try with the SMTP or SMS provider; sent: the provider took it, or it went to the
 * embedded outbox (no provider configured); failed: every try failed, support may retry it.
 */
export const outboxStatuses = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
/** outbox: the embedded provider of the demo (the message is only recorded); smtp; http-sms. */
export const outboxProviders = ['outbox', 'smtp', 'http-sms'] as const;
export type OutboxProvider = (typeof outboxProviders)[number];

export const consoleOutboxQuerySchema = pageQuerySchema
  .extend({
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    channel: z.enum(outboxChannels).optional(),
    status: z.enum(outboxStatuses).optional(),
    /** Any part of the number or address, case-insensitive. */
    recipient: z.string().trim().max(120).optional(),
  })
  .strict();
export type ConsoleOutboxQuery = z.input<typeof consoleOutboxQuerySchema>;

export const consoleOutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(outboxChannels),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** Codes and links were blanked out for this operator's role. */
  hidden: z.boolean(),
  provider: z.enum(outboxProviders),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  /** Why the last try failed (the provider's answer or the network error), never credentials. */
  lastError: z.string().nullable(),
  sentAt: z.number().int().nullable(),
  /** When a queued message is tried next. */
  nextAttemptAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type ConsoleOutboxMessage = z.infer<typeof consoleOutboxMessageSchema>;
export const consoleOutboxPageSchema = pageSchema(consoleOutboxMessageSchema);
export type ConsoleOutboxPage = z.infer<typeof consoleOutboxPageSchema>;

export const outboxMessageIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
