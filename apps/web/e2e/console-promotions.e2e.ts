import { DEMO_ACCOUNTS } from '@lotus/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, operators } from '../../server/src/db/schema.ts';
import { hashPassword } from '../../server/src/platform/passwords.ts';
import { loginAs, send } from '../../server/test/auth-helpers.ts';
import { Site } from './support/site.ts';

/**
 * Promotions in the operator console against the real server: a campaign written in the console and its figures, the
 * claims members make through the player API decided by finance, and the brand's wagering cap.
 */
const PASSWORD = 'Oper1234';
const MEMBER = { username: 'bonus2', password: 'Bonus1234' };
let site: Site;
beforeAll(async () => {
  site = await Site.start();
  const hash = await hashPassword(PASSWORD);
  await site.server.db.orm.insert(operators).values([
    { merchantId: 1, username: 'cashier', passwordHash: hash, role: 'finance' },
    { merchantId: 1, username: 'writer', passwordHash: hash, role: 'content' },
  ]);
  await site.server.db.orm
    .insert(members)
    .values({ merchantId: 1, username: MEMBER.username, type: 0, passwordHash: await hashPassword(MEMBER.password) });
});
afterAll(() => site?.stop());

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Operator console' });

async function signIn(username: string, password: string, section: string) {
  const page = await site.open('/console');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByTestId('console-login-submit').click();
  await consoleNav(page).getByRole('button', { name: section, exact: true }).click();
  return page;
}

const admin = (section: string) => signIn(DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password, section);

/** Fills what every campaign needs: its texts. */
async function writeTexts(page: Page, title: string) {
  const editor = page.getByTestId('promotion-editor');
  await editor.getByRole('textbox', { name: 'Title (English)' }).fill(title);
  await editor.getByRole('textbox', { name: 'Title (Chinese)' }).fill(`${title}（中文）`);
  await editor.getByRole('textbox', { name: 'Summary (English)' }).fill('One bonus a day for checking in');
  await editor.getByRole('textbox', { name: 'Rules (English)' }).fill('<p>Check in every day.</p>');
  return editor;
}

let promotionId = 0;

