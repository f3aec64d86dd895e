import { DEMO_ACCOUNTS } from '@lotus/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaAnswer, lastCodeTo } from './support/dev-hooks.ts';
import { pathOf, phone, Site, settled } from './support/site.ts';

/**
 * Accounts as a person uses them (spec §2–§4): each test drives the real dialogs against a real server and reads SMS
 * codes and captcha answers from the embedded providers, as a tester of a development server would.
 */
let site: Site;
beforeAll(async () => {
  site = await Site.start();
});
afterAll(() => site?.stop());

const header = (page: Page) => page.getByRole('banner');

async function openDialog(page: Page, button: 'Log in' | 'Register', dialogName: string) {
  await header(page).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  return dialog;
}

/** Types the answer of the captcha image the dialog shows (once it has loaded). */
async function solveCaptcha(page: Page, scope: Locator) {
  await scope.getByRole('img', { name: 'Captcha image' }).waitFor();
  await scope.getByLabel('Captcha', { exact: true }).fill(await captchaAnswer(page.context(), site.url));
}

/** The header once a session is in place: the account menu, for the member who logged in. */
async function expectLoggedInAs(page: Page, name: string) {
  const menu = page.getByTestId('account-menu');
  await menu.waitFor();
  await page.waitForFunction((n) => sessionStorage.getItem('account') === n, name);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^\S{20,}$/);
}

async function signOut(page: Page) {
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const confirm = page.getByTestId('sign-out-dialog');
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await header(page).getByRole('button', { name: 'Log in' }).waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  // The brand keys survive the end of a session.
  expect(await page.evaluate(() => sessionStorage.getItem('merchantCode'))).toBe('LOTUS');
}

async function logIn(page: Page, username: string, password: string, options: { remember?: boolean } = {}) {
  const dialog = await openDialog(page, 'Log in', 'Login');
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  if (options.remember) await dialog.getByRole('checkbox', { name: 'Remember me' }).check();
  await dialog.getByTestId('login-submit').click();
  return dialog;
}

describe('register by username', () => {
  it('creates the account, logs in, signs out, and logs back in with remember me on the next visit', async () => {
    const page = await site.open('/');
    const dialog = await openDialog(page, 'Register', 'Register');
    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('walker01');
    await dialog.getByLabel('Password', { exact: true }).fill('Walk1234');
    await dialog.getByLabel('Confirm password', { exact: true }).fill('Walk9999');
    await solveCaptcha(page, dialog);
    await dialog.getByTestId('register-submit').click();
    // Live validation: the confirmation differs, and the two boxes are not ticked.
    await dialog.getByText('The two passwords are inconsistent').waitFor();
    await dialog.getByText('Please accept the terms and conditions').waitFor();
    await dialog.getByText('Please confirm that you are 18 or older').waitFor();

    await dialog.getByLabel('Confirm password', { exact: true }).fill('Walk1234');
    await dialog.getByRole('checkbox', { name: /agree to the/ }).check();
    await dialog.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
    await dialog.getByTestId('register-submit').click();
    await dialog.waitFor({ state: 'detached' });
    // The first login's welcome, with the way to a first deposit.
    const welcome = page.getByTestId('welcome-dialog');
    await welcome.getByText('Your account walker01 is ready.', { exact: false }).waitFor();
    await welcome.getByRole('button', { name: 'Deposit now' }).click();
    await page.waitForURL(/\/member\?tab=depositv2$/);
    await page.getByTestId('deposit-panel').waitFor();
    await welcome.waitFor({ state: 'detached' });
    await page.goto(`${site.url}/`);
    await expectLoggedInAs(page, 'walker01');

    await signOut(page);
    const login = await logIn(page, 'walker01', 'Walk1234', { remember: true });
    await login.waitFor({ state: 'detached' });
    await expectLoggedInAs(page, 'walker01');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'remember_user')?.value).toBe('walker01');
    // Never the password: only the username and an opaque token are remembered.
    expect(cookies.some((c) => c.value.includes('Walk1234'))).toBe(false);

    // A new tab is a new browser session: no token, but the remembered username with a masked password.
    const next = await page.context().newPage();
    await next.goto(`${site.url}/`);
    await settled(next);
    const remembered = await openDialog(next, 'Log in', 'Login');
    expect(await remembered.getByRole('textbox', { name: 'Username', exact: true }).inputValue()).toBe('walker01');
    expect(await remembered.getByLabel('Password', { exact: true }).getAttribute('placeholder')).toBe('••••••••');
    await remembered.getByTestId('login-submit').click();
    await remembered.waitFor({ state: 'detached' });
    await expectLoggedInAs(next, 'walker01');
    await page.context().close();
  });

  it('refuses a taken username with the server message beside the field', async () => {
    const page = await site.open('/');
    const dialog = await openDialog(page, 'Register', 'Register');
    await dialog
      .getByRole('textbox', { name: 'Username', exact: true })
      .fill(DEMO_ACCOUNTS.member.username.toUpperCase());
    await dialog.getByLabel('Password', { exact: true }).fill('Taken1234');
    await dialog.getByLabel('Confirm password', { exact: true }).fill('Taken1234');
    await solveCaptcha(page, dialog);
    await dialog.getByRole('checkbox', { name: /agree to the/ }).check();
    await dialog.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
    await dialog.getByTestId('register-submit').click();
    await dialog.getByTestId('form-error').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await page.context().close();
  });
});

