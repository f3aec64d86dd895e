import { DEMO_ACCOUNTS, type HouseGameCode } from '@lotus/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, send } from '../../server/test/auth-helpers.ts';
import { fundMember } from './support/ledger-fixtures.ts';
import { desktop, liveEvents, logInAsDemoMember, phone, Site } from './support/site.ts';

/**
 * The house games as a player meets them: launched for real money or free play, played in their own page (what the
 * game dialog's frame shows), the balance following each round and the round listed with its fairness data.
 */
let site: Site;
let memberToken: string;

beforeAll(async () => {
  site = await Site.start();
  await fundMember(site.server.db, DEMO_ACCOUNTS.member.username, 500_00);
  memberToken = await loginAs(site.server.app);
});
afterAll(() => site?.stop());

/**
 * The path of the launch URL the lobby would open: a route of the web app, on the site's base URL (`localhost`, the
 * request's host here, on the port the server listens on).
 */
async function launch(game: HouseGameCode, accountType: '0' | '1', token?: string) {
  const res = await send(site.server.app, 'launchGame', undefined, {
    ...(token ? { token } : {}),
    query: { vassalage: 'HOUSE', gameType: 'RNG', gameId: game, accountType },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json().value.content.game_url as string);
  expect(url.origin).toBe(site.url.replace('127.0.0.1', 'localhost'));
  expect(`${url.pathname}${url.search}`).toMatch(new RegExp(`^/house/${game}\\?token=`));
  return `${url.pathname}${url.search}`;
}

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));
const cents = (n: number) => Math.round(n * 100);

async function memberBalance() {
  const res = await send(site.server.app, 'balance', undefined, { token: memberToken });
  return res.json().value.sumBalance as number;
}

async function openGame(url: string, options: { viewport?: { width: number; height: number } } = {}) {
  const context = await site.context(options);
  const page = await context.newPage();
  await page.goto(site.url + url);
  await page.getByTestId('house-play').waitFor();
  return page;
}

/** Plays one round and waits until the game has shown it (the play button is free again). */
async function playRound(page: Page, game: HouseGameCode) {
  const rows = page.getByTestId('house-round');
  const before = await rows.count();
  await page.getByTestId('house-play').click();
  if (game === 'lotus-scratch') {
    const revealAll = page.getByRole('button', { name: 'Reveal all' });
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="scratch-reveal-all"]')?.hasAttribute('disabled'),
    );
    await revealAll.click();
  }
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="house-round"]').length > n, before);
  await page.waitForFunction(() => !document.querySelector('[data-testid="house-play"]')?.hasAttribute('disabled'));
  const row = rows.first();
  return { stake: Number(await row.getAttribute('data-stake')), payout: Number(await row.getAttribute('data-payout')) };
}

