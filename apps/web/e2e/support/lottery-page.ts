import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Site } from './site.ts';

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);

/** The header's balance, in minor units. */
export const headerBalance = async (page: Page) => cents(await page.getByTestId('balance-amount').textContent());

/** What the game's countdown to the close of betting shows, in seconds. */
export async function countdownSeconds(page: Page) {
  const [h = 0, m = 0, s = 0] = ((await page.getByTestId('lottery-countdown').textContent()) ?? '')
    .split(':')
    .map(Number);
  return h * 3600 + m * 60 + s;
}

/**
 * Leaves at least `seconds` of betting on the open period, so a test's slips are not placed into the next one: past
 * the close of a period with less, the server's clock skips to the next period and the page is loaded again.
 */
export async function withBettingTime(site: Site, page: Page, game: Locator, seconds: number) {
  await page.getByTestId('lottery-countdown').waitFor();
  if ((await countdownSeconds(page)) >= seconds) return;
  await site.advanceClock(((await countdownSeconds(page)) + 1) * 1000);
  await page.reload();
  await game.waitFor();
}

/** The sure line: fixed position, all ten digits of the first position (10 bets), added to the slip. */
export async function addSureLine(page: Page) {
  await page.getByTestId('lottery-group-FIXED').click();
  await page.getByTestId('lottery-row').first().getByTestId('lottery-quick-all').click();
  expect(await page.getByTestId('lottery-board-count').textContent()).toContain('10 bets');
  await page.getByTestId('lottery-add').click();
}
