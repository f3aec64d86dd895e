import { DEMO_ACCOUNTS } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, lotteryGames, lotteryOdds } from '../../server/src/db/schema.ts';
import { fundMember } from './support/ledger-fixtures.ts';
import { addSureLine, countdownSeconds, headerBalance, withBettingTime } from './support/lottery-page.ts';
import { liveEvents, logInAsDemoMember, Site } from './support/site.ts';

/**
 * The house lottery as a member plays it: from a lottery card of the home page to the 1-minute game, a bet that
 * surely wins (all ten digits of one position) and a chase of three periods that stops on a win, both on the same
 * period, so one draw settles them: the draw, the payout in the header, the refunded chase periods, the bets in the
 * betting record, and the period recomputed on the fairness page.
 */
let site: Site;

beforeAll(async () => {
  site = await Site.start({ lottery: true });
  await fundMember(site.server.db, DEMO_ACCOUNTS.member.username, 1_000_00);
});
afterAll(() => site?.stop());

describe('lottery', () => {
  it('bets on the 1-minute game, sees the draw and the payout, and a chase stops after its win', async () => {
    const page = await site.open('/');
    await logInAsDemoMember(page);
    await liveEvents(page);
    await page.locator('[data-section="elott"] [data-vassalage="TCG"]').first().click();
    await page.waitForURL(/\/lottery/);
    // While the lobby hands over to the lottery page both may draw the menu for a moment: either link leads there.
    await page.getByTestId('lottery-menu-game').filter({ hasText: '1-Minute Lotto' }).first().click();
    const game = page.locator('[data-testid="lottery-game"][data-game="ssc-1"]');
    await game.waitFor();
    // Enough time to place both slips before the period closes.
    await withBettingTime(site, page, game, 25);
    const numero = ((await page.getByTestId('lottery-numero').textContent()) ?? '').replace(/^\D+/, '');
    expect(numero).toMatch(/^\d{8}-\d{4}$/);
    expect(await countdownSeconds(page)).toBeGreaterThanOrEqual(25);
    // The countdown ticks.
    const shown = await page.getByTestId('lottery-countdown').textContent();
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="lottery-countdown"]')?.textContent !== text,
      shown,
      { timeout: 3_000 },
    );

    const before = await headerBalance(page);
    await page.getByRole('tab', { name: 'My bets' }).click();
    await addSureLine(page);
    expect(await page.getByTestId('lottery-slip-total').textContent()).toBe('20.00');
    await page.getByTestId('lottery-place').click();
    const bets = page.getByTestId('lottery-bet');
    await page.locator(`[data-testid="lottery-bet"][data-numero="${numero}"][data-status="open"]`).first().waitFor();

    await addSureLine(page);
    await page.getByTestId('lottery-chase').check();
    await page.getByTestId('lottery-chase-periods').fill('3');
    expect(await page.getByTestId('lottery-stop-on-win').isChecked()).toBe(true);
    expect(await page.getByTestId('lottery-slip-total').textContent()).toBe('60.00');
    await page.getByTestId('lottery-place').click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="lottery-bet"][data-chase]').length === 3,
      undefined,
      { timeout: 10_000 },
    );
    await page.waitForFunction(
      (expected) => {
        const text = document.querySelector('[data-testid="balance-amount"]')?.textContent ?? '';
        return Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100) === expected;
      },
      before - 80_00,
      { timeout: 10_000 },
    );

    // The draw, 10 s after the period closes: the server's clock skips there, the last result becomes our period,
    // the bets settle and the header shows the payouts and refunds.
    await site.advanceClock(((await countdownSeconds(page)) + 11) * 1000);
    await page.getByTestId('lottery-last').getByText(numero).waitFor({ timeout: 15_000 });
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll(`[data-testid="lottery-bet"][data-numero="${n}"][data-status="won"]`).length === 2,
      numero,
      { timeout: 15_000 },
    );
    // Prize group 1950: one of ten 2.00 bets wins 19.50, twice; the chase's two later periods come back (40.00).
    const expected = before - 80_00 + 2 * 19_50 + 40_00;
    await page.waitForFunction(
      (value) => {
        const text = document.querySelector('[data-testid="balance-amount"]')?.textContent ?? '';
        return Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100) === value;
      },
      expected,
      { timeout: 15_000 },
    );
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="lottery-bet"][data-chase][data-status="cancelled"]').length === 2,
      undefined,
      { timeout: 15_000 },
    );
    const won = await bets.evaluateAll((els) =>
      els.filter((e) => e.getAttribute('data-status') === 'won').map((e) => e.getAttribute('data-id')),
    );
    expect(won).toHaveLength(2);

    // The betting record of the member centre lists the bets as rounds of the lottery.
    await page.goto(`${site.url}/member?tab=personalHistoryCopy`);
    const record = page.getByTestId('bet-records');
    await record.getByRole('heading', { name: 'Betting record' }).waitFor();
    for (const id of won) await record.locator(`[data-round="lot-${id}"]`).waitFor();

    // Anyone can draw the period again from its revealed seed on the fairness page.
    await page.goto(`${site.url}/fairness?lotteryGame=ssc-1&numero=${numero}`);
    await page.getByRole('button', { name: 'Check the draw' }).click();
    await page.getByTestId('fairness-lottery-proof').waitFor();
    expect(await page.getByTestId('fairness-lottery-hash').getAttribute('data-ok')).toBe('true');
    expect(await page.getByTestId('fairness-lottery-result').getAttribute('data-ok')).toBe('true');
    await page.context().close();
  });

  it('refuses a slip priced at odds changed since the page loaded, and shows the new odds', async () => {
    const page = await site.open('/');
    await logInAsDemoMember(page);
    await page.locator('[data-section="elott"] [data-vassalage="TCG"]').first().click();
    await page.waitForURL(/\/lottery/);
    await page.getByTestId('lottery-menu-game').filter({ hasText: '3-Minute Lotto' }).click();
    const game = page.locator('[data-testid="lottery-game"][data-game="ssc-3"]');
    await game.waitFor();
    await withBettingTime(site, page, game, 25);
    const odds = page.locator('.lottery-board__odds');
    const pickAll = async () => {
      await page.getByTestId('lottery-group-FIXED').click();
      await page.getByTestId('lottery-row').first().getByTestId('lottery-quick-all').click();
    };
    await pickAll();
    expect(await odds.textContent()).toContain('19.50');
    await page.getByTestId('lottery-add').click();

    // The brand raises the odds (a new version, as the console writes it) while the slip waits on the page.
    const db = site.server.db;
    const [row] = await db.orm
      .select({ gameId: lotteryGames.gameId, version: lotteryGames.oddsVersion })
      .from(lotteryGames)
      .innerJoin(games, eq(games.id, lotteryGames.gameId))
      .where(eq(games.gameCode, 'ssc-3'));
    if (!row) throw new Error('no ssc-3');
    const payTable = { 'SSC5.FIXED': { price: 2, pays: { HIT: 30 } } };
    await db.orm.insert(lotteryOdds).values({ gameId: row.gameId, version: row.version + 1, payTable });
    await db.orm
      .update(lotteryGames)
      .set({ payTable, oddsVersion: row.version + 1 })
      .where(eq(lotteryGames.gameId, row.gameId));

    const before = await headerBalance(page);
    await page.getByTestId('lottery-place').click();
    await page.getByText('The odds of this game have just changed').waitFor();
    expect(await headerBalance(page)).toBe(before);
    // The page loaded the new odds: the same picks now pay 30.00, and the slip goes through at them.
    await pickAll();
    await page.waitForFunction(
      () => document.querySelector('.lottery-board__odds')?.textContent?.includes('30.00'),
      undefined,
      { timeout: 5_000 },
    );
    await page.getByRole('tab', { name: 'My bets' }).click();
    await page.getByTestId('lottery-place').click();
    await page.locator('[data-testid="lottery-bet"][data-status="open"]').first().waitFor();
    await page.context().close();
  });
});
