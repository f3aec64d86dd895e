/**
 * Screenshots of the web app for a person to look at: home at desktop and phone sizes in both themes and both
 * languages, the open drawer and dialogs, a few pages, and the maintenance and region-block screens (their boot
 * payload is patched in the browser, so any running server will do).
 *
 *   LOTUS_BASE_URL=http://127.0.0.1:8090 node apps/web/e2e/screenshots.ts [outDir]
 *
 * The output directory defaults to /tmp/shots. `LOTUS_SHOTS=account` stops after the account dialogs and the
 * logged-in header (every size, theme and language); `LOTUS_SHOTS=cashier` shoots only the cashier pages, `LOTUS_SHOTS=console` the operator console,
 * `LOTUS_SHOTS=receipt` the withdrawal receipt (it pays two withdrawals of the demo member first: use a fresh server).
 * `LOTUS_SHOTS=house` the three house games (played once, for real money by the demo member and in free play).
 * `LOTUS_SHOTS=security` the member centre's security centre of the demo member: the page, the profile form and the
 * phone dialog. `LOTUS_SHOTS=games` the game lobby: home and every category page, the favourites of the demo member
 * and the game, maintenance and vendor dialogs. `LOTUS_SHOTS=records` the betting record, a house round's
 * proof and profit and loss of the demo member (it plays demo vendor and house rounds first), and the console's bet
 * search and GGR report. `LOTUS_SHOTS=catalogue` the console's game catalogue page and dialogs (adding a vendor too).
 * `LOTUS_SHOTS=lottery-console` the console's lottery games, a game's edit dialog, a game's periods, a period's bets
 * and exposure and the void dialog (it places bets of the demo member on the daily Vietnam game first).
 * `LOTUS_SHOTS=content` the player site's home banner and notice marquee, a visitors' pop-up (it publishes one), the
 * notice dialog and the announcement dialog with a promotion.
 * `LOTUS_SHOTS=inbox` the member's platform messages (it sends the demo member a message per run), a message, the
 * account menu and the app install guide. `LOTUS_SHOTS=feedback` the feedback form with images, a guest's errors and help.
 * `LOTUS_SHOTS=console-content` the console's banners, announcement editor, help centre, message composer and
 * feedback inbox (it publishes content, sends a message and files feedback first: use a fresh server).
 * `LOTUS_SHOTS=contracts` the contract pop-up of the demo member, the agent's daily wages page and its offer dialog
 * (it offers demo contracts from the agent first).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type EndpointName, endpoints, profileRules } from '@lotus/contract';
import type { Browser, Page } from 'playwright-core';
import { sealV2 } from '../../server/src/platform/payload-encryption/v2-cipher.ts';
import { launchChromium } from './support/browser.ts';
import { gradientPng, solidPng } from './support/png.ts';

const baseUrl = (process.env.LOTUS_BASE_URL ?? 'http://127.0.0.1:8090').replace(/\/$/, '');
const outDir = process.argv[2] ?? '/tmp/shots';

type Theme = 'dark' | 'light';
type Lang = 'EN' | 'CN';
interface Viewport {
  name: 'desktop' | 'phone';
  width: number;
  height: number;
}

const desktop: Viewport = { name: 'desktop', width: 1366, height: 768 };
const phone: Viewport = { name: 'phone', width: 390, height: 844 };

/** A page with the visitor's stored theme and language set before any script runs (as theme-init.js reads them). */
async function openPage(browser: Browser, viewport: Viewport, theme: Theme, lang: Lang, status?: object) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.name === 'phone' ? 2 : 1,
    isMobile: viewport.name === 'phone',
    hasTouch: viewport.name === 'phone',
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    ([t, l]) => {
      localStorage.setItem('theme', t);
      localStorage.setItem('lang', l);
    },
    [theme, lang] as const,
  );
  if (status) {
    // Simulates a merchant in maintenance or a blocked region on top of the real boot payload.
    await context.route('**/wps/system/status', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.value = { ...body.value, ...status };
      await route.fulfill({ response, json: body });
    });
  }
  return context.newPage();
}

/** A logged-in member for header and account screenshots: session keys set, member info and balance stubbed. */
async function loginAsMember(page: Page) {
  const context = page.context();
  await context.addInitScript(() => {
    sessionStorage.setItem('token', 'screenshot-session');
    sessionStorage.setItem('nickname', 'demo');
    sessionStorage.setItem('account', 'demo');
    sessionStorage.setItem('username', 'demo');
  });
  const ok = (value: unknown) => ({ json: { success: true, value } });
  await context.route('**/wps/member/info', (route) =>
    route.fulfill(
      ok({
        id: 1,
        account: 'demo',
        nickname: 'demo',
        type: 0,
        isAgent: false,
        isTrial: false,
        clubLabel: null,
        regDate: Date.now(),
        mobile: null,
        email: null,
        realName: null,
        icon: null,
        hasPassword: true,
        hasPaymentPassword: false,
        totpEnabled: false,
        expiresAt: null,
        lastLoginAt: null,
      }),
    ),
  );
  await context.route('**/wps/v2/wallets/balance', (route) =>
    route.fulfill(
      ok({
        sumBalance: 12345.6,
        balance: [{ accountTypeId: 'MAIN', availBalance: 12345.6 }],
        currency: 'CNY',
        currencySymbol: '¥',
      }),
    ),
  );
  // The security centre, the member centre's first page.
  await context.route('**/wps/member/info/profile', (route) =>
    route.fulfill(
      ok({
        id: 1,
        account: 'demo',
        nickname: 'demo',
        payeeName: null,
        email: null,
        emailVerified: false,
        mobile: null,
        mobileVerified: false,
        qqNum: null,
        line: null,
        whatsapp: null,
        facebook: null,
        wechat: null,
        idNumber: null,
        hasPassword: true,
        hasPaymentPassword: false,
        passwordChangedAt: Date.now(),
        regDate: Date.now(),
        editable: ['nickname', 'payeeName', 'email', 'mobileNum', 'wechat'],
        rules: profileRules({}),
      }),
    ),
  );
  await context.route('**/wps/v2/member/bankAccounts', (route) =>
    route.fulfill(ok({ accounts: [], max: 5, realName: null })),
  );
  // The member centre asks for the wallet model, and the socket would refuse the stand-in token: either would end
  // the stubbed session. The socket stays open and silent instead.
  await context.route('**/wps/relay/GCS_merchantWallet', (route) => route.fulfill(ok({ isSingle: true })));
  await context.routeWebSocket(/\/ws$/, () => {});
}

const labels = {
  EN: {
    sms: 'SMS code',
    username: 'Username',
    agent: 'Log in as agent',
    forgot: 'Forgot password?',
    account: 'Account menu',
    signOut: 'Sign out',
    change: 'Change password',
    pay: 'Payment password',
  },
  CN: {
    sms: '短信验证码',
    username: '用户名',
    agent: '代理登录',
    forgot: '忘记密码？',
    account: '账户菜单',
    signOut: '退出登录',
    change: '修改密码',
    pay: '支付密码',
  },
} as const;

