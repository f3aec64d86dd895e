import { DEMO_ACCOUNTS, DEMO_MERCHANT_CODE, endpoints } from '@lotus/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealV2 } from '../../server/src/platform/payload-encryption/v2-cipher.ts';
import { Site, settled } from './support/site.ts';

/**
 * Site content from the operator console: a banner with an uploaded image, a notice and a visitors' pop-up published
 * through the pages and seen by a visitor; a message to the demo member with its delivery count; a member's feedback
 * with an image, read and answered in the feedback inbox.
 */
let site: Site;
beforeAll(async () => {
  site = await Site.start();
});
afterAll(() => site?.stop());

// A 4 × 2 PNG (the upload is checked by its bytes).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAAEklEQVR4nGM4EaDxHxkzoAsAAC+1Efn6TKJoAAAAAElFTkSuQmCC',
  'base64',
);

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Operator console' });

async function operatorPage(section: string) {
  const page = await site.open('/console');
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_ACCOUNTS.operator.username);
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS.operator.password);
  await page.getByTestId('console-login-submit').click();
  await page.locator('.console__bar').waitFor();
  await consoleNav(page).getByRole('button', { name: section, exact: true }).click();
  return page;
}

interface Feed {
  banners: { groupName: string; url: string; title: string }[];
  player: { id: number; title: string; content: string }[];
  popup: { id: number; title: string; execution?: string }[];
}

/** The players' feed as a visitor's site asks for it. */
async function visitorFeed(): Promise<Feed> {
  const res = await fetch(
    `${site.url}/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B`,
    {
      headers: { Merchant: DEMO_MERCHANT_CODE, Language: 'EN' },
    },
  );
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}

/** The demo member's token, from the login endpoint (its body is sealed like the site's). */
async function memberToken() {
  const headers: Record<string, string> = { Merchant: DEMO_MERCHANT_CODE, 'Content-Type': 'application/json' };
  const key = await (await fetch(`${site.url}${endpoints.rsaKey.path}?v=2`, { headers })).text();
  const { username, password } = DEMO_ACCOUNTS.member;
  const sealed = sealV2(key, JSON.stringify({ type: 'username', username, password }));
  const res = await fetch(`${site.url}${endpoints.login.path}`, {
    method: 'POST',
    headers: { ...headers, Encryption: sealed.envelope },
    body: JSON.stringify({ value: sealed.value }),
  });
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value.token as string;
}

