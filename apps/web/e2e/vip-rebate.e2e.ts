import { DEMO_ACCOUNTS } from '@lotus/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The app's decorations of the Fastify instance (its `jobs`), for running the counting job now.
import type {} from '../../server/src/app.ts';
import { games, gameVendors, members } from '../../server/src/db/schema.ts';
import { issueLaunchToken } from '../../server/src/modules/vendors/vendor-fixtures.ts';
import { loginAs } from '../../server/test/auth-helpers.ts';
import { consoleCall, consoleSignIn } from '../../server/test/console-helpers.ts';
import { fundMember } from './support/ledger-fixtures.ts';
import { shoot, shootTall } from './support/shots.ts';
import { desktop, liveEvents, logInAsDemoMember, phone, Site } from './support/site.ts';

/**
 * VIP levels and rebate as a member meets them, against the real jobs: the brand's ladder, a VIP upgrade campaign and
 * rebate on slots; the demo member plays slots until the counting job (every 5 minutes, over bets settled a minute
 * before) lifts them to VIP 2, which the open VIP page shows; they claim the upgrade reward in the reward centre, then
 * the rebate of those bets on the rebate page, and find it in the history and the balance.
 */
let site: Site;
const MEMBER = DEMO_ACCOUNTS.member.username;
/** The counting job, and how far the clock moves to pass its interval and margin. */
const VIP_COUNT_JOB = 'vip-count';
const PAST_COUNTING_MS = 5 * 60_000 + 61_000;