/** Every account dialog and the logged-in header in one theme, language and size. */
async function shootAccountScreens(browser: Browser, viewport: Viewport, theme: Theme, lang: Lang) {
  const tag = `${viewport.name}-${theme}-${lang.toLowerCase()}`;
  const l = labels[lang];
  {
    const page = await openPage(browser, viewport, theme, lang);
    await page.goto(`${baseUrl}/login`);
    await settle(page);
    await shoot(page, `account-login-${tag}`);
    await page.getByRole('tab', { name: l.sms }).click();
    await page.waitForTimeout(300);
    await shoot(page, `account-login-sms-${tag}`);
    await page.getByRole('tab', { name: l.username }).click();
    await page.getByRole('button', { name: l.forgot }).click();
    await page.getByTestId('forgot-password-dialog').waitFor();
    await page.waitForTimeout(300);
    await shoot(page, `account-forgot-${tag}`);
    await page.goto(`${baseUrl}/agent`);
    await settle(page);
    await page.getByRole('button', { name: l.agent }).click();
    await page.getByTestId('login-dialog').waitFor();
    await page.waitForTimeout(300);
    await shoot(page, `account-agent-login-${tag}`);
    await page.goto(`${baseUrl}/register`);
    await settle(page);
    await shoot(page, `account-register-${tag}`);
    // The dialog scrolls inside itself: its end (terms, 18+, captcha) is a second picture.
    await page.getByTestId('register-dialog').evaluate((dialog) => {
      const body = dialog.querySelector('.dialog__body');
      body?.scrollTo(0, body.scrollHeight);
      if (dialog.scrollHeight > dialog.clientHeight) dialog.scrollTo(0, dialog.scrollHeight);
    });
    await page.waitForTimeout(300);
    await shoot(page, `account-register-end-${tag}`);
    await page.context().close();
  }
  {
    const page = await openPage(browser, viewport, theme, lang);
    await loginAsMember(page);
    await page.goto(`${baseUrl}/member`);
    await settle(page);
    await shoot(page, `account-header-${tag}`);
    await page.getByRole('button', { name: l.account }).click();
    await page.waitForTimeout(300);
    await shoot(page, `account-menu-${tag}`);
    await page.getByRole('menuitem', { name: l.signOut }).click();
    await page.getByTestId('sign-out-dialog').waitFor();
    await page.waitForTimeout(300);
    await shoot(page, `account-sign-out-${tag}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: l.change }).click();
    await page.getByTestId('change-password-dialog').waitFor();
    await page.waitForTimeout(300);
    await shoot(page, `account-change-password-${tag}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: l.pay }).click();
    await page.getByTestId('payment-password-dialog').waitFor();
    await page.waitForTimeout(300);
    await shoot(page, `account-payment-password-${tag}`);
    await page.context().close();
  }
}

