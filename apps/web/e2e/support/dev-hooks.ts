import { DEMO_MERCHANT_CODE } from '@lotus/contract';
import type { BrowserContext } from 'playwright-core';

/**
 * What a tester reads off the embedded providers of a development server: the SMS/email outbox and the answer of
 * the captcha the browser was last shown (bound to its `captchaId` cookie, which `context.request` shares).
 */
const headers = { Merchant: DEMO_MERCHANT_CODE };

interface OutboxMessage {
  to: string;
  body: string;
  createdAt: number;
}

/** The newest message to `to` (an email address or `+<dial><number>`), waiting for it to arrive. */
export async function lastMessageTo(context: BrowserContext, baseUrl: string, to: string, after = 0) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await context.request.get(`${baseUrl}/dev/outbox`, { headers, params: { to, limit: 5 } });
    const body = (await res.json()) as { value: { list: OutboxMessage[] } };
    const message = body.value.list.find((m) => m.createdAt >= after);
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`no message to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The six-digit code in the newest message to `to`. */
export async function lastCodeTo(context: BrowserContext, baseUrl: string, to: string, after = 0) {
  const message = await lastMessageTo(context, baseUrl, to, after);
  const code = message.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in "${message.body}"`);
  return code;
}

/** The text of the captcha image this browser was last given. */
export async function captchaAnswer(context: BrowserContext, baseUrl: string) {
  const res = await context.request.get(`${baseUrl}/dev/captcha`, { headers });
  const body = (await res.json()) as { value: { answer: string } };
  return body.value.answer;
}
