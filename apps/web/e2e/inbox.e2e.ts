import { DEMO_ACCOUNTS } from '@lotus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, logInAsDemoMember, phone, Site } from './support/site.ts';

/** Platform messages: an operator's message reaches the member's open page live, is read and deleted there. */
let site: Site;
beforeAll(async () => {
  site = await Site.start();
});
afterAll(() => site?.stop());

async function operatorToken(): Promise<string> {
  const res = await fetch(`${site.url}/api/console/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      merchantCode: 'LOTUS',
      username: DEMO_ACCOUNTS.operator.username,
      password: DEMO_ACCOUNTS.operator.password,
    }),
  });
  return ((await res.json()) as { value: { token: string } }).value.token;
}

async function sendMessage(token: string, title: string, content: string) {
  const res = await fetch(`${site.url}/api/console/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({
      target: { kind: 'member', username: DEMO_ACCOUNTS.member.username },
      title: { EN: title, CN: `${title}（中文）` },
      content: { EN: content },
    }),
  });
  const body = (await res.json()) as { success: boolean; value: { delivered: number } };
  expect(body).toMatchObject({ success: true, value: { delivered: 1 } });
}

describe('platform messages', () => {
  it('shows a console message live with the unread badge and dot, clears them when read, and deletes it', async () => {
    const page = await site.open('/');
    await logInAsDemoMember(page);
    await page.goto(`${site.url}/member?tab=messageV2`);
    const inbox = page.getByTestId('inbox');
    await inbox.getByText('No messages yet').waitFor();
    const tab = page.getByRole('tab', { name: /^Messages/ });
    const avatar = page.getByTestId('account-menu');
    expect(await tab.getByTestId('unread-badge').count()).toBe(0);
    expect(await avatar.getByTestId('unread-dot').count()).toBe(0);

    const operator = await operatorToken();
    await liveEvents(page);
    await sendMessage(
      operator,
      'Weekend bonus',
      '<p>Your <b>weekend bonus</b> is ready.</p><img src="x" onerror="window.hacked=1">',
    );

    // Live, without a reload: the toast, the badge on the tab, the dot on the avatar, the row in the list.
    await page.getByText('New message: Weekend bonus').waitFor();
    await tab.getByTestId('unread-badge').getByText('1', { exact: true }).waitFor();
    await avatar.getByTestId('unread-dot').waitFor();
    await page
      .getByRole('complementary')
      .getByRole('link', { name: /Messages.*1 unread/ })
      .waitFor();
    const row = inbox.getByTestId('inbox-item');
    await row.waitFor();
    expect(await row.getAttribute('data-read')).toBe('false');
    expect(await inbox.getByTestId('inbox-unread').textContent()).toBe('1 unread');

    // The avatar menu names the unread messages too.
    await avatar.click();
    await page.getByRole('menuitem', { name: /Platform messages.*1 unread/ }).waitFor();
    await page.keyboard.press('Escape');

    await row.click();
    const dialog = page.getByRole('dialog', { name: 'Weekend bonus' });
    await dialog.getByText('weekend bonus', { exact: true }).waitFor();
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await tab.getByTestId('unread-badge').waitFor({ state: 'detached' });
    await avatar.getByTestId('unread-dot').waitFor({ state: 'detached' });
    expect(await row.getAttribute('data-read')).toBe('true');
    expect(await inbox.getByTestId('inbox-unread').textContent()).toBe('All read');

    // Read state is the server's: a reload keeps it.
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await page.reload();
    await inbox.getByTestId('inbox-item').waitFor();
    expect(await inbox.getByTestId('inbox-item').getAttribute('data-read')).toBe('true');
    expect(await tab.getByTestId('unread-badge').count()).toBe(0);

    // Two more arrive; "mark all read" clears the badge at once.
    await liveEvents(page);
    await sendMessage(operator, 'Second', '<p>Two</p>');
    await tab.getByTestId('unread-badge').getByText('1', { exact: true }).waitFor();
    await sendMessage(operator, 'Third', '<p>Three</p>');
    await tab.getByTestId('unread-badge').getByText('2', { exact: true }).waitFor();
    await inbox.getByTestId('inbox-item').nth(2).waitFor();
    expect(await inbox.getByTestId('inbox-item').first().textContent()).toContain('Third');
    await inbox.getByRole('button', { name: 'Mark all read' }).click();
    await tab.getByTestId('unread-badge').waitFor({ state: 'detached' });

    // Delete asks first, then the message is gone for good.
    await inbox.getByTestId('inbox-item').filter({ hasText: 'Weekend bonus' }).click();
    const message = page.getByTestId('message-dialog');
    await message.getByTestId('message-delete').click();
    await message.getByText('Delete this message?').waitFor();
    await message.getByTestId('message-delete-confirm').click();
    await message.waitFor({ state: 'detached' });
    await page.getByText('Message deleted').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="inbox-item"]').length === 2);
    await page.reload();
    await inbox.getByTestId('inbox-item').first().waitFor();
    expect(await inbox.getByTestId('inbox-item').allTextContents()).not.toContainEqual(
      expect.stringContaining('Weekend bonus'),
    );
  });
});

describe('on a phone with an unread message', () => {
  it('no member-centre section is wider than the screen', async () => {
    await sendMessage(await operatorToken(), 'Wide check', 'A message left unread.');
    const page = await site.open('/', { viewport: phone });
    await logInAsDemoMember(page);
    const sections = [
      'securityCenter',
      'depositv2',
      'withdraw',
      'transactionHistory',
      'personalHistoryCopy',
      'messageV2',
    ];
    for (const tab of sections) {
      await page.goto(`${site.url}/member?tab=${tab}`);
      await page
        .getByRole('tab', { name: /^Messages/ })
        .getByTestId('unread-badge')
        .waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, tab).toBeLessThanOrEqual(0);
    }
    await page.context().close();
  });
});
