import { DEMO_ACCOUNTS, defaultCashierSettings } from '@lotus/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateMerchantSettings } from '../../server/src/modules/system/merchant-settings.ts';
import { insertVendor } from '../../server/src/modules/vendors/vendor-fixtures.ts';
import { fundMember } from './support/ledger-fixtures.ts';
import { logInAsDemoMember, phone, Site } from './support/site.ts';

/** Transfer wallets as a player uses them: a merchant running separate game wallets, money moved in and out. */
let site: Site;
beforeAll(async () => {
  site = await Site.start();
  await updateMerchantSettings(site.server.db, 'LOTUS', {
    cashier: { ...defaultCashierSettings, singleWallet: false },
  });
  await insertVendor(site.server.db, { code: 'E2ETW', walletMode: 'transfer' });
  await fundMember(site.server.db, DEMO_ACCOUNTS.member.username, 10_000);
});
afterAll(() => site?.stop());

const textOf = (page: Page, testId: string) => page.getByTestId(testId).textContent();
async function waitForText(page: Page, testId: string, text: string) {
  await page.waitForFunction(([id, want]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === want, [
    testId,
    text,
  ] as const);
}

describe('transfer wallets', () => {
  it('moves money into a game wallet and all of it back, and a lost answer is checked before any retry', async () => {
    const page = await site.open('/', { viewport: phone });
    await logInAsDemoMember(page);
    await page.goto(`${site.url}/member?tab=transferFund`);
    const panel = page.getByTestId('vendor-wallets');
    await panel.waitFor();
    await waitForText(page, 'vendor-wallet-main', '¥100.00');
    expect(await textOf(page, 'vendor-wallet-E2ETW')).toBe('¥0.00');

    await panel.getByRole('combobox', { name: 'Game wallet' }).selectOption('E2ETW');
    await panel.getByRole('combobox', { name: 'Direction' }).selectOption('in');
    await panel.getByRole('textbox', { name: 'Amount' }).fill('30');
    await panel.getByRole('button', { name: 'Transfer' }).click();
    await waitForText(page, 'vendor-wallet-E2ETW', '¥30.00');
    await waitForText(page, 'vendor-wallet-main', '¥70.00');

    // The answer of the next transfer is lost on the way back, after the server did it.
    let transfers = 0;
    let statusAsked = 0;
    await page.route('**/wps/relay/GCS_walletTransfer', async (route) => {
      transfers += 1;
      if (transfers === 1) {
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    await page.route('**/wps/relay/GCS_walletTransferStatus**', async (route) => {
      statusAsked += 1;
      await route.continue();
    });
    await panel.getByRole('combobox', { name: 'Direction' }).selectOption('out');
    await panel.getByRole('button', { name: 'All out' }).click();
    expect(await panel.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('30.00');
    await panel.getByRole('button', { name: 'Transfer' }).click();
    await panel.getByRole('alert').filter({ hasText: 'did not hear back' }).waitFor();
    await panel.getByRole('button', { name: 'Check and retry' }).click();
    await waitForText(page, 'vendor-wallet-E2ETW', '¥0.00');
    await waitForText(page, 'vendor-wallet-main', '¥100.00');
    expect(statusAsked).toBe(1);
    expect(transfers).toBe(1);

    // Asking for more than the wallet holds is caught before anything is sent.
    await panel.getByRole('textbox', { name: 'Amount' }).fill('5');
    await panel.getByRole('button', { name: 'Transfer' }).click();
    await panel.getByText('More than the wallet holds').waitFor();
    expect(transfers).toBe(1);
    await page.context().close();
  });

  it('is not offered when the merchant runs a single wallet', async () => {
    await updateMerchantSettings(site.server.db, 'LOTUS', {
      cashier: { ...defaultCashierSettings, singleWallet: true },
    });
    try {
      const page = await site.open('/');
      await logInAsDemoMember(page);
      await page.goto(`${site.url}/member?tab=transferFund`);
      await page.getByRole('tab', { name: 'My account' }).waitFor();
      expect(await page.getByRole('tab', { name: 'Transfer', exact: true }).count()).toBe(0);
      expect(await page.getByTestId('vendor-wallets').count()).toBe(0);
      await page.context().close();
    } finally {
      await updateMerchantSettings(site.server.db, 'LOTUS', {
        cashier: { ...defaultCashierSettings, singleWallet: false },
      });
    }
  });
});
