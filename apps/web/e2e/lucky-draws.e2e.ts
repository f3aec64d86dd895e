import type { PromotionList, PromotionView } from '@lotus/contract';
import { DEMO_MERCHANT_CODE, defaultAuthSettings } from '@lotus/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The app's decorations of the Fastify instance (its `jobs`), for running the draw now.
import type {} from '../../server/src/app.ts';
import { updateMerchantSettings } from '../../server/src/modules/system/merchant-settings.ts';
import { loginAs, send } from '../../server/test/auth-helpers.ts';
import { newMember } from '../../server/test/profile-helpers.ts';
import { shoot, shootTall, shotViews } from './support/shots.ts';
import { type ContextOptions, logInAsDemoMember, mainNavItem, phone, Site, settled } from './support/site.ts';

/**
 * The lucky draws as a member meets them, against the real engine and the demo's raffle and red-packet rain: a guest
 * reads both and is asked to log in; the demo member joins the raffle, deposits through the cashier and sees the
 * tickets, wins once the clock passes the end and the draw job runs, claims the prize, finds the bonus and checks the
 * draw on the proof page; then the server's clock moves into the rain, the open page opens it, and the member grabs a
 * packet.
 */
let site: Site;
const RAFFLE = 'Deposit raffle: 14 prizes up to 888';
const RAIN = 'Red-packet rain at 20:00';
/** The draw takes raffles ended at least a minute ago. */
const DRAW_MARGIN_MS = 61_000;

const shooting = Boolean(process.env.LOTUS_SHOTS_DIR);
/** Screenshots in every view take minutes. */
const timeout = shooting ? 400_000 : 60_000;

async function serverNow(): Promise<number> {
  const res = await fetch(`${site.url}/test/clock`);
  return ((await res.json()) as { now: number }).now;
}

/** The campaigns as the server answers them: a member's (`token`) or a guest's. */
async function campaigns(token?: string): Promise<PromotionView[]> {
  const res = token
    ? await send(site.server.app, 'rewardCenter', undefined, { token })
    : await send(site.server.app, 'promotionList');
  const answer = res.json() as { success: boolean; value: PromotionList };
  if (!answer.success) throw new Error(`the campaigns were refused: ${res.body}`);
  return answer.value.list;
}

async function campaign(title: string, token?: string): Promise<PromotionView> {
  const found = (await campaigns(token)).find((p) => p.title === title);
  if (!found) throw new Error(`no campaign ${title}`);
  return found;
}

/** Moves the server's clock to `at` (epoch ms, on its clock). */
async function moveClockTo(at: number) {
  await site.advanceClock(at - (await serverNow()));
}

/** The start of the next rain not falling yet, by the server's clock (moved past a rain that falls now). */
async function nextRainStart(token?: string): Promise<number> {
  let { rain } = await campaign(RAIN, token);
  if (rain?.nextStartsAt && rain.nextEndsAt && rain.nextStartsAt <= (await serverNow())) {
    await moveClockTo(rain.nextEndsAt + 1_000);
    ({ rain } = await campaign(RAIN, token));
  }
  if (!rain?.nextStartsAt) throw new Error('the rain has no next start');
  return rain.nextStartsAt;
}

beforeAll(async () => {
  site = await Site.start({ rain: true });
  // Sessions last a day without a request: an open page lives through the clock's jump to the next rain.
  await updateMerchantSettings(site.server.db, DEMO_MERCHANT_CODE, {
    auth: { ...defaultAuthSettings, sessionIdleMinutes: 24 * 60, sessionAbsoluteHours: 48 },
  });
  // The demo's rain falls at a real hour: a suite run during it starts past it, so the raffle's pages stay uncovered.
  await nextRainStart();
});
afterAll(() => site?.stop());

const memberSession = (token: string, username = 'demo') => ({
  token,
  account: username,
  username,
  nickname: username,
});
const card = (page: Page, title: string) => page.getByTestId('promotion-card').filter({ hasText: title });
const balance = (page: Page) => page.getByTestId('balance-amount').textContent();
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The promotions page's Lucky draws tab with its two cards. */
async function luckyDraws(page: Page, tab = 'Lucky draws') {
  await page.getByRole('tab', { name: tab }).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="promotion-card"]').length === 2);
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