async function operatorCall(method: 'POST' | 'PUT', path: string, body: unknown) {
  const token = await consoleSignIn(site.server.app, DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
  const res = await consoleCall(site.server.app, token, method, path, body);
  expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeLessThan(300);
}

beforeAll(async () => {
  site = await Site.start();
  // Bronze at 10.00 of valid bet, Silver at 20.00; rebate on slots, 1 % at level 0 and 2 % at Silver (turned on
  // before the bets, which only then count).
  await operatorCall('PUT', '/vip/levels', {
    baseName: { EN: 'Member', CN: '会员' },
    levels: [
      { name: { EN: 'Bronze', CN: '青铜' }, upgradeValidBet: '10', upgradeDeposit: '0', keepValidBet: null },
      { name: { EN: 'Silver', CN: '白银' }, upgradeValidBet: '20', upgradeDeposit: '0', keepValidBet: '100' },
    ],
  });
  await operatorCall('POST', '/promotions', {
    kind: 'vip-upgrade',
    title: { EN: 'Level-up rewards', CN: '晋级奖励' },
    summary: { EN: 'A reward for each level you reach', CN: '每晋升一级发放奖励' },
    rules: { EN: '<p>Once per level.</p>' },
    imageUrl: null,
    enabled: true,
    sort: 0,
    startsAt: Date.now() - 60_000,
    endsAt: null,
    audience: { agentLines: [], registeredFrom: null, registeredUntil: null, members: [], vipLevels: [] },
    reward: { type: 'levels', amounts: ['8', '18'] },
    minDeposit: '0',
    terms: { multiple: 0, base: 'bonus', expiryDays: 7, maxBet: null, products: null },
    period: 'once',
    perMemberLimit: null,
    budget: null,
    needsReview: false,
  });
  const slots = (percent: number) => [{ category: 'RNG', percent }];
  await operatorCall('PUT', '/rebate', {
    enabled: true,
    minClaim: '0',
    wageringMultiple: 0,
    autoHour: null,
    rates: [
      { level: 0, categories: slots(1) },
      { level: 1, categories: slots(1.5) },
      { level: 2, categories: slots(2) },
    ],
  });
  await fundMember(site.server.db, MEMBER, 500_00);
});
afterAll(() => site?.stop());

/** The demo vendor's page of a slots game for the member, as the game dialog's frame would show it. */
async function slotsPage(context: BrowserContext) {
  const db = site.server.db.orm;
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.username})`, MEMBER));
  const [game] = await db
    .select({ vendorId: gameVendors.id, secret: gameVendors.secret, gameId: games.id, gameCode: games.gameCode })
    .from(gameVendors)
    .innerJoin(games, eq(games.vendorId, gameVendors.id))
    .where(and(eq(gameVendors.code, 'PG'), eq(games.enabled, true)))
    .limit(1);
  if (!member || !game) throw new Error('the demo seed has no PG game');
  const vendor = { id: game.vendorId, code: 'PG', secret: game.secret, games: new Map([[game.gameCode, game.gameId]]) };
  const token = await issueLaunchToken(site.server.db, {
    vendor,
    memberId: member.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const page = await context.newPage();
  await page.goto(`${site.url}/demo-vendor/PG/play?token=${token}&game=${game.gameCode}&lang=EN`);
  return page;
}

const balanceText = (page: Page) => page.getByTestId('balance-amount').textContent();
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('a member on the way up', () => {
  it('plays to VIP 2, claims its upgrade reward, claims the rebate of the bets, and finds the upgrade in its messages', {
    timeout: 30_000,
  }, async () => {
    const page = await site.open('/');
    await logInAsDemoMember(page);
    await liveEvents(page);
    const menu = page.getByRole('complementary', { name: 'Side menu' });
    await menu.getByRole('link', { name: 'VIP' }).click();
    const current = page.getByTestId('vip-current');
    await current.and(page.locator('[data-level="0"]')).waitFor();

    // Three slots rounds of 10.00: 30.00 of valid bet once settled.
    const game = await slotsPage(page.context());
    for (let round = 0; round < 3; round++) {
      await game.getByRole('button', { name: 'Stake 10', exact: true }).click();
      await game.getByTestId('demo-vendor-result').waitFor();
    }
    await game.close();

    // The counting job's next run, past its margin: the open page moves to Silver and says so.
    await site.advanceClock(PAST_COUNTING_MS);
    expect(await site.server.app.jobs.runNow(VIP_COUNT_JOB)).toBe(true);
    await current.and(page.locator('[data-level="2"]')).waitFor();
    await page.getByText('You reached Silver').waitFor();
    expect(await current.getByTestId('vip-badge').textContent()).toBe('VIP 2Silver');
    expect(await page.getByTestId('vip-next').textContent()).toContain('You are at the highest level');
    // The header's account name carries the level.
    await page.getByTestId('account-menu').getByTestId('vip-badge').waitFor();
    // The upgrade rewards by level, and the way to claim them.
    const rewards = page.getByTestId('vip-rewards');
    expect(await rewards.textContent()).toContain('You have a VIP reward to claim in the reward centre.');
    await rewards.getByRole('button', { name: 'Go to the reward centre' }).click();

    const row = page.getByTestId('reward-row').filter({ hasText: 'Level-up rewards' });
    await row.getByRole('button', { name: 'Claim' }).waitFor();
    expect(await row.getByTestId('reward-note').textContent()).toBe('Pays levels 1–2: claim ¥26.00');
    // The demo's birthday reward, running but not due (no birthday on the profile): waiting, not closed.
    const birthday = page.getByTestId('reward-row').filter({ hasText: 'VIP birthday reward' });
    expect(await birthday.getAttribute('data-state')).toBe('process');
    expect(await birthday.getByTestId('birthday-hint').getAttribute('data-set')).toBe('false');
    const beforeReward = money(await balanceText(page));
    await row.getByRole('button', { name: 'Claim' }).click();
    await page.getByText('¥26.00 added to your balance').waitFor();
    await expect.poll(async () => money(await balanceText(page))).toBe(beforeReward + 26);

    // The rebate of the three rounds, at Silver's 2 % on slots.
    await page.getByRole('tab', { name: 'Rebate' }).click();
    const summary = page.getByTestId('rebate-summary');
    const line = summary.getByTestId('rebate-line').filter({ hasText: 'Slots' });
    await line.waitFor();
    expect(await line.textContent()).toBe('Slots¥30.002.00%¥0.60');
    expect(await summary.getByTestId('rebate-amount').textContent()).toBe('¥0.60');
    const beforeRebate = money(await balanceText(page));
    await summary.getByRole('button', { name: 'Claim rebate' }).click();
    expect(await page.getByTestId('rebate-credited').textContent()).toBe('¥0.60 rebate credited to your balance');
    await summary.getByTestId('rebate-claim-reason').waitFor();
    const paid = page.getByTestId('rebate-record').first();
    await paid.waitFor();
    expect(await paid.getByTestId('rebate-source').textContent()).toBe('Claimed');
    expect(await paid.getByTestId('rebate-record-amount').textContent()).toBe('¥0.60');
    await expect.poll(async () => money(await balanceText(page))).toBe(Math.round((beforeRebate + 0.6) * 100) / 100);

    // The climb also left a message in the member's inbox.
    await page.getByRole('tab', { name: /^Messages/ }).click();
    await page
      .getByTestId('inbox')
      .getByTestId('inbox-item')
      .filter({ hasText: 'Your VIP level went up' })
      .first()
      .waitFor();
    await page.context().close();
  });
});

/**
 * For people to look at (LOTUS_SHOTS_DIR), after the climb above: the VIP page on the way to a third level, the rebate
 * page with a claim to make and the one made in its history, the reward centre with the demo's VIP upgrade reward to
 * claim, and the profile's birthday (being set, confirmed, then set), at both sizes, in both themes and languages.
 */
describe.runIf(process.env.LOTUS_SHOTS_DIR)('screenshots', () => {
  const views = [
    ['desktop', desktop],
    ['phone', phone],
  ] as const;
  const combos = views.flatMap(([size, viewport]) =>
    (['light', 'dark'] as const).flatMap((theme) =>
      (['EN', 'CN'] as const).map((lang) => ({ tag: `${size}-${theme}-${lang.toLowerCase()}`, viewport, theme, lang })),
    ),
  );

  it('shoots the VIP page, the rebate page, the reward centre and the birthday', { timeout: 240_000 }, async () => {
    // A level above Silver (so the page shows the way to it), and rebate on more games than slots.
    await operatorCall('PUT', '/vip/levels', {
      baseName: { EN: 'Member', CN: '会员' },
      levels: [
        { name: { EN: 'Bronze', CN: '青铜' }, upgradeValidBet: '10', upgradeDeposit: '0', keepValidBet: null },
        { name: { EN: 'Silver', CN: '白银' }, upgradeValidBet: '20', upgradeDeposit: '0', keepValidBet: '100' },
        { name: { EN: 'Gold', CN: '黄金' }, upgradeValidBet: '100', upgradeDeposit: '200', keepValidBet: '300' },
      ],
    });
    const games = (slots: number) => [
      { category: 'RNG', percent: slots },
      { category: 'LIVE', percent: slots / 2 },
      { category: 'FISH', percent: slots },
    ];
    await operatorCall('PUT', '/rebate', {
      enabled: true,
      minClaim: '0',
      wageringMultiple: 1,
      autoHour: 4,
      rates: [0, 1, 2, 3].map((level) => ({ level, categories: games(1 + level / 2) })),
    });
    // Two more rounds, past the rebate's settle margin: a rebate to claim beside the one in the history.
    const token = await loginAs(site.server.app);
    const session = { token, account: MEMBER, username: MEMBER, nickname: MEMBER };
    const first = await site.open('/', { sessionStorage: session });
    const game = await slotsPage(first.context());
    for (let round = 0; round < 2; round++) {
      await game.getByRole('button', { name: 'Stake 10', exact: true }).click();
      await game.getByTestId('demo-vendor-result').waitFor();
    }
    await first.context().close();
    await site.advanceClock(61_000);

    for (const { tag, viewport, theme, lang } of combos) {
      const page = await site.open('/member?tab=vip', {
        viewport,
        colorScheme: theme,
        localStorage: { lang, theme },
        sessionStorage: session,
      });
      await page.getByTestId('vip-ladder').waitFor();
      await page.getByTestId('vip-rewards').waitFor();
      await shootTall(page, 'player', `vip-${tag}`);
      await page.goto(`${site.url}/member?tab=manualRebate`);
      await page.getByTestId('rebate-record').first().waitFor();
      await page.getByTestId('rebate-summary-lines').waitFor();
      await page.getByTestId('rebate-rates').waitFor();
      await shootTall(page, 'player', `rebate-${tag}`);
      await page.getByTestId('rebate-record-open').first().click();
      await page.getByTestId('rebate-record-dialog').waitFor();
      await shoot(page, 'player', `rebate-details-${tag}`);
      await page.goto(`${site.url}/member?tab=rewardCenter`);
      await page.getByTestId('reward-row').first().waitFor();
      await shootTall(page, 'player', `reward-centre-${tag}`);
      await page.goto(`${site.url}/member?tab=securityCenter`);
      await page.getByTestId('profile-edit').click();
      await page.getByTestId('profile-birthday').fill('1990-05-12');
      await shoot(page, 'player', `birthday-form-${tag}`);
      await page.getByTestId('profile-save').click();
      await page.getByTestId('birthday-confirm').waitFor();
      await shoot(page, 'player', `birthday-confirm-${tag}`);
      await page.context().close();
    }

    // Once set, the birthday reads only.
    const page = await site.open('/member?tab=securityCenter', { sessionStorage: session });
    await page.getByTestId('profile-edit').click();
    await page.getByTestId('profile-birthday').fill('1990-05-12');
    await page.getByTestId('profile-save').click();
    await page.getByTestId('birthday-confirm-save').click();
    await page.getByTestId('profile-birthday-value').getByText('1990-05-12').waitFor();
    await page.context().close();
    for (const { tag, viewport, theme, lang } of combos) {
      const set = await site.open('/member?tab=securityCenter', {
        viewport,
        colorScheme: theme,
        localStorage: { lang, theme },
        sessionStorage: session,
      });
      await set.getByTestId('profile-birthday-value').waitFor();
      await shoot(set, 'player', `birthday-set-${tag}`);
      await set.context().close();
    }
  });
});
