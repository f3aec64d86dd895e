import { DEMO_ACCOUNTS, DEMO_MERCHANT_CODE } from '@lotus/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAgentTeam } from './support/agent-team.ts';
import { logInAsDemoAgent, logInAsDemoMember, phone, Site } from './support/site.ts';

/**
 * The agent centre's report pages over a seeded team (support/agent-team.ts): each page opened from the navigation,
 * its figures checked against what the seed put in the database.
 */
let site: Site;
let page: Page;
beforeAll(async () => {
  site = await Site.start();
  await seedAgentTeam(site.server.db);
  page = await site.open('/agent');
  await logInAsDemoAgent(page);
});
afterAll(() => site?.stop());

const openPage = async (p: Page, name: string) => {
  await p.getByRole('navigation', { name: 'Agent navigation' }).getByRole('link', { name, exact: true }).click();
};
const figure = (p: Page, testId: string, key: string) =>
  p.getByTestId(testId).locator(`[data-figure="${key}"]`).first();
/** Waits until no older answer is kept on screen. */
const fresh = (p: Page) => p.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

describe('agent centre reports', () => {
  it('team overview: team size, today and the 30-day chart', async () => {
    await page.getByTestId('agent-overview').waitFor();
    expect(await figure(page, 'team-size', 'members').textContent()).toBe('4');
    expect(await figure(page, 'team-size', 'agents').textContent()).toBe('1');
    expect(await figure(page, 'team-size', 'directMembers').textContent()).toBe('3');
    expect(await figure(page, 'team-size', 'directAgents').textContent()).toBe('1');
    expect(await figure(page, 'figures-today', 'validBet').textContent()).toBe('¥210.00');
    expect(await figure(page, 'figures-today', 'winLoss').textContent()).toBe('+¥45.00');
    expect(await figure(page, 'figures-today', 'deposits').textContent()).toBe('¥500.00');
    // The bonus of e2e_p1 and the agent's own adjustment: the team includes its head.
    expect(await figure(page, 'figures-today', 'bonuses').textContent()).toBe('¥50.00');
    expect(await figure(page, 'figures-today', 'activeMembers').textContent()).toBe('3');
    expect(await figure(page, 'figures-yesterday', 'validBet').textContent()).toBe('¥0.00');
    expect(await page.getByTestId('chart-total').textContent()).toBe('¥210.00');
    expect(await page.getByTestId('agent-chart').locator('rect').count()).toBe(30);
  });

  it('register centre: the affiliate code, its link and QR code, and who registered', async () => {
    await openPage(page, 'Register centre');
    await page.getByTestId('agent-register').waitFor();
    expect(await page.getByTestId('affiliate-code').textContent()).toBe(DEMO_ACCOUNTS.agent.referralCode);
    expect(await page.getByTestId('affiliate-link').textContent()).toBe(
      `${site.url}/register?affiliateCode=${DEMO_ACCOUNTS.agent.referralCode}`,
    );
    await page.getByRole('img', { name: 'QR code of the register link' }).waitFor();
    expect(await page.getByTestId('registrations-total').textContent()).toBe('1');
    expect(await page.getByTestId('registration-row').allTextContents()).toEqual([expect.stringContaining('e2e_p2')]);
  });

  it('downline management: figures per downline, down a level and back up, search', async () => {
    await openPage(page, 'Downline management');
    await page.getByTestId('agent-downlines').waitFor();
    const lead = page.locator('[data-testid="downline-row"][data-username="e2e_lead"]');
    expect(await lead.locator('[data-figure="validBet"]').textContent()).toBe('¥140.00');
    expect(await lead.locator('[data-figure="winLoss"]').textContent()).toBe('+¥110.00');
    const totals = page.getByTestId('downline-totals');
    expect(await totals.locator('[data-figure="validBet"]').textContent()).toBe('¥210.00');
    expect(await totals.locator('[data-figure="winLoss"]').textContent()).toBe('+¥45.00');
    // A direct downline keeps its transfer action.
    await lead.getByRole('link', { name: 'Transfer' }).waitFor();

    await page.getByRole('button', { name: 'Open the downlines of e2e_lead' }).click();
    const crumbs = page.getByRole('navigation', { name: 'Team levels' });
    await crumbs.getByText('e2e_lead').waitFor();
    await fresh(page);
    expect(await page.getByTestId('downline-row').evaluateAll((rows) => rows.map((r) => r.dataset.username))).toEqual([
      'e2e_p1',
    ]);
    expect(await totals.locator('[data-figure="validBet"]').textContent()).toBe('¥140.00');
    await crumbs.getByRole('button', { name: DEMO_ACCOUNTS.agent.username }).click();
    await lead.waitFor();

    await page.getByRole('textbox', { name: 'Username' }).fill('p1');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('agent › e2e_lead').waitFor();
    await fresh(page);
    expect(await page.getByTestId('downline-row').count()).toBe(1);

    // A direct downline's Transfer opens the member centre's transfer with that downline chosen.
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await lead.getByRole('link', { name: 'Transfer' }).click();
    const to = page.getByTestId('transfer-panel').getByRole('combobox', { name: 'Send to' });
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="transfer-panel"] select') as HTMLSelectElement | null)?.value ===
        'e2e_lead',
    );
    expect(await to.inputValue()).toBe('e2e_lead');
    await page.goBack();
    await page.getByTestId('agent-downlines').waitFor();
  });

  it('team betting: totals, a member filter and a bet in detail', async () => {
    await openPage(page, 'Team betting');
    await page.getByTestId('agent-team-bets').waitFor();
    expect(await figure(page, 'team-bet-totals', 'count').textContent()).toBe('4');
    expect(await figure(page, 'team-bet-totals', 'stake').textContent()).toBe('¥210.00');
    expect(await figure(page, 'team-bet-totals', 'winLoss').textContent()).toBe('+¥45.00');
    expect(await page.getByTestId('team-bet-row').count()).toBe(4);

    await page.getByRole('textbox', { name: 'Member' }).fill('e2e_p1');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="team-bet-row"]').length === 2);
    await fresh(page);
    expect(await figure(page, 'team-bet-totals', 'stake').textContent()).toBe('¥140.00');
    expect(await figure(page, 'team-bet-totals', 'winLoss').textContent()).toBe('+¥110.00');

    await page.getByRole('combobox', { name: 'Category' }).selectOption('LIVE');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="team-bet-row"]').length === 1);
    await page.getByTestId('team-bet-row').getByRole('button').click();
    const dialog = page.getByTestId('bet-detail-dialog');
    await dialog.getByTestId('bet-detail').waitFor();
    const detail = await dialog.getByTestId('bet-detail').textContent();
    expect(detail).toContain('e2e_p1');
    expect(detail).toContain('Team Live');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('user loss: each downline, biggest loss first, with totals', async () => {
    await openPage(page, 'User loss');
    await page.getByTestId('agent-user-loss').waitFor();
    const rows = page.getByTestId('loss-row');
    await rows.first().waitFor();
    expect(await rows.evaluateAll((r) => r.map((row) => row.dataset.username))).toEqual(['e2e_p2', 'demo', 'e2e_p1']);
    expect(await rows.first().locator('[data-figure="net"]').textContent()).toBe('−¥60.00');
    expect(await rows.last().locator('[data-figure="net"]').textContent()).toBe('+¥130.00');
    expect(await page.getByTestId('loss-totals').locator('[data-figure="net"]').textContent()).toBe('+¥65.00');
  });

  it('account details: the agent’s own entries', async () => {
    await openPage(page, 'Account details');
    await page.getByTestId('agent-account').waitFor();
    await page.getByTestId('account-row').first().waitFor();
    expect(await page.getByTestId('account-total').textContent()).toBe('1');
    expect(await page.getByTestId('account-row').textContent()).toContain('+¥30.00');
  });

  it('fits a phone: no page scrolls sideways', async () => {
    const context = await site.context({ viewport: phone });
    const small = await context.newPage();
    await small.goto(`${site.url}/agent`);
    await logInAsDemoAgent(small);
    for (const name of [
      'Team overview',
      'Register centre',
      'Downline management',
      'Team betting',
      'User loss',
      'Account details',
    ]) {
      await openPage(small, name);
      await small.locator('.agent-report').waitFor();
      await small.locator('.agent-report [aria-busy]').first().waitFor({ state: 'detached' });
      const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, name).toBeLessThanOrEqual(0);
    }
    await context.close();
  });

  it('announcements: the agent notice an operator publishes in the console, which players never get', async () => {
    await openPage(page, 'Announcements');
    const board = page.getByTestId('agent-announcements');
    await board.getByText('No announcements for agents yet').waitFor();

    // The operator writes an agent notice: no platforms and no link to choose.
    const operator = await site.open('/console');
    await operator.getByRole('textbox', { name: 'Username' }).fill(DEMO_ACCOUNTS.operator.username);
    await operator.getByLabel('Password').fill(DEMO_ACCOUNTS.operator.password);
    await operator.getByTestId('console-login-submit').click();
    await operator.locator('.console__bar').waitFor();
    await operator
      .getByRole('navigation', { name: 'Operator console' })
      .getByRole('button', { name: 'Announcements', exact: true })
      .click();
    await operator.locator('[data-kind="agent"]').click();
    await operator.getByTestId('announcement-new').click();
    const editor = operator.getByTestId('announcement-editor');
    await editor.getByRole('heading', { name: 'New agent notice' }).waitFor();
    expect(await editor.getByText('Platforms', { exact: true }).count()).toBe(0);
    expect(await editor.getByRole('combobox', { name: 'Link' }).count()).toBe(0);
    await editor.getByRole('textbox', { name: 'Title (English)' }).fill('Commission rules from December');
    await editor
      .getByTestId('content-html-en')
      .fill('<p>New tiers start on <strong>1 December</strong>.</p><script>window.hacked = 1</script>');
    await editor.getByTestId('announcement-save').click();
    const row = operator.getByTestId('console-announcement').filter({ hasText: 'Commission rules from December' });
    await row.waitFor();
    expect(await row.locator('[data-state]').getAttribute('data-state')).toBe('live');
    await operator.context().close();

    // The agent sees it, its content sanitised, once the page is opened again.
    await openPage(page, 'Team overview');
    await openPage(page, 'Announcements');
    await board.getByTestId('announcement-title').filter({ hasText: 'Commission rules from December' }).waitFor();
    const detail = board.getByTestId('announcement-detail');
    await detail.getByText('1 December').waitFor();
    expect(await detail.locator('script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

    // A player: neither the site's announcement list nor the feed carries it.
    const player = await site.open('/', { sessionStorage: { ANONYMOUS_POPUP: 'closed', USER_POPUP: 'closed' } });
    await logInAsDemoMember(player);
    await player.getByTestId('announcements-open').click();
    const dialog = player.getByTestId('announcement-dialog');
    const titles = dialog.getByTestId('announcement-title');
    await titles.first().waitFor();
    // Every page of the list.
    const next = dialog.getByRole('button', { name: 'Next' });
    for (;;) {
      expect(await titles.allTextContents()).not.toContainEqual(expect.stringContaining('Commission rules'));
      if ((await next.count()) === 0 || (await next.isDisabled())) break;
      const first = await titles.first().textContent();
      await next.click();
      await player.waitForFunction(
        (was) =>
          document.querySelector('[data-testid="announcement-dialog"] [data-testid="announcement-title"]')
            ?.textContent !== was,
        first,
      );
    }
    const feed = await player.evaluate(async (merchant) => {
      const res = await fetch('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=A,B,F', {
        headers: { Merchant: merchant, Language: 'EN' },
      });
      return JSON.stringify(await res.json());
    }, DEMO_MERCHANT_CODE);
    expect(feed).toContain('"success":true');
    expect(feed).not.toContain('Commission rules');
    await player.context().close();
  });

  it('register centre: opens a player directly below, who must change the default password first', async () => {
    await openPage(page, 'Register centre');
    const card = page.getByTestId('open-account');
    await card.getByLabel('Username').fill('e2eopened1');
    await card.getByTestId('open-account-submit').click();
    await page.getByText('e2eopened1 opened with the password 123456').waitFor();
    // A taken name is refused on its field.
    await card.getByLabel('Username').fill('e2eopened1');
    await card.getByTestId('open-account-submit').click();
    await card.getByText('This username is already taken').waitFor();
    await openPage(page, 'Downline management');
    await page.getByText('e2eopened1').first().waitFor();
  });
});
