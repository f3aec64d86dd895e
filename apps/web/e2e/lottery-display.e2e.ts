import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDrawHistory } from './support/lottery-history.ts';
import { shoot } from './support/shots.ts';
import { type ContextOptions, desktop, logInAsDemoMember, phone, Site } from './support/site.ts';

/**
 * How the lottery shows itself to a player, on a site with 40 minutes of draws: the period's commitment before its
 * draw, each result's seed hash and seed with a Verify link the fairness page checks at once, VN and 4D results prize
 * by prize, the draw-by-draw trend chart, the Vietnamese plays explained with the lô point price, and controls a thumb
 * can press on a phone.
 */
let site: Site;

beforeAll(async () => {
  site = await Site.start({ lottery: true });
  await withDrawHistory(site);
});
afterAll(() => site?.stop());

const HEX64 = /\b[0-9a-f]{64}\b/;

/** The member signed in (in English, as the sign-in helper reads it), then on `path` in `lang`. */
async function memberOn(path: string, options: ContextOptions & { lang?: 'EN' | 'CN' } = {}): Promise<Page> {
  const page = await site.open('/', options);
  await logInAsDemoMember(page);
  if (options.lang) await page.evaluate((lang) => localStorage.setItem('lang', lang), options.lang);
  await page.goto(site.url + path);
  await page.getByTestId('lottery-results').waitFor();
  return page;
}

const resultsRegion = (page: Page) =>
  page.locator('section.lottery-scroll').filter({ has: page.getByTestId('lottery-results') });

