import { DEMO_ACCOUNTS } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messageOutbox } from '../../server/src/db/schema.ts';
import type { MessageDelivery } from '../../server/src/platform/messages/delivery.ts';
import { send } from '../../server/test/auth-helpers.ts';
import { startSmsProvider } from '../../server/test/message-fakes.ts';
import { shoot } from './support/shots.ts';
import { type ContextOptions, Site } from './support/site.ts';

/** SMS through an HTTP provider: the outbox page shows the delivery, and support sends a failed message again. */
let site: Site;
let sms: Awaited<ReturnType<typeof startSmsProvider>>;
beforeAll(async () => {
  sms = await startSmsProvider();
  sms.reply.status = 503;
  site = await Site.start({
    config: {
      delivery: {
        smtp: undefined,
        sms: {
          url: `${sms.url}/send`,
          method: 'POST',
          auth: 'Bearer e2e-key',
          template: '{"to":"{to}","text":"{body}"}',
          format: 'json',
          successPath: undefined,
          successValue: undefined,
        },
        maxAttempts: 1,
      },
    },
  });
});
afterAll(async () => {
  await site?.stop();
  await sms?.close();
});

/** The server's background delivery (a decoration of the app, which this project sees without its declaration). */
const delivery = () => (site.server.app as unknown as { messageDelivery: MessageDelivery }).messageDelivery;

async function consolePage(options: ContextOptions = {}): Promise<Page> {
  const page = await site.open('/console', options);
  await page.locator('input[name="username"]').fill(DEMO_ACCOUNTS.operator.username);
  await page.locator('input[name="password"]').fill(DEMO_ACCOUNTS.operator.password);
  await page.getByTestId('console-login-submit').click();
  await page.locator('.console__bar').waitFor();
  await page.goto(`${site.url}/console?page=outbox`);
  await page.locator('.console-page').waitFor();
  return page;
}

describe('message delivery in the console', () => {
  it('shows a failed SMS with its error; support retries it and it is sent', async () => {
    const res = await send(site.server.app, 'smsRegister', { countryDialingCode: '+86', mobileNo: '13900000066' });
    expect(res.statusCode).toBe(200);
    await delivery().idle();
    expect(sms.received).toHaveLength(1);

    const page = await consolePage();
    await page.getByRole('combobox', { name: 'Delivery' }).selectOption('failed');
    await page.getByRole('searchbox', { name: 'Recipient' }).fill('13900000066');
    await page.getByTestId('outbox-search-submit').click();
    const row = page.locator('[data-testid="outbox-message"][data-recipient="+86 13900000066"]');
    await page.locator('[data-testid="outbox-message"][data-status="failed"]').waitFor();
    await row.getByText('Last error: HTTP 503').waitFor();
    await row.getByText('SMS provider · Tries: 1').waitFor();

    sms.reply.status = 200;
    await row.getByTestId('outbox-retry').click();
    await page.getByText('The message to +86 13900000066 is queued again').waitFor();
    await delivery().idle();
    expect(sms.received).toHaveLength(2);
    expect(JSON.parse(sms.received[1]?.body ?? '{}')).toMatchObject({ to: '+8613900000066' });

    await page.getByRole('combobox', { name: 'Delivery' }).selectOption('sent');
    await page.getByTestId('outbox-search-submit').click();
    await page.locator('[data-testid="outbox-message"][data-status="sent"]').waitFor();
    await row.getByText('SMS provider · Tries: 2').waitFor();
    expect(await row.getByTestId('outbox-retry').count()).toBe(0);
    const audits = await site.server.db.orm.select().from(auditLog).where(eq(auditLog.event, 'console.outbox.retried'));
    expect(audits).toHaveLength(1);
    await page.context().close();
  });

  let sampled = false;
  /** Messages in every state, once, for the screenshots. */
  async function sampleMessages() {
    if (sampled) return;
    sampled = true;
    const now = new Date();
    await site.server.db.orm.insert(messageOutbox).values([
      {
        merchantId: 1,
        channel: 'email',
        recipient: 'player@lotus.example',
        subject: 'Lotus: reset your password',
        body: 'Lotus: open this link within 30 minutes to reset your password: https://lotus.example/?resetPasswordToken=abc',
        provider: 'smtp',
        status: 'queued',
        attempts: 2,
        lastError: 'ECONNREFUSED: connect ECONNREFUSED 10.0.0.5:465',
        nextAttemptAt: new Date(now.getTime() + 120_000),
      },
      {
        merchantId: 1,
        channel: 'sms',
        recipient: '+86 13900000067',
        body: '[Lotus] Your verification code is 123456. It is valid for 5 minutes. Do not share it.',
        provider: 'http-sms',
        status: 'failed',
        attempts: 5,
        lastError: 'HTTP 200, result.code was "1040"',
      },
    ]);
  }

  for (const viewport of [
    { name: 'desktop', width: 1440, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    it(`reads in both languages and themes on a ${viewport.name}`, { timeout: 180_000 }, async () => {
      await sampleMessages();
      const page = await consolePage({ viewport });
      for (const theme of ['light', 'dark'] as const) {
        for (const lang of ['EN', 'CN'] as const) {
          await page.evaluate(
            ([t, l]) => {
              localStorage.setItem('theme', t);
              localStorage.setItem('lang', l);
            },
            [theme, lang] as const,
          );
          await page.reload();
          await page
            .getByRole('columnheader', { name: lang === 'EN' ? 'Delivery' : '投递' })
            .waitFor({ state: 'attached' });
          await page.locator('[data-testid="outbox-message"][data-status="failed"]').waitFor({ state: 'attached' });
          expect(await page.evaluate(() => document.documentElement.dataset.theme ?? '')).toBe(theme);
          await shoot(page, 'console-outbox', `${viewport.name}-${theme}-${lang.toLowerCase()}`, { fullPage: true });
        }
      }
      await page.context().close();
    });
  }
});
