import { createHash } from 'node:crypto';
import { DEMO_ACCOUNTS, toMinorUnits } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The app's decorations of the Fastify instance (its `jobs`), for running the draw now.
import type {} from '../../server/src/app.ts';
import { members, operators, promotions } from '../../server/src/db/schema.ts';
import { hashPassword } from '../../server/src/platform/passwords.ts';
import { loginAs, send } from '../../server/test/auth-helpers.ts';
import { deliverNotification, signedNotification } from '../../server/test/money-helpers.ts';
import { axeViolations } from './support/axe.ts';
import { shoot } from './support/shots.ts';
import { desktop, liveEvents, logInAsDemoMember, mainNavItem, phone, Site } from './support/site.ts';

/**
 * Raffles and red-packet rain in the operator console against the real server: a raffle written in the editor (its
 * prize tiers, ticket rules and end) and its commitment on the list and on an open player page; two members who join
 * and deposit, the draw job once the server's clock passes the end, and the winners an admin and finance read, before
 * and after a claim; a red packet's rain; and the editor's refusals, its own and the server's.
 */
const PASSWORD = 'Oper1234';
const MEMBER = { username: 'lucky2', password: 'Lucky1234' };
/** The demo provider's secret, known here so the test can sign the notification that credits a deposit. */
const PAYMENT_SECRET = 'console-lucky-draws';
const ONLINE_CHANNEL = 1;
const RAFFLE = 'Spring raffle';
const PACKET = 'Evening red packets';
/** How long the raffle runs: the clock moves past it (and the draw's margin of 60 s) to draw. */
const RUNS_MINUTES = 10;

