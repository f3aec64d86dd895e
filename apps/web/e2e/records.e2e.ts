import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '@lotus/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, gameVendors, members } from '../../server/src/db/schema.ts';
import { issueLaunchToken, type TestVendor, vendorClient } from '../../server/src/modules/vendors/vendor-fixtures.ts';
import { fundMember } from './support/ledger-fixtures.ts';
import { desktop, logInAsDemoMember, phone, Site } from './support/site.ts';

/**
 * Betting records as a player and an operator see them: rounds played through the seamless wallet API by demo
 * vendors (a slot win, a live casino loss, a round still open), then the house vendor's own game server.
 */
let site: Site;
let memberId: number;

/** A demo vendor with one of its games of `gameType`, as the vendor fixtures take it. */
async function seededVendor(code: string, gameType: string): Promise<TestVendor & { gameCode: string }> {
  const db = site.server.db.orm;
  const [row] = await db
    .select({ id: gameVendors.id, secret: gameVendors.secret, gameId: games.id, gameCode: games.gameCode })
    .from(gameVendors)
    .innerJoin(games, eq(games.vendorId, gameVendors.id))
    .where(
      and(
        eq(gameVendors.code, code),
        eq(games.gameType, gameType),
        eq(games.maintenance, false),
        eq(games.enabled, true),
      ),
    )
    .orderBy(games.id)
    .limit(1);
  if (!row) throw new Error(`the demo seed has no ${gameType} game of ${code}`);
  return { id: row.id, code, secret: row.secret, games: new Map([[row.gameCode, row.gameId]]), gameCode: row.gameCode };
}

