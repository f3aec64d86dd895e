import { DEMO_ACCOUNTS } from '@lotus/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember } from './support/ledger-fixtures.ts';
import { addSureLine, headerBalance, withBettingTime } from './support/lottery-page.ts';
import { shoot } from './support/shots.ts';
import { logInAsDemoMember, phone, Site } from './support/site.ts';

/**
 * Taking bets back in the member's bet list of the 5-minute game: Cancel asks first (and keeping the bet changes
 * nothing), and a chase is stopped as a whole in one step, after a question that says what comes back.
 */
let site: Site;

beforeAll(async () => {
  site = await Site.start({ lottery: true });
  await fundMember(site.server.db, DEMO_ACCOUNTS.member.username, 1_000_00);
});
afterAll(() => site?.stop());

const waitForBalance = (page: Page, value: number) =>
  page.waitForFunction(
    (expected) => {
      const text = document.querySelector('[data-testid="balance-amount"]')?.textContent ?? '';
      return Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100) === expected;
    },
    value,
    { timeout: 15_000 },
  );

describe('lottery bet list', () => {
  it('asks before a cancel, and stops a whole chase in one step', async () => {
    const page = await site.open('/');
    await logInAsDemoMember(page);
    await page.goto(`${site.url}/lottery`);
    await page.getByTestId('lottery-menu-game').filter({ hasText: 'Lucky 5' }).click();
    const game = page.locator('[data-testid="lottery-game"][data-game="lucky-5"]');
    await game.waitFor();
    // Time enough to place and take back before betting closes.
    await withBettingTime(site, page, game, 90);
    const before = await headerBalance(page);
    await page.getByRole('tab', { name: 'My bets' }).click();

    // One bet: Cancel asks; keeping it changes nothing, confirming gives the stake back.
    await addSureLine(page);
    await page.getByTestId('lottery-place').click();
    const single = page.locator('[data-testid="lottery-bet"][data-status="open"]:not([data-chase])').first();
    await single.waitFor();
    await waitForBalance(page, before - 20_00);
    await single.getByTestId('lottery-bet-cancel').click();
    const confirm = page.getByTestId('lottery-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('20.00');
    await shoot(page, 'lottery', 'confirm-cancel');
    await page.getByTestId('lottery-confirm-keep').click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await single.getAttribute('data-status')).toBe('open');
    expect(await headerBalance(page)).toBe(before - 20_00);
    await single.getByTestId('lottery-bet-cancel').click();
    await page.getByTestId('lottery-confirm-go').click();
    await page.locator('[data-testid="lottery-bet"][data-status="cancelled"]:not([data-chase])').first().waitFor();
    await waitForBalance(page, before);

    // A chase of three periods: Stop chase asks, naming the three periods and the 60.00 that comes back.
    await addSureLine(page);
    await page.getByTestId('lottery-chase').check();
    await page.getByTestId('lottery-chase-periods').fill('3');
    await page.getByTestId('lottery-place').click();
    const chased = page.locator('[data-testid="lottery-bet"][data-chase][data-status="open"]');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="lottery-bet"][data-chase][data-status="open"]').length === 3,
    );
    await waitForBalance(page, before - 60_00);
    // One Stop chase for the chase, not one per period.
    expect(await page.getByTestId('lottery-chase-stop').count()).toBe(1);
    await page.getByTestId('lottery-chase-stop').click();
    await confirm.waitFor();
    const question = (await confirm.textContent()) ?? '';
    expect(question).toContain('3 periods');
    expect(question).toContain('60.00');
    await shoot(page, 'lottery', 'confirm-stop-chase');
    await page.getByTestId('lottery-confirm-go').click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="lottery-bet"][data-chase][data-status="cancelled"]').length === 3,
      undefined,
      { timeout: 15_000 },
    );
    expect(await chased.count()).toBe(0);
    await waitForBalance(page, before);
    await page.context().close();
  });

  it('offers both actions on a phone, in Chinese', async () => {
    const page = await site.open('/', { viewport: phone, colorScheme: 'light' });
    await logInAsDemoMember(page);
    await page.evaluate(() => localStorage.setItem('lang', 'CN'));
    await page.goto(`${site.url}/lottery?gameCode=lucky-5`);
    const game = page.locator('[data-testid="lottery-game"][data-game="lucky-5"]');
    await game.waitFor();
    await withBettingTime(site, page, game, 90);
    await page.getByTestId('lottery-group-FIXED').click();
    await page.getByTestId('lottery-row').first().getByTestId('lottery-quick-all').click();
    await page.getByTestId('lottery-add').click();
    await page.getByTestId('lottery-open-slip').click();
    await page.getByTestId('lottery-chase').check();
    await page.getByTestId('lottery-chase-periods').fill('2');
    await page.getByTestId('lottery-place').click();
    await page.getByRole('tab', { name: '我的投注' }).click();
    const stop = page.getByTestId('lottery-chase-stop');
    await stop.waitFor();
    await stop.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shoot(page, 'lottery', 'bet-actions-phone-cn');
    await stop.click();
    await page.getByTestId('lottery-confirm').waitFor();
    await shoot(page, 'lottery', 'confirm-stop-chase-phone-cn');
    await page.getByTestId('lottery-confirm-go').click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="lottery-bet"][data-chase][data-status="open"]').length === 0,
      undefined,
      { timeout: 15_000 },
    );
    await page.context().close();
  });
});
