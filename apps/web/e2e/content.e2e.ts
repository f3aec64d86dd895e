import { DEMO_ACCOUNTS } from '@lotus/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../server/src/db/schema.ts';
import { hashPassword } from '../../server/src/platform/passwords.ts';
import { desktop, Site, settled } from './support/site.ts';

/**
 * What the console publishes, as players see it: banner carousels (home autoplay, a game page, the login dialog), the
 * notice marquee and its dialog, the announcement dialog with its pages of 9 and its reward-centre button, and the
 * pop-ups by execution (visitors once per session, members after login, the first-login one only the first time).
 */
let site: Site;
let operator: string;
let uploadUrl: string;

// A 4 × 2 PNG (uploads are checked by their bytes).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAAEklEQVR4nGM4EaDxHxkzoAsAAC+1Efn6TKJoAAAAAElFTkSuQmCC',
  'base64',
);

async function consoleApi(path: string, body: unknown, method = 'POST') {
  const isForm = body instanceof FormData;
  const res = await fetch(`${site.url}/api/console${path}`, {
    method,
    headers: { Authorization: operator, ...(isForm ? {} : { 'Content-Type': 'application/json' }) },
    body: isForm ? body : JSON.stringify(body),
  });
  const json = await res.json();
  expect(json.success, `${path}: ${JSON.stringify(json)}`).toBe(true);
  return json.value;
}

const schedule = { enabled: true, activeFrom: null, activeUntil: null, languages: null };

const banner = (groupName: string, imageUrl: string, EN: string, sort: number) =>
  consoleApi('/content/banners', {
    groupName,
    imageUrl,
    title: { EN, CN: EN },
    linkageType: 'NONE',
    linkTarget: null,
    sort,
    ...schedule,
  });

const announcementBody = (fields: { kind: string; title: string; execution?: string; enabled?: boolean }) => ({
  kind: fields.kind,
  title: { EN: fields.title, CN: fields.title },
  content: { EN: `<p>${fields.title}: <strong>details</strong></p>`, CN: `<p>${fields.title}</p>` },
  execution: fields.execution ?? null,
  promotionType: null,
  platforms: null,
  linkageType: 'NONE',
  linkTarget: null,
  sort: 0,
  ...schedule,
  enabled: fields.enabled ?? true,
});
const announcement = (fields: { kind: string; title: string; execution?: string }) =>
  consoleApi('/content/announcements', announcementBody(fields));

