import { DEMO_ACCOUNTS } from '@lotus/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, send } from '../../server/test/auth-helpers.ts';
import { givePaymentPassword, wagerFor } from './support/ledger-fixtures.ts';
import { liveEvents, logInAsDemoMember, mainNavItem, phone, Site } from './support/site.ts';

/**
 * Promotions as players meet them, against the real engine and the demo brand's seeded campaigns: a guest reads them,
 * the demo member deposits, claims the first-deposit bonus and watches its wagering move as it plays, and an open
 * page takes in a campaign the brand adds meanwhile.
 */
let site: Site;
beforeAll(async () => {
  site = await Site.start();
});
afterAll(() => site?.stop());

const FIRST_DEPOSIT = 'First deposit bonus: 100 % up to 500';
const PAYMENT_PASSWORD = '135790';
const WEEKLY = 'Weekly reload: 20 % up to 200';
const CHECK_IN = 'Daily check-in';
const VIP_UPGRADE = 'VIP upgrade rewards';
const BIRTHDAY = 'VIP birthday reward';
const RAFFLE = 'Deposit raffle: 14 prizes up to 888';

/** The count on the reward centre's tab (0 when the badge is gone). */
const tabBadgeCount = async (page: Page) => {
  const count = page
    .getByRole('tab', { name: /^Reward centre/ })
    .getByTestId('promotion-badge')
    .locator('[aria-hidden]');
  return (await count.count()) === 0 ? 0 : Number(await count.textContent());
};
const titles = (page: Page) => page.locator('.promo-campaign__title').allTextContents();
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function operatorToken(): Promise<string> {
  const res = await fetch(`${site.url}/api/console/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      merchantCode: 'LOTUS',
      username: DEMO_ACCOUNTS.operator.username,
      password: DEMO_ACCOUNTS.operator.password,
    }),
  });
  return ((await res.json()) as { value: { token: string } }).value.token;
}

async function consoleApi(operator: string, path: string, body: unknown) {
  const res = await fetch(`${site.url}/api/console${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: operator },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean };
  expect(json.success, `${path}: ${JSON.stringify(json)}`).toBe(true);
}

/** Pays `amount` in through the demo provider's page, as the cashier does, and waits for the header to show it. */
async function depositOnline(page: Page, amount: string, balanceAfter: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const panel = page.getByTestId('deposit-panel');
  await panel.getByRole('radio', { name: /Online payment/ }).check();
  await panel.getByRole('textbox', { name: 'Amount' }).fill(amount);
  const [payment] = await Promise.all([page.waitForEvent('popup'), panel.getByTestId('deposit-submit').click()]);
  await payment.getByRole('button', { name: 'Pay' }).click();
  await payment.getByRole('heading', { name: 'Payment complete' }).waitFor();
  await payment.close();
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="balance-amount"]')?.textContent === text,
    balanceAfter,
  );
}

/** One round of the house slot, in a page of its own as the game dialog's frame would show it. */
async function playSlotRound(page: Page) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await send(site.server.app, 'launchGame', undefined, {
    token: token ?? '',
    query: { vassalage: 'HOUSE', gameType: 'RNG', gameId: 'lotus-slot', accountType: '1' },
  });
  const url = new URL(res.json().value.content.game_url as string);
  const game = await page.context().newPage();
  await game.goto(`${site.url}${url.pathname}${url.search}`);
  await game.getByTestId('house-play').click();
  await game.getByTestId('house-round').first().waitFor();
  const stake = Number(await game.getByTestId('house-round').first().getAttribute('data-stake'));
  await game.close();
  return stake;
}

