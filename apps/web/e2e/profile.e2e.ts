import { DEMO_ACCOUNTS } from '@lotus/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCodeTo, lastMessageTo } from './support/dev-hooks.ts';
import { Site } from './support/site.ts';

/**
 * The security centre ("my account", the member centre's first page) as the demo member uses it: the profile edited
 * under the merchant's rules, and a phone and an email proved with the codes the dev outbox shows.
 */
let site: Site;
beforeAll(async () => {
  site = await Site.start();
});
afterAll(() => site?.stop());

const { member } = DEMO_ACCOUNTS;

async function openSecurityCentre() {
  const page = await site.open('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(member.username);
  await dialog.getByLabel('Password', { exact: true }).fill(member.password);
  await dialog.getByTestId('login-submit').click();
  await dialog.waitFor({ state: 'detached' });
  await page.goto(`${site.url}/member`);
  await page.getByTestId('security-centre').waitFor();
  return page;
}

const fieldValue = (page: Page, field: string) =>
  page.locator(`[data-testid="profile-card"] [data-field="${field}"] dd`).textContent();

describe('security centre', () => {
  it('edits a profile field; a value the merchant rule refuses is marked beside its field and not saved', async () => {
    const page = await openSecurityCentre();
    const card = page.getByTestId('profile-card');
    expect(await card.getByTestId('profile-username').textContent()).toBe(member.username);
    expect(await fieldValue(page, 'wechat')).toBe('Not set');

    await card.getByRole('button', { name: 'Edit profile' }).click();
    const wechat = card.getByRole('textbox', { name: 'WeChat' });
    await wechat.fill('lotus wx');
    await card.getByTestId('profile-save').click();
    await card.getByText('No spaces, 6-20 characters').waitFor();
    expect(await wechat.getAttribute('aria-invalid')).toBe('true');

    await wechat.fill('lotus_wx88');
    await card.getByTestId('profile-save').click();
    await card.getByTestId('profile-form').waitFor({ state: 'detached' });
    await page.getByText('Your profile is saved.').waitFor();
    expect(await fieldValue(page, 'wechat')).toBe('lotus_wx88');
    // The real name is set for the demo member: it is shown masked, with the lock, and not in the form.
    expect(await fieldValue(page, 'payeeName')).toMatch(/^D\*+Managed by customer service$/);

    await page.reload();
    await page.getByTestId('security-centre').waitFor();
    expect(await fieldValue(page, 'wechat')).toBe('lotus_wx88');
    await page.context().close();
  });

  it('binds a new phone number with the SMS code sent to it and shows it verified', async () => {
    const page = await openSecurityCentre();
    const row = page.getByTestId('contact-mobile');
    expect(await row.getAttribute('data-verified')).toBe('false');
    await row.getByText('Unverified').waitFor();

    await row.getByRole('button', { name: 'Change mobile number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change mobile number' });
    await dialog.getByText('Now: +86 138****0001').waitFor();
    await dialog.getByLabel('Country code').selectOption('86');
    const mobile = dialog.getByRole('textbox', { name: 'Mobile number', exact: true });
    // The number must be valid before a code goes out.
    await mobile.fill('1234');
    await dialog.getByTestId('sms-send').click();
    await dialog.getByText('Digits only, 6-15 digits').waitFor();
    expect(await dialog.getByTestId('sms-send').getAttribute('data-state')).toBe('idle');

    await mobile.fill('13900000088');
    const sentAt = Date.now() - 1000;
    await dialog.getByTestId('sms-send').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="sms-send"]')?.getAttribute('data-state') === 'counting',
    );
    const code = await lastCodeTo(page.context(), site.url, '+86 13900000088', sentAt);
    await dialog.getByLabel('Verification code').fill(code);
    // Replacing the number asks for the login password too.
    await dialog.getByLabel('Login password', { exact: true }).fill('Wrong999');
    await dialog.getByTestId('contact-submit').click();
    await dialog.getByTestId('contact-error').getByText('The login password is incorrect').waitFor();
    await dialog.getByLabel('Login password', { exact: true }).fill(member.password);
    await dialog.getByTestId('contact-submit').click();
    await dialog.waitFor({ state: 'detached' });

    await page.waitForFunction(
      () => document.querySelector('[data-testid="contact-mobile"]')?.getAttribute('data-verified') === 'true',
    );
    await row.getByText('Verified', { exact: true }).waitFor();
    await row.getByText('+86 139****0088').waitFor();
    // The old number was told.
    const notice = await lastMessageTo(page.context(), site.url, `+86 ${member.mobileNum}`, sentAt);
    expect(notice.body).toContain('mobile number of your account was changed to +86 139****0088');
    await page.context().close();
  });

  it('verifies the email on file with the code sent to it', async () => {
    const page = await openSecurityCentre();
    const row = page.getByTestId('contact-email');
    await row.getByRole('button', { name: 'Verify email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify email' });
    await dialog.getByText('We will send a code to d***@lotus.example.').waitFor();
    const sentAt = Date.now() - 1000;
    await dialog.getByTestId('sms-send').click();
    const code = await lastCodeTo(page.context(), site.url, member.email, sentAt);
    await dialog.getByLabel('Email code').fill(code);
    await dialog.getByTestId('contact-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="contact-email"]')?.getAttribute('data-verified') === 'true',
    );
    // Verified: only a change is offered now.
    expect(await row.getByRole('button', { name: 'Verify email' }).count()).toBe(0);
    await page.context().close();
  });
});
