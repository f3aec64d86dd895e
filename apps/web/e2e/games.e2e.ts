import { DEMO_ACCOUNTS } from '@lotus/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MAINTENANCE_GAME, DEMO_MAINTENANCE_VENDOR } from '../../server/src/db/seed/demo-games.ts';
import { loginAs } from '../../server/test/auth-helpers.ts';
import { phone, Site } from './support/site.ts';

/**
 * The game lobby as a player meets it, on a real server with the seeded demo catalogue: the home sections and their
 * limits, the category pages, favourites, and starting games as a guest, a trial account and a member.
 */
let site: Site;
beforeAll(async () => {
  site = await Site.start();
});
afterAll(() => site?.stop());

/** A page of a member whose session came from a real login (the token the login dialog would have stored). */
async function openAsMember(path: string, options: { viewport?: { width: number; height: number } } = {}) {
  const token = await loginAs(site.server.app);
  return site.open(path, {
    ...options,
    sessionStorage: {
      token,
      account: DEMO_ACCOUNTS.member.username,
      username: DEMO_ACCOUNTS.member.username,
      nickname: DEMO_ACCOUNTS.member.username,
    },
  });
}

const section = (page: Page, name: string) => page.locator(`[data-section="${name}"]`);
const tiles = (page: Page, scope = 'main') => page.locator(`${scope} .game-card`);

/** The lobby and game lists have rendered their first games (skeletons gone). */
async function gamesShown(page: Page, testId = 'game-list') {
  await page.getByTestId(testId).locator('.game-card').first().waitFor();
}