/** The game lobby: home (guest and the real demo member) and every category page; dialogs on desktop dark EN. */
async function shootGames(browser: Browser, viewport: Viewport, theme: Theme, lang: Lang) {
  const tag = `${viewport.name}-${theme}-${lang.toLowerCase()}`;
  const page = await openPage(browser, viewport, theme, lang);
  const ready = async () => {
    await settle(page);
    await page
      .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 })
      .catch(() => {});
    // Lazy images below the fold load as they scroll into view.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(400);
  };
  await page.goto(`${baseUrl}/`);
  await ready();
  await shoot(page, `games-home-${tag}`);
  await shoot(page, `games-home-${tag}-full`, true);
  for (const path of ['sports', 'esports', 'lott', 'elott', 'live', 'fish', 'rng', 'pvp']) {
    await page.goto(`${baseUrl}/${path}`);
    await ready();
    await shoot(page, `games-${path}-${tag}`, true);
  }
  if (viewport.name === 'desktop' && theme === 'dark' && lang === 'EN') {
    await page.goto(`${baseUrl}/rng`);
    await ready();
    await page.getByRole('button', { name: 'Provider' }).click();
    await page.waitForTimeout(300);
    await shoot(page, `games-vendor-picker-${tag}`);
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl}/rng?vassalage=PG`);
    await ready();
    await page.getByRole('searchbox').fill('Dragon Temple');
    await page.getByRole('button', { name: 'Play Dragon Temple' }).click();
    await page.getByTestId('game-maintenance-dialog').waitFor();
    await ready();
    await shoot(page, `games-maintenance-${tag}`);
  }
  await logInAsDemo(page);
  await page.goto(`${baseUrl}/`);
  await ready();
  await shoot(page, `games-home-member-${tag}`, true);
  if (viewport.name === 'desktop' || theme === 'dark') {
    const play = page.locator('[data-section="hot"] .game-card__play').first();
    await play.click();
    await page.getByTestId('game-dialog').waitFor();
    await page.waitForTimeout(1500);
    await shoot(page, `games-dialog-${tag}`);
    await page.keyboard.press('Escape');
    await page.locator('[data-section="live"] [data-vassalage="AG"]').click();
    await page.getByTestId('vendor-games-dialog').waitFor();
    await ready();
    await shoot(page, `games-vendor-games-${tag}`);
  }
  await page.context().close();
}

/** The real demo member, logged in through the /login dialog. */
async function logInAsDemo(page: Page) {
  await page.goto(`${baseUrl}/login`);
  await settle(page);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('Demo1234');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('account-menu').waitFor();
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[data-testid="full-page-loader"]'));
  // Images (banners, QR codes) decode after network idle.
  await page.waitForTimeout(400);
}

async function shoot(page: Page, name: string, fullPage = false) {
  const path = join(outDir, `${name}.png`);
  await page.screenshot({ path, fullPage });
  console.log(path);
}

/** The security centre of the real demo member (logged in through the dialog): the page, the profile form, the phone dialog. */
async function shootSecurityCentre(browser: Browser, viewport: Viewport, theme: Theme, lang: Lang) {
  const tag = `${viewport.name}-${theme}-${lang.toLowerCase()}`;
  const page = await openPage(browser, viewport, theme, lang);
  await logInAsDemo(page);
  await page.goto(`${baseUrl}/member?tab=securityCenter`);
  await page.getByTestId('security-centre').waitFor();
  await page.getByTestId('bank-accounts').waitFor();
  await page.waitForTimeout(400);
  await shoot(page, `security-${tag}`, true);
  await page.getByTestId('profile-edit').click();
  await page.getByTestId('profile-form').waitFor();
  // A value the merchant's rule refuses, to show the field message.
  await page.locator('input[name="wechat"]').fill('has space');
  await page.getByTestId('profile-save').click();
  await page.waitForTimeout(300);
  await shoot(page, `security-edit-${tag}`, true);
  await page.getByTestId('profile-form').getByRole('button').last().click();
  await page.getByTestId('contact-mobile').getByRole('button').last().click();
  await page.getByTestId('contact-dialog').waitFor();
  await page.waitForTimeout(300);
  await shoot(page, `security-mobile-${tag}`);
  await page.context().close();
}

/** The deposit page for the real demo member (logged in through the dialog), before and after a bank order. */
async function shootCashier(browser: Browser, viewport: Viewport, theme: Theme, lang: Lang) {
  const tag = `${viewport.name}-${theme}-${lang.toLowerCase()}`;
  const page = await openPage(browser, viewport, theme, lang);
  await logInAsDemo(page);
  await page.goto(`${baseUrl}/member?tab=depositv2`);
  await page.getByTestId('deposit-panel').waitFor();
  await page.waitForTimeout(400);
  await shoot(page, `cashier-deposit-${tag}`);
  await page.locator('input[name="channel"]').nth(1).check();
  await page.locator('input[name="amount"]').fill('500');
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId('deposit-order').waitFor();
  await page.waitForTimeout(400);
  await shoot(page, `cashier-bank-order-${tag}`);
  // An online deposit paid on the demo provider's page, then the account records that show it.
  await page.locator('input[name="channel"]').nth(0).check();
  await page.locator('input[name="amount"]').fill('88.8');
  const [payment] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('deposit-submit').click()]);
  await payment.waitForURL(/\/pay\/demo\?/);
  await shoot(payment, `cashier-demo-provider-${viewport.name}`);
  await payment.getByRole('button', { name: 'Pay' }).click();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="deposit-order"]')?.getAttribute('data-status') === 'credited',
  );
  await page.goto(`${baseUrl}/member?tab=transactionHistory`);
  await page.getByTestId('record-row').first().waitFor();
  await page.waitForTimeout(300);
  await shoot(page, `cashier-records-${tag}`);
  await page.goto(`${baseUrl}/member?tab=transferUpline`);
  await page.getByTestId('transfer-panel').waitFor();
  await page.waitForTimeout(400);
  await shoot(page, `cashier-transfer-${tag}`);
  await page.goto(`${baseUrl}/member?tab=withdraw`);
  await page.getByTestId('withdraw-panel').waitFor();
  await page.getByTestId('bank-accounts').getByRole('button').last().click();
  await page.waitForTimeout(400);
  await shoot(page, `cashier-withdraw-${tag}`);
  await page.context().close();
}

/** The operator console: sign-in, then each finance page, as the demo operator. */
async function shootConsole(browser: Browser, viewport: Viewport, theme: Theme, lang: Lang) {
  const tag = `${viewport.name}-${theme}-${lang.toLowerCase()}`;
  const page = await openPage(browser, viewport, theme, lang);
  await page.goto(`${baseUrl}/console`);
  await page.getByTestId('console-login-submit').waitFor();
  await shoot(page, `console-login-${tag}`);
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('Lotus-Admin-2026');
  await page.getByTestId('console-login-submit').click();
  await page.locator('.console__bar').waitFor();
  for (const name of ['withdrawals', 'deposits', 'adjustments', 'ledger', 'channels', 'members', 'outbox']) {
    await page.goto(`${baseUrl}/console?page=${name}`);
    await page.locator('.console-page').waitFor();
    await page.waitForTimeout(500);
    await shoot(page, `console-${name}-${tag}`);
  }
  // One member's file and the suspension dialog, then a channel's edit dialog.
  await page.goto(`${baseUrl}/console?page=members`);
  await page.locator('[data-testid="console-member"][data-member="demo"] button').click();
  await page.getByTestId('member-detail').waitFor();
  await page.waitForTimeout(400);
  await shoot(page, `console-member-${tag}`, true);
  await page.locator('[data-testid="member-detail"] header button').last().click();
  await page.getByTestId('member-status-dialog').waitFor();
  await page.waitForTimeout(300);
  await shoot(page, `console-member-suspend-${tag}`);
  await page.keyboard.press('Escape');
  await page.goto(`${baseUrl}/console?page=channels`);
  await page.getByTestId('console-channel').first().locator('.console-actions button').first().click();
  await page.getByTestId('channel-dialog').waitFor();
  await page.waitForTimeout(300);
  await shoot(page, `console-channel-edit-${tag}`);
  await page.context().close();
}

/** The game catalogue as the demo operator: the page, a vendor's games, the game edit dialog and the vendor dialog. */
async function shootCatalogue(browser: Browser, viewport: Viewport, theme: Theme, lang: Lang) {
  const tag = `${viewport.name}-${theme}-${lang.toLowerCase()}`;
  const page = await openPage(browser, viewport, theme, lang);
  await page.goto(`${baseUrl}/console?page=catalogue`);
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('Lotus-Admin-2026');
  await page.getByTestId('console-login-submit').click();
  await page.getByTestId('catalogue-game').first().waitFor();
  await page.waitForTimeout(600);
  await shoot(page, `catalogue-${tag}`);
  if (theme === 'dark' && lang === 'EN') await shoot(page, `catalogue-${tag}-full`, true);
  await page.getByTestId('catalogue-game').first().getByRole('button').last().click();
  await page.getByTestId('game-dialog').waitFor();
  await page.waitForTimeout(400);
  await shoot(page, `catalogue-game-edit-${tag}`);
  await page.keyboard.press('Escape');
  await page.getByTestId('catalogue-vendor-panel').locator('header button').first().click();
  await page.getByTestId('vendor-dialog').waitFor();
  await page.waitForTimeout(400);
  await shoot(page, `catalogue-vendor-edit-${tag}`);
  await page.keyboard.press('Escape');
  // The add-vendor dialog, filled in but for a launch URL without its token (the field's message shows).
  await page.getByTestId('vendor-add').click();
  const add = page.getByTestId('vendor-add-dialog');
  await add.locator('input[name="code"]').fill('NOVA');
  await add.locator('input[name="name.EN"]').fill('Nova Games');
  await add.locator('input[name="name.CN"]').fill('新星游戏');
  await add.locator('input[name="launchUrl"]').fill('https://play.nova.example/launch');
  await add.locator('.catalogue-add__secret button').click();
  await page.getByTestId('vendor-add-save').click();
  await add.locator('.field__error').first().waitFor();
  await page.waitForTimeout(400);
  await shoot(page, `catalogue-vendor-add-${tag}`);
  await page.context().close();
}

/**
 * Bets of the demo member on the daily Northern Vietnam game's open period, placed through the lottery's own API with
 * the launch token the lobby's launch hands out: the periods page then shows them, with the period's exposure.
 */
async function prepareLotteryConsoleData() {
  const member = (await call('login', { username: 'demo', password: 'Demo1234' })).token as string;
  await consoleCall(await operatorToken(), '/adjustments', {
    username: 'demo',
    direction: 'credit',
    amount: 500,
    reason: 'Lottery',
  });
  const query = new URLSearchParams({
    vassalage: 'TCG_LOTTO_VN',
    gameType: 'LOTT',
    gameId: 'vn-north',
    accountType: '1',
  });
  const launch = await fetch(`${baseUrl}${endpoints.launchGame.path}?${query}`, {
    headers: { Merchant: 'LOTUS', Language: 'EN', Authorization: member },
  });
  const gameUrl = ((await launch.json()) as { value: { content: { game_url: string } } }).value.content.game_url;
  const token = new URL(gameUrl, baseUrl).searchParams.get('token') ?? '';
  const session = await fetch(`${baseUrl}/lotto/v1/session?token=${encodeURIComponent(token)}`);
  const numero = ((await session.json()) as { value: { current: { numero: string } } }).value.current.numero;
  for (const [picks, multiple] of [
    ['68', 5],
    ['12', 2],
    ['68', 1],
  ] as const) {
    const res = await fetch(`${baseUrl}/lotto/v1/bets`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        token,
        requestKey: `shots-${numero}-${picks}-${multiple}-${Date.now()}`,
        numero,
        lines: [{ play: 'VN.DE', picks: [[picks]], unit: 'yuan', multiple }],
      }),
    });
    if (!res.ok) throw new Error(`lottery bet: ${res.status} ${await res.text()}`);
  }
}

/** The console's lottery as the demo operator: games, a game's edit dialog, periods, a period's detail and the void dialog. */
async function shootLotteryConsole(browser: Browser, viewport: Viewport, theme: Theme, lang: Lang) {
  const tag = `${viewport.name}-${theme}-${lang.toLowerCase()}`;
  const page = await openPage(browser, viewport, theme, lang);
  await page.goto(`${baseUrl}/console?page=lotteryGames`);
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('Lotus-Admin-2026');
  await page.getByTestId('console-login-submit').click();
  await page.getByTestId('lottery-game-row').first().waitFor();
  await page.waitForTimeout(500);
  await shoot(page, `lottery-games-${tag}`, true);
  await page.locator('[data-testid="lottery-game-row"][data-game="ssc-1"]').getByTestId('lottery-game-edit').click();
  await page.getByTestId('lottery-game-dialog').waitFor();
  await page.waitForTimeout(400);
  await shoot(page, `lottery-game-edit-${tag}`);
  await page.keyboard.press('Escape');
  await page
    .locator('[data-testid="lottery-game-row"][data-game="vn-north"]')
    .getByTestId('lottery-game-periods')
    .click();
  await page.getByTestId('lottery-period-row').first().waitFor();
  await page.waitForTimeout(500);
  await shoot(page, `lottery-periods-${tag}`, true);
  await page.getByTestId('lottery-period-row').first().getByTestId('lottery-period-open').click();
  await page.getByTestId('lottery-bet-row').first().waitFor();
  await page.waitForTimeout(400);
  await shoot(page, `lottery-period-${tag}`);
  await page.keyboard.press('Escape');
  await page.getByTestId('lottery-period-row').first().getByTestId('lottery-period-void').click();
  await page.getByTestId('lottery-void-dialog').waitFor();
  await page.getByTestId('lottery-void-confirm').click();
  await page.waitForTimeout(400);
  await shoot(page, `lottery-void-${tag}`);
  await page.context().close();
}

/** A console call as the demo operator, any method; answers the envelope's value. */
async function contentCall(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}/api/console${path}`, {
    method,
    headers: { Authorization: token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { value: unknown }).value;
}

/**
 * Something for the content pages to show: a notice, a scheduled pop-up and a promotion announcement with rich
 * content, a message to the demo member, and feedback from the demo member (with an image) and from a guest.
 */
