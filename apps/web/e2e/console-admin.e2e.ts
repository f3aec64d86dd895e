import { DEMO_ACCOUNTS } from '@lotus/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, operators } from '../../server/src/db/schema.ts';
import { hashPassword } from '../../server/src/platform/passwords.ts';
import { lastCodeTo } from './support/dev-hooks.ts';
import { Site } from './support/site.ts';

/** Members, deposit channels and the outbox in the operator console, with the player who feels the result. */
let site: Site;
beforeAll(async () => {
  site = await Site.start();
  await site.server.db.orm.insert(members).values({
    merchantId: 1,
    username: 'suspect88',
    passwordHash: await hashPassword('Suspect123'),
    countryDialingCode: '+86',
    mobile: '13900000088',
  });
});
afterAll(() => site?.stop());

async function playerLogin(page: Page, username: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByTestId('login-submit').click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('account-menu').waitFor();
}

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Operator console' });

async function operatorPage(
  section: string,
  account: { username: string; password: string } = DEMO_ACCOUNTS.operator,
): Promise<Page> {
  const page = await site.open('/console');
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByTestId('console-login-submit').click();
  await consoleNav(page).getByRole('button', { name: section }).click();
  return page;
}

describe('members in the console', () => {
  it('finds a member, suspends them (their open page becomes a guest at once) and reactivates them', async () => {
    const player = await site.open('/');
    await playerLogin(player, 'suspect88', 'Suspect123');

    const operator = await operatorPage('Members');
    await operator.getByRole('searchbox', { name: 'Username, mobile or member ID' }).fill('900000088');
    await operator.getByTestId('member-search-submit').click();
    const row = operator.locator('[data-testid="console-member"][data-member="suspect88"]');
    await row.waitFor();
    // The previous page of results stays (aria-busy) until the search answers; wait for the answer itself.
    await operator.waitForFunction(
      () =>
        !document.querySelector('.console-table[aria-busy]') &&
        document.querySelectorAll('[data-testid="console-member"]').length === 1,
    );
    await row.getByRole('button', { name: 'Open suspect88' }).click();
    const detail = operator.getByTestId('member-detail');
    await detail.getByRole('heading', { name: /suspect88/ }).waitFor();
    expect(await detail.getByText('+86 13900000088').count()).toBe(1);

    await detail.getByRole('button', { name: 'Suspend' }).click();
    const dialog = operator.getByRole('dialog', { name: 'Suspend suspect88?' });
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await dialog.getByText('Say why, in at least 4 characters').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Chargeback on a card deposit');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await operator.getByText('suspect88 is suspended').waitFor();
    await operator.waitForFunction(
      () =>
        document.querySelector('[data-testid="member-detail"] [data-testid="member-status"]')?.textContent ===
        'Suspended',
    );
    await detail.getByText('Chargeback on a card deposit').waitFor();

    // The player's page hears it at once: told why, and a guest again.
    const ended = player.getByTestId('session-ended-dialog');
    await ended.getByText('This account has been suspended. Please contact customer service.').waitFor();
    expect(await player.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await ended.getByRole('button').first().click();
    await player.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();

    await detail.getByRole('button', { name: 'Reactivate' }).click();
    const back = operator.getByRole('dialog', { name: 'Reactivate suspect88?' });
    await back.getByRole('textbox', { name: 'Reason' }).fill('The bank confirmed the payment');
    await back.getByRole('button', { name: 'Reactivate' }).click();
    await operator.getByText('suspect88 is active again').waitFor();
    await operator.waitForFunction(
      () =>
        document.querySelector('[data-testid="member-detail"] [data-testid="member-status"]')?.textContent === 'Active',
    );
    await playerLogin(player, 'suspect88', 'Suspect123');

    await detail.getByRole('button', { name: 'Members' }).click();
    await operator.locator('[data-testid="console-member"][data-member="suspect88"][data-status="active"]').waitFor();
    await operator.context().close();
    await player.context().close();
  });
});

describe('deposit channels in the console', () => {
  it("edits a channel's limits and the player's deposit page shows them", async () => {
    const operator = await operatorPage('Channels');
    const bank = operator.locator('[data-testid="console-channel"][data-channel="Bank transfer"]');
    await bank.getByRole('button', { name: 'Edit Bank transfer' }).click();
    const dialog = operator.getByRole('dialog', { name: 'Edit channel' });
    await dialog.getByRole('textbox', { name: 'Maximum' }).fill('20');
    await dialog.getByTestId('channel-save').click();
    await dialog.getByText('The maximum must be at least the minimum').waitFor();
    await dialog.getByRole('textbox', { name: 'Minimum' }).fill('150');
    await dialog.getByRole('textbox', { name: 'Maximum' }).fill('2500.50');
    await dialog.getByTestId('channel-save').click();
    await dialog.waitFor({ state: 'detached' });
    await operator.getByText('Bank transfer saved').waitFor();
    await bank.getByText('¥2,500.50').waitFor();

    const player = await site.open('/');
    await playerLogin(player, DEMO_ACCOUNTS.member.username, DEMO_ACCOUNTS.member.password);
    await player.goto(`${site.url}/member?tab=depositv2`);
    const panel = player.getByTestId('deposit-panel');
    const option = panel.locator('label', { has: player.getByRole('radio', { name: /Bank transfer/ }) });
    await option.getByText('¥150.00 – ¥2,500.50').waitFor();
    await panel.getByRole('radio', { name: /Bank transfer/ }).check();
    await panel.getByText('From ¥150.00 to ¥2,500.50').waitFor();
    await panel.getByRole('textbox', { name: 'Amount' }).fill('3000');
    await panel.getByTestId('deposit-submit').click();
    await panel.getByText('Enter an amount from ¥150.00 to ¥2,500.50').waitFor();
    await operator.context().close();
    await player.context().close();
  });
});

describe('the outbox in the console', () => {
  it('shows the SMS code a registration sent', async () => {
    const visitor = await site.open('/');
    await visitor.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const register = visitor.getByRole('dialog', { name: 'Register' });
    await register.getByRole('tab', { name: 'Mobile number' }).click();
    await register.getByLabel('Country code').selectOption('86');
    await register.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('13900000099');
    const sentAt = Date.now() - 1000;
    await register.getByTestId('sms-send').click();
    const code = await lastCodeTo(visitor.context(), site.url, '+86 13900000099', sentAt);

    const operator = await operatorPage('SMS and email');
    await operator.getByRole('combobox', { name: 'Channel' }).selectOption('sms');
    await operator.getByRole('searchbox', { name: 'Recipient' }).fill('13900000099');
    await operator.getByTestId('outbox-search-submit').click();
    const message = operator.locator('[data-testid="outbox-message"][data-recipient="+86 13900000099"]');
    await message.getByText(code, { exact: false }).waitFor();
    expect(await operator.getByTestId('outbox-message').count()).toBe(1);
    await operator.context().close();
    await visitor.context().close();
  });
});

describe('roles in the console', () => {
  it('shows support members and messages with codes, risk the messages without codes, neither the finance pages', async () => {
    for (const role of ['support', 'risk'] as const) {
      await site.server.db.orm
        .insert(operators)
        .values({ merchantId: 1, username: `${role}1`, passwordHash: await hashPassword('Oper1234'), role });
    }
    const support = await operatorPage('Members', { username: 'support1', password: 'Oper1234' });
    expect(await consoleNav(support).getByRole('button').allTextContents()).toEqual([
      'Members',
      'Agents',
      'SMS and email',
      'Messages',
      'Feedback',
      'VIP levels',
      'My account',
    ]);
    await support.locator('[data-testid="console-member"][data-member="demo"]').getByRole('button').click();
    await support.getByTestId('member-detail').getByRole('heading', { name: /demo/ }).waitFor();
    // Support looks members up and reads their VIP level; suspending them and setting the level are for risk and admin.
    expect(await support.getByRole('button', { name: 'Suspend' }).count()).toBe(0);
    await support.getByTestId('member-vip-level').waitFor();
    expect(await support.getByTestId('member-vip-set').count()).toBe(0);
    await consoleNav(support).getByRole('button', { name: 'SMS and email' }).click();
    await support.getByTestId('outbox-message').first().waitFor();
    expect(await support.getByText('Codes and links are hidden for your role.').count()).toBe(0);
    await support.context().close();

    const risk = await operatorPage('SMS and email', { username: 'risk1', password: 'Oper1234' });
    expect(await consoleNav(risk).getByRole('button').allTextContents()).toEqual([
      'Members',
      'Agents',
      'Bets',
      'GGR report',
      'Payout runs',
      'Lottery games',
      'Lottery periods',
      'SMS and email',
      'Promotions',
      'Promotion claims',
      'VIP levels',
      'Rebate',
      'Audit log',
      'My account',
    ]);
    const message = risk.locator('[data-testid="outbox-message"][data-recipient="+86 13900000099"]');
    await message.getByText(/Your verification code is ••••••\./).waitFor();
    await risk.getByText('Codes and links are hidden for your role.').waitFor();
    await risk.context().close();
  });
});
