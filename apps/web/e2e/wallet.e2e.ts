import { DEMO_ACCOUNTS } from '@lotus/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearPaymentPassword, fundMember, givePaymentPassword, wagerFor } from './support/ledger-fixtures.ts';
import { logInAsDemoMember, Site } from './support/site.ts';

/** The cashier as a player uses it: real server, the demo payment provider's page in its own window. */
let site: Site;
beforeAll(async () => {
  site = await Site.start();
});
afterAll(() => site?.stop());

const balanceText = (page: Page) => page.getByTestId('balance-amount').textContent();

describe('deposit', () => {
  it('pays online through the demo provider and sees the balance change in the header without a reload', async () => {
    const page = await site.open('/');
    await logInAsDemoMember(page);
    await page.waitForFunction(() => document.querySelector('[data-testid="balance-amount"]')?.textContent === '¥0.00');
    await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
    const panel = page.getByTestId('deposit-panel');
    await panel.waitFor();
    // A marker that a reload would wipe.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

    await panel.getByRole('radio', { name: /Online payment/ }).check();
    const amount = panel.getByRole('textbox', { name: 'Amount' });
    await amount.fill('5');
    await panel.getByTestId('deposit-submit').click();
    await panel.getByText('Enter an amount from ¥10.00 to ¥50,000.00').waitFor();

    await amount.fill('88.80');
    // Before any payment page: what the deposit does.
    const summary = panel.getByTestId('deposit-summary');
    await summary.getByText('¥88.80', { exact: true }).first().waitFor();
    expect(await summary.locator('dd').allTextContents()).toEqual([
      'Online payment',
      '¥88.80',
      'None',
      '¥88.80',
      '¥88.80',
      '¥88.80',
    ]);
    expect(await summary.locator('dt').allTextContents()).toEqual([
      'Channel',
      'Amount',
      'Fee',
      'Credited to your balance',
      'Balance after',
      'To wager before withdrawing it',
    ]);
    const [payment] = await Promise.all([page.waitForEvent('popup'), panel.getByTestId('deposit-submit').click()]);
    await payment.waitForURL(/\/pay\/demo\?/);
    // The order is made: the form is empty again rather than inviting the same payment twice.
    await page.getByTestId('deposit-order').waitFor();
    expect(await amount.inputValue()).toBe('');
    expect(await payment.getByTestId('demo-amount').textContent()).toBe('88.80 CNY');
    await payment.getByRole('button', { name: 'Pay' }).click();
    await payment.getByRole('heading', { name: 'Payment complete' }).waitFor();

    await page.waitForFunction(
      () => document.querySelector('[data-testid="balance-amount"]')?.textContent === '¥88.80',
    );
    await page.waitForFunction(
      () => document.querySelector('[data-testid="deposit-order"]')?.getAttribute('data-status') === 'credited',
    );
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    expect(await balanceText(page)).toBe('¥88.80');

    // The account records show the deposit with the balance after it.
    await page.getByRole('tab', { name: 'Transactions' }).click();
    const row = page.getByTestId('record-row').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Deposit');
    expect(await row.textContent()).toContain('+¥88.80');
    // What it was for, in words: the order's number, not the ledger's key.
    expect(await row.textContent()).toMatch(/Order \S+/);
    expect(await row.textContent()).not.toContain('deposit:');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('bet');
    await page.getByText('No records in this period').waitFor();
    await page.context().close();
  });

  it('makes a bank-transfer order that waits for finance, with the transfer details', async () => {
    const page = await site.open('/');
    await logInAsDemoMember(page);
    await page.goto(`${site.url}/member?tab=depositv2`);
    const panel = page.getByTestId('deposit-panel');
    await panel.getByRole('radio', { name: /Bank transfer/ }).check();
    await panel.getByRole('button', { name: '¥500.00' }).click();
    await panel.getByTestId('deposit-submit').click();
    const order = page.getByTestId('deposit-order');
    await order.waitFor();
    expect(await order.getAttribute('data-status')).toBe('pending');
    await order.getByText('Waiting for your payment').waitFor();
    await order.getByText(/6222 0000 1234 5678/).waitFor();
    expect(new URL(page.url()).searchParams.get('order')).toMatch(/^D\d{18}$/);
    await page.context().close();
  });
});