/** One round as the vendor's server plays it: a stake, then (unless left open) the payout. */
async function playRound(code: string, gameType: string, roundId: string, stake: number, payout: number | null) {
  const vendor = await seededVendor(code, gameType);
  const client = vendorClient(site.server.app, vendor);
  const token = await issueLaunchToken(site.server.db, {
    vendor,
    memberId,
    gameCode: vendor.gameCode,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const base = { playerId: String(memberId), roundId, gameCode: vendor.gameCode, currency: 'CNY' };
  const debit = await client.debit({ ...base, token, txId: `${roundId}-d`, amount: stake });
  if (debit.status !== 'OK') throw new Error(`debit ${roundId}: ${debit.status}`);
  if (payout === null) return;
  const credit = await client.credit({ ...base, txId: `${roundId}-c`, amount: payout });
  if (credit.status !== 'OK') throw new Error(`credit ${roundId}: ${credit.status}`);
}

beforeAll(async () => {
  site = await Site.start();
  const [demo] = await site.server.db.orm
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.username})`, DEMO_ACCOUNTS.member.username));
  memberId = demo?.id as number;
  await fundMember(site.server.db, DEMO_ACCOUNTS.member.username, 100_000);
  await playRound('PG', 'RNG', 'e2e-pg-1', 10, 35);
  await playRound('AG', 'LIVE', 'e2e-ag-1', 50, 0);
  await playRound('PG', 'RNG', 'e2e-pg-2', 5, null);
});
afterAll(() => site?.stop());

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();

/** Waits until the betting record shows `count` rows and no older page is kept on screen. */
const rows = (page: Page, count: number) =>
  page.waitForFunction(
    (n) =>
      !document.querySelector('.bet-table[aria-busy]') &&
      document.querySelectorAll('[data-testid="bet-row"]').length === n,
    count,
  );

describe('betting record and profit and loss', () => {
  it("lists today's rounds with totals, opens one, filters by status and shows the profit and loss", async () => {
    const page = await site.open('/');
    await logInAsDemoMember(page);
    await page.goto(`${site.url}/member?tab=personalHistoryCopy`);
    const record = page.getByTestId('bet-records');
    await record.getByRole('heading', { name: 'Betting record' }).waitFor();
    await rows(page, 3);
    expect(await text(page, 'total-count')).toBe('3');
    expect(await text(page, 'total-stake')).toBe('¥65.00');
    expect(await text(page, 'total-valid')).toBe('¥60.00');
    expect(await text(page, 'total-payout')).toBe('¥35.00');
    expect(await text(page, 'total-winloss')).toBe('−¥25.00');
    // Newest first: the open round, the live loss, the slot win.
    expect(
      await page.locator('[data-testid="bet-row"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-round'))),
    ).toEqual(['e2e-pg-2', 'e2e-ag-1', 'e2e-pg-1']);

    await record.getByRole('button', { name: 'Details of round e2e-pg-1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bet details' });
    const detail = dialog.getByTestId('bet-detail');
    await detail.getByText('e2e-pg-1').waitFor();
    await detail.getByText('+¥25.00').waitFor();
    await detail.getByText('Settled', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await record.getByRole('combobox', { name: 'Status' }).selectOption('open');
    await rows(page, 1);
    expect(await text(page, 'total-stake')).toBe('¥5.00');
    expect(await text(page, 'total-winloss')).toBe('¥0.00');
    await record.getByRole('combobox', { name: 'Status' }).selectOption('');
    await record.getByRole('combobox', { name: 'Category' }).selectOption('LIVE');
    await rows(page, 1);
    expect(await text(page, 'total-winloss')).toBe('−¥50.00');
    await record.getByText('Yesterday').click();
    await record.getByText('No bets in this period').waitFor();

    await page.getByRole('tab', { name: 'Profit and loss' }).click();
    const profit = page.getByTestId('personal-profit');
    await profit.getByTestId('profit-total-amount').waitFor();
    expect(await text(page, 'profit-total-amount')).toBe('−¥25.00');
    const categories = profit.getByTestId('profit-categories');
    expect(await categories.locator('[data-key="RNG"]').textContent()).toContain('+¥25.00');
    expect(await categories.locator('[data-key="LIVE"]').textContent()).toContain('−¥50.00');
    const days = profit.getByTestId('profit-days').getByTestId('profit-row');
    expect(await days.count()).toBe(1);
    expect(await days.first().textContent()).toContain('¥60.00');
    await page.context().close();
  });

  it('fits a phone: totals and rows without sideways scrolling', async () => {
    const page = await site.open('/', { viewport: phone });
    await logInAsDemoMember(page);
    await page.goto(`${site.url}/member?tab=personalHistoryCopy`);
    await rows(page, 3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('the console', () => {
  async function operatorPage(section: string) {
    const page = await site.open('/console', { viewport: desktop });
    await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_ACCOUNTS.operator.username);
    await page.getByLabel('Password').fill(DEMO_ACCOUNTS.operator.password);
    await page.getByTestId('console-login-submit').click();
    await page.getByRole('navigation', { name: 'Operator console' }).getByRole('button', { name: section }).click();
    return page;
  }

  it('finds a bet by member and round, and shows the GGR report per vendor', async () => {
    const page = await operatorPage('Bets');
    await page.getByTestId('console-bet-totals').waitFor();
    await page.getByRole('searchbox', { name: 'Member (username or id)' }).fill(DEMO_ACCOUNTS.member.username);
    await page.getByRole('textbox', { name: 'Round id' }).fill('e2e-ag-1');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForFunction(
      () =>
        !document.querySelector('.console-table[aria-busy]') &&
        document.querySelectorAll('[data-testid="console-bet"]').length === 1,
    );
    const row = page.locator('[data-testid="console-bet"][data-round="e2e-ag-1"]');
    expect(await row.textContent()).toContain(DEMO_ACCOUNTS.member.username);
    expect(await row.textContent()).toContain('¥50.00');

    await page
      .getByRole('navigation', { name: 'Operator console' })
      .getByRole('button', { name: 'GGR report' })
      .click();
    const report = page.getByTestId('ggr-report');
    await report.waitFor();
    expect(await report.locator('[data-vendor="AG"]').textContent()).toContain('¥50.00');
    expect(await report.locator('[data-vendor="PG"]').textContent()).toContain('−¥25.00');
    const total = await report.getByTestId('ggr-total').textContent();
    expect(total).toContain('¥60.00');
    expect(total).toContain('¥25.00');
    await page.context().close();
  });
});

describe('a house round', () => {
  it("shows the round's fairness proof and links to the verify page once the seed is revealed", async () => {
    const vendor = await seededVendor('HOUSE', 'RNG');
    const [slot] = await site.server.db.orm
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.vendorId, vendor.id), eq(games.gameCode, 'lotus-slot')));
    const token = await issueLaunchToken(site.server.db, {
      vendor: { ...vendor, games: new Map([['lotus-slot', slot?.id as number]]) },
      memberId,
      gameCode: 'lotus-slot',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const play = await site.server.app.inject({
      method: 'POST',
      url: '/house/v1/play',
      payload: { token, stake: 1, roundKey: randomUUID() },
    });
    expect(play.statusCode, play.body).toBe(200);
    const round = play.json().value.round as { id: number; nonce: number };
    const rotate = await site.server.app.inject({ method: 'POST', url: '/house/v1/seed/rotate', payload: { token } });
    expect(rotate.statusCode, rotate.body).toBe(200);

    const page = await site.open('/');
    await logInAsDemoMember(page);
    await page.goto(`${site.url}/member?tab=personalHistoryCopy`);
    const record = page.getByTestId('bet-records');
    await record.getByRole('combobox', { name: 'Vendor' }).selectOption('HOUSE');
    await rows(page, 1);
    await record.getByRole('button', { name: `Details of round ${round.id}` }).click();
    const proof = page.getByRole('dialog', { name: 'Bet details' }).getByTestId('bet-proof');
    await proof.getByRole('heading', { name: 'Provably fair' }).waitFor();
    const verify = proof.getByRole('link', { name: 'Verify this round' });
    const href = new URL((await verify.getAttribute('href')) ?? '', site.url);
    expect(href.pathname).toBe('/fairness');
    expect(href.searchParams.get('game')).toBe('lotus-slot');
    expect(href.searchParams.get('nonce')).toBe(String(round.nonce));
    expect(href.searchParams.get('serverSeed')).toBeTruthy();
    await page.context().close();
  });
});
