import { createHmac, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { sameDigest } from '../secrets.ts';
import type { PaymentNotification, PaymentProvider, PaymentRequest } from './payment-provider.ts';

/** The header that carries the notification's HMAC-SHA256 (hex) over the raw body. */
export const DEMO_SIGNATURE_HEADER = 'x-demo-signature';
/** Seconds between the attempts to deliver a notification that was not answered with 2xx. */
export const DEMO_NOTIFY_RETRY_SECONDS = [0, 2, 10, 60, 300];

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** What the pay page carries, signed, so the provider needs no storage of its own (like a hosted payment form). */
export const demoPaymentSchema = z.object({
  merchantCode: z.string(),
  orderNo: z.string(),
  amount: z.number().int().positive(),
  currency: z.string(),
  notifyUrl: z.string().url(),
  returnUrl: z.string(),
  expiresAt: z.number().int(),
});
export type DemoPayment = z.infer<typeof demoPaymentSchema>;

const notificationSchema = z.object({
  orderNo: z.string().min(1).max(64),
  providerRef: z.string().min(1).max(64),
  amount: z.number().int().positive(),
  status: z.enum(['paid', 'failed']),
});

/** Signs and reads the pay page's parameters: `d` (base64url JSON) and `s` (its HMAC). */
export function sealDemoPayment(secret: string, payment: DemoPayment) {
  const d = Buffer.from(JSON.stringify(payment)).toString('base64url');
  return { d, s: hmac(secret, d) };
}

export function openDemoPayment(secret: string, d: unknown, s: unknown): DemoPayment | null {
  if (typeof d !== 'string' || typeof s !== 'string' || !sameDigest(hmac(secret, d), s)) return null;
  try {
    const parsed = demoPaymentSchema.safeParse(JSON.parse(Buffer.from(d, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The notification the provider posts, and its signature header. */
export function demoNotification(secret: string, payment: DemoPayment, status: 'paid' | 'failed') {
  const body = JSON.stringify({
    orderNo: payment.orderNo,
    providerRef: `DEMO-${randomUUID()}`,
    amount: payment.amount,
    status,
  } satisfies PaymentNotification);
  return { body, signature: hmac(secret, body) };
}

/** Lotus's side of the demo provider: where its page lives and how its notifications are checked. */
export function createDemoProvider(secret: string): PaymentProvider {
  return {
    code: 'demo',
    paymentUrl(request: PaymentRequest) {
      const { d, s } = sealDemoPayment(secret, {
        merchantCode: request.merchantCode,
        orderNo: request.orderNo,
        amount: request.amount,
        currency: request.currency,
        notifyUrl: request.notifyUrl,
        returnUrl: request.returnUrl,
        expiresAt: request.expiresAt.getTime(),
      });
      return `/pay/demo?${new URLSearchParams({ d, s })}`;
    },
    readNotification(rawBody, headers) {
      const signature = headers[DEMO_SIGNATURE_HEADER];
      if (typeof signature !== 'string' || !sameDigest(hmac(secret, rawBody), signature)) return null;
      try {
        const parsed = notificationSchema.safeParse(JSON.parse(rawBody));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