describe('register by mobile, then forget the password', () => {
  it('registers with the SMS code from the outbox, and later resets the password by phone', async () => {
    const page = await site.open('/');
    const dialog = await openDialog(page, 'Register', 'Register');
    await dialog.getByRole('tab', { name: 'Mobile number' }).click();
    await dialog.getByLabel('Country code').selectOption('86');
    const mobile = dialog.getByRole('textbox', { name: 'Mobile number', exact: true });
    await mobile.fill('12');
    await dialog.getByTestId('sms-send').click();
    // The number must be valid before any code is sent.
    await dialog.getByText(/^Digits only, 6.15 digits$/).waitFor();
    expect(await dialog.getByTestId('sms-send').getAttribute('data-state')).toBe('idle');

    await mobile.fill('13900000021');
    const sentAt = Date.now() - 1000;
    await dialog.getByTestId('sms-send').click();
    const send = dialog.getByTestId('sms-send');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="sms-send"]')?.getAttribute('data-state') === 'counting',
    );
    expect(await send.isDisabled()).toBe(true);
    // expiredMinutes (5) × 60 seconds.
    expect(Number((await send.textContent())?.match(/\d+/)?.[0])).toBeGreaterThan(290);
    const code = await lastCodeTo(page.context(), site.url, '+86 13900000021', sentAt);
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByLabel('Password', { exact: true }).fill('Mobile123');
    const confirm = dialog.getByLabel('Confirm password', { exact: true });
    if (await confirm.count()) await confirm.fill('Mobile123');
    const captcha = dialog.getByLabel('Captcha', { exact: true });
    if (await captcha.count()) await solveCaptcha(page, dialog);
    await dialog.getByRole('checkbox', { name: /agree to the/ }).check();
    await dialog.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
    await dialog.getByTestId('register-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('welcome-dialog').getByRole('button', { name: 'Look around first' }).click();
    await expectLoggedInAs(page, '13900000021');
    await signOut(page);

    // Forgot password: the phone tab is the default when phone verification is on.
    const login = await openDialog(page, 'Log in', 'Login');
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.waitFor();
    expect(await forgot.getByRole('tab', { name: 'Mobile number' }).getAttribute('aria-selected')).toBe('true');
    await forgot.getByLabel('Country code').selectOption('86');
    await forgot.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('13900000021');
    // A number gets one code a minute (spec §9): the reset comes later in this member's life.
    site.server.advanceClock(61_000);
    const resetSentAt = Date.now() - 1000;
    await forgot.getByTestId('sms-send').click();
    const resetCode = await lastCodeTo(page.context(), site.url, '+86 13900000021', resetSentAt);
    await forgot.getByLabel('Verification code').fill(resetCode);
    await forgot.getByLabel('New password', { exact: true }).fill('Reset5678');
    await forgot.getByLabel('Confirm new password', { exact: true }).fill('Reset5678');
    await forgot.getByRole('button', { name: 'Reset password' }).click();
    // A reset by phone logs in at once.
    await forgot.waitFor({ state: 'detached' });
    await expectLoggedInAs(page, '13900000021');
    await signOut(page);

    const again = await logIn(page, '13900000021', 'Reset5678');
    await again.waitFor({ state: 'detached' });
    await expectLoggedInAs(page, '13900000021');
    await page.context().close();
  });
});

