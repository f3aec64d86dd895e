import type {
  ConsoleOutboxMessage,
  ConsoleOutboxPage,
  consoleOutboxQuerySchema,
  OutboxChannel,
  OutboxProvider,
  OutboxStatus,
} from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import type { messageOutbox } from '../../../db/schema.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { countOutbox, outboxPage } from './queries.ts';
import { hideMessageSecrets } from './secrets-in-messages.ts';

/**
 * The messages the platform sent, newest first. With `revealSecrets` the codes and links stay in and the reading is
 * audited (with the filters), since it hands the operator what gets a player in; otherwise they are blanked out.
 */
export async function listOutbox(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  query: z.output<typeof consoleOutboxQuerySchema>,
  revealSecrets: boolean,
): Promise<ConsoleOutboxPage> {
  const filter = {
    merchantId: ctx.merchant.id,
    channel: query.channel,
    status: query.status,
    recipient: query.recipient || undefined,
  };
  const [total, rows] = await Promise.all([
    countOutbox(db.orm, filter),
    outboxPage(db.orm, filter, (query.pageNo - 1) * query.pageSize, query.pageSize),
  ]);
  if (revealSecrets && rows.length > 0) {
    await recordAudit(db.orm, ctx, {
      event: 'console.outbox.read',
      operatorId,
      detail: {
        channel: filter.channel ?? null,
        status: filter.status ?? null,
        recipient: filter.recipient ?? null,
        messages: rows.map((r) => r.id),
      },
    });
  }
  const list = rows.map((row) => outboxMessage(row, revealSecrets));
  return { list, pageNum: query.pageNo, totalPages: Math.ceil(total / query.pageSize), total };
}

/** A row as the console shows it; without `revealSecrets`, codes and link tokens are blanked in the text and error. */
export function outboxMessage(row: typeof messageOutbox.$inferSelect, revealSecrets: boolean): ConsoleOutboxMessage {
  const body = revealSecrets ? row.body : hideMessageSecrets(row.body);
  return {
    id: row.id,
    channel: row.channel as OutboxChannel,
    recipient: row.recipient,
    subject: row.subject,
    body,
    hidden: body !== row.body,
    provider: row.provider as OutboxProvider,
    status: row.status as OutboxStatus,
    attempts: row.attempts,
    lastError: row.lastError === null || revealSecrets ? row.lastError : hideMessageSecrets(row.lastError),
    sentAt: row.sentAt?.getTime() ?? null,
    nextAttemptAt: row.nextAttemptAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
  };
}