async function prepareContentData() {
  const signIn = await fetch(`${baseUrl}/api/console/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchantCode: 'LOTUS', username: 'admin', password: 'Lotus-Admin-2026' }),
  });
  const operator = ((await signIn.json()) as { value: { token: string } }).value.token;
  const common = {
    enabled: true,
    sort: 10,
    activeFrom: null,
    activeUntil: null,
    languages: null,
    platforms: null,
    execution: null,
    promotionType: null,
    linkageType: 'NONE',
    linkTarget: null,
  };
  const rich = {
    EN: '<h3>Weekend maintenance</h3><p>Games pause on <strong>Sunday 02:00–03:00</strong>. Balances are safe.</p><ul><li>Slots and live casino</li><li>Sports settle afterwards</li></ul><p><a href="https://example.com" target="_blank">Read more</a></p>',
    CN: '<h3>周末维护</h3><p>游戏将于<strong>周日 02:00–03:00</strong>暂停，余额不受影响。</p><ul><li>电子与真人游戏</li><li>体育注单维护后结算</li></ul>',
  };
  await contentCall(operator, 'POST', '/content/announcements', {
    ...common,
    kind: 'notice',
    title: { EN: 'Weekend maintenance', CN: '周末维护通知' },
    content: rich,
  });
  await contentCall(operator, 'POST', '/content/announcements', {
    ...common,
    kind: 'popup',
    execution: 'A',
    activeFrom: Date.now() + 86_400_000,
    title: { EN: 'Double points week', CN: '双倍积分周' },
    content: { EN: '<p>Every bet earns <em>double</em> points.</p>', CN: '<p>每笔投注积分<em>翻倍</em>。</p>' },
  });
  await contentCall(operator, 'POST', '/content/announcements', {
    ...common,
    kind: 'promotion',
    promotionType: 'FIRST_DEPOSIT',
    linkageType: 'PROMOTION',
    title: { EN: 'First deposit bonus', CN: '首存优惠' },
    content: { EN: '<p>100% up to ¥1,888.</p>', CN: '<p>首存 100%，最高 ¥1,888。</p>' },
  });
  await contentCall(operator, 'POST', '/messages', {
    target: { kind: 'vip', levels: [0, 1, 2] },
    title: { EN: 'Your weekly bonus', CN: '每周红利' },
    content: { EN: '<p>Claim it in the reward centre.</p>', CN: '<p>请到奖励中心领取。</p>' },
  });
  const token = (await call('login', { username: 'demo', password: 'Demo1234' })).token as string;
  for (const [auth, content, contact] of [
    [token, 'My deposit from this morning has not arrived yet, could you check it please?', 'demo@lotus.example'],
    [null, 'The live casino page is slow on my phone in the evening. Please look into it.', '+86 139 0000 0000'],
  ] as const) {
    const form = new FormData();
    form.set('questionType', auth ? 'DEPOSIT' : 'SUGGESTION');
    form.set('content', content);
    form.set('contact', contact);
    if (auth)
      form.append(
        'images',
        new Blob([new Uint8Array(await gradientPng(160, 120))], { type: 'image/png' }),
        'receipt.png',
      );
    const res = await fetch(`${baseUrl}/wps/feedback`, {
      method: 'PUT',
      headers: { Merchant: 'LOTUS', Language: 'EN', ...(auth ? { Authorization: auth } : {}) },
      body: form,
    });
    if (!res.ok) throw new Error(`feedback: ${res.status} ${await res.text()}`);
  }
}

/** The console's content pages as the demo operator: banners and the banner dialog, the announcement editor, the
 * help centre, the message composer and the feedback inbox. */
async function shootContentConsole(browser: Browser, viewport: Viewport, theme: Theme, lang: Lang) {
  const tag = `${viewport.name}-${theme}-${lang.toLowerCase()}`;
  const page = await openPage(browser, viewport, theme, lang);
  await page.goto(`${baseUrl}/console?page=banners`);
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('Lotus-Admin-2026');
  await page.getByTestId('console-login-submit').click();
  await page.getByTestId('console-banner').first().waitFor();
  await page.waitForTimeout(500);
  await shoot(page, `content-banners-${tag}`);
  await page.getByTestId('console-banner').first().locator('.console-actions button').first().click();
  await page.getByTestId('banner-dialog').waitFor();
  await page.waitForTimeout(500);
  await shoot(page, `content-banner-edit-${tag}`);
  await page.getByTestId('banner-dialog').evaluate((dialog) => {
    dialog.scrollTop = dialog.scrollHeight;
    for (const child of dialog.querySelectorAll('*'))
      if (child.scrollHeight > child.clientHeight) child.scrollTop = 1e6;
  });
  await page.waitForTimeout(200);
  await shoot(page, `content-banner-edit-end-${tag}`);
  await page.keyboard.press('Escape');

  await page.goto(`${baseUrl}/console?page=announcements&kind=notice`);
  await page.getByTestId('console-announcement').first().waitFor();
  await shoot(page, `content-notices-${tag}`);
  await page.locator('[data-kind="popup"]').click();
  await page.locator('[data-testid="console-announcement"] [data-state="scheduled"]').first().waitFor();
  await shoot(page, `content-popups-${tag}`);
  await page.locator('[data-kind="notice"]').click();
  await page
    .getByTestId('console-announcement')
    .filter({ hasText: 'Weekend maintenance' })
    .locator('.console-actions button')
    .first()
    .click();
  await page.getByTestId('announcement-editor').waitFor();
  const preview = page.getByTestId('content-preview');
  // The preview in the other theme and, for CN, the other language: each run shows a different pairing.
  await preview.getByRole('button', { name: theme === 'dark' ? /Light|浅色/ : /Dark|深色/ }).click();
  if (lang === 'CN') await preview.getByRole('button', { name: '中文' }).click();
  await page.waitForTimeout(300);
  await shoot(page, `content-announcement-editor-${tag}`);

  await page.goto(`${baseUrl}/console?page=help`);
  await page.getByTestId('help-entry').first().waitFor();
  await page.getByTestId('help-entry').first().click();
  await page.getByTestId('help-form').waitFor();
  await page.waitForTimeout(300);
  await shoot(page, `content-help-${tag}`);

  await page.goto(`${baseUrl}/console?page=messages`);
  const form = page.getByTestId('message-form');
  await form.waitFor();
  await form.locator('input[type="radio"]').nth(1).check();
  await form.locator('.content-chip').nth(3).click();
  await form.locator('.content-chip').nth(4).click();
  await form.getByRole('textbox').nth(0).fill('A gift for our VIPs');
  await form.getByRole('textbox').nth(1).fill('VIP 专属礼品');
  await page.getByTestId('message-html-en').fill('<p>Your <strong>VIP gift</strong> is waiting.</p>');
  await page.getByTestId('message-html-cn').fill('<p>您的<strong>VIP 礼品</strong>已到账。</p>');
  await page.getByTestId('console-broadcast').first().waitFor();
  await page.waitForTimeout(300);
  await shoot(page, `content-messages-${tag}`);
  if (theme === 'dark' && lang === 'EN') await shoot(page, `content-messages-${tag}-full`, true);

  await page.goto(`${baseUrl}/console?page=feedback`);
  await page.getByTestId('console-feedback').last().locator('button').first().click();
  await page.getByTestId('feedback-detail').locator('img').first().waitFor();
  await page.waitForTimeout(300);
  await shoot(page, `content-feedback-${tag}`);
  await page.getByTestId('console-feedback').first().locator('button').first().click();
  await page.waitForTimeout(300);
  if (theme === 'light' && lang === 'EN') await shoot(page, `content-feedback-guest-${tag}`);
  await page.context().close();
}

/**
 * Something for the console pages to show: a registration SMS code in the outbox, and the demo member's login and a
 * small credit by finance in their file.
 */
async function prepareConsoleData(browser: Browser) {
  const json = { Merchant: 'LOTUS', 'Content-Type': 'application/json' };
  const code = await fetch(`${baseUrl}/wps/verification/sms/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ countryDialingCode: '+86', mobileNo: '13900000123' }),
  });
  // Sends are limited per number; a repeat run keeps the code sent earlier.
  if (!code.ok && code.status !== 429) throw new Error(`registration code: ${code.status} ${await code.text()}`);
  const signIn = await fetch(`${baseUrl}/api/console/session`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ merchantCode: 'LOTUS', username: 'admin', password: 'Lotus-Admin-2026' }),
  });
  const token = ((await signIn.json()) as { value: { token: string } }).value.token;
  await fetch(`${baseUrl}/api/console/adjustments`, {
    method: 'POST',
    headers: { ...json, Authorization: token },
    body: JSON.stringify({ username: 'demo', direction: 'credit', amount: 88, reason: 'Welcome bonus' }),
  });
  const page = await openPage(browser, desktop, 'dark', 'EN');
  await logInAsDemo(page);
  await page.context().close();
}

