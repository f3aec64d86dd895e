import { fromMinorUnits } from '@lotus/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../clock.ts';
import {
  DEMO_NOTIFY_RETRY_SECONDS,
  DEMO_SIGNATURE_HEADER,
  type DemoPayment,
  demoNotification,
  openDemoPayment,
} from './demo-provider.ts';

/** Posts a notification; true when the merchant answered 2xx. */
export type NotificationTransport = (url: string, body: string, headers: Record<string, string>) => Promise<boolean>;

const fetchTransport: NotificationTransport = async (url, body, headers) => {
  try {
    const response = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
    return response.ok;
  } catch {
    return false;
  }
};

export interface DemoProviderPagesOptions {
  secret: string;
  clock: Clock;
  transport?: NotificationTransport;
  onGiveUp?: (orderNo: string) => void;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#eef1f7;color:#16203a}
main{box-sizing:border-box;background:#fff;border-radius:16px;padding:32px;width:min(92vw,420px);box-shadow:0 8px 30px #16203a22}
h1{font-size:20px;margin:0 0 4px}.muted{color:#5a6683;font-size:14px;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 24px}dt{color:#5a6683}dd{margin:0;font-weight:600}
.row{display:flex;gap:12px}button,a.button{flex:1;font:inherit;font-weight:700;padding:12px;border-radius:10px;border:0;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#1f9d55;color:#fff}.fail{background:#fde8e8;color:#a61b1b}a.button{display:block;background:#16203a;color:#fff}
</style></head><body><main>${body}</main></body></html>`);
}

const expired = (payment: DemoPayment, now: Date) => now.getTime() > payment.expiresAt;

/**
 * The demo payment provider's own pages, standing in for an outside provider: a pay page with Pay and Fail, and the
 * signed notification it posts to the merchant afterwards, retried until answered. It keeps nothing: the page's
 * parameters travel signed, as a hosted payment form's do.
 */
export default async function demoProviderPages(app: FastifyInstance, options: DemoProviderPagesOptions) {
  const transport = options.transport ?? fetchTransport;
  // The pay page's buttons post plain HTML forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  async function deliver(payment: DemoPayment, status: 'paid' | 'failed') {
    const { body, signature } = demoNotification(options.secret, payment, status);
    const headers = { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: signature };
    for (const seconds of DEMO_NOTIFY_RETRY_SECONDS) {
      if (seconds > 0) await new Promise((resolve) => setTimeout(resolve, seconds * 1000).unref());
      if (await transport(payment.notifyUrl, body, headers)) return;
    }
    options.onGiveUp?.(payment.orderNo);
  }

  app.get('/pay/demo', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const payment = openDemoPayment(options.secret, query.d, query.s);
    if (!payment) return page(reply, 400, 'Invalid payment', '<h1>This payment link is not valid.</h1>');
    if (expired(payment, options.clock.now())) {
      return page(reply, 410, 'Payment expired', '<h1>This payment has expired.</h1><p class="muted">支付已过期。</p>');
    }
    const amount = `${fromMinorUnits(payment.amount).toFixed(2)} ${payment.currency}`;
    const hidden = `<input type="hidden" name="d" value="${escapeHtml(String(query.d))}"><input type="hidden" name="s" value="${escapeHtml(String(query.s))}">`;
    return page(
      reply,
      200,
      'Demo payment',
      `<h1>Demo payment provider</h1><p class="muted">A stand-in for a real payment page · 演示支付</p>
<dl><dt>Merchant</dt><dd>${escapeHtml(payment.merchantCode)}</dd><dt>Order</dt><dd>${escapeHtml(payment.orderNo)}</dd>
<dt>Amount</dt><dd data-testid="demo-amount">${escapeHtml(amount)}</dd></dl>
<div class="row"><form method="post" action="/pay/demo/pay" style="flex:1;display:flex">${hidden}<button class="pay" type="submit">Pay</button></form>
<form method="post" action="/pay/demo/fail" style="flex:1;display:flex">${hidden}<button class="fail" type="submit">Fail</button></form></div>`,
    );
  });

  app.post<{ Params: { action: string } }>('/pay/demo/:action', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const action = request.params.action;
    const payment = openDemoPayment(options.secret, body.d, body.s);
    if (!payment || (action !== 'pay' && action !== 'fail')) {
      return page(reply, 400, 'Invalid payment', '<h1>This payment link is not valid.</h1>');
    }
    if (expired(payment, options.clock.now())) {
      return page(reply, 410, 'Payment expired', '<h1>This payment has expired.</h1><p class="muted">支付已过期。</p>');
    }
    const status = action === 'pay' ? 'paid' : 'failed';
    void deliver(payment, status);
    const back = `<p><a class="button" href="${escapeHtml(payment.returnUrl)}">Back to ${escapeHtml(payment.merchantCode)}</a></p>`;
    return status === 'paid'
      ? page(
          reply,
          200,
          'Paid',
          `<h1>Payment complete</h1><p class="muted">支付成功 · You can close this window.</p>${back}`,
        )
      : page(
          reply,
          200,
          'Failed',
          `<h1>Payment failed</h1><p class="muted">支付失败 · You can close this window.</p>${back}`,
        );
  });
}
