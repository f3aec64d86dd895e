import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

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