beforeAll(async () => {
  site = await Site.start();
  const session = await fetch(`${site.url}/api/console/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      merchantCode: 'LOTUS',
      username: DEMO_ACCOUNTS.operator.username,
      password: DEMO_ACCOUNTS.operator.password,
    }),
  });
  operator = ((await session.json()) as { value: { token: string } }).value.token;

  const form = new FormData();
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'slots.png');
  uploadUrl = ((await consoleApi('/content/images', form)) as { url: string }).url;
  expect(uploadUrl).toMatch(/^media\/[0-9a-f-]{36}$/);
  // The demo brand has one banner on the slots page and one in the login dialog: a second makes each a carousel.
  await banner('w_rng', uploadUrl, 'Uploaded slots banner', 5);
  await banner('w_login', '/media/banners/home-2.svg', 'Second login banner', 5);

  await announcement({ kind: 'notice', title: 'Marquee test notice' });
  await announcement({ kind: 'popup', title: 'Visitor welcome', execution: 'B' });
  await announcement({ kind: 'popup', title: 'Members news', execution: 'A' });
  await announcement({ kind: 'popup', title: 'First login gift', execution: 'F' });

  // A member who has never logged in.
  await site.server.db.orm.insert(members).values({
    merchantId: 1,
    username: 'firstvisit',
    passwordHash: await hashPassword('First1234'),
    countryDialingCode: '+86',
    mobile: '13900000777',
  });
});
afterAll(() => site?.stop());

/** A context with motion allowed, so the carousel autoplays (the default test context asks for reduced motion). */
async function movingContext(): Promise<BrowserContext> {
  return site.browser.newContext({ viewport: desktop, serviceWorkers: 'block', reducedMotion: 'no-preference' });
}

async function openIn(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.goto(site.url + path);
  await settled(page);
  return page;
}

const popup = (page: Page) => page.getByTestId('popup-dialog');

async function closePopups(page: Page) {
  await popup(page).getByTestId('popup-done').click();
  await popup(page).waitFor({ state: 'detached' });
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByTestId('login-submit').click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('account-menu').waitFor();
}

async function signOut(page: Page) {
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByTestId('sign-out-dialog').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
}

const activeSlide = (page: Page) =>
  page
    .locator('[data-testid="banners-w_home"] .banner__slide[data-active="true"]')
    .getAttribute('data-index', { timeout: 10_000 });

describe('what a visitor sees', () => {
  it('shows the anonymous pop-up once per session, the marquee and an autoplaying home carousel', async () => {
    const context = await movingContext();
    const page = await openIn(context, '/');
    await popup(page).getByRole('heading', { name: 'Visitor welcome' }).waitFor();
    expect(await popup(page).textContent()).not.toMatch(/Members news|First login gift/);
    expect(await page.evaluate(() => sessionStorage.getItem('ANONYMOUS_POPUP'))).toBeNull();
    await closePopups(page);
    expect(await page.evaluate(() => sessionStorage.getItem('ANONYMOUS_POPUP'))).toBe('closed');

    // Closed for the rest of the session: a reload does not bring it back. From this load on the page's clock is one
    // the test moves, so the banners' autoplay is checked without waiting for it.
    await page.clock.install();
    await page.reload();
    await settled(page);
    await page.getByTestId('notice-marquee').waitFor();
    await page.clock.runFor(1_000);
    expect(await popup(page).count()).toBe(0);

    // Three home banners loop and move on by themselves every 5 s (the delay plus the 1 s slide): the page's clock is
    // stepped until the banner moves on, first to line up with a change, then twice to time the interval.
    const untilNextSlide = async () => {
      const shown = await activeSlide(page);
      for (let ms = 250; ms <= 8_000; ms += 250) {
        await page.clock.runFor(250);
        if ((await activeSlide(page)) !== shown) return ms;
      }
      throw new Error('the banner did not move on within 8 s');
    };
    await untilNextSlide();
    // React renders the change a moment after the clock step that made it, and on a busy machine a few steps later:
    // each interval is measured to within a second, which still tells a 5 s autoplay from one that runs wild.
    for (let turn = 0; turn < 2; turn++) {
      const interval = await untilNextSlide();
      expect(interval).toBeGreaterThanOrEqual(3_500);
      expect(interval).toBeLessThan(7_500);
    }
    expect(await page.locator('[data-testid="banners-w_home"] .banner__dot').count()).toBe(3);

    // The marquee opens the notice dialog at the notice chosen, with previous and next.
    const marquee = page.getByTestId('notice-marquee');
    // Under reduced motion the titles stand still (and scroll by hand), so one can be clicked wherever the loop was.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await marquee.getByRole('button', { name: 'Marquee test notice' }).first().click();
    const notices = page.getByTestId('notice-dialog');
    await notices.getByTestId('announcement-detail').getByText('Marquee test notice: details').waitFor();
    const position = await notices.getByText(/^\d+ \/ \d+$/).textContent();
    await notices.getByRole('button', { name: 'Next notice' }).click();
    expect(await notices.getByText(/^\d+ \/ \d+$/).textContent()).not.toBe(position);
    await page.keyboard.press('Escape');
    await context.close();

    // A new browser session shows it again.
    const fresh = await movingContext();
    const again = await openIn(fresh, '/');
    await popup(again).getByRole('heading', { name: 'Visitor welcome' }).waitFor();
    await fresh.close();
  }, 120_000);

  it('shows the banners of a game page and of the login dialog, uploads on the image origin', async () => {
    const page = await site.open('/rng', { sessionStorage: { ANONYMOUS_POPUP: 'closed' } });
    const slots = page.getByTestId('banners-w_rng');
    await slots.locator('.banner__dot').nth(1).waitFor();
    const sources = await slots
      .locator('img.banner__image')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
    // No image CDN in the demo brand: an upload is served by the site itself.
    expect(sources).toContain(`/${uploadUrl}`);
    await slots.getByRole('img', { name: 'Uploaded slots banner' }).first().waitFor({ state: 'attached' });

    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByTestId('banners-w_login').getByRole('img', { name: 'Second login banner' }).first().waitFor({
      state: 'attached',
    });
    expect(await login.getByTestId('banners-w_login').locator('.banner__dot').count()).toBe(2);
    await page.context().close();
  });
});

describe('what a member sees', () => {
  it('shows the logged-in pop-up, and the first-login one on the first login only', async () => {
    const page = await site.open('/');
    await popup(page).getByRole('heading', { name: 'Visitor welcome' }).waitFor();
    await closePopups(page);

    await logIn(page, 'firstvisit', 'First1234');
    await popup(page).getByRole('heading', { name: 'Members news' }).waitFor();
    await popup(page).getByText('1 of 2').waitFor();
    await popup(page).getByTestId('popup-next').click();
    await popup(page).getByRole('heading', { name: 'First login gift' }).waitFor();
    await closePopups(page);
    expect(await page.evaluate(() => sessionStorage.getItem('USER_POPUP'))).toBe('closed');

    // Signed out, the visitor's pop-up stays closed; logged in again, the first-login one is gone.
    await signOut(page);
    await page.waitForTimeout(1_000);
    expect(await popup(page).count()).toBe(0);
    await logIn(page, 'firstvisit', 'First1234');
    await popup(page).getByRole('heading', { name: 'Members news' }).waitFor();
    expect(await popup(page).getByTestId('popup-next').count()).toBe(0);
    await closePopups(page);

    // Published while the member is on the page: the socket's announcement.new brings it in without a reload.
    const marquee = page.getByTestId('notice-marquee');
    expect(await marquee.getByText('Live notice').count()).toBe(0);
    const live = (await announcement({ kind: 'notice', title: 'Live notice' })) as { id: number };
    await marquee.getByText('Live notice').first().waitFor({ state: 'attached' });
    await consoleApi(
      `/content/announcements/${live.id}`,
      announcementBody({ kind: 'notice', title: 'Live notice', enabled: false }),
      'PUT',
    );
    await marquee.getByText('Live notice').first().waitFor({ state: 'detached' });
    await page.context().close();
  }, 120_000);

  it('pages the announcement dialog 9 at a time; no seeded promotion announcement leads to the reward centre', async () => {
    const page = await site.open('/', { sessionStorage: { ANONYMOUS_POPUP: 'closed', USER_POPUP: 'closed' } });
    await logIn(page, DEMO_ACCOUNTS.member.username, DEMO_ACCOUNTS.member.password);
    await page.getByTestId('announcements-open').click();
    const dialog = page.getByTestId('announcement-dialog');
    const titles = dialog.getByTestId('announcement-title');
    await titles.first().waitFor();
    expect(await titles.count()).toBe(9);
    const firstPage = await titles.allTextContents();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Page 2 of 2').waitFor();
    const secondPage = await titles.allTextContents();
    // 4 notices and 8 promotion announcements: 9, then 3.
    expect(secondPage).toHaveLength(3);
    expect(secondPage.some((t) => firstPage.includes(t))).toBe(false);

    // Every announcement of both pages links to a page or a game, or nowhere: none to a reward centre.
    for (const [index, last] of [
      [0, 3],
      [1, 9],
    ] as const) {
      if (index === 1) await dialog.getByRole('button', { name: 'Previous' }).click();
      for (let i = 0; i < last; i += 1) {
        await titles.nth(i).click();
        expect(await dialog.getByTestId('announcement-reward-centre').count()).toBe(0);
      }
    }
    // The last of page 1 is a promotion: its link opens the page it describes.
    await dialog.getByTestId('announcement-link').click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).not.toBe('/member');
    await page.context().close();
  });
});
