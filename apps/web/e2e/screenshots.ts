/**
 * Screenshots of the web app for a person to look at: home at desktop and phone sizes in both themes and both
 * languages, the open drawer and dialogs, a few pages, and the maintenance and region-block screens (their boot
 * payload is patched in the browser, so any running server will do).
 *
 *   LOTUS_BASE_URL=http://127.0.0.1:8090 npx tsx apps/web/e2e/screenshots.ts [outDir]
 *
 * The output directory defaults to /tmp/shots. `LOTUS_SHOTS=account` stops after the account dialogs and the
 * logged-in header (every size, theme and language); `LOTUS_SHOTS=cashier` shoots only the cashier pages, `LOTUS_SHOTS=console` the operator console.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser.ts';

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

/** The deposit page for the real demo member (logged in through the dialog), before and after a bank order. */
async function shootCashier(browser: Browser, viewport: Viewport, theme: Theme, lang: Lang) {
  const tag = `${viewport.name}-${theme}-${lang.toLowerCase()}`;
  const page = await openPage(browser, viewport, theme, lang);
  await page.goto(`${baseUrl}/login`);
  await settle(page);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('Demo1234');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('account-menu').waitFor();
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
  await page.locator('input[name="password"]').fill('Admin1234');
  await page.getByTestId('console-login-submit').click();
  await page.locator('.console__bar').waitFor();
  for (const name of ['withdrawals', 'deposits', 'adjustments', 'ledger']) {
    await page.goto(`${baseUrl}/console?page=${name}`);
    await page.locator('.console-page').waitFor();
    await page.waitForTimeout(500);
    await shoot(page, `console-${name}-${tag}`);
  }
  await page.context().close();
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await launchChromium();
  try {
    if (process.env.LOTUS_SHOTS === 'console') {
      for (const theme of ['dark', 'light'] as const) {
        for (const lang of ['EN', 'CN'] as const) await shootConsole(browser, desktop, theme, lang);
      }
      await shootConsole(browser, phone, 'light', 'EN');
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