describe('home', () => {
  it('shows the lobby menu and every section within its limits', async () => {
    const page = await site.open('/');
    const menu = page.getByRole('tablist', { name: 'Game lobby' });
    await menu.getByRole('tab', { name: 'Sports', exact: true }).waitFor();
    const tabs = await menu.getByRole('tab').evaluateAll((els) => els.map((e) => e.getAttribute('data-tab')));
    expect(tabs.slice(0, 2)).toEqual(['HOME', 'FAV']);
    // Spec §2: the exclusive-games section comes just before sports.
    expect(tabs.indexOf('EXCLUSIVE')).toBe(tabs.indexOf('SPORTS') - 1);
    expect(tabs).toEqual(expect.arrayContaining(['RNG', 'LIVE', 'FISH', 'PVP', 'ESPORTS', 'ELOTT', 'COCKFIGHT']));

    await section(page, 'lobby').locator('.game-card').nth(4).waitFor();
    // The server answers absolute icon URLs on the site itself (no image CDN): the tiles show them from this origin.
    const art = section(page, 'lobby').locator('.game-art--loaded img').first();
    await art.waitFor();
    expect(await art.getAttribute('src')).toMatch(/^\/game-art\/games\//);
    expect(await art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Guests have no recent games and no favourites section.
    expect(await section(page, 'recent').count()).toBe(0);
    expect(await section(page, 'favourites').count()).toBe(0);
    // Spec §2: 3 slots, 1 live and 1 fishing game in the lobby preview; one sports game.
    const lobbyTypes = await section(page, 'lobby')
      .locator('.game-card')
      .evaluateAll((els) => els.map((e) => e.closest('li')?.textContent ?? ''));
    expect(lobbyTypes).toHaveLength(5);
    await section(page, 'sports').locator('.game-card').first().waitFor();
    expect(await section(page, 'sports').locator('.game-card').count()).toBe(1);

    for (const name of ['hot', 'slots', 'live', 'fish', 'esports', 'pvp', 'cockfight', 'exclusive', 'local', 'elott']) {
      const items = section(page, name).locator('li');
      await items.first().waitFor();
      expect(await items.count(), name).toBeGreaterThan(0);
      expect(await items.count(), name).toBeLessThanOrEqual(5);
    }
    // Exactly five slot vendors of the ten the slot tab offers; none of the exclusive ones.
    expect(await section(page, 'slots').locator('li').count()).toBe(5);
    const exclusive = await section(page, 'exclusive')
      .locator('[data-vassalage]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-vassalage')));
    expect(exclusive).toContain('BGS');
    expect(await section(page, 'slots').locator('[data-vassalage="BGS"]').count()).toBe(0);
    // The winner board is there, with its entries or its empty state.
    await page.getByRole('heading', { name: 'Winner board' }).waitFor();

    // A category of the lobby menu lists 12 games, and "load more" appends the next 12.
    await menu.getByRole('tab', { name: 'Slots', exact: true }).click();
    const panel = page.getByRole('tabpanel');
    await panel.locator('.game-card').nth(11).waitFor();
    expect(await panel.locator('.game-card').count()).toBe(12);
    await panel.getByRole('button', { name: 'Load more' }).click();
    await panel.locator('.game-card').nth(23).waitFor();
    expect(await panel.locator('.game-card').count()).toBe(24);

    // Favourites as a guest: the login dialog, and the lobby stays where it was.
    await menu.getByRole('tab', { name: 'Favourites' }).click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    // (The open dialog hides the page from the accessibility tree.)
    expect(await page.locator('[data-tab="RNG"]').getAttribute('aria-selected')).toBe('true');
    await page.context().close();
  });

  it('shows a member the recent games and favourites sections', async () => {
    const page = await openAsMember('/');
    await section(page, 'hot').locator('.game-card').first().waitFor();
    // Launching records a recent game.
    await section(page, 'hot').locator('.game-card__play').first().click();
    await page.getByTestId('game-dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('game-dialog').waitFor({ state: 'detached' });
    await page.reload();
    await section(page, 'recent').locator('.game-card').first().waitFor();
    expect(await section(page, 'recent').locator('.game-card').count()).toBeLessThanOrEqual(5);
    await page.context().close();
  });
});

describe('in Chinese', () => {
  it('draws the banners and the generated game and vendor art in Chinese', async () => {
    const page = await site.open('/', { localStorage: { lang: 'CN' } });
    await section(page, 'hot').locator('.game-card img').first().waitFor();
    const sources = (selector: string) =>
      page.locator(selector).evaluateAll((images) => images.map((i) => (i as HTMLImageElement).src));
    const tiles = await sources('main .game-card img');
    expect(tiles.length).toBeGreaterThan(0);
    expect(
      tiles.every((src) => src.includes('/game-art/cn/')),
      tiles.join('\n'),
    ).toBe(true);
    const banners = await sources('[data-testid="banners-w_home"] img');
    expect(banners.length).toBeGreaterThan(0);
    expect(
      banners.every((src) => src.endsWith('.cn.svg')),
      banners.join('\n'),
    ).toBe(true);
    // Every picture loaded: none fell back to the name.
    expect(await page.locator('main .game-art--failed').count()).toBe(0);

    await page.goto(`${site.url}/sports`);
    await page.locator('main [data-vassalage="SABA"] img').waitFor();
    expect(await sources('main [data-vassalage] img')).toEqual(
      expect.arrayContaining([expect.stringContaining('/game-art/cn/vendors/SABA.webp')]),
    );
    await page.context().close();
  });
});

describe('category pages', () => {
  it('lists the vendors of the game centres', async () => {
    const page = await site.open('/sports');
    for (const [path, vendor] of [
      ['/sports', 'SABA'],
      ['/esports', 'TF'],
      ['/lott', 'TCG_LOTTO_VN'],
      ['/elott', 'TCG'],
    ] as const) {
      await page.goto(site.url + path);
      await page.getByTestId(`page-${path.slice(1)}`).waitFor();
      await page.locator(`main [data-vassalage="${vendor}"]`).waitFor();
    }
    await page.context().close();
  });

  it('lists 24 games a page on the game-list pages, with their filters', async () => {
    const page = await site.open('/live');
    await gamesShown(page);
    for (const path of ['/fish', '/pvp', '/rng']) {
      await page.goto(site.url + path);
      await page.getByTestId(`page-${path.slice(1)}`).waitFor();
      await gamesShown(page);
    }
    // /rng: 24 games, "load more" appends 24 more.
    expect(await tiles(page).count()).toBe(24);
    await page.getByRole('button', { name: 'Load more' }).click();
    await tiles(page).nth(47).waitFor();
    expect(await tiles(page).count()).toBe(48);

    const count = async () =>
      Number((await page.locator('.game-list-centre__count').textContent())?.replace(/\D/g, ''));
    const all = await count();
    // A new filter replaces the list: 25 lines or more.
    await page.getByRole('checkbox', { name: '25 lines or more' }).check();
    await page.waitForFunction((n) => {
      const text = document.querySelector('.game-list-centre__count')?.textContent ?? '';
      return Number(text.replace(/\D/g, '')) !== n;
    }, all);
    expect(await count()).toBeLessThan(all);
    await page.getByRole('checkbox', { name: '25 lines or more' }).uncheck();

    // Sub-type tabs; bingo only for merchants whose languages include Thai.
    const subTypes = page.getByRole('group', { name: 'Game type' });
    for (const name of ['All', 'Scratch cards', 'Video poker', 'Jackpots', 'Table games', 'Arcade']) {
      await subTypes.getByRole('button', { name, exact: true }).waitFor();
    }
    expect(await subTypes.getByRole('button', { name: 'Bingo' }).count()).toBe(0);
    await subTypes.getByRole('button', { name: 'Scratch cards' }).click();
    await page.getByRole('button', { name: 'Play Lotus Scratch' }).waitFor();
    expect(await page.getByRole('button', { name: 'Play Lotus Slot' }).count()).toBe(0);
    await subTypes.getByRole('button', { name: 'All', exact: true }).click();

    // Free-text search.
    await page.getByRole('searchbox').fill('Lotus Wheel');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="game-list"] .game-card').length === 1);
    await page.getByRole('button', { name: 'Play Lotus Wheel' }).waitFor();
    await page.getByRole('searchbox').fill('');

    // The vendor dropdown filters by `vassalage`.
    await page.getByRole('button', { name: 'Provider' }).click();
    const picker = page.getByTestId('vendor-picker');
    expect(await picker.getAttribute('data-layout')).toBe('list');
    await picker.getByRole('button', { name: 'Lotus Originals' }).click();
    await page.waitForURL(/\/rng\?vassalage=HOUSE$/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="game-list"] .game-card').length === 3);
    await page.context().close();
  });

  it('offers the exclusive slot vendors on /pvp, and no made-up card tables', async () => {
    const page = await openAsMember('/pvp');
    await gamesShown(page);
    await page.getByRole('button', { name: 'Provider' }).click();
    const picker = page.getByTestId('vendor-picker');
    await picker.getByRole('button', { name: 'BGS Slots' }).waitFor();
    await picker.getByRole('button', { name: 'Kaiyuan Cards' }).waitFor();
    await page.keyboard.press('Escape');
    // The exclusive (MXWIN) vendors as cards: choosing one lists its slot games on /pvp.
    await page.getByRole('region', { name: 'Exclusive games' }).locator('[data-vassalage="BGS"]').click();
    await page.waitForURL(/\/pvp\?vassalage=BGS$/);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="game-list"] .game-card')].every((el) =>
        el.textContent?.includes('BGS Slots'),
      ),
    );
    await gamesShown(page);
    // A card vendor's games: no vendor reports its tables, so the list is empty and no tables section is shown.
    const roomList = page.waitForResponse((res) => res.url().includes('/wps/relay/GLS2_roomList?vassalage=KY'));
    await page.getByRole('button', { name: 'Provider' }).click();
    await page.getByTestId('vendor-picker').getByRole('button', { name: 'Kaiyuan Cards' }).click();
    expect((await (await roomList).json()).value.list).toEqual([]);
    await gamesShown(page);
    expect(await page.getByRole('region', { name: 'Card tables' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('favourites', () => {
  it('asks a guest to log in', async () => {
    const page = await site.open('/rng');
    await gamesShown(page);
    await page.getByRole('button', { name: 'Favourite Lotus Slot' }).click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await page.context().close();
  });

  it('lets a member add a game, find it on /favorite and remove it there', async () => {
    const page = await openAsMember('/rng?vassalage=HOUSE');
    await gamesShown(page);
    const heart = page.getByRole('button', { name: 'Favourite Lotus Wheel' });
    // The server's answer waits until the heart has been seen pressed: the add is optimistic.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/wps/relay/MCSFE_addFavoriteGameV2*', async (route) => {
      await answered;
      await route.continue();
    });
    await heart.click();
    await page.getByRole('button', { name: 'Favourite Lotus Wheel', pressed: true }).waitFor();
    answer();
    // Still pressed after the server answered.
    const toast = page.getByText('Lotus Wheel added to favourites');
    await toast.waitFor();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    // The toast hides nothing in the header (balance, Deposit).
    const [toastBox, headerBox] = await Promise.all([toast.boundingBox(), page.getByRole('banner').boundingBox()]);
    expect(toastBox?.y ?? 0).toBeGreaterThan((headerBox?.y ?? 0) + (headerBox?.height ?? 0));
    await page.unroute('**/wps/relay/MCSFE_addFavoriteGameV2*');

    // From this page load on the page's clock is the test's: the throttle is waited out without waiting.
    await page.clock.install();
    await page.goto(`${site.url}/favorite`);
    await gamesShown(page, 'favorite-games');
    await page.getByRole('button', { name: 'Play Lotus Wheel' }).waitFor();
    // One toggle a second: the page's clock moves past the throttle before removing.
    await page.clock.runFor(1100);
    await page.getByRole('button', { name: 'Favourite Lotus Wheel' }).click();
    // Removed locally first, then for good.
    await page.getByText('No favourite games yet').waitFor();
    await page.getByText('Lotus Wheel removed from favourites').waitFor();
    await page.reload();
    await page.getByText('No favourite games yet').waitFor();
    await page.context().close();
  });
});

describe('starting a game', () => {
  it('asks a guest to log in, and lets a guest try a slot for free', async () => {
    const page = await site.open('/rng?vassalage=HOUSE');
    await gamesShown(page);
    await page.getByRole('button', { name: 'Play Lotus Slot' }).click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Try Lotus Slot for free' }).click();
    const dialog = page.getByTestId('game-dialog');
    await dialog.waitFor();
    // Launch URLs are absolute, on the base URL of the domain the page is on.
    expect(await dialog.locator('iframe').getAttribute('src')).toMatch(
      new RegExp(`^${site.url.replaceAll('.', '\\.')}/house/lotus-slot\\?token=`),
    );
    await page.context().close();
  });

  it('refuses a trial account with the real-account notice', async () => {
    const page = await site.open('/rng?vassalage=HOUSE', { viewport: phone });
    await page.getByRole('button', { name: 'Log in' }).first().click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByTestId('free-play').click();
    await login.waitFor({ state: 'detached' });
    await page.waitForFunction(() => sessionStorage.getItem('isTrial') === 'true');
    await page.goto(`${site.url}/rng?vassalage=HOUSE`);
    await gamesShown(page);
    await page.getByRole('button', { name: 'Play Lotus Slot' }).click();
    await page.getByTestId('trial-notice-dialog').waitFor();
    expect(await page.getByTestId('game-dialog').count()).toBe(0);
    await page.context().close();
  });

  it('opens the game dialog for a member, and the full page from it', async () => {
    const page = await openAsMember('/rng?vassalage=HOUSE');
    await gamesShown(page);
    await page.getByRole('button', { name: 'Play Lotus Slot' }).click();
    const dialog = page.getByTestId('game-dialog');
    await dialog.waitFor();
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('src')).toMatch(
      new RegExp(`^${site.url.replaceAll('.', '\\.')}/house/lotus-slot\\?token=[\\w-]{20,}`),
    );
    expect(await frame.getAttribute('title')).toBe('Lotus Slot');
    // The game itself runs in the frame.
    await page.frameLocator('[data-testid="game-dialog"] iframe').getByTestId('house-play').waitFor();

    await dialog.getByRole('button', { name: 'Open on a full page' }).click();
    await page.waitForURL(/\/seamless$/);
    await page.getByTestId('page-seamless').locator('iframe').waitFor();
    // No footer and no side menu on the game page; the way back to the lobby.
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to the lobby' }).click();
    await page.getByTestId('page-home').waitFor();
    await page.context().close();
  });

  it('opens the sub-list of a vendor with several games, and launches a vendor with one game directly', async () => {
    const page = await openAsMember('/');
    await section(page, 'live').locator('[data-vassalage="AG"]').click();
    const list = page.getByTestId('vendor-games-dialog');
    await list.locator('.game-card').first().waitFor();
    await list.locator('.game-card__play').first().click();
    await page.getByTestId('game-dialog').locator(`iframe[src^="${site.url}/demo-vendor/AG/play?token="]`).waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${site.url}/sports`);
    await page.locator('main [data-vassalage="SABA"]').click();
    await page.getByTestId('game-dialog').locator(`iframe[src^="${site.url}/demo-vendor/SABA/play?token="]`).waitFor();
    await page.context().close();
  });

  it('shows recommendations for a vendor under maintenance', async () => {
    const page = await openAsMember(`/rng?vassalage=${DEMO_MAINTENANCE_VENDOR}`);
    await gamesShown(page);
    const first = page.locator('[data-testid="game-list"] .game-card').first();
    await first.getByText('Maintenance').waitFor();
    await first.locator('.game-card__play').click();
    const dialog = page.getByTestId('game-maintenance-dialog');
    await dialog.waitFor();
    const recommended = dialog.getByTestId('maintenance-recommendations').locator('.game-card');
    await recommended.first().waitFor();
    expect(await recommended.count()).toBeGreaterThan(0);
    expect(await dialog.getByText('Maintenance', { exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('shows the server recommendations when the launch is refused for maintenance', async () => {
    const context = await site.context({
      sessionStorage: { token: await loginAs(site.server.app), account: 'demo', username: 'demo' },
    });
    // A lobby that has not heard of the maintenance yet: the launch itself is refused.
    await context.route('**/wps/relay/GCSGAME_gameList*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      for (const game of body.value?.games ?? []) game.maintenance = false;
      await route.fulfill({ response, json: body });
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/rng?vassalage=${DEMO_MAINTENANCE_GAME.vendor}`);
    await gamesShown(page);
    await page.getByRole('searchbox').fill('Dragon Temple');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="game-list"] .game-card').length === 1);
    await page.getByRole('button', { name: 'Play Dragon Temple' }).click();
    const dialog = page.getByTestId('game-maintenance-dialog');
    await dialog.getByRole('heading', { name: 'Dragon Temple is under maintenance' }).waitFor();
    await dialog.getByTestId('maintenance-recommendations').locator('.game-card').first().waitFor();
    expect(await page.getByTestId('game-dialog').count()).toBe(0);
    await context.close();
  });
});

