import { DEMO_ACCOUNTS, DEMO_MERCHANT_CODE } from '@lotus/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators } from '../../server/src/db/schema.ts';
import { hashPassword } from '../../server/src/platform/passwords.ts';
import { Site } from './support/site.ts';

/** The game catalogue in the operator console, and the player API that shows each change on its next request. */
let site: Site;
beforeAll(async () => {
  site = await Site.start();
  for (const [username, role] of [
    ['ops', 'content'],
    ['cashier', 'finance'],
  ] as const) {
    await site.server.db.orm
      .insert(operators)
      .values({ merchantId: 1, username, passwordHash: await hashPassword('Oper1234'), role });
  }
});
afterAll(() => site?.stop());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface PlayerGame {
  gameCode: string;
  iconUrl: string;
  maintenance: boolean;
  hot: boolean;
}

/** A player-side catalogue call, as the site makes it (guest). */
async function playerCall(path: string) {
  const res = await fetch(`${site.url}${path}`, { headers: { Merchant: DEMO_MERCHANT_CODE, Language: 'EN' } });
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}
const hotGames = async (): Promise<PlayerGame[]> => (await playerCall('/wps/relay/GCSGAME_hotGamesV2')).list;
const pgGame = async (keyword: string): Promise<PlayerGame | undefined> =>
  (await playerCall(`/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&keyword=${encodeURIComponent(keyword)}`))
    .games[0];

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Operator console' });

async function signIn(username: string, password: string) {
  const page = await site.open('/console');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByTestId('console-login-submit').click();
  await page.locator('.console__bar').waitFor();
  return page;
}

/**
 * Opens PG Soft's panel and waits for it: the first vendor's panel shows until the route change commits, and a search
 * typed into it would be lost when PG Soft's panel replaces it.
 */
async function choosePgSoft(page: Page) {
  await page
    .locator('[data-testid="catalogue-vendor"][data-vendor="PG"][data-lane="RNG"] .catalogue__vendor-pick')
    .click();
  await page.getByTestId('catalogue-vendor-panel').getByRole('heading', { name: 'PG Soft', exact: true }).waitFor();
}

/** Waits until the games table shows exactly the game named (the previous page stays while a search loads). */
async function findGame(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Name or code' }).fill(name);
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.waitForFunction(
    (n) =>
      !document.querySelector('.catalogue__table[aria-busy]') &&
      [...document.querySelectorAll('[data-testid="catalogue-game"]')]
        .map((r) => r.querySelector('strong')?.textContent)
        .join('|') === n,
    name,
  );
  return page.getByTestId('catalogue-game').filter({ hasText: name });
}