describe('console promotions', () => {
  it('an admin creates a check-in in the console; it is listed live with its figures, then with its claims', async () => {
    const page = await admin('Promotions');
    await page.getByTestId('promotion-new').click();
    const editor = await writeTexts(page, 'Console check-in');
    await editor.getByTestId('promotion-kind').selectOption('check-in');
    expect(await editor.getByTestId('promotion-period').inputValue()).toBe('day');
    await editor.getByRole('checkbox', { name: 'Claims wait for review' }).check();
    await editor.getByRole('textbox', { name: /^Deposits needed that day/ }).fill('0');
    await editor.getByRole('textbox', { name: /^Budget/ }).fill('1000');
    await editor.getByTestId('promotion-save').click();
    await page.getByText('Promotion created').waitFor();

    const row = page.locator('[data-testid="console-promotion"]', { hasText: 'Console check-in' });
    await row.waitFor();
    promotionId = Number(await row.getAttribute('data-promotion'));
    expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('live');
    expect(await row.getByTestId('promotion-paid').textContent()).toBe('¥0.00');
    expect(await row.getByTestId('promotion-budget').textContent()).toContain('¥1,000.00');

    // Two members check in through the player API: both claims wait for review, reserved against the budget.
    for (const account of [DEMO_ACCOUNTS.member, MEMBER]) {
      const token = await loginAs(site.server.app, account);
      const claimed = await send(site.server.app, 'claimPromotion', { promotionId }, { token });
      expect(claimed.statusCode, claimed.body).toBe(200);
      expect(claimed.json().value.promotion.state).toBe('applying');
    }
    await page.reload();
    await row.waitFor();
    expect(await row.getByTestId('promotion-claims').innerText()).toMatch(/^0 paid\s+2 waiting\s+0 rejected$/);
    expect(await row.getByTestId('promotion-members').textContent()).toBe('2');
    await page.context().close();
  });

  it('finance approves one claim and rejects the other with a reason; each then says who decided', async () => {
    const page = await signIn('cashier', PASSWORD, 'Promotion claims');
    const claim = (username: string) =>
      page.locator('[data-testid="promotion-claim"]', { has: page.getByRole('rowheader', { name: username }) });
    await claim(DEMO_ACCOUNTS.member.username).waitFor();
    await page.getByRole('button', { name: `Approve the claim of ${DEMO_ACCOUNTS.member.username}` }).click();
    await claim(DEMO_ACCOUNTS.member.username).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Reject the claim of ${MEMBER.username}` }).click();
    const dialog = page.getByTestId('promotion-reject-dialog');
    await dialog.getByTestId('promotion-reject-confirm').click();
    await dialog.getByText('Say why, in up to 500 characters').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('One bonus per household');
    await dialog.getByTestId('promotion-reject-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await claim(MEMBER.username).waitFor({ state: 'detached' });

    await page.getByTestId('promotion-claims-status').selectOption('issued');
    await claim(DEMO_ACCOUNTS.member.username)
      .getByText(/^cashier · \d{4}-/)
      .waitFor();
    await page.getByTestId('promotion-claims-status').selectOption('rejected');
    const rejected = claim(MEMBER.username).getByTestId('promotion-claim-decided');
    await rejected.getByText('One bonus per household').waitFor();

    await consoleNav(page).getByRole('button', { name: 'Promotions', exact: true }).click();
    const row = page.locator(`[data-testid="console-promotion"][data-promotion="${promotionId}"]`);
    await row.waitFor();
    expect(await row.getByTestId('promotion-paid').textContent()).toBe('¥1.00');
    expect(await row.getByTestId('promotion-claims').innerText()).toMatch(/^1 paid\s+0 waiting\s+1 rejected$/);
    // Finance reads the figures but does not edit campaigns.
    expect(await page.getByTestId('promotion-new').count()).toBe(0);
    await page.context().close();
  });

  it('an admin writes a grant campaign and gives its bonus to a member, paid at once below the threshold', async () => {
    const page = await admin('Promotions');
    await page.getByTestId('promotion-new').click();
    const editor = await writeTexts(page, 'Goodwill grant');
    await editor.getByTestId('promotion-kind').selectOption('grant');
    await editor.getByRole('textbox', { name: /^Amount/ }).fill('5');
    await editor.getByTestId('promotion-save').click();
    const row = page.locator('[data-testid="console-promotion"]', { hasText: 'Goodwill grant' });
    await row.getByRole('button', { name: 'Grant Goodwill grant' }).click();
    const dialog = page.getByTestId('promotion-grant-dialog');
    await dialog.getByRole('textbox', { name: /^Members/ }).fill(DEMO_ACCOUNTS.member.username);
    await dialog.getByRole('textbox', { name: /^Why/ }).fill('Sorry for the outage');
    await dialog.getByTestId('promotion-grant-submit').click();
    await page.getByText('Granted: 1 paid, 0 waiting for a second operator').waitFor();
    await row.getByTestId('promotion-paid').getByText('¥5.00').waitFor();
    await page.context().close();
  });

  it('the brand’s cap saved in settings is shown beside the multiple, and a campaign above it is refused there', async () => {
    const settings = await admin('Promotion rules');
    const form = settings.getByTestId('settings-promotions');
    await form.getByRole('textbox', { name: 'Largest wagering multiple (×)' }).fill('10');
    await form.getByTestId('settings-promotions-save').click();
    await settings.getByText('Promotion rules saved').waitFor();

    await consoleNav(settings).getByRole('button', { name: 'Promotions', exact: true }).click();
    await settings.getByTestId('promotion-new').click();
    await settings.getByText("The brand's cap is 10×", { exact: false }).waitFor();
    await settings.context().close();

    // A content editor cannot read the settings, but the campaign list brings the brand's rules: the editor shows the
    // cap and refuses a multiple above it at the field, before anything is sent.
    const writer = await signIn('writer', PASSWORD, 'Promotions');
    await writer.getByTestId('promotion-new').click();
    const editor = await writeTexts(writer, 'Big reload');
    await editor.getByText("The brand's cap is 10×", { exact: false }).waitFor();
    const multiple = editor.getByTestId('promotion-multiple');
    await multiple.fill('12');
    await editor.getByTestId('promotion-save').click();
    await editor.getByText("Above the brand's cap of 10×").waitFor();
    expect(await multiple.getAttribute('aria-invalid')).toBe('true');
    await writer.context().close();
  });
});
