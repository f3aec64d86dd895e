import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { MerchantDirectory } from '../../../platform/merchant/merchant-directory.ts';
import type { DepositDeps } from './deposit-deps.ts';
import { announceSettlement, creditDeposit, failDeposit, type SettleOutcome } from './settle-deposit.ts';

export interface PaymentNotifyOptions {
  deps: DepositDeps;
  directory: MerchantDirectory;
  clock: Clock;
}

/**
 * `POST /payments/:provider/:merchant/notify`: a payment provider's notification. The signature is checked over the
 * raw body, so this scope reads JSON as text. Providers retry until they get 2xx, so every answer that must not be
 * retried (done, or a repeat) is 200; a forged or unreadable one is 400 and changes nothing.
 */
export default async function paymentNotifyRoutes(
  app: FastifyInstance,
  { deps, directory, clock }: PaymentNotifyOptions,
) {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post<{ Params: { provider: string; merchant: string } }>(
    '/payments/:provider/:merchant/notify',
    async (request, reply) => {
      const provider = deps.providers.get(request.params.provider);
      const merchant = await directory.get(request.params.merchant);
      const raw = typeof request.body === 'string' ? request.body : '';
      const notification = provider?.readNotification(raw, request.headers) ?? null;
      if (!merchant || !provider || !notification) {
        request.log.warn({ provider: request.params.provider }, 'payment notification refused');
        return reply.code(400).type('text/plain').send('INVALID');
      }
      const at = clock.now();
      const input = {
        merchantId: merchant.id,
        orderNo: notification.orderNo,
        providerRef: notification.providerRef,
        provider: provider.code,
        at,
      };
      const outcome: SettleOutcome = await deps.db.orm.transaction((tx) =>
        notification.status === 'paid'
          ? creditDeposit(tx, {
              ...input,
              amount: notification.amount,
              turnoverPercent: merchant.cashier.depositTurnoverPercent,
            })
          : failDeposit(tx, input),
      );
      if (outcome.kind === 'unknown-order' || outcome.kind === 'amount-mismatch') {
        request.log.warn({ orderNo: notification.orderNo, outcome: outcome.kind }, 'payment notification not applied');
        return reply.code(400).type('text/plain').send('INVALID');
      }
      await announceSettlement(deps.events, outcome);
      return reply.type('text/plain').send('OK');
    },
  );
}