describe('promotions for a guest', () => {
  it('lists the seeded campaigns by category, and a card opens its details with the terms', async () => {
    const page = await site.open('/promotions');
    await page.getByTestId('promotion-card').nth(4).waitFor();
    expect(await titles(page)).toEqual([FIRST_DEPOSIT, WEEKLY, CHECK_IN, VIP_UPGRADE, BIRTHDAY, RAFFLE]);
    const first = page.getByTestId('promotion-card').first();
    expect(await first.getByTestId('promotion-state').textContent()).toBe('Open');
    expect(await first.getByTestId('promotion-action').textContent()).toBe('Log in to take part');

    await page.getByRole('tab', { name: 'Daily' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="promotion-card"]').length === 1);
    expect(await titles(page)).toEqual([CHECK_IN]);
    await page.getByRole('tab', { name: 'Deposit bonuses' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="promotion-card"]').length === 2);

    await page.getByRole('button', { name: FIRST_DEPOSIT }).click();
    const dialog = page.getByRole('dialog', { name: FIRST_DEPOSIT });
    const terms = dialog.getByTestId('promotion-terms');
    await terms.waitFor();
    expect(await dialog.getByText('100% of your deposit, up to ¥500.00').count()).toBe(1);
    expect(await dialog.getByText('Your first deposit, of at least ¥100.00').count()).toBe(1);
    expect(await terms.innerText()).toMatch(/Wagering\s+5× the bonus/);
    expect(await terms.innerText()).toMatch(/Time to complete\s+7 days/);
    expect(await terms.innerText()).toMatch(/Largest bet while active\s+¥50\.00/);
    expect(await terms.innerText()).toContain(
      'Slots 100% · Fishing 100% · Live casino 10% · Lottery 50% · E-lottery 50% · other games do not count',
    );
    expect(await terms.innerText()).toContain(
      'If the requirement is not met in 7 days, what is left of the bonus is taken back.',
    );
    expect(await dialog.getByText('Paid at once when claimed').count()).toBe(1);
    // The brand's rules, as safe HTML.
    expect(await dialog.locator('.rich-text strong').first().textContent()).toBe('100.00');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('button', { name: WEEKLY }).click();
    await page.getByRole('dialog', { name: WEEKLY }).getByText('Reviewed by the brand before they are paid').waitFor();
    await page.keyboard.press('Escape');

    // The demo runs VIP levels: their tab holds the upgrade and birthday rewards, each paying by level.
    await page.getByRole('tab', { name: 'VIP' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="promotion-card"]').length === 2);
    expect(await titles(page)).toEqual([VIP_UPGRADE, BIRTHDAY]);
    await page.getByRole('button', { name: VIP_UPGRADE }).click();
    const levels = page.getByRole('dialog', { name: VIP_UPGRADE }).getByTestId('level-rewards');
    expect(await levels.locator('tbody tr').allInnerTexts()).toEqual([
      'VIP 1\t—',
      'VIP 2\t¥18.00',
      'VIP 3\t¥58.00',
      'VIP 4\t¥188.00',
      'VIP 5\t¥588.00',
    ]);
    await page.context().close();
  });
});

describe('the demo member', () => {
  it('deposits, claims the first-deposit bonus, sees its wagering move as it plays, and withdraws once it is wagered', async () => {
    await givePaymentPassword(site.server.db, DEMO_ACCOUNTS.member.username, PAYMENT_PASSWORD);
    const page = await site.open('/');
    await logInAsDemoMember(page);
    await depositOnline(page, '200', '¥200.00');

    // The side menu's reward centre counts what can be joined or claimed; it leads to the member centre's tab.
    const menu = page.getByRole('complementary', { name: 'Side menu' });
    await menu.getByTestId('promotion-badge').waitFor();
    await menu.getByRole('button', { name: /^Reward centre/ }).click();
    const centre = page.getByTestId('reward-centre');
    const row = centre.getByTestId('reward-row').filter({ hasText: FIRST_DEPOSIT });
    await row.getByTestId('promotion-action').getByText('Claim').waitFor();
    expect(await row.getByTestId('reward-note').textContent()).toBe('Your deposit qualifies: claim ¥200.00');
    const before = await tabBadgeCount(page);
    expect(before).toBeGreaterThan(0);

    await row.getByRole('button', { name: 'Claim' }).click();
    await page.getByText('¥200.00 added to your balance').waitFor();
    await row.getByTestId('promotion-state').getByText('Claimed').waitFor();
    expect(await row.getByTestId('reward-note').textContent()).toBe('¥200.00 paid to your balance');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="balance-amount"]')?.textContent === '¥400.00',
    );
    // One fewer to claim: the badge follows the claim's answer.
    await expect.poll(() => tabBadgeCount(page)).toBe(before - 1);

    await page.getByRole('tab', { name: 'Bonus details' }).click();
    const bonus = page.getByTestId('bonus-row').first();
    await bonus.waitFor();
    expect(await bonus.getByTestId('bonus-status').textContent()).toBe('Active');
    expect(await bonus.getByTestId('bonus-amount').textContent()).toBe('¥200.00');
    expect(await bonus.getByTestId('bonus-wagered').textContent()).toBe('¥0.00 of ¥1,000.00 wagered');
    expect(await bonus.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(await bonus.getByTestId('bonus-time-left').textContent()).toMatch(/^[67] d \d+ h left$/);

    // Bets count towards the bonus before the deposit's own requirement, slots in full (100 %): the open page shows
    // the round's stake as wagered.
    await liveEvents(page);
    const stake = await playSlotRound(page);
    expect(stake).toBeGreaterThan(0);
    const wagered = `¥${stake.toFixed(2)} of ¥1,000.00 wagered`;
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="bonus-wagered"]')?.textContent === text,
      wagered,
    );
    expect(Number(await bonus.getByTestId('bonus-wagered').getAttribute('data-wagered'))).toBe(stake);

    // Bonus money stays until it is wagered: the withdrawal form says so and waits.
    await page.getByRole('banner').getByRole('button', { name: 'Withdraw' }).click();
    const panel = page.getByTestId('withdraw-panel');
    await panel.getByRole('button', { name: 'Add a bank account' }).click();
    await panel.getByRole('textbox', { name: 'Bank' }).fill('China Merchants Bank');
    await panel.getByRole('textbox', { name: 'Account number' }).fill('6222 0200 8888 1234');
    await panel.getByTestId('bank-accounts').getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await panel.getByTestId('bank-bind-submit').click();
    await panel.getByTestId('bank-accounts').getByText('**** 1234').waitFor();
    expect(await panel.getByTestId('withdraw-turnover').textContent()).toMatch(/ask for ¥[\d,.]+ more in valid bets/);
    expect(await panel.getByTestId('withdraw-submit').isDisabled()).toBe(true);

    // The rest of the wagering, as settled bets count it; then the money may leave.
    await wagerFor(site.server.db, DEMO_ACCOUNTS.member.username, 200_000);
    await page.reload();
    await panel.getByRole('combobox', { name: 'To account' }).waitFor();
    expect(await panel.getByTestId('withdraw-turnover').count()).toBe(0);
    await panel.getByRole('textbox', { name: 'Amount' }).fill('150');
    await panel.locator('form.withdraw-panel__form').getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await panel.getByTestId('withdraw-submit').click();
    await page.getByText('Withdrawal of ¥150.00 requested').waitFor();
    await page.context().close();
  });

  it('shows on an open promotions page, without a reload, a campaign the brand adds meanwhile; an announcement of it leads to the reward centre', async () => {
    const page = await site.open('/');
    await logInAsDemoMember(page);
    await mainNavItem(page, 'Promotions');
    await page.getByTestId('promotion-card').nth(2).waitFor();
    const cards = await page.getByTestId('promotion-card').count();
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    await liveEvents(page);

    const operator = await operatorToken();
    await consoleApi(operator, '/promotions', {
      kind: 'reload',
      title: { EN: 'Lantern festival reload', CN: '元宵续存' },
      summary: { EN: 'A fixed 8.88 on a deposit of 50 or more', CN: '存款 50 或以上送 8.88' },
      rules: { EN: '<p>Once a week.</p>' },
      imageUrl: null,
      enabled: true,
      sort: 9,
      startsAt: Date.now() - 60_000,
      endsAt: null,
      audience: { agentLines: [], registeredFrom: null, registeredUntil: null, members: [] },
      reward: { type: 'fixed', amount: '8.88' },
      minDeposit: '50',
      terms: { multiple: 2, base: 'bonus', expiryDays: 3, maxBet: null, products: null },
      period: 'week',
      perMemberLimit: null,
      budget: null,
      needsReview: false,
    });

    const added = page.getByTestId('promotion-card').filter({ hasText: 'Lantern festival reload' });
    await added.waitFor();
    expect(await page.getByTestId('promotion-card').count()).toBe(cards + 1);
    expect(await added.getByTestId('promotion-action').textContent()).toBe('Join');
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

    // A promotion announcement leads to the reward centre, which now has the campaign too.
    await consoleApi(operator, '/content/announcements', {
      kind: 'promotion',
      title: { EN: 'Lantern festival is here', CN: '元宵活动来了' },
      content: { EN: '<p>Join the lantern festival reload.</p>' },
      execution: null,
      promotionType: 'reload',
      platforms: null,
      linkageType: 'NONE',
      linkTarget: null,
      sort: 0,
      enabled: true,
      activeFrom: null,
      activeUntil: null,
      languages: null,
    });
    await page.getByTestId('announcements-open').click();
    const board = page.getByTestId('announcement-dialog');
    await board.getByTestId('announcement-title').filter({ hasText: 'Lantern festival is here' }).click();
    await board.getByTestId('announcement-reward-centre').click();
    await board.waitFor({ state: 'detached' });
    await page
      .getByTestId('reward-centre')
      .getByTestId('reward-row')
      .filter({ hasText: 'Lantern festival reload' })
      .waitFor();
    expect(new URL(page.url()).search).toBe('?tab=rewardCenter');
    await page.context().close();
  });
});

