import { DEMO_ACCOUNTS } from '@lotus/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators } from '../../server/src/db/schema.ts';
import { hashPassword } from '../../server/src/platform/passwords.ts';
import { fundMember, givePaymentPassword } from './support/ledger-fixtures.ts';
import { logInAsDemoMember, Site } from './support/site.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Finance in the operator console, and the player who sees the result: real server, two browser contexts. */
let site: Site;
beforeAll(async () => {
  site = await Site.start();
  await fundMember(site.server.db, DEMO_ACCOUNTS.member.username, 100_000);
  await givePaymentPassword(site.server.db, DEMO_ACCOUNTS.member.username, '135790');
});
afterAll(() => site?.stop());

async function playerPage(tab: string) {
  const page = await site.open('/');
  await logInAsDemoMember(page);
  await page.goto(`${site.url}/member?tab=${tab}`);
  return page;
}

async function signInAs(username: string, password: string): Promise<Page> {
  const page = await site.open('/console');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByTestId('console-login-submit').click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  return page;
}

async function consolePage(): Promise<Page> {
  const page = await site.open('/console');
  await page.getByRole('heading', { name: 'Operator console' }).waitFor();
  expect(await page.getByRole('textbox', { name: 'Brand code' }).inputValue()).toBe('LOTUS');
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_ACCOUNTS.operator.username);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByTestId('console-login-submit').click();
  await page.getByText('Incorrect brand, username or password').waitFor();
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS.operator.password);
  await page.getByTestId('console-login-submit').click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  return page;
}