const PIN = '135790';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Calls an endpoint as the web app would, sealing the body of encrypted ones. */
async function call(name: EndpointName, body?: unknown, token?: string) {
  const endpoint = endpoints[name];
  const headers: Record<string, string> = { Merchant: 'LOTUS', 'Content-Type': 'application/json' };
  if (token) headers.Authorization = token;
  let payload = body;
  if (endpoint.encrypted && body !== undefined) {
    const key = await (await fetch(`${baseUrl}${endpoints.rsaKey.path}?v=2`, { headers })).text();
    const sealed = sealV2(key, JSON.stringify(body));
    headers.Encryption = sealed.envelope;
    payload = { value: sealed.value };
  }
  const method = typeof endpoint.method === 'string' ? endpoint.method : endpoint.method[0];
  const res = await fetch(`${baseUrl}${endpoint.path}`, {
    method,
    headers,
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  const json = (await res.json()) as { success: boolean; value: Record<string, unknown> };
  if (!json.success) throw new Error(`${name}: ${JSON.stringify(json)}`);
  return json.value;
}

async function consoleCall(token: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}/api/console${path}`, {
    method: 'POST',
    headers: { Authorization: token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Two paid withdrawals waiting for the demo member's answer: funded by finance, requested, approved and paid. */
async function prepareReceiptData() {
  const login = await call('login', { username: 'demo', password: 'Demo1234' });
  const token = login.token as string;
  // A second run finds the withdrawals of the first still waiting.
  const earlier = (await call('withdrawals', undefined, token)).list as { status: string }[];
  if (earlier.some((w) => w.status === 'paid')) return;
  await call(
    'setPaymentPassword',
    { loginPassword: 'Demo1234', paymentPassword: PIN, confirmPaymentPassword: PIN },
    token,
  );
  const signIn = await fetch(`${baseUrl}/api/console/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchantCode: 'LOTUS', username: 'admin', password: 'Lotus-Admin-2026' }),
  });
  const operator = ((await signIn.json()) as { value: { token: string } }).value.token;
  await consoleCall(operator, '/adjustments', { username: 'demo', direction: 'credit', amount: 600, reason: 'Float' });
  const bank = await call(
    'bindBankAccount',
    { bankName: 'Bank of China', accountNo: '6216610000002468', holderName: 'Demo Player', paymentPassword: PIN },
    token,
  );
  for (const amount of [150, 260]) {
    const order = await call('withdraw', { bankAccountId: bank.id, amount, paymentPassword: PIN }, token);
    await consoleCall(operator, `/withdrawals/${order.orderNo}/approve`);
    await consoleCall(operator, `/withdrawals/${order.orderNo}/pay`);
  }
}

/** The withdrawal list with answers to give, and the receipt dialog in each of its states. */
async function shootReceipt(browser: Browser, viewport: Viewport, theme: Theme, lang: Lang, submit: boolean) {
  const tag = `${viewport.name}-${theme}-${lang.toLowerCase()}`;
  const page = await openPage(browser, viewport, theme, lang);
  await logInAsDemo(page);
  await page.goto(`${baseUrl}/member?tab=withdraw`);
  await page.getByTestId('receipt-open').first().waitFor();
  await page.getByTestId('withdrawal-row').first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await shoot(page, `receipt-list-${tag}`);
  await page.getByTestId('receipt-open').first().click();
  const dialog = page.getByTestId('withdrawal-receipt-dialog');
  await dialog.locator('input[value="received"]').check();
  await dialog.getByTestId('receipt-amount').fill('100');
  await page.waitForTimeout(300);
  await shoot(page, `receipt-partial-${tag}`);
  await dialog.locator('input[value="not-received"]').check();
  await dialog
    .getByTestId('receipt-proof-input')
    .setInputFiles([{ name: 'statement.png', mimeType: 'image/png', buffer: PNG }]);
  await page.waitForTimeout(300);
  await shoot(page, `receipt-not-received-${tag}`);
  if (submit) {
    await dialog.getByTestId('receipt-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(800);
    await shoot(page, `receipt-answered-${tag}`);
  }
  await page.context().close();
}

/** A house game's launch URL, as the lobby gets it: real money with the member's token, free play without. */
async function houseLaunch(game: string, lang: Lang, token: string | null) {
  const query = new URLSearchParams({
    vassalage: 'HOUSE',
    gameType: 'RNG',
    gameId: game,
    accountType: token ? '1' : '0',
  });
  const res = await fetch(`${baseUrl}${endpoints.launchGame.path}?${query}`, {
    headers: { Merchant: 'LOTUS', Language: lang, ...(token ? { Authorization: token } : {}) },
  });
  const json = (await res.json()) as { success: boolean; value: { content: { game_url: string } } };
  if (!json.success) throw new Error(`launch ${game}: ${JSON.stringify(json)}`);
  return json.value.content.game_url;
}

/** Each house game before and after a round (the scratch card also half scratched), and the slot's pay table. */
async function shootHouseGames(browser: Browser, viewport: Viewport, theme: Theme, lang: Lang, token: string | null) {
  const tag = `${viewport.name}-${theme}-${lang.toLowerCase()}${token ? '' : '-free'}`;
  for (const game of ['lotus-slot', 'lotus-scratch', 'lotus-wheel']) {
    const page = await openPage(browser, viewport, theme, lang);
    await page.goto(new URL(await houseLaunch(game, lang, token), baseUrl).href);
    await page.getByTestId('house-play').waitFor();
    await settle(page);
    await shoot(page, `house-${game}-${tag}`);
    await page.getByTestId('house-play').click();
    if (game === 'lotus-scratch') {
      const foil = page.getByTestId('scratch-foil');
      await foil.waitFor();
      const box = await foil.boundingBox();
      if (box) {
        await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.15);
        await page.mouse.down();
        for (let i = 1; i <= 24; i++) {
          await page.mouse.move(
            box.x + box.width * (0.1 + i * 0.035),
            box.y + box.height * (0.15 + 0.05 * Math.sin(i)),
          );
        }
        await page.mouse.up();
      }
      await page.waitForTimeout(300);
      await shoot(page, `house-${game}-scratching-${tag}`);
      await page.getByTestId('scratch-reveal-all').click();
    }
    await page.waitForFunction(() => !document.querySelector('[data-testid="house-play"]')?.hasAttribute('disabled'));
    await page.waitForTimeout(400);
    await shoot(page, `house-${game}-played-${tag}`, viewport.name === 'phone');
    if (game === 'lotus-slot' && theme === 'dark') {
      await page.getByTestId('slot-paytable-open').click();
      await page.getByTestId('slot-paytable').waitFor();
      await page.waitForTimeout(300);
      await shoot(page, `house-${game}-paytable-${tag}`);
    }
    await page.context().close();
  }
}

/** The demo member's rounds for the records pages: demo vendor rounds through their play page, house rounds, a seed rotation. */
async function prepareRecordsData() {
  const token = (await call('login', { username: 'demo', password: 'Demo1234' })).token as string;
  const signIn = await fetch(`${baseUrl}/api/console/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchantCode: 'LOTUS', username: 'admin', password: 'Lotus-Admin-2026' }),
  });
  const operator = ((await signIn.json()) as { value: { token: string } }).value.token;
  await consoleCall(operator, '/adjustments', { username: 'demo', direction: 'credit', amount: 800, reason: 'Play' });
  const launch = async (vassalage: string, gameType: string, gameId: string) => {
    const query = new URLSearchParams({ vassalage, gameType, gameId, accountType: '1' });
    const res = await fetch(`${baseUrl}${endpoints.launchGame.path}?${query}`, {
      headers: { Merchant: 'LOTUS', Authorization: token },
    });
    const json = (await res.json()) as { success: boolean; value: { content: { game_url: string } } };
    if (!json.success) throw new Error(`launch ${gameId}: ${JSON.stringify(json)}`);
    return new URL(json.value.content.game_url, baseUrl);
  };
  for (const [vendor, gameType, stakes] of [
    ['PG', 'RNG', ['10', '5', '1']],
    ['AG', 'LIVE', ['10', '10']],
    ['KY', 'PVP', ['5']],
  ] as const) {
    const list = await fetch(
      `${baseUrl}${endpoints.gameList.path}?${new URLSearchParams({ gameType, vassalage: vendor })}`,
      {
        headers: { Merchant: 'LOTUS' },
      },
    );
    const games = ((await list.json()) as { value: { games: { gameCode: string; maintenance?: boolean }[] } }).value
      .games;
    const game = games.find((g) => !g.maintenance);
    if (!game) throw new Error(`no ${gameType} game of ${vendor}`);
    const url = await launch(vendor, gameType, game.gameCode);
    for (const stake of stakes) {
      const form = new URLSearchParams({
        token: url.searchParams.get('token') ?? '',
        game: game.gameCode,
        lang: 'EN',
        stake,
      });
      await fetch(`${baseUrl}${url.pathname}`, { method: 'POST', body: form, redirect: 'manual' });
    }
  }
  for (const game of ['lotus-slot', 'lotus-wheel', 'lotus-scratch']) {
    const houseToken = (await launch('HOUSE', 'RNG', game)).searchParams.get('token') ?? '';
    for (let i = 0; i < 2; i++) {
      await fetch(`${baseUrl}/house/v1/play`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: houseToken, stake: 2, roundKey: crypto.randomUUID() }),
      });
    }
    if (game === 'lotus-slot') {
      await fetch(`${baseUrl}/house/v1/seed/rotate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: houseToken }),
      });
    }
  }
}