let site: Site;
beforeAll(async () => {
  site = await Site.start({ config: { demoPayments: { enabled: true, secret: PAYMENT_SECRET, secretSet: true } } });
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

async function signIn(username: string, password: string) {
  const page = await site.open('/console');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByTestId('console-login-submit').click();
  await consoleNav(page).getByRole('button', { name: 'Promotions', exact: true }).click();
  return page;
}
const admin = () => signIn(DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);

/** The message shown under a field: the element its `aria-describedby` names as its error. */
async function errorUnder(field: Locator) {
  // The form judges on submit, a moment after the click.
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const id = ids.split(' ').find((x) => x.endsWith('-error'));
  expect(id, 'the field names its error').toBeDefined();
  return field.page().locator(`[id="${id}"]`).innerText();
}

/** Fills what every campaign needs: its texts. */
async function writeTexts(page: Page, title: string) {
  const editor = page.getByTestId('promotion-editor');
  await editor.getByRole('textbox', { name: 'Title (English)' }).fill(title);
  await editor.getByRole('textbox', { name: 'Title (Chinese)' }).fill(`${title}（中文）`);
  await editor.getByRole('textbox', { name: 'Summary (English)' }).fill('Prizes drawn among the tickets members earn');
  await editor.getByRole('textbox', { name: 'Rules (English)' }).fill('<p>One ticket per ¥100 deposited.</p>');
  return editor;
}

const rowOf = (page: Page, title: string) => page.locator('[data-testid="console-promotion"]', { hasText: title });

/** A member's deposit through the demo provider, credited by its signed notification. */
async function deposit(token: string, amount: number) {
  const order = await send(site.server.app, 'createDeposit', { channelId: ONLINE_CHANNEL, amount }, { token });
  expect(order.statusCode, order.body).toBe(200);
  const paid = signedNotification(
    PAYMENT_SECRET,
    { ...order.json().value, amount: toMinorUnits(amount) as number },
    'paid',
  );
  expect((await deliverNotification(site.server.app, paid)).statusCode).toBe(200);
}

/** The raffle written here, as stored (the demo brand has a raffle of its own). */
async function raffleRow() {
  const raffles = await site.server.db.orm.select().from(promotions).where(eq(promotions.kind, 'raffle'));
  const found = raffles.find((p) => (p.title as { EN?: string }).EN === RAFFLE);
  if (!found) throw new Error('no raffle');
  return found;
}

describe('raffles and red packets in the console', () => {
  it('an admin writes a raffle in the editor; its commitment is listed, and an open player page shows it live', async () => {
    // A member reads the promotions page meanwhile.
    const player = await site.open('/');
    await logInAsDemoMember(player);
    await mainNavItem(player, 'Promotions');
    await player.getByTestId('promotion-card').first().waitFor();
    await player.evaluate(() => Object.assign(window, { stillThisPage: true }));
    await liveEvents(player);

    const page = await admin();
    await page.getByTestId('promotion-new').click();
    const editor = await writeTexts(page, RAFFLE);
    await editor.getByTestId('promotion-kind').selectOption('raffle');
    expect(await editor.getByTestId('promotion-period').inputValue()).toBe('once');

    // The suggested tiers (888 × 1, 188 × 5, 18 × 50): the second goes, a third is added, and the total follows.
    const total = editor.getByTestId('promotion-prizes-total');
    await total.getByText('Prizes in all: ¥2,728.00.', { exact: false }).waitFor();
    await editor.getByRole('button', { name: 'Remove tier 2' }).click();
    await total.getByText('Prizes in all: ¥1,788.00.', { exact: false }).waitFor();
    await editor.getByRole('button', { name: 'Add a tier' }).click();
    expect(await editor.getByTestId('promotion-prize').count()).toBe(3);
    expect(await editor.getByRole('textbox', { name: 'Tier 3 winners' }).inputValue()).toBe('50');
    await editor.getByRole('textbox', { name: 'Tier 3 prize' }).fill('5');
    await editor.getByRole('textbox', { name: 'Tier 3 winners' }).fill('2');
    await total.getByText('Prizes in all: ¥1,798.00.', { exact: false }).waitFor();

    const tickets = editor.getByTestId('promotion-tickets');
    await tickets.getByTestId('promotion-ticket-by').selectOption('deposit');
    await tickets.getByRole('textbox', { name: /^One ticket per/ }).fill('100');
    await tickets.getByRole('textbox', { name: /^Most tickets per member/ }).fill('5');
    await tickets.getByRole('textbox', { name: 'Days winners have to claim' }).fill('3');
    // Drawn a few minutes after it starts (the start is now, to the minute, in brand time).
    const startsAt = await editor.getByLabel('Starts', { exact: true }).inputValue();
    const end = new Date(Date.parse(`${startsAt}Z`) + RUNS_MINUTES * 60_000).toISOString().slice(0, 16);
    await editor.getByLabel('Ends and is drawn', { exact: true }).fill(end);

    // A budget below the prizes is refused at the field, before anything is sent.
    const budget = editor.getByRole('textbox', { name: /^Budget/ });
    await budget.fill('1000');
    await editor.getByTestId('promotion-save').click();
    expect(await errorUnder(budget)).toBe('The budget must cover every prize: at least ¥1,798.00');
    await budget.fill('2000');
    await editor.getByTestId('promotion-save').click();
    await page.getByText('Promotion created').waitFor();

    const row = rowOf(page, RAFFLE);
    const facts = row.getByTestId('promotion-raffle');
    await facts.waitFor();
    const stored = await raffleRow();
    expect(stored.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await facts.locator('code').getAttribute('title')).toBe(stored.seedHash);
    expect(await facts.innerText()).toContain(`Seed hash ${stored.seedHash?.slice(0, 16)}…`);
    expect(await facts.innerText()).toContain('Drawn at the end');

    const card = player.getByTestId('promotion-card').filter({ hasText: RAFFLE });
    await card.waitFor();
    expect(await player.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    await player.context().close();
    await page.context().close();
  });

  it('two members join and deposit; after the draw an admin and finance read the seed and winners, then a claim', async () => {
    const raffle = await raffleRow();
    const tokens: Record<string, string> = {};
    for (const account of [DEMO_ACCOUNTS.member, MEMBER]) {
      const token = await loginAs(site.server.app, account);
      tokens[account.username] = token;
      const joined = await send(site.server.app, 'joinPromotion', { promotionId: raffle.id }, { token });
      expect(joined.statusCode, joined.body).toBe(200);
      await deposit(token, 300);
    }

    // The server's clock passes the end and the draw's margin; the draw job runs now rather than at its minute.
    const endsAt = raffle.endsAt?.getTime() ?? 0;
    await site.advanceClock(endsAt - Date.now() + 61_000 + 1_000);
    expect(await site.server.app.jobs.runNow('raffle-draw')).toBe(true);

    const page = await admin();
    const row = rowOf(page, RAFFLE);
    await row.getByTestId('promotion-raffle').getByText('Drawn: 6 tickets, 2 entries').waitFor();
    await row.getByRole('button', { name: `Winners of ${RAFFLE}` }).click();
    const dialog = page.getByTestId('promotion-raffle-dialog');
    await dialog.getByRole('heading', { name: `Draw of ${RAFFLE}` }).waitFor();
    const seed = (await dialog.getByTestId('raffle-seed').textContent()) ?? '';
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(seed).digest('hex')).toBe(
      await dialog.getByTestId('raffle-seed-hash').textContent(),
    );
    expect(await dialog.getByTestId('raffle-tickets').textContent()).toBe('6');
    expect(await dialog.getByTestId('raffle-entries').textContent()).toBe('2');
    // One entry wins at most one prize: the first tier goes to one member, the second to the other.
    const winners = dialog.getByTestId('raffle-winner');
    await winners.nth(1).waitFor();
    const rows = await winners.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim())),
    );
    expect(rows.map((r) => [r[0], r[2], r[3], r[4]])).toEqual([
      ['1', '3', '¥888.00', 'Not claimed yet'],
      ['2', '3', '¥18.00', 'Not claimed yet'],
    ]);
    expect(rows.map((r) => r[1]).sort()).toEqual([DEMO_ACCOUNTS.member.username, MEMBER.username].sort());
    expect(await winners.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-state')))).toEqual([
      'waiting',
      'waiting',
    ]);
    expect(await dialog.getByTestId('raffle-winners-total').textContent()).toBe('2 winners · ¥906.00 in prizes');
    // The dialog, its codes and its table are readable by everyone (axe: nothing serious or critical).
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The demo member claims their prize; the winners, opened again, say so.
    const claimed = await send(
      site.server.app,
      'claimRaffle',
      { promotionId: raffle.id },
      { token: tokens[DEMO_ACCOUNTS.member.username] ?? '' },
    );
    expect(claimed.statusCode, claimed.body).toBe(200);
    await row.getByRole('button', { name: `Winners of ${RAFFLE}` }).click();
    const own = dialog.locator('[data-testid="raffle-winner"]', {
      has: page.getByRole('rowheader', { name: DEMO_ACCOUNTS.member.username }),
    });
    await own.and(page.locator('[data-state="claimed"]')).waitFor();
    expect(await own.innerText()).toContain('Claimed and paid');
    await page.context().close();

    // Finance reads the winners too, but writes no campaigns.
    const finance = await signIn('cashier', PASSWORD);
    await rowOf(finance, RAFFLE)
      .getByRole('button', { name: `Winners of ${RAFFLE}` })
      .click();
    await finance.getByTestId('promotion-raffle-dialog').getByTestId('raffle-winner').nth(1).waitFor();
    expect(await finance.getByTestId('promotion-new').count()).toBe(0);
    expect(await finance.getByRole('button', { name: `Edit ${RAFFLE}` }).count()).toBe(0);
    await finance.context().close();
  });

  it('a content operator edits the drawn raffle: its texts change, its prizes are refused with the server’s reason', async () => {
    const page = await signIn('writer', PASSWORD);
    await rowOf(page, RAFFLE)
      .getByRole('button', { name: `Edit ${RAFFLE}` })
      .click();
    const editor = page.getByTestId('promotion-editor');
    await editor.getByRole('textbox', { name: 'Summary (English)' }).fill('Drawn: see the winners');
    await editor.getByTestId('promotion-save').click();
    await page.getByText('Promotion saved').waitFor();

    await rowOf(page, RAFFLE)
      .getByRole('button', { name: `Edit ${RAFFLE}` })
      .click();
    await editor.getByRole('textbox', { name: 'Tier 1 prize' }).fill('999');
    await editor.getByTestId('promotion-save').click();
    await editor
      .getByText('The raffle has been drawn: its prizes, ticket rules, start and end can no longer change')
      .waitFor();
    // Nothing changed.
    const { reward } = await raffleRow();
    expect(reward.type === 'prizes' && reward.prizes[0]).toEqual({ amount: 88_800, count: 1 });
    await page.context().close();
  });

  it('an admin writes a red packet: its rain is listed daily, and bounds the wrong way round are refused', async () => {
    const page = await admin();
    await page.getByTestId('promotion-new').click();
    const editor = await writeTexts(page, PACKET);
    await editor.getByTestId('promotion-kind').selectOption('red-packet');
    const rain = editor.getByTestId('promotion-rain-fields');
    await rain.getByLabel('Rain starts at', { exact: true }).fill('21:15');
    await rain.getByRole('textbox', { name: 'Rain lasts (minutes)' }).fill('45');
    expect(await rain.getByTestId('promotion-rain-window').textContent()).toBe(
      'It rains each day from 21:15 to 22:00.',
    );
    const smallest = editor.getByRole('textbox', { name: /^Smallest packet/ });
    const largest = editor.getByRole('textbox', { name: /^Largest packet/ });
    await smallest.fill('50');
    await largest.fill('8');
    await editor.getByRole('textbox', { name: /^Budget/ }).fill('500');
    await editor.getByTestId('promotion-save').click();
    expect(await errorUnder(largest)).toBe('The largest packet cannot be smaller than the smallest');
    expect(await axeViolations(page)).toEqual([]);

    await smallest.fill('1');
    await largest.fill('88');
    await editor.getByTestId('promotion-save').click();
    await page.getByText('Promotion created').waitFor();
    const facts = rowOf(page, PACKET).getByTestId('promotion-rain');
    await facts.getByText('Rains 21:15–22:00 daily').waitFor();
    expect(await facts.innerText()).toContain('Packets ¥1.00 to ¥88.00');
    // The raffle is listed beside it.
    await rowOf(page, RAFFLE).getByTestId('promotion-raffle').waitFor();
    await page.context().close();
  });

  // For people to look at (LOTUS_SHOTS_DIR): the list with both campaigns, the drawn raffle's winners, and the editor
  // of each, as the steps above left them.
  it.skipIf(!process.env.LOTUS_SHOTS_DIR)(
    'screenshots: desktop and phone, light and dark, EN and CN',
    { timeout: 300_000 },
    async () => {
      const ids = (await site.server.db.orm.select().from(promotions))
        .filter((p) => [RAFFLE, PACKET].includes((p.title as { EN?: string }).EN ?? ''))
        .map((p) => p.id)
        .sort((a, b) => a - b);
      const rowWith = (on: Page, id: number | undefined) =>
        on.locator(`[data-testid="console-promotion"][data-promotion="${id}"]`);
      for (const [size, viewport] of [
        ['desktop', desktop],
        ['phone', phone],
      ] as const)
        for (const theme of ['light', 'dark'] as const)
          for (const lang of ['EN', 'CN'] as const) {
            const name = (what: string) => `${what}-${size}-${theme}-${lang.toLowerCase()}`;
            const on = await site.open('/console', { viewport, colorScheme: theme, localStorage: { theme, lang } });
            await on.locator('input[autocomplete="username"]').fill(DEMO_ACCOUNTS.operator.username);
            await on.locator('input[autocomplete="current-password"]').fill(DEMO_ACCOUNTS.operator.password);
            await on.getByTestId('console-login-submit').click();
            await on.locator('.console__bar').waitFor();
            await on.goto(`${site.url}/console?page=promotions`);
            const raffle = rowWith(on, ids[0]);
            await raffle.waitFor();
            // A phone's list is a card a campaign: the two written here come first, in the first screen.
            await shoot(on, 'console', name('lucky-draws-list'), { fullPage: size === 'desktop' });
            await raffle.getByTestId('promotion-winners').click();
            await on.getByTestId('raffle-winner').nth(1).waitFor();
            await shoot(on, 'console', name('lucky-draws-winners'));
            await on.keyboard.press('Escape');
            await raffle.getByRole('button').first().click();
            // The reward section from its heading: the tiers, their total and the budget.
            await on
              .getByTestId('promotion-prizes')
              .evaluate((el) => el.parentElement?.scrollIntoView({ block: 'start' }));
            await shoot(on, 'console', name('lucky-draws-raffle-editor'));
            await on.getByTestId('promotion-tickets').evaluate((el) => el.scrollIntoView({ block: 'start' }));
            await shoot(on, 'console', name('lucky-draws-raffle-tickets'));
            await on.goto(`${site.url}/console?page=promotions`);
            await rowWith(on, ids[1]).getByRole('button').first().click();
            // The schedule with the rain in it, then the packets' bounds and the budget.
            await on
              .getByTestId('promotion-rain-fields')
              .evaluate((el) => el.closest('fieldset')?.scrollIntoView({ block: 'start' }));
            await shoot(on, 'console', name('lucky-draws-red-packet-editor'));
            await on
              .getByRole('textbox', { name: /^(Smallest packet|最小红包)/ })
              .evaluate((el) => el.closest('fieldset, section')?.scrollIntoView({ block: 'start' }));
            await shoot(on, 'console', name('lucky-draws-red-packet-reward'));
            await on.context().close();
          }
    },
  );
});