describe('finance in the console', () => {
  it('approves and pays a withdrawal the player requested; the player sees it paid and confirms it received', async () => {
    const player = await playerPage('withdraw');
    const panel = player.getByTestId('withdraw-panel');
    await panel.getByRole('button', { name: 'Add a bank account' }).click();
    await panel.getByRole('textbox', { name: 'Bank' }).fill('Bank of China');
    await panel.getByRole('textbox', { name: 'Account number' }).fill('6216 6100 0000 2468');
    await panel.getByTestId('bank-accounts').getByLabel('Payment password').fill('135790');
    await panel.getByTestId('bank-bind-submit').click();
    await panel.getByTestId('bank-accounts').getByText('**** 2468').waitFor();
    await panel.getByRole('combobox', { name: 'To account' }).selectOption({ label: 'Bank of China **** 2468' });
    await panel.getByRole('textbox', { name: 'Amount' }).fill('120');
    await panel.locator('form.withdraw-panel__form').getByLabel('Payment password').fill('135790');
    await panel.getByTestId('withdraw-submit').click();
    const row = panel.getByTestId('withdrawal-row').first();
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('pending');

    const operator = await consolePage();
    const queued = operator.getByTestId('console-withdrawal').first();
    await queued.waitFor();
    expect(await queued.textContent()).toContain('¥120.00');
    await queued.getByRole('button', { name: 'Approve' }).click();
    await operator.waitForFunction(() => document.querySelectorAll('[data-testid="console-withdrawal"]').length === 0);
    await operator.getByRole('combobox', { name: 'Status' }).selectOption('approved');
    const approved = operator.getByTestId('console-withdrawal').first();
    await approved.getByRole('button', { name: 'Mark paid' }).click();
    await operator.getByText(/paid$/).first().waitFor();

    // The player's page follows finance's decisions live, then the player confirms what arrived.
    await player.waitForFunction(
      () => document.querySelector('[data-testid="withdrawal-row"]')?.getAttribute('data-status') === 'paid',
    );
    // A day to answer (the merchant's minutes), counted down on the page. The page's estimate of the server clock
    // can be off by as long as a request takes, which on a busy machine is tens of seconds.
    expect(await row.textContent()).toMatch(/Counts as received in (23:5\d:\d\d|1d 00:0\d:\d\d) without an answer/);
    await row.getByTestId('receipt-open').click();
    const receipt = player.getByTestId('withdrawal-receipt-dialog');
    await receipt.getByRole('radio', { name: /Fully received/ }).check();
    await receipt.getByTestId('receipt-submit').click();
    await receipt.waitFor({ state: 'detached' });
    await player.waitForFunction(
      () => document.querySelector('[data-testid="withdrawal-row"]')?.getAttribute('data-status') === 'received',
    );
    expect(await row.getByTestId('withdrawal-receipt').textContent()).toBe(
      'Fully received · received ¥120.00, remaining ¥0.00',
    );
    await operator.context().close();
    await player.context().close();
  });

  it('takes a "not received" answer with a proof image; finance sees the proof and refunds the shortfall', async () => {
    const player = await playerPage('withdraw');
    const panel = player.getByTestId('withdraw-panel');
    await panel.getByRole('combobox', { name: 'To account' }).selectOption({ label: 'Bank of China **** 2468' });
    await panel.getByRole('textbox', { name: 'Amount' }).fill('150');
    await panel.locator('form.withdraw-panel__form').getByLabel('Payment password').fill('135790');
    await panel.getByTestId('withdraw-submit').click();
    await player.waitForFunction(
      () => document.querySelector('[data-testid="withdrawal-row"]')?.getAttribute('data-status') === 'pending',
    );

    const operator = await signInAs(DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
    await operator.getByTestId('console-withdrawal').first().getByRole('button', { name: 'Approve' }).click();
    await operator.waitForFunction(() => document.querySelectorAll('[data-testid="console-withdrawal"]').length === 0);
    await operator.getByRole('combobox', { name: 'Status' }).selectOption('approved');
    await operator.getByTestId('console-withdrawal').first().getByRole('button', { name: 'Mark paid' }).click();
    await operator.waitForFunction(() => document.querySelectorAll('[data-testid="console-withdrawal"]').length === 0);

    const row = panel.getByTestId('withdrawal-row').first();
    await row.getByTestId('receipt-open').click();
    const receipt = player.getByTestId('withdrawal-receipt-dialog');
    await receipt.getByRole('radio', { name: /Not received/ }).check();
    await receipt
      .getByTestId('receipt-proof-input')
      .setInputFiles([{ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') }]);
    await receipt.getByText('Only png or jpg images are accepted').waitFor();
    await receipt
      .getByTestId('receipt-proof-input')
      .setInputFiles([{ name: 'bank-statement.png', mimeType: 'image/png', buffer: PNG }]);
    await receipt.getByRole('img', { name: 'bank-statement.png' }).waitFor();
    await receipt.getByTestId('receipt-submit').click();
    await receipt.waitFor({ state: 'detached' });
    await player.waitForFunction(
      () => document.querySelector('[data-testid="withdrawal-row"]')?.getAttribute('data-status') === 'not-received',
    );
    expect(await row.getByTestId('withdrawal-receipt').textContent()).toBe(
      'Not received · received ¥0.00, remaining ¥150.00',
    );
    await row.getByRole('img', { name: 'Proof image 1' }).waitFor();
    const before = await player.getByTestId('balance-amount').textContent();

    await operator.getByRole('combobox', { name: 'Status' }).selectOption('not-received');
    const disputed = operator.getByTestId('console-withdrawal').first();
    const proof = disputed.getByRole('img', { name: 'Proof image 1' });
    await proof.waitFor();
    expect(await proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await disputed.getByRole('button', { name: 'Refund shortfall' }).click();
    await operator.waitForFunction(() => document.querySelectorAll('[data-testid="console-withdrawal"]').length === 0);

    await player.waitForFunction(
      () => document.querySelector('[data-testid="withdrawal-row"]')?.getAttribute('data-status') === 'refunded',
    );
    await player.waitForFunction(
      (previous) => document.querySelector('[data-testid="balance-amount"]')?.textContent !== previous,
      before,
    );
    await operator.context().close();
    await player.context().close();
  });

  it('credits a bank transfer the player made, and the ledger proves itself', async () => {
    const player = await playerPage('depositv2');
    const deposit = player.getByTestId('deposit-panel');
    await deposit.getByRole('radio', { name: /Bank transfer/ }).check();
    await deposit.getByRole('textbox', { name: 'Amount' }).fill('500');
    await deposit.getByTestId('deposit-submit').click();
    await player.getByTestId('deposit-order').waitFor();
    const before = await player.getByTestId('balance-amount').textContent();

    const operator = await consolePage();
    await operator.getByRole('button', { name: 'Deposits' }).click();
    const order = operator.getByTestId('console-deposit').first();
    await order.getByRole('button', { name: 'Credit' }).click();
    await operator.waitForFunction(() => document.querySelectorAll('[data-testid="console-deposit"]').length === 0);

    await player.waitForFunction(
      () => document.querySelector('[data-testid="deposit-order"]')?.getAttribute('data-status') === 'credited',
    );
    await player.waitForFunction(
      (previous) => document.querySelector('[data-testid="balance-amount"]')?.textContent !== previous,
      before,
    );

    await operator.getByRole('button', { name: 'Ledger' }).click();
    const report = operator.getByTestId('ledger-report');
    await report.waitFor();
    expect(await report.getAttribute('data-ok')).toBe('true');
    await operator.context().close();
    await player.context().close();
  });
});

describe('adjustments in the console', () => {
  it('holds a large credit for a second operator, who approves it; the player sees the money', async () => {
    await site.server.db.orm
      .insert(operators)
      .values({ merchantId: 1, username: 'cashier2', passwordHash: await hashPassword('Cash1234'), role: 'finance' });
    const first = await signInAs(DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
    await first.getByRole('button', { name: 'Adjustments' }).click();
    await first.getByRole('textbox', { name: 'Member' }).fill('demo');
    await first.getByRole('textbox', { name: 'Amount' }).fill('2000');
    await first.getByRole('textbox', { name: 'Reason' }).fill('VIP welcome gift');
    await first.getByTestId('adjustment-submit').click();
    await first.getByText('Adjustment waiting for a second operator').waitFor();
    await first.getByTestId('console-adjustment').first().waitFor();
    await first.context().close();

    const player = await playerPage('transactionHistory');
    const before = await player.getByTestId('balance-amount').textContent();
    const second = await signInAs('cashier2', 'Cash1234');
    await second.getByRole('button', { name: 'Adjustments' }).click();
    await second.getByTestId('console-adjustment').first().getByRole('button', { name: 'Approve' }).click();
    await second.getByText('Adjustment applied').waitFor();
    await player.waitForFunction(
      (previous) => document.querySelector('[data-testid="balance-amount"]')?.textContent !== previous,
      before,
    );
    await second.context().close();
    await player.context().close();
  });
});
