import { DEMO_ACCOUNTS } from '@lotus/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type RunningServer, startServer } from '../../../server/test/start-server.ts';
import { launchChromium } from './browser.ts';

export type { RunningServer };

export const desktop = { width: 1366, height: 768 } as const;
export const phone = { width: 390, height: 844 } as const;

export interface ContextOptions {
  viewport?: { width: number; height: number };
  /** Stored before the first script runs, as a returning visitor's browser would have them. */
  localStorage?: Record<string, string>;
  sessionStorage?: Record<string, string>;
  colorScheme?: 'dark' | 'light';
}

/**
 * One real server (fresh seeded database, built web app) and one Chromium for a test file. Contexts block the
 * service worker so every request reaches the server under test.
 */
export class Site {
  readonly server: RunningServer;
  readonly browser: Browser;

  private constructor(server: RunningServer, browser: Browser) {
    this.server = server;
    this.browser = browser;
  }

  /** `options` reach the server (e.g. `config` with SMTP/SMS providers); by default the demo set-up. */
  static async start(options?: Parameters<typeof startServer>[0]): Promise<Site> {
    const [server, browser] = await Promise.all([startServer(options), launchChromium()]);
    return new Site(server, browser);
  }

  get url() {
    return this.server.url;
  }

  async context(options: ContextOptions = {}): Promise<BrowserContext> {
    const viewport = options.viewport ?? desktop;
    const isPhone = viewport.width < 768;
    const context = await this.browser.newContext({
      viewport,
      isMobile: isPhone,
      hasTouch: isPhone,
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
      colorScheme: options.colorScheme ?? 'dark',
    });
    if (options.localStorage || options.sessionStorage) {
      await context.addInitScript(
        ([local, session]) => {
          // Only on the first document of the context: later reloads must see what the app itself stored.
          if (sessionStorage.getItem('__seeded')) return;
          for (const [k, v] of Object.entries(local)) localStorage.setItem(k, v);
          for (const [k, v] of Object.entries(session)) sessionStorage.setItem(k, v);
          sessionStorage.setItem('__seeded', '1');
        },
        [options.localStorage ?? {}, options.sessionStorage ?? {}] as const,
      );
    }
    return context;
  }

  /** A new page at `path`, waiting until the start-up loader is gone. */
  async open(path: string, options: ContextOptions = {}): Promise<Page> {
    const context = await this.context(options);
    const page = await context.newPage();
    await page.goto(this.url + path);
    await settled(page);
    return page;
  }

  /**
   * Moves the server's clock forward through its test control (`POST /test/clock`, served only with
   * LOTUS_TEST_CONTROLS in demo mode): draws, periods and expiries happen now instead of after a real wait.
   */
  async advanceClock(ms: number) {
    const res = await fetch(`${this.url}/test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: Math.ceil(ms) }),
    });
    if (!res.ok) throw new Error(`the server's clock did not move: ${res.status} ${await res.text()}`);
  }

  async stop() {
    await this.browser.close();
    await this.server.close();
  }
}

/** The boot payload has arrived and the full-page loader is hidden. */
export async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-testid="full-page-loader"]'));
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The member's socket is subscribed: events the server sends from now on reach the page (`<html data-live>`). */
export async function liveEvents(page: Page) {
  await page.locator('html[data-live="ready"]').waitFor({ state: 'attached' });
}

/** The header navigation has its categories (it is no longer busy) and has fitted its list to them (a frame later). */
export async function mainNavSettled(page: Page) {
  await page.locator('nav.main-nav:not([aria-busy])').first().waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Follows a header navigation item, through "More" when the width put it there. */
export async function mainNavItem(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await mainNavSettled(page);
  const direct = nav.locator('.main-nav__list:not(.main-nav__measure)').getByRole('link', { name, exact: true });
  if (await direct.isVisible()) return direct.click();
  await nav.getByTestId('main-nav-more').click();
  return page.getByRole('menu').getByRole('menuitem', { name, exact: true }).click();
}

/** Logs the demo member in through the header's login dialog, as a player does, and waits for it to close. */
export async function logInAsDemoMember(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(DEMO_ACCOUNTS.member.username);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.member.password);
  await dialog.getByTestId('login-submit').click();
  await dialog.waitFor({ state: 'detached' });
}

/** Logs the demo agent in on the agent landing (`/agent`), as an agent does, and waits for the agent centre. */
export async function logInAsDemoAgent(page: Page) {
  await page.getByRole('button', { name: 'Log in as agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agent login' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(DEMO_ACCOUNTS.agent.username);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.agent.password);
  await dialog.getByTestId('login-submit').click();
  await page.waitForURL(/\/agentHome$/);
}