describe('log in', () => {
  it('with an SMS code on the SMS tab', async () => {
    const page = await site.open('/');
    const dialog = await openDialog(page, 'Log in', 'Login');
    await dialog.getByRole('tab', { name: 'SMS code' }).click();
    await dialog.getByLabel('Country code').selectOption('86');
    await dialog.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(DEMO_ACCOUNTS.member.mobileNum);
    const sentAt = Date.now() - 1000;
    await dialog.getByTestId('sms-send').click();
    const code = await lastCodeTo(page.context(), site.url, `+86 ${DEMO_ACCOUNTS.member.mobileNum}`, sentAt);
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByTestId('login-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expectLoggedInAs(page, DEMO_ACCOUNTS.member.username);
    await page.context().close();
  });

  it('asks for the captcha after 3 failures, and logs in with it', async () => {
    const page = await site.open('/');
    const dialog = await openDialog(page, 'Log in', 'Login');
    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(DEMO_ACCOUNTS.member.username);
    const password = dialog.getByLabel('Password', { exact: true });
    for (let i = 0; i < 3; i++) {
      await password.fill(`wrong-${i}`);
      await dialog.getByTestId('login-submit').click();
      await dialog.getByTestId('form-error').waitFor();
      // The loader is hidden again after each failure.
      await page.getByTestId('full-page-loader').waitFor({ state: 'detached' });
    }
    await dialog.getByLabel('Captcha', { exact: true }).waitFor();

    await password.fill(DEMO_ACCOUNTS.member.password);
    await dialog.getByTestId('login-submit').click();
    await dialog.getByText('Please enter the captcha').waitFor();
    await solveCaptcha(page, dialog);
    await dialog.getByTestId('login-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expectLoggedInAs(page, DEMO_ACCOUNTS.member.username);
    await page.context().close();
  });

  it('forces a new password after logging in with 123456, then works with the new one', async () => {
    const page = await site.open('/');
    const { username, password } = DEMO_ACCOUNTS.defaultPassword;
    await logIn(page, username, password);
    const change = page.getByTestId('change-password-dialog');
    await change.waitFor();
    expect(await change.getByLabel('Username').inputValue()).toBe(username);
    await change.getByLabel('New password', { exact: true }).fill('Fresh2468');
    await change.getByLabel('Confirm new password', { exact: true }).fill('Fresh2469');
    await change.getByTestId('change-password-submit').click();
    await change.getByText('The two passwords are inconsistent').waitFor();
    await change.getByLabel('Confirm new password', { exact: true }).fill('Fresh2468');
    await change.getByTestId('change-password-submit').click();
    await change.waitFor({ state: 'detached' });
    await expectLoggedInAs(page, username);
    await signOut(page);

    const again = await logIn(page, username, 'Fresh2468');
    await again.waitFor({ state: 'detached' });
    await expectLoggedInAs(page, username);
    expect(await page.getByTestId('change-password-dialog').count()).toBe(0);
    await page.context().close();
  });
});

describe('sessions', () => {
  it('a login somewhere else ends this session at once and says why', async () => {
    const first = await site.open('/');
    await (await logIn(first, DEMO_ACCOUNTS.member.username, DEMO_ACCOUNTS.member.password)).waitFor({
      state: 'detached',
    });
    await expectLoggedInAs(first, DEMO_ACCOUNTS.member.username);

    const second = await site.open('/');
    await (await logIn(second, DEMO_ACCOUNTS.member.username, DEMO_ACCOUNTS.member.password)).waitFor({
      state: 'detached',
    });
    await expectLoggedInAs(second, DEMO_ACCOUNTS.member.username);

    // No click, no request from the first page: the socket tells it.
    const ended = first.getByTestId('session-ended-dialog');
    await ended.getByText('Your account was signed in somewhere else').waitFor();
    expect(await first.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await ended.getByRole('button', { name: 'OK' }).click();
    await header(first).getByRole('button', { name: 'Log in' }).waitFor();
    await first.context().close();
    await second.context().close();
  });
});

describe('agents', () => {
  it('the agent logs in on /agent and lands on /agentHome', async () => {
    const page = await site.open('/agent');
    await page.getByRole('button', { name: 'Log in as agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agent login' });
    await dialog.waitFor();
    // The agent login keeps no one remembered.
    expect(await dialog.getByRole('checkbox', { name: 'Remember me' }).count()).toBe(0);
    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(DEMO_ACCOUNTS.agent.username);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.agent.password);
    await dialog.getByTestId('login-submit').click();
    await page.waitForURL(/\/agentHome$/);
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('true');
    await page.context().close();
  });

  it('refuses a member at the agent login', async () => {
    const page = await site.open('/agent');
    await page.getByRole('button', { name: 'Log in as agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agent login' });
    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(DEMO_ACCOUNTS.member.username);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.member.password);
    await dialog.getByTestId('login-submit').click();
    await dialog.getByText('Non-agents cannot log in').waitFor();
    expect(pathOf(page)).toBe('/agent');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await page.context().close();
  });
});

describe('free play', () => {
  it('starts a trial account whose real-money buttons show the trial notice, with the way to register', async () => {
    const page = await site.open('/', { viewport: phone });
    await page.getByRole('button', { name: 'Log in' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByTestId('free-play').click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => sessionStorage.getItem('isTrial') === 'true');
    // The play money the ledger granted the trial account.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="balance-amount"]')?.textContent === '¥2,000.00',
    );

    await page.getByRole('button', { name: 'Deposit' }).first().click();
    const notice = page.getByTestId('trial-notice-dialog');
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Register now' }).click();
    // The trial session ends and the register dialog takes its place.
    await page.getByRole('dialog', { name: 'Register' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await page.context().close();
  });
});