/** The betting record (and a house round's detail with its proof) and the profit and loss of the demo member. */
async function shootRecords(browser: Browser, viewport: Viewport, theme: Theme, lang: Lang) {
  const tag = `${viewport.name}-${theme}-${lang.toLowerCase()}`;
  const page = await openPage(browser, viewport, theme, lang);
  await logInAsDemo(page);
  await page.goto(`${baseUrl}/member?tab=personalHistoryCopy`);
  await page.getByTestId('bet-row').first().waitFor();
  await page.waitForTimeout(400);
  // Phones: the top of the section (filters, totals, first rows) rather than a page many screens long.
  const full = viewport.name === 'desktop';
  if (!full) await page.getByTestId('bet-records').scrollIntoViewIfNeeded();
  await shoot(page, `records-bets-${tag}`, full);
  await page.locator('[data-testid="bet-row"]').last().getByRole('button').click();
  await page.getByTestId('bet-detail').waitFor();
  await page.waitForTimeout(300);
  await shoot(page, `records-detail-${tag}`);
  await page.keyboard.press('Escape');
  // The house round played first (a slot round): its seed was rotated, so the proof links to the verify page.
  await page.getByTestId('bet-records').locator('select').nth(1).selectOption('HOUSE');
  await page.waitForFunction(() => !document.querySelector('.bet-table[aria-busy]'));
  await page.waitForTimeout(400);
  await page.locator('[data-testid="bet-row"]').last().getByRole('button').click();
  await page.getByTestId('bet-proof').waitFor();
  await page.getByTestId('bet-proof').locator(':scope > :last-child').scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await shoot(page, `records-proof-${tag}`);
  await page.keyboard.press('Escape');
  await page.goto(`${baseUrl}/member?tab=personalProfit`);
  await page.getByTestId('profit-categories').waitFor();
  await page.waitForTimeout(400);
  if (!full) await page.getByTestId('personal-profit').scrollIntoViewIfNeeded();
  await shoot(page, `records-profit-${tag}`, full);
  await page.context().close();
}

/** The console's bet search and GGR report as the demo operator. */
async function shootBetConsole(browser: Browser, viewport: Viewport, theme: Theme, lang: Lang) {
  const tag = `${viewport.name}-${theme}-${lang.toLowerCase()}`;
  const page = await openPage(browser, viewport, theme, lang);
  await page.goto(`${baseUrl}/console`);
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('Lotus-Admin-2026');
  await page.getByTestId('console-login-submit').click();
  await page.locator('.console__bar').waitFor();
  for (const name of ['bets', 'ggr']) {
    await page.goto(`${baseUrl}/console?page=${name}`);
    await page.locator('.console-page table').waitFor();
    await page.waitForTimeout(400);
    await shoot(page, `records-console-${name}-${tag}`, true);
  }
  await page.context().close();
}

/** A visitors' pop-up for the `content` shots (made once; a repeat run finds it). */
async function prepareContentPopup() {
  const signIn = await fetch(`${baseUrl}/api/console/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchantCode: 'LOTUS', username: 'admin', password: 'Lotus-Admin-2026' }),
  });
  const operator = ((await signIn.json()) as { value: { token: string } }).value.token;
  const list = await fetch(`${baseUrl}/api/console/content/announcements?kind=popup`, {
    headers: { Authorization: operator },
  });
  const popups = ((await list.json()) as { value: { list: { title: { EN?: string } }[] } }).value.list;
  if (popups.some((p) => p.title.EN === 'Weekend reload bonus')) return;
  await consoleCall(operator, '/content/announcements', {
    kind: 'popup',
    title: { EN: 'Weekend reload bonus', CN: '周末续存奖金' },
    content: {
      EN: '<p>Deposit on <strong>Saturday or Sunday</strong> and get <strong>20%</strong> extra, up to ¥888.</p><ul><li>Turnover 5× the bonus</li><li>Once per weekend</li></ul>',
      CN: '<p>在<strong>周六或周日</strong>存款，即可获得 <strong>20%</strong> 额外奖金，最高 ¥888。</p><ul><li>奖金 5 倍流水</li><li>每个周末一次</li></ul>',
    },
    execution: 'B',
    promotionType: 'DEPOSIT_BONUS',
    platforms: null,
    linkageType: 'PROMOTION',
    linkTarget: null,
    enabled: true,
    sort: 0,
    activeFrom: null,
    activeUntil: null,
    languages: null,
  });
}

/** Home with the banner and marquee, the visitors' pop-up, the notice dialog and the announcement dialog. */
async function shootContent(browser: Browser, viewport: Viewport, theme: Theme, lang: Lang) {
  const tag = `${viewport.name}-${theme}-${lang.toLowerCase()}`;
  const page = await openPage(browser, viewport, theme, lang);
  await page.goto(`${baseUrl}/`);
  await settle(page);
  const popup = page.getByTestId('popup-dialog');
  await popup.waitFor();
  await shoot(page, `content-popup-${tag}`);
  await popup.getByTestId('popup-done').click();
  await popup.waitFor({ state: 'detached' });
  await page.getByTestId('notice-marquee').waitFor();
  await page.waitForTimeout(300);
  await shoot(page, `content-home-${tag}`);
  await page.getByTestId('notice-marquee').locator('.marquee__item').nth(1).click();
  await page.getByTestId('notice-dialog').getByTestId('announcement-detail').waitFor();
  await page.waitForTimeout(300);
  await shoot(page, `content-notice-${tag}`);
  await page.keyboard.press('Escape');
  await page.getByTestId('notice-dialog').waitFor({ state: 'detached' });
  if (viewport.name === 'phone') {
    await page.locator('.header__menu').click();
    await page.getByRole('button', { name: lang === 'EN' ? 'Announcements' : '公告', exact: true }).click();
  } else {
    await page.getByTestId('announcements-open').click();
  }
  const dialog = page.getByTestId('announcement-dialog');
  await dialog.getByTestId('announcement-title').first().waitFor();
  await page.waitForTimeout(300);
  await shoot(page, `content-announcements-${tag}`);
  // A promotion with its reward-centre button (on phones the list gives way to the item).
  await dialog.getByTestId('announcement-title').nth(4).click();
  await dialog.getByTestId('announcement-reward-centre').waitFor();
  await page.waitForTimeout(200);
  await shoot(page, `content-promotion-${tag}`);
  await page.context().close();
}

/** The operator's token, for modes that publish something before shooting. */
async function operatorToken(): Promise<string> {
  const signIn = await fetch(`${baseUrl}/api/console/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchantCode: 'LOTUS', username: 'admin', password: 'Lotus-Admin-2026' }),
  });
  return ((await signIn.json()) as { value: { token: string } }).value.token;
}

const inboxSamples = [
  {
    title: { EN: 'Your weekly cashback has arrived', CN: '您的每周返水已到账' },
    content: {
      EN: '<p>We credited <b>¥128.00</b> cashback for last week.</p><p>It is in your main wallet and can be played or withdrawn right away.</p>',
      CN: '<p>上周的返水 <b>¥128.00</b> 已发放。</p><p>已存入主钱包，可立即游戏或提现。</p>',
    },
  },
  {
    title: { EN: 'Scheduled maintenance on Sunday', CN: '周日系统维护通知' },
    content: {
      EN: '<p>Live casino games will be unavailable from 02:00 to 04:00 (GMT+8) for maintenance.</p>',
      CN: '<p>真人娱乐将于 02:00 至 04:00（GMT+8）进行维护，期间暂停服务。</p>',
    },
  },
];

