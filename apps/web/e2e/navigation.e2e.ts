import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAsDemoAgent, logInAsDemoMember, phone, Site, settled } from './support/site.ts';

/**
 * Waits until the element at `item` lies wholly within the visible box of the strip at `strip`, which scrolls it
 * sideways; then returns how far the strip and the page are scrolled.
 */
async function shownInStrip(page: Page, item: string, strip: string) {
  const handle = await page.waitForFunction(
    ([itemSelector, stripSelector]) => {
      const element = document.querySelector(itemSelector);
      const container = document.querySelector(stripSelector);
      if (!element || !container) return null;
      const own = element.getBoundingClientRect();
      const box = container.getBoundingClientRect();
      const inside = own.width > 0 && own.left >= box.left - 0.5 && own.right <= box.right + 0.5;
      return inside ? { stripScroll: container.scrollLeft, pageScroll: window.scrollY } : null;
    },
    [item, strip] as const,
  );
  return (await handle.jsonValue()) as { stripScroll: number; pageScroll: number };
}

async function agentLogIn(site: Site) {
  const page = await site.open('/agent', { viewport: phone });
  await logInAsDemoAgent(page);
  return page;
}

const activeMemberTab = '.tabs__trigger[data-state="active"]';

describe('tab strips on a phone', () => {
  let site: Site;
  beforeAll(async () => {
    site = await Site.start();
  });
  afterAll(() => site?.stop());

  it('shows the member centre tab the address selects, and the one chosen later, without moving the page', async () => {
    const page = await site.open('/', { viewport: phone });
    await logInAsDemoMember(page);
    await page.goto(`${site.url}/member?tab=messageV2`);
    await settled(page);
    await page.getByRole('tab', { name: /^Messages/, selected: true }).waitFor();
    await page.getByTestId('inbox').waitFor();
    const messages = await shownInStrip(page, activeMemberTab, '.tabs__list');
    // Messages sits near the strip's far end: the strip itself scrolled, the page did not.
    expect(messages.stripScroll).toBeGreaterThan(0);
    expect(messages.pageScroll).toBe(0);

    // Deposit, near the start, chosen from the bottom bar: the strip scrolls back to it.
    await page.getByRole('navigation', { name: 'Bottom navigation' }).getByRole('button', { name: 'Deposit' }).click();
    await page.getByRole('tab', { name: 'Deposit', selected: true }).waitFor();
    const deposit = await shownInStrip(page, activeMemberTab, '.tabs__list');
    expect(deposit.stripScroll).toBeLessThan(messages.stripScroll);
    await page.context().close();
  });

  it("shows the agent centre's current page in its navigation strip", async () => {
    const page = await agentLogIn(site);
    await page.goto(`${site.url}/agentHome?page=agentAccountDetails`);
    await settled(page);
    await page.getByRole('heading', { name: 'Account details' }).waitFor();
    const shown = await shownInStrip(page, '.agent-nav__item[aria-current="page"]', '.agent-nav');
    expect(shown.stripScroll).toBeGreaterThan(0);
    expect(shown.pageScroll).toBe(0);

    // The header fits the phone: nothing wider than the screen, the nickname on one line.
    const header = await page.evaluate(() => {
      const nickname = document.querySelector('[data-testid="agent-nickname"]') as HTMLElement;
      const select = document.querySelector('.agent-header select') as HTMLSelectElement;
      return {
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        nicknameLines: Math.round(
          nickname.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(nickname).lineHeight),
        ),
        selectClipped: select.scrollWidth > select.clientWidth,
      };
    });
    expect(header).toEqual({ overflow: 0, nicknameLines: 1, selectClipped: false });
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.context().close();
  });

  it('answers an unknown address with 404 and the not-found page', async () => {
    const context = await site.context({ viewport: phone });
    const page = await context.newPage();
    const response = await page.goto(`${site.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByTestId('page-not-found').getByText('This page does not exist').waitFor();
    await context.close();
  });
});

describe('a page load after the API rate limit is used up', () => {
  const limit = 40;
  let site: Site;
  beforeAll(async () => {
    site = await Site.start({ config: { rateLimitPerMinute: limit } });
  });
  afterAll(() => site?.stop());

  it('still gets the app, whose own calls are refused', async () => {
    const page = await site.open('/promotions', { viewport: phone });
    await page.getByTestId('page-promotions').waitFor();
    // The browser and this test share the address 127.0.0.1: its allowance for the minute is spent here.
    let status = 0;
    for (let i = 0; i <= limit && status !== 429; i++) {
      status = (await fetch(`${site.url}/wps/system/status`, { headers: { merchant: 'LOTUS' } })).status;
    }
    expect(status).toBe(429);

    const response = await page.reload();
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // The app runs and says what went wrong in its own page, never as raw JSON: too many requests, not a lost
    // connection, with the wait the server asked for before it tries again by itself.
    const refused = page.getByTestId('rate-limited-page');
    await refused.waitFor();
    expect(await refused.textContent()).toContain('Too many requests from your network');
    expect(await refused.textContent()).not.toContain('Check your connection');
    expect(await page.locator('body').textContent()).not.toContain('"errorCode"');
    await page.context().close();
  });
});