describe('transfer to the upline', () => {
  it('asks for a payment password first, then sends the money and the balance follows', async () => {
    await fundMember(site.server.db, DEMO_ACCOUNTS.member.username, 5_000);
    const page = await site.open('/');
    await logInAsDemoMember(page);
    await page.goto(`${site.url}/member?tab=transferUpline`);
    const panel = page.getByTestId('transfer-panel');
    await panel.waitFor();
    const before = Number((await balanceText(page))?.replace(/[¥,]/g, ''));
    expect(before).toBeGreaterThanOrEqual(10);

    await panel.getByRole('combobox', { name: 'Send to' }).selectOption('agent');
    await panel.getByRole('textbox', { name: 'Amount' }).fill('10');
    // No payment password yet: the form says so before anything is sent, and cannot be sent.
    expect(await panel.getByTestId('transfer-submit').isDisabled()).toBe(true);
    await panel.getByTestId('payment-password-needed').getByRole('button', { name: 'Set payment password' }).click();
    const dialog = page.getByTestId('payment-password-dialog');
    await dialog.getByLabel('Login password').fill(DEMO_ACCOUNTS.member.password);
    await dialog.getByLabel('Payment password', { exact: true }).fill('135790');
    await dialog.getByLabel('Confirm payment password').fill('135790');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    await panel.getByLabel('Payment password').fill('135790');
    await panel.getByTestId('transfer-submit').click();
    await page.getByText('¥10.00 sent to agent').waitFor();
    const expected = `¥${(before - 10).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="balance-amount"]')?.textContent === text,
      expected,
    );
    await page.context().close();
  });
});

describe('a first withdrawal', () => {
  it('tells a member without a payment password why and lets them set it right there', async () => {
    await clearPaymentPassword(site.server.db, DEMO_ACCOUNTS.member.username);
    const page = await site.open('/');
    await logInAsDemoMember(page);
    await page.getByRole('banner').getByRole('button', { name: 'Withdraw' }).click();
    const panel = page.getByTestId('withdraw-panel');
    const needed = panel.locator('form.withdraw-panel__form').getByTestId('payment-password-needed');
    await needed.waitFor();
    expect(await panel.getByTestId('withdraw-submit').isDisabled()).toBe(true);
    expect(await panel.locator('form.withdraw-panel__form').getByLabel('Payment password').count()).toBe(0);

    await needed.getByRole('button', { name: 'Set payment password' }).click();
    const dialog = page.getByTestId('payment-password-dialog');
    await dialog.getByLabel('Login password', { exact: true }).fill(DEMO_ACCOUNTS.member.password);
    await dialog.getByLabel('Payment password', { exact: true }).fill('246810');
    await dialog.getByLabel('Confirm payment password', { exact: true }).fill('246810');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Back on the form: the field to type it in, and no more note.
    await panel.locator('form.withdraw-panel__form').getByLabel('Payment password').waitFor();
    expect(await needed.count()).toBe(0);
    await page.context().close();
  });
});

describe('withdraw', () => {
  it('binds a bank account in the real name, then requests a withdrawal that leaves the balance at once', async () => {
    await fundMember(site.server.db, DEMO_ACCOUNTS.member.username, 50_000);
    await givePaymentPassword(site.server.db, DEMO_ACCOUNTS.member.username, '135790');
    const page = await site.open('/');
    await logInAsDemoMember(page);
    await page.getByRole('banner').getByRole('button', { name: 'Withdraw' }).click();
    const panel = page.getByTestId('withdraw-panel');
    await panel.waitFor();

    await panel.getByRole('button', { name: 'Add a bank account' }).click();
    await panel.getByRole('textbox', { name: 'Bank' }).fill('China Merchants Bank');
    await panel.getByRole('textbox', { name: 'Account number' }).fill('6222 0200 8888 4321');
    // The demo member's real name is known: the holder is fixed to it.
    expect(await panel.getByRole('textbox', { name: 'Account holder' }).inputValue()).toBe(
      DEMO_ACCOUNTS.member.realName,
    );
    await panel.getByTestId('bank-accounts').getByLabel('Payment password').fill('135790');
    await panel.getByTestId('bank-bind-submit').click();
    await panel.getByTestId('bank-accounts').getByText('**** 4321').waitFor();

    // The deposit above still asks to be wagered: the form says how much and waits.
    const notice = panel.getByTestId('withdraw-turnover');
    expect(await notice.textContent()).toMatch(/ask for ¥[\d,.]+ more in valid bets/);
    expect(await panel.getByTestId('withdraw-submit').isDisabled()).toBe(true);
    await wagerFor(site.server.db, DEMO_ACCOUNTS.member.username, 10_000_000);
    await page.reload();
    await panel.getByRole('combobox', { name: 'To account' }).waitFor();
    expect(await notice.count()).toBe(0);

    const before = await balanceText(page);
    // The only account is already chosen.
    const to = panel.getByRole('combobox', { name: 'To account' });
    await expect.poll(() => to.inputValue(), { timeout: 5_000 }).not.toBe('');
    expect(await to.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(
      'China Merchants Bank **** 4321',
    );
    await panel.getByRole('textbox', { name: 'Amount' }).fill('120');
    await panel.locator('form.withdraw-panel__form').getByLabel('Payment password').fill('135790');
    await panel.getByTestId('withdraw-submit').click();
    await page.getByText('Withdrawal of ¥120.00 requested').waitFor();
    const row = panel.getByTestId('withdrawal-row').first();
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('pending');
    expect(await row.textContent()).toContain('Under review');
    await page.waitForFunction((previous) => {
      const now = document.querySelector('[data-testid="balance-amount"]')?.textContent;
      return now !== previous;
    }, before);
    await page.context().close();
  });
});