/** Inbox shots: each run sends the demo member a fresh message, so the badge always has something to count. */
async function sendInboxSample(operator: string, index: number) {
  const sample = inboxSamples[index % inboxSamples.length] as (typeof inboxSamples)[number];
  const res = await fetch(`${baseUrl}/api/console/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: operator },
    body: JSON.stringify({ target: { kind: 'member', username: 'demo' }, ...sample }),
  });
  if (!res.ok) throw new Error(`message: ${res.status} ${await res.text()}`);
}

/** The member centre's platform messages with unread ones, a message open, and the app install guide. */
async function shootInbox(
  browser: Browser,
  viewport: Viewport,
  theme: Theme,
  lang: Lang,
  operator: string,
  run: number,
) {
  const tag = `${viewport.name}-${theme}-${lang.toLowerCase()}`;
  await sendInboxSample(operator, run);
  const page = await openPage(browser, viewport, theme, lang);
  await logInAsDemo(page);
  await page.goto(`${baseUrl}/member?tab=messageV2`);
  await settle(page);
  await page.getByTestId('inbox-item').first().waitFor();
  await page.waitForTimeout(300);
  await shoot(page, `inbox-list-${tag}`);
  await page.getByTestId('account-menu').click();
  await page.waitForTimeout(300);
  await shoot(page, `inbox-account-menu-${tag}`);
  await page.keyboard.press('Escape');
  await page.getByTestId('inbox-item').first().click();
  await page.getByTestId('message-dialog').waitFor();
  await page.waitForTimeout(300);
  await shoot(page, `inbox-message-${tag}`);
  await page.getByTestId('message-delete').click();
  await page.waitForTimeout(200);
  await shoot(page, `inbox-delete-${tag}`);
  await page.keyboard.press('Escape');
  await page.getByTestId('message-dialog').waitFor({ state: 'detached' });
  await page.getByTestId('app-guide-open').first().click();
  await page.getByTestId('app-guide').waitFor();
  await page.waitForTimeout(300);
  await shoot(page, `inbox-app-guide-${tag}`);
  await page.context().close();
}

/** The feedback form: filled by the demo member with two images, and a guest's attempt with its errors. */
async function shootFeedback(browser: Browser, viewport: Viewport, theme: Theme, lang: Lang) {
  const tag = `${viewport.name}-${theme}-${lang.toLowerCase()}`;
  const text =
    lang === 'CN'
      ? '昨晚申请的提现到现在还没有到账，订单截图和银行记录已附上，请帮忙查一下。'
      : 'My withdrawal from last night has not arrived yet. The order and my bank statement are attached, please check.';
  {
    const page = await openPage(browser, viewport, theme, lang);
    await logInAsDemo(page);
    await page.goto(`${baseUrl}/feedback`);
    await settle(page);
    const form = page.getByTestId('feedback-form');
    await form.waitFor();
    await form.locator('select').selectOption('WITHDRAWAL');
    await form.locator('textarea').fill(text);
    await page.getByTestId('feedback-file').setInputFiles([
      { name: 'order.png', mimeType: 'image/png', buffer: await solidPng(160, 120, [67, 97, 238]) },
      { name: 'bank.png', mimeType: 'image/png', buffer: await solidPng(120, 160, [245, 184, 51]) },
    ]);
    await page.getByTestId('feedback-preview').nth(1).waitFor();
    await page.waitForTimeout(300);
    await shoot(page, `feedback-form-${tag}`, true);
    await page.context().close();
  }
  {
    const page = await openPage(browser, viewport, theme, lang);
    await page.goto(`${baseUrl}/feedback`);
    await settle(page);
    const form = page.getByTestId('feedback-form');
    await form.waitFor();
    await form.locator('textarea').fill(lang === 'CN' ? '打不开' : 'Lobby broken');
    await page
      .getByTestId('feedback-file')
      .setInputFiles([{ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('plain text') }]);
    await page.getByTestId('feedback-submit').click();
    await page.waitForTimeout(300);
    // A full-page shot of a scrolled page repeats the fixed header in the middle.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, `feedback-errors-${tag}`, true);
    await page.goto(`${baseUrl}/help`);
    await settle(page);
    await shoot(page, `feedback-help-${tag}`);
    await page.goto(`${baseUrl}/help#term`);
    await settle(page);
    await shoot(page, `feedback-terms-${tag}`);
    // The register form's terms link opens the help centre over the form, at the terms.
    await page.goto(`${baseUrl}/register`);
    await settle(page);
    await page.locator('.auth-form__link[href="/help#term"]').click();
    await page.getByTestId('help-centre-dialog').locator('[data-anchor="term"]').waitFor();
    await page.waitForTimeout(400);
    await shoot(page, `feedback-terms-dialog-${tag}`);
    await page.context().close();
  }
}

/**
 * Agent contracts: demo holds a daily salary contract from the agent and has a three-tier dividend offer and a new
 * daily salary offer waiting (a re-run offers again, replacing the waiting ones).
 */
async function prepareContractsData() {
  const agent = (await call('login', { username: 'agent', password: 'Agent1234' })).token as string;
  const demo = (await call('login', { username: 'demo', password: 'Demo1234' })).token as string;
  const daily = (rate: number, dailyBet: number) => ({
    downline: 'demo',
    terms: {
      kind: 'dailySalary',
      tiers: [
        { rate: rate / 2, activeMembers: 3, dailyBet },
        { rate, activeMembers: 8, dailyBet: dailyBet * 4 },
      ],
    },
  });
  const first = await call('contractOffer', daily(1.5, 5000), agent);
  await call('processDailySalary', { id: first.id, accept: true, confirmTerminations: true }, demo);
  await call(
    'contractOffer',
    {
      downline: 'demo',
      terms: {
        kind: 'dividend',
        period: 'semimonthly',
        tiers: [
          { rate: 10, activeMembers: 5, periodValidBet: 50000, periodLoss: 10000 },
          { rate: 20, activeMembers: 10, periodValidBet: 200000, periodLoss: 40000 },
          { rate: 30, activeMembers: 20, periodValidBet: 800000, periodLoss: 150000 },
        ],
      },
    },
    agent,
  );
  await call('contractOffer', daily(1.8, 6000), agent);
}