describe('house games for real money', () => {
  for (const game of ['lotus-slot', 'lotus-scratch', 'lotus-wheel'] as const) {
    it(`${game}: a round moves the balance by payout − stake and appears in the fairness panel`, async () => {
      const page = await openGame(await launch(game, '1', memberToken));
      expect(await page.getByTestId('house-free-play').count()).toBe(0);
      const balance = page.getByTestId('house-balance');
      const before = amountOf(await balance.textContent());
      expect(cents(before)).toBe(cents(await memberBalance()));
      const nonce = Number(await page.getByTestId('house-nonce').textContent());

      const round = await playRound(page, game);
      expect(round.stake).toBeGreaterThan(0);
      const after = amountOf(await balance.textContent());
      expect(cents(after)).toBe(cents(before) - cents(round.stake) + cents(round.payout));
      expect(cents(await memberBalance())).toBe(cents(after));
      const row = page.getByTestId('house-round').first();
      expect(Number(await row.getAttribute('data-nonce'))).toBe(nonce);
      expect(Number(await page.getByTestId('house-nonce').textContent())).toBe(nonce + 1);
      await page.getByTestId('house-result').waitFor();
      if (game === 'lotus-wheel') await page.getByTestId('house-jackpot').waitFor();

      // The seed becomes known only by changing seeds: then the round links to the verify page.
      expect(await row.getByRole('link', { name: 'Verify' }).count()).toBe(0);
      const hash = await page.getByTestId('house-seed-hash').textContent();
      await page.getByTestId('house-rotate').click();
      await page.getByTestId('house-revealed').waitFor();
      expect(await page.getByTestId('house-seed-hash').textContent()).not.toBe(hash);
      const link = row.getByRole('link', { name: 'Verify' });
      const href = new URL((await link.getAttribute('href')) ?? '', site.url);
      expect(href.pathname).toBe('/fairness');
      expect(href.searchParams.get('game')).toBe(game);
      expect(href.searchParams.get('nonce')).toBe(String(nonce));
      expect(href.searchParams.get('serverSeed')).toMatch(/\S{16,}/);
      expect(href.searchParams.get('hash')).toBe(hash);
      expect(await link.getAttribute('target')).toBe('_blank');

      // The verify page recomputes the round from the revealed seed: the hash shown before play, the same pay.
      const [proof] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      const seedHash = proof.getByTestId('fairness-seed-hash');
      await seedHash.waitFor();
      expect(await seedHash.textContent()).toBe(hash);
      const multiplier = Number((await proof.getByTestId('fairness-multiplier').textContent())?.replace('×', ''));
      const jackpot = (await page.getByTestId('wheel-landed').count()) > 0 && round.payout > 0 && multiplier === 0;
      if (!jackpot) expect(Math.abs(round.stake * multiplier - round.payout)).toBeLessThanOrEqual(0.01);
      await page.context().close();
    });
  }

  it('a round whose answer was lost is retried with the same key and charged once', async () => {
    const page = await openGame(await launch('lotus-slot', '1', memberToken));
    const keys: string[] = [];
    let drop = true;
    await page.route('**/house/v1/play', async (route) => {
      keys.push(route.request().postDataJSON().roundKey);
      if (drop) {
        // The server plays the round, the answer never reaches the player.
        drop = false;
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    const before = await memberBalance();
    await page.getByTestId('house-play').click();
    const error = page.getByTestId('house-error');
    await error.waitFor();
    expect(await error.getAttribute('data-kind')).toBe('network');
    await page.getByRole('button', { name: 'Retry the round' }).click();
    await page.getByTestId('house-round').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="house-play"]')?.hasAttribute('disabled'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const row = page.getByTestId('house-round').first();
    const stake = Number(await row.getAttribute('data-stake'));
    const payout = Number(await row.getAttribute('data-payout'));
    expect(cents(await memberBalance())).toBe(cents(before) - cents(stake) + cents(payout));
    expect(cents(amountOf(await page.getByTestId('house-balance').textContent()))).toBe(cents(await memberBalance()));
    await page.context().close();
  });
});

describe('free play', () => {
  it('plays each game without a login, with play chips that never touch the wallet', async () => {
    const wallet = await memberBalance();
    for (const game of ['lotus-slot', 'lotus-scratch', 'lotus-wheel'] as const) {
      const page = await openGame(await launch(game, '0'), { viewport: phone });
      await page.getByTestId('house-free-play').waitFor();
      const before = amountOf(await page.getByTestId('house-balance').textContent());
      const round = await playRound(page, game);
      const after = amountOf(await page.getByTestId('house-balance').textContent());
      expect(cents(after)).toBe(cents(before) - cents(round.stake) + cents(round.payout));
      await page.context().close();
    }
    expect(cents(await memberBalance())).toBe(cents(wallet));
  });

  it('without a token the page says to open the game from the lobby', async () => {
    const page = await site.open('/house/lotus-slot');
    await page.getByText('Open this game from the lobby').waitFor();
    await page.context().close();
  });
});

describe('the header balance beside a framed house game', () => {
  // Last in the file: logging in on the page ends the session the tests above share.
  it("shows a round's result only when the game has shown it", async () => {
    const page = await site.open('/', { viewport: desktop });
    await logInAsDemoMember(page);
    await liveEvents(page);
    const header = page.getByTestId('balance-amount');
    await page.waitForFunction(() =>
      /\d/.test(document.querySelector('[data-testid="balance-amount"]')?.textContent ?? ''),
    );
    const before = amountOf(await header.textContent());

    // The page's own balance reads, and the socket's word that the wallet moved.
    let reads = 0;
    page.on('request', (request) => {
      if (request.frame() === page.mainFrame() && request.url().includes('/wallets/balance')) reads += 1;
    });
    page.on('requestfinished', (request) => {
      if (request.frame() === page.mainFrame() && request.url().includes('/wallets/balance')) reads -= 1;
    });
    let moved = 0;
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('balance.changed')) moved += 1;
      }),
    );

    await page.getByRole('button', { name: 'Play Lotus Scratch' }).first().click();
    const game = page.frameLocator('[data-testid="game-dialog"] iframe');
    await game.getByTestId('house-play').click();
    // The card is bought (the server has taken the stake and paid any prize) and waits to be scratched.
    await game.getByRole('button', { name: 'Reveal all' }).waitFor();
    await expect.poll(() => moved, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect.poll(() => reads).toBe(0);
    expect(amountOf(await header.textContent())).toBe(before);

    // Scratched: the header now tells the round's result, as the game does.
    await page.waitForFunction(
      () =>
        !document
          .querySelector('iframe')
          ?.contentDocument?.querySelector('[data-testid="scratch-reveal-all"]')
          ?.hasAttribute('disabled'),
    );
    await game.getByRole('button', { name: 'Reveal all' }).click();
    const row = game.getByTestId('house-round').first();
    await row.waitFor();
    const stake = Number(await row.getAttribute('data-stake'));
    const payout = Number(await row.getAttribute('data-payout'));
    const after = cents(before) - cents(stake) + cents(payout);
    await expect.poll(async () => cents(amountOf(await header.textContent()))).toBe(after);
    expect(cents(amountOf(await game.getByTestId('house-balance').textContent()))).toBe(after);
    await page.context().close();
  });
});
