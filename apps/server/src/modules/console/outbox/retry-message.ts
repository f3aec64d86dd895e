import type { ConsoleOutboxMessage } from '@lotus/contract';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { outboxMessage } from './outbox-messages.ts';
import { lockMessage, requeueMessage } from './queries.ts';

/**
 * Queues a failed message for one more try, at once, and audits it; the caller starts the delivery. Only failed
 * messages: a queued one is already on its way and a sent one would reach the person twice (409).
 */
export async function retryMessage(
  db: Database,
  ctx: RequestContext,
  operatorId: number,
  id: number,
  revealSecrets: boolean,
): Promise<ConsoleOutboxMessage> {
  const row = await db.orm.transaction(async (tx) => {
    const message = await lockMessage(tx, ctx.merchant.id, id);
    if (!message) throw new AppError('not.found');
    if (message.status !== 'failed') throw new AppError('console.outbox.not.failed');
    const requeued = await requeueMessage(tx, message.id, ctx.now);
    await recordAudit(tx, ctx, {
      event: 'console.outbox.retried',
      operatorId,
      detail: {
        messageId: message.id,
        channel: message.channel,
        recipient: message.recipient,
        attempts: message.attempts,
        lastError: message.lastError,
      },
    });
    return requeued ?? message;
  });
  return outboxMessage(row, revealSecrets);
}
