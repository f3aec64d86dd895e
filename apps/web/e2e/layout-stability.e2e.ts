import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, phone, Site } from './support/site.ts';

let site: Site;
beforeAll(async () => {
  site = await Site.start();
});
afterAll(() => site?.stop());

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift not caused by input, from the first paint on (a buffered observer). */
async function recordLayoutShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    const describe = (node: Node | null | undefined) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(
            (s) =>
              `${describe(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}, height ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The home page on a cold load over a slow network: the game lists answer only once their placeholders are on
 * screen, as they do on a phone's connection, then everything settles. The sum of all shifts is at least the CLS
 * (which counts the worst window of them).
 */
async function homeLayoutShift(viewport: { width: number; height: number }) {
  const context = await site.context({ viewport });
  await recordLayoutShifts(context);
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/GCSGAME_(hotGamesV2|gameList)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${site.url}/`);
  await page.locator('[data-section="hot"] .game-grid__skeleton').first().waitFor();
  release();
  await page.locator('[data-section="hot"] .game-card').first().waitFor();
  await page.locator('[data-section="lobby"] .game-card').first().waitFor();
  await page.getByRole('heading', { name: 'Winner board' }).waitFor();
  await page.waitForLoadState('networkidle');
  // Layout-shift entries reach the observer after the frame that made them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  await context.close();
  return shifts;
}

const total = (shifts: Shift[]) => shifts.reduce((sum, s) => sum + s.value, 0);

describe('layout shift of the home page (QUALITY.md: CLS ≤ 0.05)', () => {
  it('stays within 0.05 on a phone (390 × 844) while the game rows load', async () => {
    const shifts = await homeLayoutShift(phone);
    expect(total(shifts), JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.05);
  });

  it('stays within 0.05 on the desktop (1366 × 768) while the game rows load', async () => {
    const shifts = await homeLayoutShift(desktop);
    expect(total(shifts), JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.05);
  });

  it('gives a game placeholder the size of the tile that replaces it', async () => {
    for (const viewport of [phone, desktop]) {
      const page = await site.open('/', { viewport });
      const hot = page.locator('[data-section="hot"]');
      await hot.locator('.game-card').first().waitFor();
      const tile = await hot.locator('.game-grid > li').first().boundingBox();
      // A placeholder row beside the real one, in the same grid.
      const placeholder = await hot.evaluate((section) => {
        const grid = section.querySelector('.game-grid') as HTMLElement;
        const copy = grid.cloneNode(false) as HTMLElement;
        copy.innerHTML =
          '<li class="game-grid__skeleton"><span class="skeleton" style="aspect-ratio: 1 / 1"></span><span class="game-grid__skeleton-footer"></span></li>';
        grid.after(copy);
        const box = (copy.firstElementChild as HTMLElement).getBoundingClientRect();
        copy.remove();
        return { width: box.width, height: box.height };
      });
      expect(Math.abs(placeholder.height - (tile?.height ?? 0))).toBeLessThan(1);
      expect(Math.abs(placeholder.width - (tile?.width ?? 0))).toBeLessThan(1);
      await page.context().close();
    }
  });
});

describe('the first view of the home page', () => {
  it('shows the first row of games whole, names included, at 1366 × 768', async () => {
    const page = await site.open('/', { viewport: desktop });
    const first = page.locator('[data-section="hot"] .game-card').first();
    await first.waitFor();
    const name = await first.locator('.game-card__name').boundingBox();
    const tile = await first.boundingBox();
    expect(name).not.toBeNull();
    expect((tile?.y ?? 0) + (tile?.height ?? 0)).toBeLessThanOrEqual(desktop.height);
    await page.context().close();
  });
});