/** The contract pop-up as demo logs in, and the agent centre's daily wages page with its offer dialog. */
async function shootContracts(browser: Browser, viewport: Viewport, theme: Theme, lang: Lang) {
  const tag = `${viewport.name}-${theme}-${lang.toLowerCase()}`;
  {
    const page = await openPage(browser, viewport, theme, lang);
    await logInAsDemo(page);
    const popup = page.getByTestId('contract-popup');
    await popup.waitFor();
    await page.waitForTimeout(400);
    await shoot(page, `contracts-popup-${tag}`);
    await page.context().close();
  }
  {
    const page = await openPage(browser, viewport, theme, lang);
    const login = await call('login', { username: 'agent', password: 'Agent1234' });
    await page.context().addInitScript((token) => {
      sessionStorage.setItem('token', token);
      sessionStorage.setItem('isAgent', 'true');
      sessionStorage.setItem('nickname', 'agent');
      sessionStorage.setItem('account', 'agent');
      sessionStorage.setItem('username', 'agent');
    }, login.token as string);
    await page.goto(`${baseUrl}/agentHome?page=agentDailyWages`);
    await settle(page);
    await page.getByTestId('contract-history-row').first().waitFor();
    const row = page.locator('[data-testid="contract-downline"][data-username="demo"]');
    await row
      .locator('details')
      .first()
      .evaluate((d) => d.setAttribute('open', ''));
    await page.waitForTimeout(300);
    await shoot(page, `contracts-agent-${tag}`, true);
    await row.getByRole('button').first().click();
    await page.getByTestId('contract-offer-dialog').waitFor();
    await page.waitForTimeout(300);
    await shoot(page, `contracts-offer-${tag}`);
    await page.context().close();
  }
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await launchChromium();
  try {
    if (process.env.LOTUS_SHOTS === 'contracts') {
      await prepareContractsData();
      for (const viewport of [desktop, phone]) {
        for (const theme of ['dark', 'light'] as const) {
          for (const lang of ['EN', 'CN'] as const) await shootContracts(browser, viewport, theme, lang);
        }
      }
      return;
    }
    if (process.env.LOTUS_SHOTS === 'content') {
      await prepareContentPopup();
      for (const viewport of [desktop, phone]) {
        for (const theme of ['dark', 'light'] as const) {
          for (const lang of ['EN', 'CN'] as const) await shootContent(browser, viewport, theme, lang);
        }
      }
      return;
    }
    if (process.env.LOTUS_SHOTS === 'inbox') {
      const operator = await operatorToken();
      let run = 0;
      for (const viewport of [desktop, phone]) {
        for (const theme of ['dark', 'light'] as const) {
          for (const lang of ['EN', 'CN'] as const) await shootInbox(browser, viewport, theme, lang, operator, run++);
        }
      }
      return;
    }
    if (process.env.LOTUS_SHOTS === 'feedback') {
      for (const viewport of [desktop, phone]) {
        for (const theme of ['dark', 'light'] as const) {
          for (const lang of ['EN', 'CN'] as const) await shootFeedback(browser, viewport, theme, lang);
        }
      }
      return;
    }
    if (process.env.LOTUS_SHOTS === 'console') {
      await prepareConsoleData(browser);
      for (const theme of ['dark', 'light'] as const) {
        for (const lang of ['EN', 'CN'] as const) await shootConsole(browser, desktop, theme, lang);
      }
      await shootConsole(browser, phone, 'light', 'EN');
      return;
    }
    if (process.env.LOTUS_SHOTS === 'console-content') {
      await prepareContentData();
      for (const theme of ['dark', 'light'] as const) {
        for (const lang of ['EN', 'CN'] as const) await shootContentConsole(browser, desktop, theme, lang);
      }
      return;
    }
    if (process.env.LOTUS_SHOTS === 'lottery-console') {
      await prepareLotteryConsoleData();
      for (const viewport of [desktop, phone]) {
        for (const theme of ['dark', 'light'] as const) {
          for (const lang of ['EN', 'CN'] as const) await shootLotteryConsole(browser, viewport, theme, lang);
        }
      }
      return;
    }
    if (process.env.LOTUS_SHOTS === 'catalogue') {
      for (const theme of ['dark', 'light'] as const) {
        for (const lang of ['EN', 'CN'] as const) await shootCatalogue(browser, desktop, theme, lang);
      }
      await shootCatalogue(browser, phone, 'light', 'EN');
      return;
    }
    if (process.env.LOTUS_SHOTS === 'receipt') {
      await prepareReceiptData();
      for (const viewport of [desktop, phone]) {
        for (const theme of ['dark', 'light'] as const) {
          for (const lang of ['EN', 'CN'] as const) await shootReceipt(browser, viewport, theme, lang, false);
        }
      }
      await shootReceipt(browser, desktop, 'light', 'EN', true);
      const console = await openPage(browser, desktop, 'dark', 'EN');
      await console.goto(`${baseUrl}/console?page=withdrawals`);
      await console.locator('input[name="username"]').fill('admin');
      await console.locator('input[name="password"]').fill('Lotus-Admin-2026');
      await console.getByTestId('console-login-submit').click();
      await console.getByRole('combobox').first().selectOption('not-received');
      await console.locator('.console-proofs img').first().waitFor();
      await console.waitForTimeout(300);
      await shoot(console, 'receipt-console-desktop-dark-en');
      return;
    }
    if (process.env.LOTUS_SHOTS === 'house') {
      // The demo member with money to play: logged in, credited by finance.
      const token = (await call('login', { username: 'demo', password: 'Demo1234' })).token as string;
      const signIn = await fetch(`${baseUrl}/api/console/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ merchantCode: 'LOTUS', username: 'admin', password: 'Lotus-Admin-2026' }),
      });
      const operator = ((await signIn.json()) as { value: { token: string } }).value.token;
      await consoleCall(operator, '/adjustments', {
        username: 'demo',
        direction: 'credit',
        amount: 500,
        reason: 'Play',
      });
      for (const viewport of [desktop, phone]) {
        for (const theme of ['dark', 'light'] as const) {
          for (const lang of ['EN', 'CN'] as const) await shootHouseGames(browser, viewport, theme, lang, token);
        }
      }
      await shootHouseGames(browser, phone, 'light', 'CN', null);
      return;
    }
    if (process.env.LOTUS_SHOTS === 'records') {
      await prepareRecordsData();
      for (const viewport of [desktop, phone]) {
        for (const theme of ['dark', 'light'] as const) {
          for (const lang of ['EN', 'CN'] as const) await shootRecords(browser, viewport, theme, lang);
        }
      }
      await shootBetConsole(browser, desktop, 'dark', 'EN');
      await shootBetConsole(browser, desktop, 'light', 'CN');
      await shootBetConsole(browser, phone, 'light', 'EN');
      return;
    }
    if (process.env.LOTUS_SHOTS === 'security') {
      for (const viewport of [desktop, phone]) {
        for (const theme of ['dark', 'light'] as const) {
          for (const lang of ['EN', 'CN'] as const) await shootSecurityCentre(browser, viewport, theme, lang);
        }
      }
      return;
    }
    if (process.env.LOTUS_SHOTS === 'games') {
      // LOTUS_SHOTS_QUICK=1: dark EN only, desktop and phone.
      const quick = process.env.LOTUS_SHOTS_QUICK === '1';
      for (const viewport of [desktop, phone]) {
        for (const theme of quick ? (['dark'] as const) : (['dark', 'light'] as const)) {
          for (const lang of quick ? (['EN'] as const) : (['EN', 'CN'] as const)) {
            await shootGames(browser, viewport, theme, lang);
          }
        }
      }
      return;
    }
    if (process.env.LOTUS_SHOTS === 'cashier') {
      for (const viewport of [desktop, phone]) {
        for (const theme of ['dark', 'light'] as const) {
          for (const lang of ['EN', 'CN'] as const) await shootCashier(browser, viewport, theme, lang);
        }
      }
      return;
    }
    // Account dialogs and the logged-in header: every size, theme and language.
    for (const viewport of [desktop, phone]) {
      for (const theme of ['dark', 'light'] as const) {
        for (const lang of ['EN', 'CN'] as const) await shootAccountScreens(browser, viewport, theme, lang);
      }
    }
    if (process.env.LOTUS_SHOTS === 'account') return;

    for (const viewport of [desktop, phone]) {
      for (const theme of ['dark', 'light'] as const) {
        for (const lang of ['EN', 'CN'] as const) {
          const page = await openPage(browser, viewport, theme, lang);
          await page.goto(`${baseUrl}/`);
          await settle(page);
          const tag = `${viewport.name}-${theme}-${lang.toLowerCase()}`;
          await shoot(page, `home-${tag}`);
          if (theme === 'dark') await shoot(page, `home-${tag}-full`, true);
          await page.context().close();
        }
      }
    }

    // Dialogs and the phone drawer.
    for (const viewport of [desktop, phone]) {
      const page = await openPage(browser, viewport, 'dark', 'EN');
      await page.goto(`${baseUrl}/login`);
      await settle(page);
      await shoot(page, `login-dialog-${viewport.name}`);
      await page.getByRole('button', { name: 'Register' }).last().click();
      await page.waitForTimeout(300);
      await shoot(page, `register-dialog-${viewport.name}`);
      await page.context().close();
    }
    {
      const page = await openPage(browser, phone, 'light', 'CN');
      await page.goto(`${baseUrl}/`);
      await settle(page);
      await page.getByRole('button', { name: '菜单' }).first().click();
      await page.waitForTimeout(800);
      await shoot(page, 'phone-drawer-light-cn');
      await page.context().close();
    }

    // Other pages.
    const pages: [string, Viewport, Theme][] = [
      ['/live', desktop, 'dark'],
      ['/promotions', desktop, 'light'],
      ['/help#term', desktop, 'dark'],
      ['/agent', desktop, 'dark'],
      ['/agent', phone, 'light'],
      ['/no-such-page', phone, 'dark'],
    ];
    for (const [path, viewport, theme] of pages) {
      const page = await openPage(browser, viewport, theme, 'EN');
      await page.goto(`${baseUrl}${path}`);
      await settle(page);
      await shoot(page, `page${path.replace(/[/#]/g, '-')}-${viewport.name}-${theme}`);
      await page.context().close();
    }

    // The screens that replace the site.
    const maintenance = {
      maintenance: true,
      systemStatus: 1,
      maintenanceInfo: { endsAt: Date.now() + 2 * 3_600_000 + 754_000, message: null },
    };
    const region = { regionRestriction: true, systemStatus: 2 };
    for (const [name, status] of [
      ['maintenance', maintenance],
      ['region-block', region],
    ] as const) {
      for (const viewport of [desktop, phone]) {
        const page = await openPage(browser, viewport, viewport === desktop ? 'dark' : 'light', 'EN', status);
        await page.goto(`${baseUrl}/`);
        await settle(page);
        await shoot(page, `${name}-${viewport.name}`);
        await page.context().close();
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
