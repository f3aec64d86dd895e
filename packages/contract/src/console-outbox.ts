import { z } from 'zod';
import type { OperatorRole } from './console.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';

/**
 * The SMS and email messages the platform sent through the embedded provider (`/api/console/outbox`), newest first.
 * Admin, risk and support read it. Codes and links inside the messages are what a player needs to get in, so only
 * admin and support see them (support reads a code to a player who cannot receive it); for risk they are hidden and
 * `hidden` is true. Reading the messages with their codes is audited.
 */
export const OUTBOX_READER_ROLES: OperatorRole[] = ['admin', 'risk', 'support'];
export const OUTBOX_CODE_READER_ROLES: OperatorRole[] = ['admin', 'support'];

export const outboxChannels = ['sms', 'email'] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

export const consoleOutboxQuerySchema = pageQuerySchema
  .extend({
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    channel: z.enum(outboxChannels).optional(),
    /** Any part of the number or address, case-insensitive. */
    recipient: z.string().trim().max(120).optional(),
  })
  .strict();
export type ConsoleOutboxQuery = z.input<typeof consoleOutboxQuerySchema>;

export const consoleOutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(outboxChannels),
  recipient: z.string(),
  body: z.string(),
  /** Codes and links were blanked out for this operator's role. */
  hidden: z.boolean(),
  createdAt: z.number().int(),
});
export type ConsoleOutboxMessage = z.infer<typeof consoleOutboxMessageSchema>;
export const consoleOutboxPageSchema = pageSchema(consoleOutboxMessageSchema);
export type ConsoleOutboxPage = z.infer<typeof consoleOutboxPageSchema>;
