import { DEMO_ACCOUNTS, lotterySessionSchema } from '@lotus/contract';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, games, lotteryBets, lotteryGames, members } from '../../server/src/db/schema.ts';
import { lotteryLaunchToken } from '../../server/src/modules/lottery/lottery-fixtures.ts';
import { fundMember } from './support/ledger-fixtures.ts';
import { Site } from './support/site.ts';

/**
 * The house lottery in the operator console: an admin edits a game (a refused value first) and adds one, then finds
 * the period a member bet on, opens its bets and exposure, and voids it with a reason; the stake comes back through the wallet.
 */
let site: Site;
let memberId: number;

beforeAll(async () => {
  site = await Site.start({ lottery: true });
  await fundMember(site.server.db, DEMO_ACCOUNTS.member.username, 1_000_00);
  const [member] = await site.server.db.orm
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, 1), eq(members.username, DEMO_ACCOUNTS.member.username)));
  memberId = member?.id ?? 0;
});
afterAll(() => site?.stop());

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
 * A bet of the demo member on the daily Northern Vietnam game's open period (a day long, so it stays open through the
 * test), placed through the lottery's own API with a launch token such as the lobby's launch hands out.
 */
async function placeBet() {
  const token = await lotteryLaunchToken(site.server.db, 'vn-north', memberId, new Date());
  const session = await fetch(`${site.url}/lotto/v1/session?token=${token}`);
  const state = await session.json();
  expect(state.success, JSON.stringify(state)).toBe(true);
  const { current } = lotterySessionSchema.parse(state.value);
  const res = await fetch(`${site.url}/lotto/v1/bets`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      token,
      requestKey: 'console-e2e-slip',
      numero: current.numero,
      lines: [{ play: 'VN.DE', picks: [['68']], unit: 'yuan', multiple: 2 }],
    }),
  });
  const body = await res.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return { numero: current.numero, betId: body.value.bets[0].id as number, stake: body.value.bets[0].stake as number };
}