describe('lottery display', () => {
  it('shows the commitment before the draw, and each result with its proof and a Verify link that checks it', async () => {
    const page = await memberOn('/lottery?gameCode=ssc-1');
    expect(await page.getByTestId('lottery-commitment').textContent()).toMatch(HEX64);

    // 40 draws scroll inside a region a keyboard can reach, named for screen readers.
    expect(await page.getByTestId('lottery-results').locator('> li').count()).toBeGreaterThanOrEqual(35);
    const region = resultsRegion(page);
    expect(await region.getAttribute('tabindex')).toBe('0');
    expect(await region.getAttribute('aria-label')).toBe('Results');
    expect(await region.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

    // The newest draw is open: its hash is SHA-256 of the revealed seed's hex text.
    const newest = page.getByTestId('lottery-results').locator('> li').first();
    const numero = await newest.getAttribute('data-numero');
    const [hash, seed] = await newest.getByTestId('lottery-draw-proof').locator('dd').allTextContents();
    expect(hash).toMatch(HEX64);
    expect(seed).toMatch(HEX64);
    expect(
      createHash('sha256')
        .update(seed ?? '', 'utf8')
        .digest('hex'),
    ).toBe(hash);

    await newest.getByTestId('lottery-verify').click();
    await page.waitForURL(/\/fairness\?/);
    expect(new URL(page.url()).searchParams.get('numero')).toBe(numero);
    const proof = page.getByTestId('fairness-lottery-proof');
    await proof.waitFor();
    expect(await page.getByTestId('fairness-lottery-hash').getAttribute('data-ok')).toBe('true');
    expect(await page.getByTestId('fairness-lottery-result').getAttribute('data-ok')).toBe('true');
    expect(await proof.textContent()).toContain(seed);
    await page.context().close();
  });

  it('charts each position draw by draw: the number drawn among its columns, the misses of the others', async () => {
    const page = await memberOn('/lottery?gameCode=ssc-1');
    const newestDigits = await page
      .getByTestId('lottery-results')
      .locator('> li')
      .first()
      .locator('.lottery-ball')
      .allTextContents();
    await page.getByRole('tab', { name: 'Trends' }).click();
    const chart = page.getByTestId('lottery-chart');
    await chart.waitFor();
    expect(await chart.locator('thead th').allTextContents()).toEqual(['Period', ...'0123456789']);
    const rows = chart.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(35);
    // Every draw has one number of the position; the newest is the first digit of the newest result.
    const hits = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td[data-hit]').length));
    expect(new Set(hits)).toEqual(new Set([1]));
    expect(await rows.first().locator('td[data-hit]').textContent()).toBe(newestDigits[0]);
    // A miss counts up draw by draw until the number comes: the cell below a miss of m > 1 is m − 1 (newest first).
    const columns = await rows.evaluateAll((trs) =>
      trs
        .slice(0, 10)
        .map((tr) =>
          [...tr.querySelectorAll('td')].map((td) => (td.hasAttribute('data-hit') ? 0 : Number(td.textContent))),
        ),
    );
    for (let r = 0; r + 1 < columns.length; r++)
      columns[r]?.forEach((miss, c) => {
        if (miss > 0) expect(columns[r + 1]?.[c]).toBe(miss - 1);
      });
    await page.getByTestId('lottery-trend-position').selectOption('P5');
    expect(await chart.getAttribute('data-position')).toBe('P5');
    expect(await rows.first().locator('td[data-hit]').textContent()).toBe(newestDigits[4]);
    await page.context().close();
  });

  it('prints VN results prize by prize and explains the plays and the lô point price', async () => {
    const page = await memberOn('/vnLottery?gameCode=vn-fast-3');
    const board = page.getByTestId('lottery-results').locator('> li').first().getByTestId('lottery-prizes');
    const rows = board.locator('tr');
    expect(await rows.locator('th').allTextContents()).toEqual([
      'Special prize',
      '1st prize',
      '2nd prize',
      '3rd prize',
      '4th prize',
      '5th prize',
      '6th prize',
      '7th prize',
    ]);
    const counts = await rows.evaluateAll((trs) =>
      trs.map((tr) => tr.querySelectorAll('.lottery-prizes__number').length),
    );
    expect(counts).toEqual([1, 1, 2, 6, 4, 6, 3, 4]);

    await page.getByTestId('lottery-group-LO').click();
    const help = page.getByTestId('lottery-play-help');
    await help.locator('summary').click();
    expect(await help.textContent()).toContain('27 prizes');
    // The demo's lô: 23 points' worth a point (1.00 each), 80.00 per occurrence.
    expect(await page.getByTestId('lottery-point-price').textContent()).toMatch(/23 times.*23\.00.*80\.00/);
    await page.getByTestId('lottery-group-DE').click();
    expect(await page.getByTestId('lottery-point-price').textContent()).toMatch(/1\.00.*80\.00/);
    await page.context().close();
  });

  it('prints 4D results prize by prize, in Chinese too', async () => {
    const page = await memberOn('/seaLottery?gameCode=sea-4d-5', { lang: 'CN' });
    const board = page.getByTestId('lottery-results').locator('> li').first().getByTestId('lottery-prizes');
    expect(await board.locator('th').allTextContents()).toEqual(['头奖', '二奖', '三奖', '入围奖', '安慰奖']);
    await page.context().close();
  });

  it('gives every control of the game a 44 px target on a phone', async () => {
    const page = await memberOn('/lottery?gameCode=ssc-1', { viewport: phone });
    for (const group of ['FIXED', 'FIVE_STAR']) {
      await page.getByTestId(`lottery-group-${group}`).click();
      const small = await page.getByTestId('lottery-game').evaluate((root) =>
        [...root.querySelectorAll('button, select, input, summary, a, [role="tab"]')]
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.height > 0 && box.height < 44)
          .map(
            ({ el, box }) =>
              `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 20)}" ${Math.round(box.height)} px`,
          ),
      );
      expect(small, group).toEqual([]);
    }
    await page.context().close();
  });

  it.skipIf(!process.env.LOTUS_SHOTS_DIR)(
    'screenshots: phone and desktop, light and dark, EN and CN',
    { timeout: 300_000 },
    async () => {
      for (const [size, viewport] of [
        ['phone', phone],
        ['desktop', desktop],
      ] as const)
        for (const theme of ['light', 'dark'] as const)
          for (const lang of ['EN', 'CN'] as const) {
            const name = (what: string) => `${what}-${size}-${theme}-${lang}`;
            const page = await memberOn('/vnLottery?gameCode=vn-fast-3', { viewport, localStorage: { theme }, lang });
            await page.getByTestId('lottery-play-help').locator('summary').click();
            await shoot(page, 'lottery-display', name('vn-board'), { fullPage: true });
            await page.goto(`${site.url}/lottery?gameCode=ssc-1`);
            await page.getByTestId('lottery-results').waitFor();
            await shoot(page, 'lottery-display', name('ssc-results'), { fullPage: true });
            await page.getByRole('tab').nth(1).click();
            await page.getByTestId('lottery-chart').waitFor();
            await shoot(page, 'lottery-display', name('ssc-trends'), { fullPage: true });
            await page.goto(`${site.url}/seaLottery?gameCode=sea-4d-5`);
            await page.getByTestId('lottery-results').waitFor();
            await shoot(page, 'lottery-display', name('4d-results'), { fullPage: true });
            await page.getByTestId('lottery-verify').first().click();
            await page.getByTestId('fairness-lottery-proof').waitFor();
            await shoot(page, 'lottery-display', name('verify'));
            await page.context().close();
          }
    },
  );
});