describe('on a phone', () => {
  /** The class of the button a tap at each point lands on. */
  const tapped = (page: Page, points: { x: number; y: number }[]) =>
    page.evaluate(
      (list) => list.map(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.className ?? ''),
      points,
    );

  it('gives the heart, "Try" and the banner dots a 44 px target, and long names two lines', async () => {
    const page = await site.open('/rng', { viewport: phone });
    await gamesShown(page);
    const card = page
      .locator('.game-card')
      .filter({ has: page.locator('.game-card__try') })
      .first();
    // Clear of the sticky header and bottom bar, which would take the taps.
    await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const none = { x: 0, y: 0, width: 0, height: 0 };

    // The heart's circle is 36 px; a tap up to 4 px outside it still lands on it.
    const heart = (await card.locator('.game-card__heart').boundingBox()) ?? none;
    const heartHits = await tapped(page, [
      { x: heart.x - 3, y: heart.y + heart.height / 2 },
      { x: heart.x + heart.width / 2, y: heart.y + heart.height + 3 },
    ]);
    expect(heartHits.every((name) => name.startsWith('game-card__heart'))).toBe(true);

    // A tap 8 px above or 7 px below the small pill (the tile's edge) still lands on it: 32 + 15 px.
    const pill = (await card.locator('.game-card__try').boundingBox()) ?? none;
    const x = pill.x + pill.width / 2;
    expect(
      await tapped(page, [
        { x, y: pill.y - 8 },
        { x, y: pill.y + pill.height + 7 },
      ]),
    ).toEqual(['game-card__try', 'game-card__try']);
    const nameLines = await card
      .locator('.game-card__name')
      .evaluate((el) => getComputedStyle(el).getPropertyValue('-webkit-line-clamp'));
    expect(nameLines).toBe('2');

    await page.goto(`${site.url}/`);
    const dot = page.locator('.banner__dot').first();
    await dot.waitFor();
    expect((await dot.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await page.context().close();
  });
});
