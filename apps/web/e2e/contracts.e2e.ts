import { DEMO_ACCOUNTS } from '@lotus/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, logInAsDemoAgent, logInAsDemoMember, Site } from './support/site.ts';

/**
 * Agent contracts end to end: the seeded agent offers its downline `demo` a daily salary contract in the agent centre,
 * `demo` answers it in the pop-up (after logging in, and live while already logged in), and the agent sees the result.
 */
let site: Site;
let agent: Page;
let member: Page;
beforeAll(async () => {
  site = await Site.start();
});
afterAll(() => site?.stop());

async function agentLogIn(): Promise<Page> {
  const page = await site.open('/agent');
  await logInAsDemoAgent(page);
  return page;
}

const demoRow = (page: Page): Locator =>
  page.getByTestId('contract-downline').and(page.locator(`[data-username="${DEMO_ACCOUNTS.member.username}"]`));

/** Fills the daily salary offer dialog with one tier and sends it. */
async function offerDaily(page: Page, rate: string) {
  const dialog = page.getByTestId('contract-offer-dialog');
  await dialog.waitFor();
  const tier = dialog.getByTestId('terms-tier').first();
  await tier.getByLabel('Rate (%)').fill(rate);
  await tier.getByLabel('Active members').fill('1');
  await tier.getByLabel('Daily bet (CNY)').fill('1000');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('agent contracts', () => {
  it('the agent offers demo a daily salary contract in the agent centre', async () => {
    agent = await agentLogIn();
    await agent
      .getByRole('navigation', { name: 'Agent navigation' })
      .getByRole('link', { name: 'Daily wages' })
      .click();
    await agent.getByTestId('contract-page-dailySalary').waitFor();
    // A top-level agent works under the platform's caps (daily salary: 2 %).
    await agent.getByTestId('contract-own').getByText('Your limit: up to 2%').waitFor();
    await agent.getByTestId('contract-own').getByText('You hold no daily salary contract.').waitFor();

    const row = demoRow(agent);
    await row.getByRole('button', { name: 'Offer' }).click();
    // The editor refuses what the server would: above the bound.
    const dialog = agent.getByTestId('contract-offer-dialog');
    const tier = dialog.getByTestId('terms-tier').first();
    await tier.getByLabel('Rate (%)').fill('2.5');
    await tier.getByLabel('Active members').fill('1');
    await tier.getByLabel('Daily bet (CNY)').fill('1000');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await dialog.getByText('Above your limit').waitFor();
    await tier.getByLabel('Rate (%)').fill('1.5');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await agent.getByText('Offer sent to demo').waitFor();
    await row.getByTestId('contract-pending').getByText('Up to 1.5%').waitFor();
    await row.getByRole('button', { name: 'Withdraw offer' }).waitFor();
  });

  it('demo logs in, the pop-up shows the offer, and demo accepts it', async () => {
    member = await site.open('/');
    await logInAsDemoMember(member);
    const popup = member.getByRole('dialog', { name: 'Daily salary contract offer' });
    await popup.waitFor();
    await popup.getByText(/offers you a daily salary contract/).waitFor();
    const terms = popup.getByTestId('contract-terms');
    expect(await terms.textContent()).toContain('1.5%');
    expect(await terms.textContent()).toContain('¥1,000.00');
    expect(
      await member.evaluate(() => JSON.parse(sessionStorage.getItem('consolidated') ?? '{}').requests.length),
    ).toBe(1);
    await popup.getByRole('button', { name: 'Accept' }).click();
    await popup.waitFor({ state: 'detached' });
    await member.getByText('Daily salary contract accepted').waitFor();

    // The agent's page shows it active, with nothing pending, and the history says so.
    await agent.reload();
    const row = demoRow(agent);
    await row.getByTestId('contract-active').getByText('Up to 1.5%').waitFor();
    expect(await row.getByTestId('contract-pending').textContent()).toBe('—');
    await row.getByRole('button', { name: 'End contract' }).waitFor();
    const history = agent.getByTestId('contract-history');
    await history.getByTestId('contract-history-row').first().waitFor();
    expect(await history.getByTestId('contract-history-row').first().getAttribute('data-status')).toBe('active');
    expect(await history.getByTestId('contract-history-row').first().textContent()).toContain('To demo');
  });

  it('a new offer reaches demo live; demo rejects it and the active contract stays', async () => {
    await liveEvents(member);
    const row = demoRow(agent);
    await row.getByRole('button', { name: 'New offer' }).click();
    await agent
      .getByTestId('contract-offer-dialog')
      .getByText(/active contract stays until demo accepts/)
      .waitFor();
    await offerDaily(agent, '1.8');

    // Live, without a reload on demo's page: a toast and the pop-up.
    await member.getByText(/offered you a daily salary contract/).waitFor();
    const popup = member.getByRole('dialog', { name: 'Daily salary contract offer' });
    await popup.waitFor();
    await popup.getByText('Accepting replaces your current contract:').waitFor();
    await popup.getByRole('button', { name: 'Reject' }).click();
    await popup.waitFor({ state: 'detached' });
    await member.getByText('Offer rejected').waitFor();

    await agent.reload();
    await demoRow(agent).getByTestId('contract-active').getByText('Up to 1.5%').waitFor();
    expect(await demoRow(agent).getByTestId('contract-pending').textContent()).toBe('—');
    await agent.getByTestId('contract-history').locator('[data-status="rejected"]').waitFor();
  });

  it('the agent withdraws a pending offer and ends the contract; demo hears of the end live', async () => {
    await liveEvents(member);
    const row = demoRow(agent);
    await row.getByRole('button', { name: 'New offer' }).click();
    await offerDaily(agent, '1.2');
    await row.getByTestId('contract-pending').getByText('Up to 1.2%').waitFor();
    // Demo puts the new offer aside for later (closing the pop-up without an answer).
    await member.getByRole('dialog', { name: 'Daily salary contract offer' }).waitFor();
    await member.keyboard.press('Escape');

    await row.getByRole('button', { name: 'Withdraw offer' }).click();
    const withdraw = agent.getByTestId('contract-withdraw-dialog');
    await withdraw.getByRole('button', { name: 'Withdraw offer' }).click();
    await withdraw.waitFor({ state: 'detached' });
    await agent.getByText('Offer withdrawn').waitFor();
    await row.getByRole('button', { name: 'Withdraw offer' }).waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'End contract' }).click();
    const end = agent.getByTestId('contract-terminate-dialog');
    await end.getByText("End demo's daily salary contract?").waitFor();
    await end.getByRole('button', { name: 'End contract' }).click();
    await end.waitFor({ state: 'detached' });
    await agent.getByText('Contract ended').waitFor();
    expect(await row.getByTestId('contract-active').textContent()).toBe('—');
    await member.getByText('Your daily salary contract has ended: Ended by the upline').waitFor();
    await agent.context().close();
    await member.context().close();
  });
});
