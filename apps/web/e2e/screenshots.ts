/**
 * Screenshots of the web app for a person to look at: home at desktop and phone sizes in both themes and both
 * languages, the open drawer and dialogs, a few pages, and the maintenance and region-block screens (their boot
 * payload is patched in the browser, so any running server will do).
 *
 *   LOTUS_BASE_URL=http://127.0.0.1:8090 npx tsx apps/web/e2e/screenshots.ts [outDir]
 *
 * The output directory defaults to /tmp/shots.
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

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await launchChromium();
  try {
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
