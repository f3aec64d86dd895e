import { deriveOutcome, seedHash } from '@lotus/house-games';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phone, Site } from './support/site.ts';

/**
 * The verify page (/fairness): a round's proof, prefilled from the link a round gives, recomputed in the browser.
 * The expected outcomes come from the same package run here in node, so the browser and the server cannot drift.
 */
let site: Site;
beforeAll(async () => {
  site = await Site.start();
});
afterAll(() => site?.stop());

const SERVER_SEED = 'b1f6c9a0d9e4c0b7a35c7d1a2f4e8d6c9b0a1e2f3d4c5b6a79880716253a4b5c';
const proofLink = (query: Record<string, string>) => `/fairness?${new URLSearchParams(query).toString()}`;

const result = (page: Page) => page.getByRole('region', { name: 'Result' });

describe('verify page', () => {
  it('recomputes a slot round from its link: reels, wins, multiplier and the seed hash', async () => {
    const page = await site.open(
      proofLink({ game: 'lotus-slot', serverSeed: SERVER_SEED, clientSeed: 'lotus', nonce: '2' }),
    );
    await page.getByTestId('page-fairness').waitFor();
    expect(await page.getByLabel('Game', { exact: true }).inputValue()).toBe('lotus-slot');
    expect(await page.getByLabel('Server seed', { exact: true }).inputValue()).toBe(SERVER_SEED);
    expect(await page.getByLabel('Client seed', { exact: true }).inputValue()).toBe('lotus');
    expect(await page.getByLabel('Nonce', { exact: true }).inputValue()).toBe('2');

    const outcome = deriveOutcome('lotus-slot', SERVER_SEED, 'lotus', 2);
    if (outcome.game !== 'lotus-slot') throw new Error('slot expected');
    expect(await page.getByTestId('fairness-seed-hash').textContent()).toBe(seedHash(SERVER_SEED));
    expect(await page.getByTestId('fairness-multiplier').textContent()).toBe(`×${outcome.multiplier}`);
    const symbols = await result(page)
      .getByRole('table', { name: 'Reels (five columns, three rows)' })
      .locator('td')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-symbol')));
    expect(symbols).toEqual([0, 1, 2].flatMap((row) => outcome.reels.map((reel) => reel[row])));
    for (const win of outcome.lines) {
      await result(page)
        .getByText(`Line ${win.line + 1}: ${win.count} ×`)
        .waitFor();
    }
  });

  it('follows the fields as they change, and compares the seed with the hash shown before play', async () => {
    const page = await site.open(
      proofLink({
        game: 'lotus-wheel',
        serverSeed: 'seed one',
        clientSeed: 'c',
        nonce: '7',
        hash: seedHash('seed one'),
      }),
    );
    const wheel = deriveOutcome('lotus-wheel', 'seed one', 'c', 7);
    if (wheel.game !== 'lotus-wheel') throw new Error('wheel expected');
    await result(page)
      .getByText(`Segment ${wheel.segment + 1}: ${wheel.label}`)
      .waitFor();
    await result(page).getByText('Matches the hash shown before play').waitFor();

    await page.getByLabel('Server seed', { exact: true }).fill('seed two');
    await result(page).getByText('Does not match the hash shown before play').waitFor();
    expect(await page.getByTestId('fairness-seed-hash').textContent()).toBe(seedHash('seed two'));

    await page.getByLabel('Game', { exact: true }).selectOption('lotus-scratch');
    await page.getByLabel('Nonce', { exact: true }).fill('3');
    const card = deriveOutcome('lotus-scratch', 'seed two', 'c', 3);
    if (card.game !== 'lotus-scratch') throw new Error('scratch expected');
    await page.waitForFunction(
      (expected) =>
        JSON.stringify(
          [...document.querySelectorAll('[data-testid="fairness-outcome"] td')].map((td) =>
            td.getAttribute('data-symbol'),
          ),
        ) === expected,
      JSON.stringify(card.cells),
    );
    expect(await page.getByTestId('fairness-multiplier').textContent()).toBe(`×${card.multiplier}`);

    await page.getByLabel('Nonce', { exact: true }).fill('-1');
    await page.getByText('Enter a whole number from 0').waitFor();
  });

  it('works on a phone in Chinese and the light theme without sideways scrolling', async () => {
    const page = await site.open(
      proofLink({ game: 'lotus-slot', serverSeed: SERVER_SEED, clientSeed: 'lotus', nonce: '0' }),
      { viewport: phone, colorScheme: 'light', localStorage: { lang: 'CN' } },
    );
    await page.getByRole('heading', { name: '可证公平', level: 1 }).waitFor();
    expect(await page.getByTestId('fairness-seed-hash').textContent()).toBe(seedHash(SERVER_SEED));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
