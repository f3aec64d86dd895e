import type { ConsoleDeliveryTestResult, Language } from '@lotus/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { MessageDelivery } from '../../../platform/messages/delivery.ts';
import type { RequestContext } from '../../../platform/request-context.ts';

type Channel = ConsoleDeliveryTestResult['channel'];

/** The test message, in the operator's language, named by the brand like every message it sends. */
function testMessage(brand: string, language: Language, channel: Channel) {
  if (language === 'CN') {
    const what = channel === 'email' ? '邮件' : '短信';
    return {
      subject: `${brand}：测试消息`,
      body: `${channel === 'sms' ? `【${brand}】` : ''}这是 ${brand} 运营后台发送的测试消息。收到即表示${what}发送正常。`,
    };
  }
  const what = channel === 'email' ? 'Email' : 'SMS';
  return {
    subject: `${brand}: test message`,
    body: `${channel === 'sms' ? `[${brand}] ` : ''}This is a test message from the ${brand} operator console. ${what} delivery works.`,
  };
}

/**
 * Sends one message at once through the brand's provider (its own settings, else the server's), outside the outbox,
 * and audits the try with its outcome. 409 `console.delivery.unconfigured` without any provider for the channel;
 * 400 `console.delivery.destination.refused` when the brand's provider is on the server's own network (nothing was
 * called); 502 `console.delivery.test.failed` for every other failure. The answer and the audit say only which: what
 * the provider answered, or how a connection failed, would let the console read pages and probe ports the server can
 * reach. The server's log has the details.
 */
export async function sendTestMessage(
  db: Database,
  delivery: MessageDelivery,
  ctx: RequestContext,
  operatorId: number,
  test: { channel: Channel; to: string },
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<ConsoleDeliveryTestResult> {
  const { channel, to } = test;
  const outcome = await delivery.sendNow(ctx.merchant.id, channel, {
    to,
    ...testMessage(ctx.merchant.name, ctx.language, channel),
  });
  if (!outcome) throw new AppError('console.delivery.unconfigured');
  const { provider, source } = outcome;
  await recordAudit(db.orm, ctx, {
    event: 'console.delivery.tested',
    operatorId,
    detail: {
      channel,
      to,
      provider,
      source,
      sent: outcome.sent,
      ...(!outcome.sent && { failure: outcome.refused ? 'destination.refused' : 'not.delivered' }),
    },
  });
  if (!outcome.sent) {
    log.warn({ channel, provider, source, error: outcome.error }, 'delivery test failed');
    throw new AppError(outcome.refused ? 'console.delivery.destination.refused' : 'console.delivery.test.failed', {
      provider,
      source,
    });
  }
  return { channel, to, provider, source };
}