describe('site content in the console', () => {
  it('publishes a banner with an uploaded image, a notice and a pop-up that a visitor sees', async () => {
    const page = await operatorPage('Banners');

    // The banner: the image is previewed, uploaded, then saved with the banner.
    await page.getByTestId('banner-new').click();
    const dialog = page.getByRole('dialog', { name: 'New banner' });
    await dialog.getByLabel('Choose an image').setInputFiles({ name: 'sale.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('img', { name: 'Chosen image' }).waitFor();
    await dialog.getByRole('button', { name: 'Upload image' }).click();
    const current = dialog.getByRole('img', { name: 'Current image' });
    await current.waitFor();
    const src = (await current.getAttribute('src')) as string;
    expect(src).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    expect((await fetch(`${site.url}${src}`)).headers.get('content-type')).toBe('image/png');
    await dialog.getByRole('textbox', { name: 'Title (English)' }).fill('Autumn sale');
    await dialog.getByRole('textbox', { name: 'Title (Chinese)' }).fill('秋季特惠');
    await dialog.getByTestId('banner-save').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('console-banner').filter({ hasText: 'Autumn sale' });
    await row.waitFor();
    expect(await row.locator('[data-state]').getAttribute('data-state')).toBe('live');

    // A notice, its HTML previewed (the script never runs nor shows).
    await consoleNav(page).getByRole('button', { name: 'Announcements', exact: true }).click();
    await page.getByTestId('announcement-new').click();
    const editor = page.getByTestId('announcement-editor');
    await editor.getByRole('textbox', { name: 'Title (English)' }).fill('Maintenance tonight');
    await editor
      .getByTestId('content-html-en')
      .fill('<p>Games pause <strong>02:00–03:00</strong>.</p><script>window.hacked = 1</script>');
    // A picture uploaded from the toolbar goes in at the caret, by its root path.
    await editor
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: PNG });
    await page.waitForFunction(() =>
      /<img src="\/media\/[0-9a-f-]{36}" alt="map" \/>/.test(
        document.querySelector<HTMLTextAreaElement>('[data-testid="content-html-en"]')?.value ?? '',
      ),
    );
    const preview = editor.getByTestId('content-preview');
    await preview.getByRole('img', { name: 'map' }).waitFor();
    await preview.getByText('02:00–03:00').waitFor();
    expect(await preview.locator('script').count()).toBe(0);
    await preview.getByRole('button', { name: 'Dark' }).click();
    expect(await preview.locator('[data-theme="dark"]').count()).toBe(1);
    await editor.getByTestId('announcement-save').click();
    await page.getByTestId('console-announcement').filter({ hasText: 'Maintenance tonight' }).waitFor();

    // A pop-up for visitors.
    await page.locator('[data-kind="popup"]').click();
    await page.getByTestId('announcement-new').click();
    await editor.getByRole('textbox', { name: 'Title (English)' }).fill('Welcome bonus');
    await editor.getByTestId('content-html-en').fill('<p>Join today for a welcome bonus.</p>');
    await editor.getByRole('combobox', { name: 'Shown to' }).selectOption('B');
    await editor.getByTestId('announcement-save').click();
    await page.getByTestId('console-announcement').filter({ hasText: 'Welcome bonus' }).waitFor();
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

    // What the players' feed now carries.
    const feed = await visitorFeed();
    const banner = feed.banners.find((b) => b.title === 'Autumn sale');
    expect(banner).toMatchObject({ groupName: 'w_home', url: `${site.url}${src}` });
    const notice = feed.player.find((n) => n.title === 'Maintenance tonight');
    expect(notice?.content).toContain('<strong>02:00–03:00</strong>');
    expect(notice?.content).not.toContain('script');
    expect(notice?.content).toMatch(/<img src="\/media\/[0-9a-f-]{36}" alt="map" \/?>/);
    expect(feed.popup.map((p) => p.title)).toContain('Welcome bonus');

    // A visitor in a fresh browser: the banner image, the notice in the marquee, the pop-up.
    const visitor = await site.open('/', { colorScheme: 'light' });
    await settled(visitor);
    const popup = visitor.getByTestId('popup-content');
    await popup.filter({ hasText: 'Join today for a welcome bonus.' }).waitFor();
    await visitor.getByRole('dialog').getByTestId('popup-done').click();
    await visitor
      .getByTestId('banners-w_home')
      .locator(`img[src$="${src.slice(1)}"]`)
      .first()
      .waitFor({ state: 'attached' });
    await visitor.getByTestId('notice-marquee').getByText('Maintenance tonight').first().waitFor({ state: 'attached' });
    await visitor.context().close();
  });

  it('adds a help entry under the terms, which players get at once, and deletes it again', async () => {
    const helpTitles = async () => {
      const res = await fetch(`${site.url}/wps/system/helpCenter?lang=EN`, {
        headers: { Merchant: DEMO_MERCHANT_CODE },
      });
      return JSON.stringify((await res.json()).value);
    };
    const page = await operatorPage('Help centre');
    await page.getByTestId('help-entry').filter({ hasText: 'Terms and conditions' }).click();
    await page.getByRole('button', { name: 'Add under it' }).click();
    const form = page.getByTestId('help-form');
    await form.getByRole('textbox', { name: 'Title' }).fill('Cookies');
    await form.getByRole('textbox', { name: 'Anchor' }).fill('term-cookies');
    await form.getByTestId('help-html').fill('<p>We use <em>few</em> cookies.</p>');
    await page.getByTestId('content-preview').getByText('few').waitFor();
    await form.getByTestId('help-save').click();
    await page.getByText('Cookies saved').first().waitFor();
    await page.getByTestId('help-entry').filter({ hasText: '#term-cookies' }).waitFor();
    expect(await helpTitles()).toContain('We use <em>few</em> cookies.');

    await page.getByTestId('help-form').getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('confirm-yes').click();
    await page.getByText('Cookies deleted').first().waitFor();
    expect(await page.getByTestId('help-entry').filter({ hasText: '#term-cookies' }).count()).toBe(0);
    expect(await helpTitles()).not.toContain('Cookies');
  });

  it('sends a message to the demo member and shows how many inboxes got it', async () => {
    const page = await operatorPage('Messages');
    const form = page.getByTestId('message-form');
    await form.getByRole('textbox', { name: 'Member username' }).fill(DEMO_ACCOUNTS.member.username);
    await form.getByRole('textbox', { name: 'Title (English)' }).fill('Your bonus is here');
    await form.getByTestId('message-html-en').fill('<p>Enjoy <em>50 free spins</em>.</p>');
    await page.getByTestId('content-preview').getByText('50 free spins').waitFor();
    await page.getByTestId('message-send').click();
    const confirm = page.getByTestId('message-confirm');
    await confirm.getByText('It goes to member demo').waitFor();
    await confirm.getByTestId('confirm-yes').click();
    await page.getByText('Delivered to 1 inbox').first().waitFor();
    const sent = page.getByTestId('console-broadcast').filter({ hasText: 'Your bonus is here' });
    await sent.waitFor();
    expect(await sent.getAttribute('data-delivered')).toBe('1');
    expect(await sent.textContent()).toContain(DEMO_ACCOUNTS.operator.username);
  });

  it('shows a member’s feedback with its image and sends the reply to their inbox', async () => {
    const token = await memberToken();
    const form = new FormData();
    form.set('questionType', 'DEPOSIT');
    form.set('content', 'My deposit from this morning has not arrived yet, please check it.');
    form.set('contact', 'demo@lotus.example');
    form.append('images', new Blob([PNG], { type: 'image/png' }), 'receipt.png');
    const res = await fetch(`${site.url}/wps/feedback`, {
      method: 'PUT',
      headers: { Merchant: DEMO_MERCHANT_CODE, Authorization: token, Language: 'EN' },
      body: form,
    });
    const created = await res.json();
    expect(created.success, JSON.stringify(created)).toBe(true);

    const page = await operatorPage('Feedback');
    const row = page.getByTestId('console-feedback').filter({ hasText: 'My deposit from this morning' });
    await row.getByRole('button').click();
    const detail = page.getByTestId('feedback-detail');
    await detail.getByText('demo@lotus.example').waitFor();
    const image = detail.getByRole('img', { name: 'Image 1' });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(4);

    await detail.getByTestId('feedback-reply').fill('It has arrived now, sorry for the wait.');
    await detail.getByTestId('feedback-reply-send').click();
    await page.getByText('Reply sent to the member’s inbox').first().waitFor();
    await detail.getByText('It has arrived now, sorry for the wait.').waitFor();
    expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('replied');

    // The answer is in the member's inbox.
    const inbox = await fetch(`${site.url}/wps/relay/CSP_messageList?pageNo=1&pageSize=10`, {
      headers: { Merchant: DEMO_MERCHANT_CODE, Authorization: token, Language: 'EN' },
    });
    const messages = await inbox.json();
    expect(messages.success, JSON.stringify(messages)).toBe(true);
    expect(JSON.stringify(messages.value.list)).toContain('It has arrived now');
  });
});
