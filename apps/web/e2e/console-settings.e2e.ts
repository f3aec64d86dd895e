import { DEMO_ACCOUNTS, DEMO_MERCHANT_CODE } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../../server/src/db/schema.ts';
import { logInAsDemoMember, phone, Site } from './support/site.ts';

/** The brand settings pages in the console, with an open player page that follows each change without a restart. */
let site: Site;
beforeAll(async () => {
  site = await Site.start();
});
afterAll(() => site?.stop());

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Operator console' });

async function operatorPage(section: string): Promise<Page> {
  const page = await site.open('/console');
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_ACCOUNTS.operator.username);
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS.operator.password);
  await page.getByTestId('console-login-submit').click();
  await consoleNav(page).getByRole('button', { name: section, exact: true }).click();
  return page;
}

async function openRegister(player: Page) {
  await player.getByRole('banner').getByRole('button', { name: 'Register' }).first().click();
  const dialog = player.getByRole('dialog', { name: 'Register' });
  await dialog.getByTestId('register-submit').waitFor();
  return dialog;
}

describe('access settings', () => {
  it('maintenance switched on shows the maintenance page after a reload; switched off, the site is back', async () => {
    const player = await site.open('/');
    await player.getByRole('banner').waitFor();

    const operator = await operatorPage('Access');
    const form = operator.getByTestId('settings-maintenance');
    await form.getByRole('switch', { name: 'Site under maintenance' }).check({ force: true });
    await form.getByRole('textbox', { name: 'Message to players (English)' }).fill('Back after the upgrade');
    await form.getByRole('textbox', { name: 'Allowed during maintenance' }).fill('10.0.0.0/99');
    await form.getByTestId('settings-maintenance-save').click();
    await form.getByText('Enter an address or range, like 10.0.0.0/8').waitFor();
    await form.getByRole('textbox', { name: 'Allowed during maintenance' }).fill('198.51.100.0/24');
    await form.getByTestId('settings-maintenance-save').click();
    await operator.getByText('Maintenance is on').waitFor();
    await form.locator('[data-testid="maintenance-state"]', { hasText: 'Under maintenance' }).waitFor();

    await player.reload();
    await player.getByTestId('maintenance-page').getByText('Back after the upgrade').waitFor();

    // The console itself stays usable during maintenance: the operator switches it off from there.
    await operator.reload();
    await operator.getByTestId('settings-maintenance').waitFor();
    await form.getByRole('switch', { name: 'Site under maintenance' }).uncheck({ force: true });
    await form.getByTestId('settings-maintenance-save').click();
    await form.locator('[data-testid="maintenance-state"]', { hasText: 'Open' }).waitFor();

    await player.reload();
    await player.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    expect(await player.getByTestId('maintenance-page').count()).toBe(0);
    await operator.context().close();
    await player.context().close();
  });
});

describe('registration settings', () => {
  it('a field made required is required by the player register form', async () => {
    const player = await site.open('/');
    let dialog = await openRegister(player);
    // Optional, the email waits behind the optional details' line.
    const optional = dialog.getByTestId('register-optional');
    expect(await optional.getAttribute('open')).toBeNull();
    await optional.locator('summary').click();
    const email = optional.getByRole('textbox', { name: 'Email' });
    expect(await email.getAttribute('required')).toBeNull();

    const operator = await operatorPage('Registration');
    const row = operator.locator('[data-testid="settings-rule"][data-field="email"]');
    await row.getByRole('checkbox', { name: 'Require Email' }).check();
    // The preview follows before saving.
    const preview = operator.getByTestId('register-preview');
    expect(await preview.getByRole('textbox', { name: 'Email' }).getAttribute('required')).not.toBeNull();
    await row.getByRole('textbox', { name: 'Maximum length of Email' }).fill('2');
    await operator.getByTestId('settings-registration-save').click();
    await row.getByText('The maximum must be at least the minimum').waitFor();
    await row.getByRole('textbox', { name: 'Maximum length of Email' }).fill('64');
    await operator.getByTestId('settings-registration-save').click();
    await operator.getByText('Registration rules saved').waitFor();

    await player.reload();
    dialog = await openRegister(player);
    // Required now: up front with the account's own fields.
    const required = dialog.getByRole('textbox', { name: 'Email' });
    expect(await required.getAttribute('required')).not.toBeNull();
    expect(await dialog.getByTestId('register-optional').getByRole('textbox', { name: 'Email' }).count()).toBe(0);
    await dialog.getByRole('textbox', { name: 'Username' }).fill('newplayer1');
    await dialog.getByTestId('register-submit').click();
    await dialog.locator('.field--invalid', { has: player.getByRole('textbox', { name: 'Email' }) }).waitFor();
    await operator.context().close();
    await player.context().close();
  });
});

describe('feature settings', () => {
  it('a module switched off disappears from the player site', async () => {
    const player = await site.open('/');
    await player.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    let login = player.getByRole('dialog', { name: 'Login' });
    await login.getByRole('tab', { name: 'SMS code' }).waitFor();

    const operator = await operatorPage('Features');
    const smsLogin = operator.locator('[data-testid="settings-module"][data-module="MOBILEVERCODELOGIN3"]');
    await smsLogin.getByRole('switch', { name: /SMS code login/ }).uncheck({ force: true });
    await operator.getByTestId('settings-features-save').click();
    await operator.getByText('Modules saved: 1 switched off').waitFor();

    await player.reload();
    await player.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    login = player.getByRole('dialog', { name: 'Login' });
    await login.getByTestId('login-submit').waitFor();
    expect(await login.getByRole('tab', { name: 'SMS code' }).count()).toBe(0);

    // A parent switched off takes its subtree with it.
    const loginModule = operator.locator('[data-testid="settings-module"][data-module="LOGIN3"]');
    await loginModule
      .getByRole('switch', { name: /^Login/ })
      .first()
      .uncheck({ force: true });
    expect(await loginModule.getByRole('switch', { name: /Free play/ }).isChecked()).toBe(false);
    expect(await loginModule.getByRole('switch', { name: /Free play/ }).isDisabled()).toBe(true);
    // A module whose feature is not built is off and cannot be switched on.
    const referral = operator.locator('[data-testid="settings-module"][data-module="REFERRAL3"]').first();
    await referral.getByText('REFERRAL3 · not available yet').waitFor();
    expect(await referral.getByRole('switch').first().isChecked()).toBe(false);
    expect(await referral.getByRole('switch').first().isDisabled()).toBe(true);
    await operator.context().close();
    await player.context().close();
  });
});

