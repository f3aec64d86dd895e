import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDate, seedAgentPayouts } from './support/agent-payouts.ts';
import { logInAsDemoAgent, phone, Site } from './support/site.ts';

/**
 * My income and the daily wages page's payout history over payouts stored as the earnings engine stores them
 * (support/agent-payouts.ts): yesterday's paid by the platform, the day before's partly paid by an upline.
 */
let site: Site;
let page: Page;
beforeAll(async () => {
  site = await Site.start();
  await seedAgentPayouts(site.server.db, [
    {
      daysAgo: 1,
      status: 'paid',
      due: 1_250,
      paid: 1_250,
      computation: {
        basis: 100_000,
        tier: 1,
        basisPoints: 150,
        gross: 1_500,
        downlines: 250,
        amount: 1_250,
        team: 1_500,
      },
    },
    {
      daysAgo: 2,
      status: 'partial',
      due: 2_000,
      paid: 800,
      uplinePays: true,
      computation: {
        basis: 200_000,
        tier: 0,
        basisPoints: 100,
        gross: 2_000,
        downlines: 500,
        amount: 1_500,
        team: 2_000,
      },
    },
  ]);
  page = await site.open('/agent');
  await logInAsDemoAgent(page);
});
afterAll(() => site?.stop());

/** The computation of the payout of `date` as shown: line → value. */
const computation = (p: Page, date: string) =>
  p
    .getByTestId('payout')
    .filter({ hasText: date })
    .locator('[data-line]')
    .evaluateAll((lines) =>
      Object.fromEntries(lines.map((l) => [(l as HTMLElement).dataset.line, l.querySelector('dd')?.textContent])),
    );

describe('agent income', () => {
  it('my income: totals, each payout with its status, payer and computation', async () => {
    await page.getByRole('navigation', { name: 'Agent navigation' }).getByRole('link', { name: 'My income' }).click();
    await page.getByTestId('agent-income').waitFor();
    await page.getByTestId('payout').first().waitFor();
    expect(await page.getByTestId('payout').count()).toBe(2);
    const totals = page.getByTestId('payout-totals');
    expect(await totals.locator('[data-total="due"]').textContent()).toBe('¥32.50');
    expect(await totals.locator('[data-total="paid"]').textContent()).toBe('¥20.50');

    expect(await computation(page, businessDate(1))).toEqual({
      basis: '¥1,000.00',
      tier: 'Tier 2',
      rate: '1.5%',
      gross: '¥15.00',
      downlines: '−¥2.50',
      amount: '¥12.50',
    });
    const partial = page.getByTestId('payout').filter({ hasText: businessDate(2) });
    expect(await partial.getByTestId('payout-status').textContent()).toBe('Partly paid');
    expect(await partial.getByTestId('payout-payer').textContent()).toBe('Your upline e2e_upline');
    expect(await partial.getByTestId('payout-note').textContent()).toContain('retried on the next run');
    expect(await partial.getByTestId('payout-pass-on').textContent()).toContain('¥5.00');

    await page.getByRole('combobox', { name: 'Contract kind' }).selectOption('dividend');
    await page.getByText('No payouts in this period').waitFor();
  });

  it('daily wages: the payout history below the contracts', async () => {
    await page.getByRole('navigation', { name: 'Agent navigation' }).getByRole('link', { name: 'Daily wages' }).click();
    const history = page.getByTestId('payout-history');
    await history.getByTestId('payout').first().waitFor();
    expect(await history.getByTestId('payout').count()).toBe(2);
    expect((await computation(page, businessDate(1))).amount).toBe('¥12.50');
    await page.goto(`${site.url}/agentHome?page=agentHourlySalary`);
    await page.getByTestId('payout-history').getByText('No payouts in this period').waitFor();
  });

  it('phone: cards without sideways scrolling', async () => {
    const small = await site.context({ viewport: phone });
    const p = await small.newPage();
    await p.goto(`${site.url}/agent`);
    await logInAsDemoAgent(p);
    await p.goto(`${site.url}/agentHome?page=agentIncome`);
    await p.getByTestId('payout').first().waitFor();
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await small.close();
  });
});