/**
 * For people to look at (LOTUS_SHOTS_DIR): `visit` on a page at `path` in every view of the matrix, as the member of
 * `session` (one per view when a function). Nothing without the folder.
 */
async function inEveryView(
  path: string,
  session: ContextOptions['sessionStorage'] | ((tag: string) => Promise<ContextOptions['sessionStorage']>),
  visit: (page: Page, tag: string, lang: 'EN' | 'CN') => Promise<void>,
) {
  if (!shooting) return;
  for (const { tag, viewport, theme, lang } of shotViews) {
    const page = await site.open(path, {
      viewport,
      colorScheme: theme,
      localStorage: { lang, theme },
      sessionStorage: typeof session === 'function' ? await session(tag) : session,
    });
    await visit(page, tag, lang);
    await page.context().close();
  }
}

const luckyTab = (lang: 'EN' | 'CN') => (lang === 'EN' ? 'Lucky draws' : '幸运活动');

describe('a guest', () => {
  it('sees the raffle and the red packet among the lucky draws, and is asked to log in to take part', async () => {
    const page = await site.open('/promotions');
    await luckyDraws(page);
    expect(await page.locator('.promo-campaign__title').allTextContents()).toEqual([RAFFLE, RAIN]);
    for (const title of [RAFFLE, RAIN]) {
      const action = card(page, title).getByTestId('promotion-action');
      expect(await action.textContent()).toBe('Log in to take part');
      await action.click();
      const login = page.getByRole('dialog', { name: 'Login' });
      await login.waitFor();
      await login.getByRole('button', { name: 'Close' }).first().click();
      await login.waitFor({ state: 'detached' });
    }
    // The raffle's details show the prizes and the commitment, with nothing of the member's.
    await page.getByRole('button', { name: RAFFLE }).click();
    const dialog = page.getByRole('dialog', { name: RAFFLE });
    await dialog.getByTestId('raffle-facts').waitFor();
    expect(await dialog.getByTestId('raffle-prizes').locator('tr').allInnerTexts()).toEqual([
      '1st prize\t¥888.00 × 1',
      '2nd prize\t¥188.00 × 3',
      '3rd prize\t¥38.00 × 10',
    ]);
    expect(await dialog.getByTestId('raffle-seed-hash').textContent()).toMatch(/^[0-9a-f]{64}$/);
    expect(await dialog.getByTestId('raffle-tickets').count()).toBe(0);
    await page.context().close();
  });
});