describe('cashier settings', () => {
  it('a new withdrawal minimum is what the player’s withdraw form asks for', async () => {
    const player = await site.open('/');
    await logInAsDemoMember(player);
    await player.getByRole('banner').getByRole('button', { name: 'Withdraw' }).click();
    const panel = player.getByTestId('withdraw-panel');
    await panel.getByText('From ¥100.00 to ¥50,000.00').waitFor();

    const operator = await operatorPage('Cashier & contracts');
    const form = operator.getByTestId('settings-cashier');
    await form.getByRole('textbox', { name: 'Minimum withdrawal (¥)' }).fill('250');
    await form.getByRole('button', { name: 'Save' }).click();
    await operator.getByText('Cashier settings saved').waitFor();

    await player.reload();
    await panel.getByText('From ¥250.00 to ¥50,000.00').waitFor();
    await operator.context().close();
    await player.context().close();
  });
});

describe('agent earnings settings', () => {
  it('an admin sets who pays agents, the shortfall rule and the approval threshold; bad amounts are refused', async () => {
    const operator = await operatorPage('Cashier & contracts');
    const form = operator.getByTestId('settings-earnings');
    await form.getByRole('heading', { name: 'Agent earnings' }).waitFor();
    const shortfall = form.getByRole('combobox', { name: 'An upline short of money' });
    expect(await shortfall.isDisabled()).toBe(true);
    await form.getByRole('combobox', { name: 'Paid by' }).selectOption('upline');
    await shortfall.selectOption('partial');
    const threshold = form.getByRole('textbox', { name: 'Approval above (¥)' });
    await threshold.fill('1.234');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('at most 2 decimals').waitFor();
    await threshold.fill('2500.50');
    await form.getByRole('button', { name: 'Save' }).click();
    await operator.getByText('Agent earnings settings saved').waitFor();
    const [row] = await site.server.db.orm
      .select({ earnings: merchants.earningsSettings })
      .from(merchants)
      .where(eq(merchants.code, DEMO_MERCHANT_CODE));
    expect(row?.earnings).toEqual({ funding: 'upline', shortfall: 'partial', approvalAbove: 2500.5 });

    // Read back after a reload, then cleared: nothing waits for approval.
    await operator.reload();
    await consoleNav(operator).getByRole('button', { name: 'Cashier & contracts', exact: true }).click();
    expect(await threshold.inputValue()).toBe('2500.5');
    expect(await form.getByRole('combobox', { name: 'Paid by' }).inputValue()).toBe('upline');
    await threshold.fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await operator.getByText('Agent earnings settings saved').waitFor();
    await operator.context().close();
  });
});

describe('sign-in settings', () => {
  it('a social login provider added in the console is offered in the player login dialog', async () => {
    const operator = await operatorPage('Sign-in');
    const form = operator.getByTestId('settings-signin');
    await form.getByRole('button', { name: 'Add a provider' }).click();
    const provider = form.getByTestId('settings-provider');
    await provider.getByRole('textbox', { name: 'Client ID' }).fill('lotus-web.apps.example');
    await provider.getByLabel('Client secret').fill('not-a-real-secret');
    await form.getByRole('button', { name: 'Save' }).click();
    await operator.getByText('Sign-in settings saved').waitFor();

    const player = await site.open('/');
    await player.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = player.getByRole('dialog', { name: 'Login' });
    await login.getByRole('button', { name: 'Google' }).waitFor();

    // Removed again, the button goes with it.
    await provider.getByRole('button', { name: 'Remove' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await operator.getByText('Sign-in settings saved').nth(0).waitFor();
    await player.reload();
    await player.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await login.getByTestId('login-submit').waitFor();
    await player.waitForLoadState('networkidle');
    expect(await login.getByRole('button', { name: 'Google' }).count()).toBe(0);
    await operator.context().close();
    await player.context().close();
  });
});

describe('on a phone', () => {
  it('every brand page fits the screen: the header wraps and wide tables scroll inside their panel', async () => {
    const page = await site.open('/console', { viewport: phone, colorScheme: 'light' });
    await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_ACCOUNTS.operator.username);
    await page.getByLabel('Password').fill(DEMO_ACCOUNTS.operator.password);
    await page.getByTestId('console-login-submit').click();
    await consoleNav(page).waitFor();
    // The demo brand says so in the header of every page (its passwords are published).
    expect(await page.getByTestId('console-demo-badge').textContent()).toBe('Demo brand');
    const pages = ['site', 'access', 'features', 'registration', 'cashier', 'signIn', 'operators', 'audit', 'account'];
    for (const key of pages) {
      await page.goto(`${site.url}/console?page=${key}`);
      await page.locator('.console-page').first().waitFor();
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(width, key).toBeLessThanOrEqual(0);
    }
    await page.context().close();
  });
});
