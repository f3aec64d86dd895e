import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { desktop, phone } from './site.ts';

/**
 * Screenshots are for people to look at, not checks: a test that walks a page through sizes, themes and languages
 * takes them only when LOTUS_SHOTS_DIR names a folder, and writes them under it (`<dir>/<group>/<name>.png`).
 */
export async function shoot(page: Page, group: string, name: string, options: { fullPage?: boolean } = {}) {
  const root = process.env.LOTUS_SHOTS_DIR;
  if (!root) return;
  const dir = path.join(root, group);
  mkdirSync(dir, { recursive: true });
  // Transitions and late fonts settle before the picture; a check never needs this pause.
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: options.fullPage ?? false });
}

/**
 * The whole page in one picture, as a window as tall as the page shows it: a full-page capture of a short window draws
 * the sticky and fixed parts (header, side menu, a phone's bottom bar) where the window ended, over the page. The
 * window gets its height back afterwards.
 */
export async function shootTall(page: Page, group: string, name: string) {
  if (!process.env.LOTUS_SHOTS_DIR) return;
  const viewport = page.viewportSize();
  if (!viewport) return shoot(page, group, name, { fullPage: true });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  await shoot(page, group, name);
  // A phone's long page also in pieces of one and a half screens (`<name>-1.png`, …), each readable on its own.
  if (viewport.width < 768) {
    const piece = Math.round(viewport.height * 1.5);
    for (let i = 0; i * piece < height; i++) {
      const clip = { x: 0, y: i * piece, width: viewport.width, height: Math.min(piece, height - i * piece) };
      await page.screenshot({ path: path.join(process.env.LOTUS_SHOTS_DIR, group, `${name}-${i + 1}.png`), clip });
    }
  }
  await page.setViewportSize(viewport);
}

export type ShotTheme = 'light' | 'dark';
export type ShotLang = 'EN' | 'CN';

/**
 * Every view a screenshot is taken in: desktop and phone, light and dark, English and Chinese; `tag`
 * (`desktop-light-en`) names the files.
 */
export const shotViews = (
  [
    ['desktop', desktop],
    ['phone', phone],
  ] as const
).flatMap(([size, viewport]) =>
  (['light', 'dark'] as const).flatMap((theme: ShotTheme) =>
    (['EN', 'CN'] as const).map((lang: ShotLang) => ({
      tag: `${size}-${theme}-${lang.toLowerCase()}`,
      viewport,
      theme,
      lang,
    })),
  ),
);
