import { DEMO_ACCOUNTS } from '@lotus/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Site, settled } from './support/site.ts';

/** The console's Site page, with an open player page that follows the brand's changes after a reload. */
let site: Site;
beforeAll(async () => {
  site = await Site.start();
});
afterAll(() => site?.stop());

async function sitePage(): Promise<Page> {
  const page = await site.open('/console');
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_ACCOUNTS.operator.username);
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS.operator.password);
  await page.getByTestId('console-login-submit').click();
  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('button', { name: 'Site' }).click();
  await page.getByRole('heading', { name: 'Brand' }).waitFor();
  return page;
}

describe('the Site page of the console', () => {
  it('renames the brand and adds links; an open player page shows them after a reload, no restart', async () => {
    const player = await site.open('/');
    const header = player.getByRole('banner');
    await header.getByRole('link', { name: 'Lotus home' }).waitFor();
    expect(await player.title()).toBe('Lotus');

    const operator = await sitePage();
    const brand = operator.locator('form.site-brand');
    await brand.getByRole('textbox', { name: 'Brand name' }).fill('Lotus Palace');
    // The browser checks the analytics id and CDN lines before sending.
    await brand.getByRole('textbox', { name: 'Google Analytics id' }).fill('GA-1');
    await brand.getByRole('textbox', { name: 'Image CDNs' }).fill('http://img.lotus.example');
    await brand.getByTestId('site-brand-save').click();
    await brand.getByText('A Google tag id such as G-XXXXXXXXXX').waitFor();
    await brand.getByText('Line 1 is not an https origin (no path)').waitFor();
    await brand.getByRole('textbox', { name: 'Google Analytics id' }).fill('g-lotus2024');
    await brand.getByRole('textbox', { name: 'Image CDNs' }).fill('');
    await brand.getByTestId('site-brand-save').click();
    await operator.getByText('Brand saved').waitFor();
    expect(await brand.getByRole('textbox', { name: 'Google Analytics id' }).inputValue()).toBe('G-LOTUS2024');

    // A domain already listed is refused with the server's message.
    await operator.getByRole('button', { name: 'Add domain' }).click();
    const domainDialog = operator.getByTestId('site-domain-dialog');
    await domainDialog.getByRole('textbox', { name: 'Domain' }).fill('https://localhost');
    await domainDialog.getByRole('textbox', { name: 'Label' }).fill('Line 3');
    await domainDialog.getByTestId('site-domain-dialog-save').click();
    await domainDialog.getByText('A host name such as www.brand.example (no https://, path or port)').waitFor();
    await domainDialog.getByRole('textbox', { name: 'Domain' }).fill('localhost');
    await domainDialog.getByTestId('site-domain-dialog-save').click();
    await domainDialog.getByText('This domain is already in the list').waitFor();
    await domainDialog.getByRole('button', { name: 'Cancel' }).click();

    // A customer-service entry: the address must be https.
    await operator.getByTestId('site-service-add').click();
    const service = operator.getByTestId('site-service-dialog');
    await service.getByRole('combobox', { name: 'Type' }).fill('whatsapp');
    await service.getByRole('textbox', { name: 'Address' }).fill('http://wa.me/8613900000000');
    await service.getByRole('textbox', { name: 'Label (English)' }).fill('WhatsApp');
    await service.getByRole('textbox', { name: 'Label (Chinese)' }).fill('WhatsApp 客服');
    await service.getByTestId('site-service-dialog-save').click();
    await service.getByText('An https:// address').waitFor();
    await service.getByRole('textbox', { name: 'Address' }).fill('https://wa.me/8613900000000');
    await service.getByTestId('site-service-dialog-save').click();
    await service.waitFor({ state: 'detached' });
    const entry = operator.locator('[data-testid="site-service"][data-entry="WhatsApp"]');
    await entry.getByRole('cell', { name: 'WHATSAPP', exact: true }).waitFor();

    // A social link, which the player site's footer lists.
    await operator.getByRole('button', { name: 'Add link' }).click();
    const link = operator.getByTestId('site-resource-dialog');
    await link.getByRole('combobox', { name: 'Type' }).selectOption('SOCIAL');
    await link.getByRole('textbox', { name: 'Address' }).fill('https://discord.gg/lotus');
    await link.getByRole('textbox', { name: 'Label (English)' }).fill('Discord');
    await link.getByRole('textbox', { name: 'Label (Chinese)' }).fill('Discord 社区');
    await link.getByTestId('site-resource-dialog-save').click();
    await link.waitFor({ state: 'detached' });
    await operator.locator('[data-testid="site-resource"][data-entry="Discord"]').waitFor();

    await player.reload();
    await settled(player);
    await header.getByRole('link', { name: 'Lotus Palace home' }).waitFor();
    expect(await player.title()).toBe('Lotus Palace');
    const discord = player.getByRole('contentinfo').getByRole('link', { name: 'Discord' });
    expect(await discord.getAttribute('href')).toBe('https://discord.gg/lotus');
    const boot = await player.evaluate(async () => {
      const res = await fetch('/wps/system/status', { headers: { Merchant: 'LOTUS' } });
      return (await res.json()).value.info;
    });
    expect(boot.analytics.gtagId).toBe('G-LOTUS2024');
    expect(boot.customerService.at(-1)).toEqual({
      csType: 'WHATSAPP',
      path: 'https://wa.me/8613900000000',
      labelName: 'WhatsApp',
    });

    await operator.context().close();
    await player.context().close();
  });
});
