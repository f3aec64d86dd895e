import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import { messageOutbox } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import type { MessageDelivery } from './delivery.ts';
import type { MessageSender } from './message-sender.ts';

/**
 * Every message is written to `message_outbox` first: the outbox is the record of what was sent, which the
 * operator console shows and, outside production, `GET /dev/outbox` returns. With a provider for the channel (the
 * brand's own, else the server's) the row is queued and handed to `delivery` in the background (the request does
 * not wait for the provider); without one the row itself is the delivery (the embedded provider of the demo). With a
 * logger (development) each message is logged too.
 */
export function createOutboxSender(
  db: Database,
  options: { clock: Clock; delivery?: MessageDelivery | undefined; logger?: Logger | undefined },
): MessageSender {
  const { clock, delivery, logger } = options;
  return {
    async send(message) {
      // Per brand: a brand with its own SMTP account gets email delivered even when the server has none.
      const provider = await delivery?.providerFor(message.merchantId, message.channel);
      const now = clock.now();
      await db.orm.insert(messageOutbox).values({
        merchantId: message.merchantId,
        channel: message.channel,
        recipient: message.to,
        subject: message.channel === 'email' ? (message.subject ?? null) : null,
        body: message.body,
        provider: provider ?? 'outbox',
        status: provider ? 'queued' : 'sent',
        sentAt: provider ? null : now,
        nextAttemptAt: provider ? now : null,
      });
      logger?.info({ channel: message.channel, to: message.to, body: message.body }, 'outbox message');
      if (provider) delivery?.kick();
    },
  };
}