describe('the lottery in the console', () => {
  it('edits a game: a refused close time first, then saved and audited', async () => {
    const page = await signIn(DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
    await consoleNav(page).getByRole('button', { name: 'Lottery games' }).click();
    const row = page.locator('[data-testid="lottery-game-row"][data-game="lucky-5"]');
    await row.getByTestId('lottery-game-edit').click();
    const dialog = page.getByRole('dialog', { name: 'Edit Lucky 5' });
    await dialog.getByTestId('lottery-schedule-note').waitFor();
    await dialog.getByTestId('lottery-default-odds').waitFor();
    const close = dialog.getByRole('textbox', { name: 'Close before the draw (seconds)' });
    await close.fill('3');
    await dialog.getByTestId('lottery-game-save').click();
    await dialog.getByText('Enter whole seconds from 5 to 3600').waitFor();
    // The server's own rule: the close must be shorter than the interval (300 s).
    await close.fill('400');
    await dialog.getByTestId('lottery-game-save').click();
    await dialog.getByText('Betting must close less than one draw interval before the draw').waitFor();
    await close.fill('40');
    await dialog.getByRole('textbox', { name: 'Largest payout per number in a period' }).fill('2500');
    await dialog.getByTestId('lottery-game-save').click();
    await page.getByText('Lucky 5 saved').first().waitFor();
    await row.getByText('Closes 40 s before the draw').waitFor();
    const [saved] = await site.server.db.orm
      .select({ closeSeconds: lotteryGames.closeSeconds, perNumber: lotteryGames.maxPayoutPerNumber })
      .from(lotteryGames)
      .innerJoin(games, eq(games.id, lotteryGames.gameId))
      .where(and(eq(games.merchantId, 1), eq(games.gameCode, 'lucky-5')));
    expect(saved).toEqual({ closeSeconds: 40, perNumber: 250_000 });
    const [entry] = await site.server.db.orm
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'console.lotteryGame.updated'));
    expect(entry?.detail).toMatchObject({ changes: { closeSeconds: { from: 30, to: 40 } } });
  });

  it('adds a game: refused on its fields first (a taken code), then listed with its next draw, audited', async () => {
    const page = await signIn(DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
    await consoleNav(page).getByRole('button', { name: 'Lottery games' }).click();
    await page.getByTestId('lottery-game-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add a lottery game' });
    await dialog.getByTestId('lottery-game-save').click();
    await dialog.getByText('Choose a seamless-wallet vendor of this brand').waitFor();
    await dialog.getByText('Enter lower-case letters, digits or -, at most 32').waitFor();
    // Only seamless vendors are offered: the transfer-wallet live casino is not.
    const vendor = dialog.getByRole('combobox', { name: 'Vendor' });
    expect(await vendor.locator('option', { hasText: 'DG ·' }).count()).toBe(0);
    await vendor.selectOption({ label: 'TCG · TCG E-Lottery' });
    const code = dialog.getByRole('textbox', { name: 'Game code' });
    await code.fill('ssc-1');
    await dialog.getByRole('textbox', { name: 'Name (English)' }).fill('2-Minute Lotto');
    await dialog.getByRole('textbox', { name: 'Name (Chinese)' }).fill('二分时时彩');
    await dialog.getByRole('textbox', { name: 'Largest payout per number in a period' }).fill('20000');
    await dialog.getByRole('textbox', { name: 'Largest payout per period' }).fill('400000');
    await dialog.getByTestId('lottery-game-save').click();
    await dialog.getByText('Another game of this vendor has this code').waitFor();
    await code.fill('ssc-2');
    await dialog.getByTestId('lottery-game-save').click();
    await page.getByText('2-Minute Lotto added').first().waitFor();
    const row = page.locator('[data-testid="lottery-game-row"][data-game="ssc-2"]');
    await row.getByText('Every 120 s').waitFor();
    await row.getByText(/Next \d{8}-\d{4}/).waitFor();
    const [added] = await site.server.db.orm
      .select({ gameType: games.gameType, enabled: games.enabled, perNumber: lotteryGames.maxPayoutPerNumber })
      .from(lotteryGames)
      .innerJoin(games, eq(games.id, lotteryGames.gameId))
      .where(and(eq(games.merchantId, 1), eq(games.gameCode, 'ssc-2')));
    expect(added).toEqual({ gameType: 'ELOTT', enabled: true, perNumber: 2_000_000 });
    const [entry] = await site.server.db.orm
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'console.lotteryGame.created'));
    expect(entry?.detail).toMatchObject({ vendorCode: 'TCG', gameCode: 'ssc-2', family: 'SSC5' });
  });

  it('shows a period’s bet and exposure, and voids it with a reason, refunding the stake', async () => {
    const bet = await placeBet();
    const page = await signIn(DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
    await consoleNav(page).getByRole('button', { name: 'Lottery games' }).click();
    await page
      .locator('[data-testid="lottery-game-row"][data-game="vn-north"]')
      .getByTestId('lottery-game-periods')
      .click();
    // The period taking bets heads the periods opened so far.
    const period = page.locator(`[data-testid="lottery-period-row"][data-numero="${bet.numero}"]`);
    await period.waitFor();
    await period.getByTestId('lottery-period-open').click();
    const detail = page.getByTestId('lottery-period-detail');
    await detail.getByTestId('lottery-bet-row').filter({ hasText: DEMO_ACCOUNTS.member.username }).waitFor();
    expect(await detail.getByTestId('lottery-exposure-row').count()).toBe(2);
    await page.keyboard.press('Escape');

    await period.getByTestId('lottery-period-void').click();
    const dialog = page.getByTestId('lottery-void-dialog');
    await dialog.getByTestId('lottery-void-confirm').click();
    await dialog.getByText('Give a reason of 3 to 500 characters').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason (kept in the audit log)' }).fill('Result feed outage');
    await dialog.getByTestId('lottery-void-confirm').click();
    await page.getByText(`Period ${bet.numero} voided; stakes refunded: 1`).first().waitFor();
    await page.locator(`[data-testid="lottery-period-row"][data-numero="${bet.numero}"][data-status="void"]`).waitFor();
    const [row] = await site.server.db.orm.select().from(lotteryBets).where(eq(lotteryBets.id, bet.betId));
    expect(row?.status).toBe('void');
  });
});
