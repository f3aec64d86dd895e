import path from 'node:path';
import { DEMO_ACCOUNTS } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/src/db/schema.ts';
import type { MessageDelivery } from '../../server/src/platform/messages/delivery.ts';
import { startSmtpServer } from '../../server/test/message-fakes.ts';
import { Site } from './support/site.ts';

/**
 * The brand's own SMTP account, set in the console's Delivery page: a test message and then a player's password-reset
 * mail go through it, not through the server's account.
 */
const BRAND_PASSWORD = 'Brand-Pa55:word';
let site: Site;
let serverSmtp: Awaited<ReturnType<typeof startSmtpServer>>;
let brandSmtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  [serverSmtp, brandSmtp] = await Promise.all([startSmtpServer(), startSmtpServer(BRAND_PASSWORD)]);
  site = await Site.start({
    config: {
      delivery: { smtp: { url: serverSmtp.url(), from: 'no-reply@server.example' }, sms: undefined, maxAttempts: 1 },
    },
  });
});
afterAll(async () => {
  await site?.stop();
  await Promise.all([serverSmtp?.close(), brandSmtp?.close()]);
});

/** The server's background delivery (a decoration of the app, which this project sees without its declaration). */
const delivery = () => (site.server.app as unknown as { messageDelivery: MessageDelivery }).messageDelivery;

async function deliveryPage(): Promise<Page> {
  const page = await site.open('/console');
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_ACCOUNTS.operator.username);
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS.operator.password);
  await page.getByTestId('console-login-submit').click();
  await page
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('button', { name: 'Delivery', exact: true })
    .click();
  await page.getByTestId('delivery-email').waitFor();
  return page;
}

async function receivedBy(smtp: typeof brandSmtp, to: string) {
  await delivery().idle();
  for (let i = 0; i < 50 && !smtp.received.some((m) => m.rcptTo.includes(to)); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return smtp.received.find((m) => m.rcptTo.includes(to));
}

describe('delivery settings in the console', () => {
  it('the admin sets the brand’s SMTP account, sends a test, and players’ mail goes through it', async () => {
    const page = await deliveryPage();
    const email = page.getByTestId('delivery-email');
    await email.getByText('The server’s SMTP account sends this brand’s email.').waitFor();

    await email.getByRole('switch', { name: /own SMTP account/ }).check({ force: true });
    await email.getByRole('textbox', { name: 'SMTP server URL' }).fill('http://mail.example');
    await email.getByLabel('SMTP password').fill(BRAND_PASSWORD);
    await email.getByRole('textbox', { name: 'Sender' }).fill('Lotus Mail <mail@lotus-brand.example>');
    await email.getByTestId('delivery-email-save').click();
    await email.getByText('Enter an smtp:// or smtps:// URL, like smtps://mailer@smtp.example.com:465').waitFor();

    await email.getByRole('textbox', { name: 'SMTP server URL' }).fill(`smtp://user@127.0.0.1:${brandSmtp.port}`);
    await email.getByTestId('delivery-email-save').click();
    await page.getByText('Email settings saved').waitFor();
    // Write-only: the field empties and the page says a password is stored.
    await email.getByText(/A password is stored and never shown/).waitFor();
    expect(await email.getByLabel('SMTP password').inputValue()).toBe('');

    await email.getByRole('textbox', { name: /Test recipient/ }).fill('operator@lotus-brand.example');
    await email.getByTestId('delivery-email-test-send').click();
    await email
      .getByTestId('delivery-email-test-result')
      .getByText('Test message sent to operator@lotus-brand.example with this brand’s settings')
      .waitFor();
    const test = await receivedBy(brandSmtp, 'operator@lotus-brand.example');
    expect(test?.headers.subject).toBe('Lotus: test message');
    expect(test?.headers.from).toBe('Lotus Mail <mail@lotus-brand.example>');
    const audits = await site.server.db.orm
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'console.delivery.tested'));
    expect(audits).toHaveLength(1);
    // The stored password never reaches the page, even after a reload.
    await page.reload();
    await page.getByTestId('delivery-email').waitFor();
    expect(await page.content()).not.toContain(BRAND_PASSWORD);
    if (process.env.LOTUS_SHOTS_DIR) {
      await page.getByTestId('delivery-sms').getByRole('switch').check({ force: true });
      await page.screenshot({ path: path.join(process.env.LOTUS_SHOTS_DIR, 'console-delivery.png'), fullPage: true });
    }

    // A player asks for a reset link by email: it comes from the brand's account, not the server's.
    const player = await site.open('/');
    await player.getByRole('banner').getByRole('button', { name: 'Log in' }).first().click();
    const login = player.getByRole('dialog', { name: 'Login' });
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = player.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByRole('tab', { name: 'Email' }).click();
    await forgot.getByRole('textbox', { name: 'Username' }).fill(DEMO_ACCOUNTS.member.username);
    await forgot.getByRole('textbox', { name: 'Email' }).fill('demo@lotus.example');
    await forgot.getByRole('button', { name: 'Send', exact: true }).click();
    await player.getByText('If the username and email match an account').waitFor();
    const reset = await receivedBy(brandSmtp, 'demo@lotus.example');
    expect(reset?.headers.subject).toBe('Lotus: reset your password');
    expect(reset?.text).toMatch(/resetPasswordToken=/);
    expect(serverSmtp.received).toHaveLength(0);
    await player.context().close();
    await page.context().close();
  });
});
