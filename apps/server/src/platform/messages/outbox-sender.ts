import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import { messageOutbox } from '../../db/schema.ts';
import type { MessageSender } from './message-sender.ts';

/**
 * The embedded provider: every message lands in `message_outbox`, which the operator console shows and, outside
 * production, `GET /dev/outbox` returns. With a logger (development) each message is logged too.
 */
export function createOutboxSender(db: Database, logger?: Logger): MessageSender {
  return {
    async send(message) {
      await db.orm.insert(messageOutbox).values({
        merchantId: message.merchantId,
        channel: message.channel,
        recipient: message.to,
        body: message.body,
      });
      logger?.info({ channel: message.channel, to: message.to, body: message.body }, 'outbox message');
    },
  };
}