describe('the game catalogue in the console', () => {
  it('puts a game under maintenance and flags another hot; the player API shows both at once', async () => {
    expect((await hotGames()).map((g) => g.gameCode)).not.toContain('pg-wild-panda');
    expect(await pgGame('Jade Koi')).toMatchObject({ gameCode: 'pg-jade-koi', maintenance: false });

    const page = await signIn(DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
    await consoleNav(page).getByRole('button', { name: 'Game catalogue' }).click();
    await choosePgSoft(page);

    const panda = await findGame(page, 'Wild Panda');
    const hot = panda.getByRole('switch', { name: 'Wild Panda hot' });
    expect(await hot.isChecked()).toBe(false);
    await hot.click();
    await page.getByText('Wild Panda saved').first().waitFor();
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('[data-game="pg-wild-panda"] [role="switch"]')?.checked,
    );
    expect((await hotGames()).map((g) => g.gameCode)).toContain('pg-wild-panda');

    const koi = await findGame(page, 'Jade Koi');
    await koi.getByRole('switch', { name: 'Jade Koi under maintenance' }).click();
    await page.getByText('Jade Koi saved').first().waitFor();
    expect(await pgGame('Jade Koi')).toMatchObject({ gameCode: 'pg-jade-koi', maintenance: true });
    // The switch shows the saved state once the catalogue has reloaded.
    await expect.poll(() => koi.getByRole('switch', { name: 'Jade Koi under maintenance' }).isChecked()).toBe(true);
  });

  it('uploads an icon with a preview; the table, the media route and the player API show it', async () => {
    const page = await signIn('ops', 'Oper1234');
    await consoleNav(page).getByRole('button', { name: 'Game catalogue' }).click();
    await choosePgSoft(page);
    const panda = await findGame(page, 'Wild Panda');
    await panda.getByRole('button', { name: 'Edit Wild Panda' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Wild Panda' });
    await dialog.getByText('Generated artwork').waitFor();
    await dialog.getByLabel('Choose an image').setInputFiles({ name: 'panda.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('img', { name: 'Chosen image' }).waitFor();
    await dialog.getByRole('button', { name: 'Upload icon' }).click();
    await page.getByText('New icon for Wild Panda').first().waitFor();
    await dialog.getByText('Uploaded', { exact: true }).waitFor();
    const current = dialog.getByRole('img', { name: 'Current icon' });
    const src = (await current.getAttribute('src')) as string;
    expect(src).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    // The browser really shows it: the image decoded from our media route.
    await page.waitForFunction(
      (s) => [...document.images].some((i) => i.getAttribute('src') === s && i.complete && i.naturalWidth === 1),
      src,
    );
    const media = await fetch(`${site.url}${src}`);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await media.arrayBuffer()).equals(PNG)).toBe(true);
    // The player API answers the icon as an absolute URL on the site (the demo brand has no image CDN).
    expect((await pgGame('Wild Panda'))?.iconUrl).toBe(`${site.url}${src}`);
    await page.keyboard.press('Escape');
    expect(await panda.locator('img.catalogue__thumb').getAttribute('src')).toBe(src);

    // Back to the generated artwork.
    await panda.getByRole('button', { name: 'Edit Wild Panda' }).click();
    await dialog.getByRole('button', { name: 'Use generated artwork' }).click();
    // Exact: the button's own label contains the words too.
    await dialog.getByText('Generated artwork', { exact: true }).waitFor();
    expect((await pgGame('Wild Panda'))?.iconUrl).toBe(`${site.url}/game-art/games/PG/pg-wild-panda.webp`);
  });

  it('shows the page to admin and content only; the secret is rotated by admin and shown once', async () => {
    const finance = await signIn('cashier', 'Oper1234');
    await consoleNav(finance).getByRole('button', { name: 'Withdrawals' }).waitFor();
    expect(await consoleNav(finance).getByRole('button', { name: 'Game catalogue' }).count()).toBe(0);

    const content = await signIn('ops', 'Oper1234');
    await consoleNav(content).getByRole('button', { name: 'Game catalogue' }).click();
    await content.getByTestId('vendor-fingerprint').waitFor();
    expect(await content.getByRole('button', { name: 'Rotate secret' }).count()).toBe(0);

    const admin = await signIn(DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
    await consoleNav(admin).getByRole('button', { name: 'Game catalogue' }).click();
    const before = await admin.getByTestId('vendor-fingerprint').textContent();
    await admin.getByRole('button', { name: 'Rotate secret' }).click();
    await admin.getByRole('button', { name: 'Rotate now' }).click();
    const secret = await admin.getByTestId('vendor-secret').textContent();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await admin.getByRole('button', { name: 'Done' }).click();
    await admin.waitForFunction(
      (b) => document.querySelector('[data-testid="vendor-fingerprint"]')?.textContent !== b,
      before,
    );
    expect(await admin.locator('body').textContent()).not.toContain(secret);
  });

  it('lets admin add a vendor: checked like the server checks it, then waiting in the no-games lane', async () => {
    const content = await signIn('ops', 'Oper1234');
    await consoleNav(content).getByRole('button', { name: 'Game catalogue' }).click();
    await content.getByTestId('vendor-fingerprint').waitFor();
    expect(await content.getByTestId('vendor-add').count()).toBe(0);

    const admin = await signIn(DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
    await consoleNav(admin).getByRole('button', { name: 'Game catalogue' }).click();
    await admin.getByTestId('vendor-add').click();
    const dialog = admin.getByTestId('vendor-add-dialog');
    await dialog.getByRole('textbox', { name: 'Code' }).fill('pg');
    await dialog.getByRole('textbox', { name: 'Name (English)' }).fill('Nova Games');
    await dialog.getByRole('textbox', { name: 'Name (Chinese)' }).fill('新星游戏');
    await dialog.getByRole('combobox', { name: 'Wallet' }).selectOption('transfer');
    await dialog.getByRole('textbox', { name: 'Launch URL' }).fill('https://play.nova.example/launch');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await dialog.getByTestId('vendor-add-save').click();
    await dialog.getByText('Put {token} where the vendor receives the launch token').waitFor();
    await dialog.getByRole('textbox', { name: 'Launch URL' }).fill('https://play.nova.example/launch?t={token}');
    await dialog.getByTestId('vendor-add-save').click();
    // PG is the demo brand's: the server's refusal lands on the code.
    await dialog.getByText('Another vendor of this brand has this code').waitFor();
    await dialog.getByRole('textbox', { name: 'Code' }).fill('nova');
    await dialog.getByTestId('vendor-add-save').click();
    await admin.getByText('Nova Games added').first().waitFor();
    const panel = admin.getByTestId('catalogue-vendor-panel');
    await panel.getByRole('heading', { name: 'Nova Games', exact: true }).waitFor();
    await panel.getByText('NOVA · 新星游戏 · transfer wallet', { exact: false }).waitFor();
    await admin.locator('[data-testid="catalogue-vendor"][data-vendor="NOVA"][data-lane="NONE"]').waitFor();
  });
});