describe('the demo member', () => {
  it('joins the raffle, deposits for tickets, wins the draw, claims the prize and verifies the draw', {
    timeout,
  }, async () => {
    let page = await site.open('/promotions');
    await logInAsDemoMember(page);
    await luckyDraws(page);
    let raffleCard = card(page, RAFFLE);
    expect(await raffleCard.getByTestId('promotion-action').getAttribute('data-action')).toBe('join');

    await page.getByRole('button', { name: RAFFLE }).click();
    let dialog = page.getByRole('dialog', { name: RAFFLE });
    await dialog.getByTestId('promotion-action').filter({ hasText: 'Join' }).click();
    await dialog.getByTestId('raffle-tickets').getByText('0', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // 200.00 through the cashier: two tickets of 100.00.
    await depositOnline(page, '200', '¥200.00');
    await mainNavItem(page, 'Promotions');
    await luckyDraws(page);
    await page.getByRole('button', { name: RAFFLE }).click();
    await dialog.getByTestId('raffle-tickets').getByText('2', { exact: true }).waitFor();
    expect(await dialog.getByTestId('raffle-result').count()).toBe(0);
    await page.keyboard.press('Escape');

    const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
    let session = memberSession(token);
    await inEveryView('/promotions', session, async (view, tag, lang) => {
      await luckyDraws(view, luckyTab(lang));
      await shootTall(view, 'player', `lucky-draws-${tag}`);
      await card(view, lang === 'EN' ? RAFFLE : '存款抽奖')
        .locator('.promo-campaign__open')
        .click();
      await view.getByTestId('raffle-tickets').waitFor();
      await shoot(view, 'player', `raffle-before-draw-${tag}`);
    });

    // Past the end, the draw job: the only entry with tickets takes the first prize. Days on, the member logs in
    // again and finds it.
    const { raffle } = await campaign(RAFFLE, token);
    await page.context().close();
    await moveClockTo((raffle?.drawAt ?? 0) + DRAW_MARGIN_MS);
    expect(await site.server.app.jobs.runNow('raffle-draw')).toBe(true);
    // The raffle ends five days after the seed, at the hour the suite started: past a rain falling then.
    await nextRainStart();
    page = await site.open('/promotions');
    await logInAsDemoMember(page);
    await luckyDraws(page);
    dialog = page.getByRole('dialog', { name: RAFFLE });
    raffleCard = card(page, RAFFLE);
    session = memberSession((await page.evaluate(() => sessionStorage.getItem('token'))) ?? '');
    const claim = raffleCard.getByTestId('promotion-action').and(page.locator('[data-action="claimPrize"]'));
    await claim.waitFor();
    expect(await claim.textContent()).toBe('Claim prize');

    await page.getByRole('button', { name: RAFFLE }).click();
    const result = dialog.getByTestId('raffle-result');
    await result.waitFor();
    expect(await result.getAttribute('data-won')).toBe('true');
    expect(await result.textContent()).toContain('¥888.00');
    expect(await dialog.getByTestId('raffle-seed').textContent()).toMatch(/^[0-9a-f]{64}$/);
    await inEveryView('/promotions', session, async (view, tag, lang) => {
      await luckyDraws(view, luckyTab(lang));
      await card(view, lang === 'EN' ? RAFFLE : '存款抽奖')
        .locator('.promo-campaign__open')
        .click();
      // The result, the revealed seed and the way to verify, rather than the top of the dialog.
      await view.getByTestId('raffle-verify').scrollIntoViewIfNeeded();
      await shoot(view, 'player', `raffle-won-${tag}`);
    });

    // The prize is claimed through the raffle's own endpoint.
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/wps/relay/MCS2_claimRafflePromotion')),
      dialog.getByTestId('promotion-action').filter({ hasText: 'Claim prize' }).click(),
    ]);
    expect(request.method()).toBe('POST');
    expect(request.headers()['idempotency-key']).toBeTruthy();
    await page.getByText('¥888.00 added to your balance').waitFor();
    await dialog.getByTestId('promotion-state').getByText('Claimed').waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="balance-amount"]')?.textContent === '¥1,088.00',
    );

    // Verify the draw: the proof page recomputes it in the browser.
    await dialog.getByTestId('raffle-verify').click();
    await page.waitForURL(/\/fairness\?raffle=\d+$/);
    const proof = page.getByTestId('fairness-raffle');
    await proof.getByTestId('raffle-proof-match').waitFor();
    expect(await proof.getByTestId('raffle-proof-hash').getAttribute('data-ok')).toBe('true');
    expect(await proof.getByTestId('raffle-proof-hash').textContent()).toBe('matches the published hash');
    expect(await proof.getByTestId('raffle-proof-match').getAttribute('data-ok')).toBe('true');
    expect(await proof.getByTestId('raffle-proof-match').textContent()).toBe(
      'Drawn again from the seed: the same winners as published',
    );
    expect(await proof.getByTestId('raffle-proof-own').textContent()).toContain('¥888.00');
    const proofPath = new URL(page.url()).pathname + new URL(page.url()).search;
    await inEveryView(proofPath, session, async (view, tag) => {
      await view.getByTestId('raffle-proof-match').waitFor();
      await shootTall(view, 'player', `raffle-proof-${tag}`);
    });

    // The prize is a bonus, wagered once.
    await page.goto(`${site.url}/member?tab=bonusDetails`);
    const bonus = page.getByTestId('bonus-row').filter({ hasText: RAFFLE });
    await bonus.waitFor();
    expect(await bonus.getByTestId('bonus-status').textContent()).toBe('Active');
    expect(await bonus.getByTestId('bonus-amount').textContent()).toBe('¥888.00');
    expect(await bonus.getByTestId('bonus-wagered').textContent()).toBe('¥0.00 of ¥888.00 wagered');
    await page.context().close();
  });

  it('on a phone finds the falling packets within reach and large enough to press', async () => {
    const token = await loginAs(site.server.app);
    await moveClockTo((await nextRainStart(token)) + 2_000);
    const page = await site.open('/promotions', { viewport: phone, sessionStorage: memberSession(token) });
    const overlay = page.getByTestId('rain-overlay');
    await overlay.waitFor();
    const packets = overlay.getByTestId('rain-packet');
    expect(await packets.count()).toBe(12);
    const boxes = await packets.evaluateAll((els) =>
      els.map((el) => {
        const box = el.getBoundingClientRect();
        return { left: box.left, right: box.right, width: box.width, height: box.height };
      }),
    );
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(phone.width);
    }
    await packets.first().click({ trial: true });
    await page.context().close();
  });

  it('sees the rain open on the open page when it starts, closes and reopens it, and grabs a packet', {
    timeout,
  }, async () => {
    // The rain of the test before is over: the next one, a day on.
    const start = await nextRainStart();
    const context = await site.context();
    const page = await context.newPage();
    // The page's own clock, moved as far as the server's: its timer for the rain's start then fires.
    await page.clock.install();
    await page.goto(`${site.url}/promotions`);
    await settled(page);
    await logInAsDemoMember(page);
    await luckyDraws(page);
    // The server up to a few seconds before the rain; the member opens the reward centre (the campaigns read again).
    await moveClockTo(start - 5_000);
    await page
      .getByRole('complementary', { name: 'Side menu' })
      .getByRole('button', { name: /^Reward centre/ })
      .click();
    const row = page.getByTestId('reward-row').filter({ hasText: RAIN });
    await row.and(page.locator('[data-state="process"]')).waitFor();
    expect(await page.getByTestId('rain-overlay').count()).toBe(0);
    const before = money(await balance(page));

    await site.advanceClock(6_000);
    await page.clock.runFor(6_000);
    const overlay = page.getByRole('dialog', { name: 'Red-packet rain' });
    await overlay.waitFor();

    // Closed, it leaves a button that opens it again while the rain falls.
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    const reopen = page.getByTestId('rain-reopen');
    await reopen.waitFor();
    expect(await reopen.getAttribute('aria-label')).toBe('Red packets are falling: open the rain');
    await reopen.click();
    await overlay.waitFor();

    await overlay.getByRole('button', { name: 'Grab red packet 3 of 12' }).click();
    const won = page.getByTestId('rain-won');
    const amountText = await won.getByTestId('rain-won-amount').textContent();
    const amount = money(amountText);
    expect(amount).toBeGreaterThanOrEqual(1);
    expect(amount).toBeLessThanOrEqual(8.88);
    await expect.poll(async () => money(await balance(page))).toBe(Math.round((before + amount) * 100) / 100);
    await won.getByRole('button', { name: 'Great' }).click();
    await won.waitFor({ state: 'detached' });
    // Grabbed: the rain stays closed, with no button to open it, and the reward centre says what was grabbed.
    await row.and(page.locator('[data-state="claimed"]')).waitFor();
    expect(await page.getByTestId('rain-overlay').count()).toBe(0);
    expect(await page.getByTestId('rain-reopen').count()).toBe(0);
    await page.reload();
    await settled(page);
    await row.and(page.locator('[data-state="claimed"]')).waitFor();
    expect(await page.getByTestId('rain-overlay').count()).toBe(0);

    // For people to look at: the rain over the Lucky draws tab, and a grab's result (a member of its own per view:
    // one packet per member per rain).
    const watching = shooting ? await loginSession() : {};
    await inEveryView('/promotions', watching, async (view, tag) => {
      await view.getByTestId('rain-overlay').waitFor();
      await shoot(view, 'player', `rain-overlay-${tag}`);
    });
    await inEveryView('/promotions', loginSession, async (view, tag) => {
      await view.getByTestId('rain-packet').first().click();
      await view.getByTestId('rain-won-amount').waitFor();
      await shoot(view, 'player', `rain-grabbed-${tag}`);
    });
    await context.close();
  });
});

/** A new member of their own, logged in: the session a page starts with. */
async function loginSession() {
  const member = await newMember(site.server.db);
  return memberSession(await loginAs(site.server.app, member), member.username);
}