describe('on a phone in Chinese', () => {
  it('the promotions page, a campaign, the reward centre and bonus details fit the screen', async () => {
    const token = await loginAs(site.server.app);
    const page = await site.open('/promotions', {
      viewport: phone,
      localStorage: { lang: 'CN' },
      sessionStorage: { token, account: 'demo', username: 'demo', nickname: 'demo' },
    });
    await page.getByTestId('promotion-card').nth(2).waitFor();
    await page.getByRole('tab', { name: '存款红利' }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByTestId('promotion-card').first().locator('.promo-campaign__open').click();
    const dialog = page.getByTestId('promotion-dialog');
    await dialog.getByText('如 7 天内未完成流水要求，剩余红利将被收回。').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');

    for (const tab of ['rewardCenter', 'bonusDetails']) {
      await page.goto(`${site.url}/member?tab=${tab}`);
      await page
        .getByTestId(tab === 'rewardCenter' ? 'reward-row' : 'bonus-row')
        .first()
        .waitFor();
      expect(await horizontalOverflow(page), tab).toBeLessThanOrEqual(0);
    }
    // Every control of the reward centre is a full touch target.
    await page.goto(`${site.url}/member?tab=rewardCenter`);
    const actions = page.getByTestId('reward-row').getByTestId('promotion-action');
    await actions.first().waitFor();
    for (const box of await actions.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) {
      expect(box).toBeGreaterThanOrEqual(44);
    }
    await page.context().close();
  });
});
