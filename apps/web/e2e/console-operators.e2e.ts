import { DEMO_ACCOUNTS } from '@lotus/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../server/src/modules/console/operators/operator-accounts.ts';
import { totpCode } from '../../server/src/modules/session/totp.ts';
import { shoot } from './support/shots.ts';
import { type ContextOptions, Site } from './support/site.ts';

/** Operators and roles, the forced first password change and the audit log, as an admin and a new operator see them. */
let site: Site;
beforeAll(async () => {
  site = await Site.start();
});
afterAll(() => site?.stop());

const consoleNav = (page: Page) => page.locator('nav.console__nav');

async function signIn(account: { username: string; password: string }, options: ContextOptions = {}) {
  const page = await site.open('/console', options);
  await page.locator('input[name="username"]').fill(account.username);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByTestId('console-login-submit').click();
  await page.locator('.console__bar').waitFor();
  return page;
}

async function goTo(page: Page, section: string) {
  await page.goto(`${site.url}/console?page=${section}`);
  await page.locator('.console-page').waitFor();
}

describe('operators in the console', () => {
  it('an admin creates an operator who must change the shown password, sees only their role’s pages, and is signed out when disabled', async () => {
    const admin = await signIn(DEMO_ACCOUNTS.operator);
    await goTo(admin, 'operators');
    await admin.getByTestId('console-operator-new').click();
    const dialog = admin.getByTestId('console-operator-dialog');
    await dialog.getByRole('textbox', { name: 'Username' }).fill('auditor7');
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption('risk');
    await dialog.getByTestId('console-operator-create').click();
    const shown = admin.getByTestId('console-operator-password-value');
    await shown.waitFor();
    const password = (await shown.textContent())?.trim() ?? '';
    expect(password.length).toBeGreaterThanOrEqual(8);
    await admin.getByTestId('console-operator-password-done').click();
    const row = admin.locator('[data-testid="console-operator"][data-operator="auditor7"]');
    await row.getByText('Must change password').waitFor();

    // The new operator signs in with the shown password and sees only the change-password form.
    const operator = await signIn({ username: 'auditor7', password });
    await operator.getByRole('heading', { name: 'Choose your own password' }).waitFor();
    expect(await consoleNav(operator).count()).toBe(0);
    await operator.getByLabel('Password you were given').fill(password);
    await operator.getByLabel('New password', { exact: true }).fill('Auditor2026x');
    await operator.getByLabel('New password again').fill('Auditor2026x');
    await operator.getByTestId('console-own-password-submit').click();
    await consoleNav(operator).waitFor();
    const pages = (await consoleNav(operator).getByRole('button').allTextContents()).map((s) => s.trim());
    expect(pages).toEqual([
      'Members',
      'Agents',
      'Bets',
      'GGR report',
      'Payout runs',
      'Lottery games',
      'Lottery periods',
      'SMS and email',
      'Promotions',
      'Promotion claims',
      'VIP levels',
      'Rebate',
      'Audit log',
      'My account',
    ]);
    expect(pages).not.toContain('Operators');
    expect(pages).not.toContain('Withdrawals');

    // Disabled by the admin: the operator's next request is refused and the console returns to sign-in.
    await admin.reload();
    await row.getByText('Must change password').waitFor({ state: 'detached' });
    await row.getByTestId('console-operator-toggle').click();
    await admin.locator('[data-testid="console-operator"][data-operator="auditor7"][data-disabled="true"]').waitFor();
    await consoleNav(operator).getByRole('button', { name: 'Audit log' }).click();
    await operator.getByTestId('console-login-submit').waitFor();
    expect(await operator.locator('.console__bar').count()).toBe(0);

    // The audit log page finds what happened.
    await goTo(admin, 'audit');
    await admin.getByTestId('console-audit-event').fill('console.operator.*');
    await admin.getByTestId('console-audit-search').click();
    await admin.locator('[data-testid="console-audit-entry"][data-event="console.operator.disabled"]').waitFor();
    const created = admin.locator('[data-testid="console-audit-entry"][data-event="console.operator.created"]');
    await created.first().getByText('"auditor7"', { exact: false }).waitFor();
    expect(await admin.locator('[data-testid="console-audit-entry"][data-event="console.login"]').count()).toBe(0);

    await admin.getByTestId('console-audit-event').fill('');
    await admin.getByRole('textbox', { name: 'Operator' }).fill('auditor7');
    await admin.getByTestId('console-audit-search').click();
    await admin.locator('[data-testid="console-audit-entry"][data-event="console.password.changed"]').waitFor();
    const events = await admin
      .locator('[data-testid="console-audit-entry"]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-event')));
    expect(events).toEqual(['console.password.changed', 'console.login']);
    // Events read by name; the code (what the filter takes) stays on hover.
    const name = admin
      .locator('[data-testid="console-audit-entry"][data-event="console.password.changed"]')
      .getByTestId('console-audit-event-name');
    expect(await name.textContent()).toBe('Console password changed');
    expect(await name.getAttribute('title')).toBe('console.password.changed');
  });

  it('an operator sets up an authenticator; sign-in then asks for its code', async () => {
    await createOperator(site.server.db, {
      merchantId: 1,
      username: 'keyholder',
      role: 'finance',
      password: 'Keyholder2026',
      mustChangePassword: false,
    });
    const page = await signIn({ username: 'keyholder', password: 'Keyholder2026' });
    await consoleNav(page).getByRole('button', { name: 'My account' }).click();
    await page.getByTestId('console-totp-start').click();
    const secret = ((await page.getByTestId('console-totp-secret').textContent()) ?? '').replace(/\s/g, '');
    await page.getByTestId('console-totp-code').fill('000000');
    await page.getByTestId('console-totp-confirm').click();
    await page.getByText('The authenticator code is incorrect').waitFor();
    await page.getByTestId('console-totp-code').fill(totpCode(secret, new Date()));
    await page.getByTestId('console-totp-confirm').click();
    await page.getByText('Authenticator turned on').first().waitFor();
    await page.context().close();

    const again = await site.open('/console');
    await again.locator('input[name="username"]').fill('keyholder');
    await again.locator('input[name="password"]').fill('Keyholder2026');
    await again.getByTestId('console-login-submit').click();
    const code = again.getByTestId('console-login-totp');
    await code.waitFor();
    await code.fill('123456');
    await again.getByTestId('console-login-submit').click();
    await again.getByText('The authenticator code is incorrect').waitFor();
    // The next time step's code (one step of clock drift is allowed): the enrolment's code works only once.
    await code.fill(totpCode(secret, new Date(Date.now() + 30_000)));
    await again.getByTestId('console-login-submit').click();
    await consoleNav(again).getByRole('button', { name: 'Withdrawals' }).waitFor();
  });

  /** Each account signed in once; every pass then reloads its pages in the pass's theme and language. */
  let signedIn: { admin: Page; newcomer: Page; enroller: Page } | undefined;
  afterAll(async () => {
    for (const page of Object.values(signedIn ?? {})) await page.context().close();
  });
  const inLook = async (page: Page, path: string, theme: 'light' | 'dark', lang: 'EN' | 'CN') => {
    await page.evaluate(
      ([t, l]) => {
        localStorage.setItem('theme', t);
        localStorage.setItem('lang', l);
      },
      [theme, lang] as const,
    );
    await page.goto(`${site.url}${path}`);
    await page.locator('.console__bar').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang === 'EN' ? 'en' : 'zh-CN');
  };

  for (const theme of ['light', 'dark'] as const) {
    for (const lang of ['EN', 'CN'] as const) {
      it(`reads in ${lang}, ${theme}`, async () => {
        await shotAccounts();
        const options: ContextOptions = { viewport: { width: 1440, height: 900 } };
        signedIn ??= {
          admin: await signIn(DEMO_ACCOUNTS.operator, options),
          newcomer: await signIn({ username: 'newcomer', password: 'Given-2026-password' }, options),
          enroller: await signIn({ username: 'enroller', password: 'Enrol-2026-password' }, options),
        };
        const { admin, newcomer, enroller } = signedIn;
        const name = (page: string) => `${page}-desktop-${theme}-${lang.toLowerCase()}`;

        await inLook(admin, '/console?page=operators', theme, lang);
        await admin.locator('[data-testid="console-operator"][data-operator="newcomer"]').waitFor();
        await shoot(admin, 'console-operators', name('operators'), { fullPage: true });
        await goTo(admin, 'audit');
        await admin.locator('[data-testid="console-audit-entry"]').first().waitFor();
        await shoot(admin, 'console-operators', name('audit'));

        await inLook(newcomer, '/console', theme, lang);
        await newcomer.locator('.console-own').waitFor();
        await shoot(newcomer, 'console-operators', name('change-password'));

        await inLook(enroller, '/console?page=account', theme, lang);
        await enroller.getByTestId('console-totp-start').click();
        await enroller.getByTestId('console-totp-secret').waitFor();
        await shoot(enroller, 'console-operators', name('totp-enrolment'), { fullPage: true });
      });
    }
  }
});

let shotAccountsMade = false;
/** An operator who must change the password they were given, and one to show the authenticator enrolment. */
async function shotAccounts() {
  if (shotAccountsMade) return;
  shotAccountsMade = true;
  const base = { merchantId: 1 } as const;
  await createOperator(site.server.db, {
    ...base,
    username: 'newcomer',
    role: 'finance',
    password: 'Given-2026-password',
    mustChangePassword: true,
  });
  await createOperator(site.server.db, {
    ...base,
    username: 'enroller',
    role: 'support',
    password: 'Enrol-2026-password',
    mustChangePassword: false,
  });
}
