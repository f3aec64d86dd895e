import { DEMO_ACCOUNTS } from '@lotus/contract';
import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentContracts, lotteryBets, members, merchants } from '../../server/src/db/schema.ts';
import { runEarnings } from '../../server/src/modules/earnings/jobs.ts';
import { hashPassword } from '../../server/src/platform/passwords.ts';
import { fundMember } from './support/ledger-fixtures.ts';
import { countdownSeconds, withBettingTime } from './support/lottery-page.ts';
import { logInAsDemoAgent, Site } from './support/site.ts';

/**
 * The agent's business end to end: the demo agent, holding a real-time salary contract, opens a player account in
 * the register centre; the player changes the default password, bets on the 1-minute lottery and the draw settles the
 * bet; the next real-time salary run pays the agent its rate of the team's loss; and My income shows the payout with
 * its computation.
 */
let site: Site;
const PLAYER = 'e2eflowplayer';
const PASSWORD = 'Flow2468x';
/** The demo agent's upline logs in to see what it owes the agent. */
const UPLINE_PASSWORD = 'Upline2468x';
/** The agent's page and the first bet's settlement, for the second test. */
let agentSession: Page | undefined;
let settled: number | null = null;

beforeAll(async () => {
  site = await Site.start({ lottery: true });
  const db = site.server.db;
  const [agent] = await db.orm
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.username})`, DEMO_ACCOUNTS.agent.username));
  if (!agent) throw new Error('the demo seed has no agent');
  // The agent's contract: 1 % of each settled draw's team profit or loss, from an upline of its own.
  const [upline] = await db.orm
    .insert(members)
    .values({ merchantId: 1, username: 'e2eflowupline', type: 1, passwordHash: await hashPassword(UPLINE_PASSWORD) })
    .returning({ id: members.id });
  if (!upline) throw new Error('no upline');
  const since = new Date(Date.now() - 86_400_000);
  await db.orm.insert(agentContracts).values({
    merchantId: 1,
    kind: 'realtimeSalary',
    uplineId: upline.id,
    downlineId: agent.id,
    status: 'active',
    terms: { kind: 'realtimeSalary', profitRate: 1, lossRate: 1, singleBet: 0 },
    offeredAt: since,
    answeredAt: since,
  });
});
afterAll(() => site?.stop());

describe('agent earnings', () => {
  it('opens an account, the player bets, the next run pays the agent, and My income shows it', async () => {
    const agentPage = await site.open('/agent');
    await logInAsDemoAgent(agentPage);
    const nav = agentPage.getByRole('navigation', { name: 'Agent navigation' });
    await nav.getByRole('link', { name: 'Register centre', exact: true }).click();
    const card = agentPage.getByTestId('open-account');
    await card.getByLabel('Username').fill(PLAYER);
    await card.getByTestId('open-account-submit').click();
    await agentPage.getByText(`${PLAYER} opened with the password 123456`).waitFor();
    await fundMember(site.server.db, PLAYER, 5_000_00);

    // The player: the default password must go first.
    const page = await site.open('/');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByRole('textbox', { name: 'Username', exact: true }).fill(PLAYER);
    await login.getByLabel('Password', { exact: true }).fill('123456');
    await login.getByTestId('login-submit').click();
    const change = page.getByTestId('change-password-dialog');
    await change.waitFor();
    await change.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await change.getByLabel('Confirm new password', { exact: true }).fill(PASSWORD);
    await change.getByTestId('change-password-submit').click();
    await change.waitFor({ state: 'detached' });

    // A sure bet at 100×: ten 200.00 bets on one position, one of them wins 1,950.00; the team loses 50.00.
    await page.locator('[data-section="elott"] [data-vassalage="TCG"]').first().click();
    await page.waitForURL(/\/lottery/);
    await page.getByTestId('lottery-menu-game').filter({ hasText: '1-Minute Lotto' }).click();
    const game = page.locator('[data-testid="lottery-game"][data-game="ssc-1"]');
    await game.waitFor();
    // Enough time to place the slip before the period closes.
    await withBettingTime(site, page, game, 20);
    const numero = ((await page.getByTestId('lottery-numero').textContent()) ?? '').replace(/^\D+/, '');
    await page.getByRole('tab', { name: 'My bets' }).click();
    await page.getByTestId('lottery-group-FIXED').click();
    await page.getByTestId('lottery-row').first().getByTestId('lottery-quick-all').click();
    await page.getByTestId('lottery-multiple').fill('100');
    await page.getByTestId('lottery-add').click();
    expect(await page.getByTestId('lottery-slip-total').textContent()).toBe('2,000.00');
    await page.getByTestId('lottery-place').click();
    await page.locator(`[data-testid="lottery-bet"][data-numero="${numero}"][data-status="open"]`).first().waitFor();
    // The draw, 10 s after the period closes: the server's clock skips there.
    await site.advanceClock(((await countdownSeconds(page)) + 11) * 1000);
    await page
      .locator(`[data-testid="lottery-bet"][data-numero="${numero}"][data-status="won"]`)
      .first()
      .waitFor({ timeout: 15_000 });

    // The next real-time run (every 5 minutes) pays the period the bet settled in.
    const [bet] = await site.server.db.orm
      .select({ settledAt: lotteryBets.settledAt })
      .from(lotteryBets)
      .innerJoin(members, eq(members.id, lotteryBets.memberId))
      .where(eq(members.username, PLAYER));
    const settledAt = bet?.settledAt?.getTime() ?? Date.now();
    await runEarnings({ db: site.server.db }, 'realtimeSalary', ['fiveMinutes'], new Date(settledAt + 5 * 60_000));

    await nav.getByRole('link', { name: 'My income', exact: true }).click();
    const payout = agentPage.locator('[data-testid="payout"][data-kind="realtimeSalary"]').first();
    await payout.waitFor();
    const text = (await payout.textContent()) ?? '';
    expect(text).toContain('Real-time salary');
    expect(text).toContain('The platform');
    // 1 % of the team's 50.00 loss.
    expect(text).toContain('¥0.50');
    await page.context().close();
    agentSession = agentPage;
    settled = settledAt;
  });

  it('shows the agent a partly paid payout when its upline, paying in upline mode, cannot pay it all, and the upline what it owes', async () => {
    const db = site.server.db;
    const agentPage = agentSession;
    if (!agentPage || settled === null) throw new Error('the first test did not run');
    const id = async (username: string) => {
      const [row] = await db.orm.select({ id: members.id }).from(members).where(eq(members.username, username));
      if (!row) throw new Error(`no ${username}`);
      return row.id;
    };
    // The upline becomes a holder too (2 %, from a top agent); the brand has each upline pay its own downlines and
    // share out what it has; payouts above 0.75 wait for approval, so the upline's own 1.00 is held and it has only
    // the 0.20 in its wallet to pay the agent's 0.50 with.
    const [upline, player] = [await id('e2eflowupline'), await id(PLAYER)];
    const [top] = await db.orm
      .insert(members)
      .values({ merchantId: 1, username: 'e2eflowtop', type: 1, passwordHash: 'x' })
      .returning({ id: members.id });
    if (!top) throw new Error('no top agent');
    const since = new Date(settled - 86_400_000);
    // The tree as the contracts say: the top agent over the upline over the demo agent.
    await db.orm.update(members).set({ parentId: top.id }).where(eq(members.id, upline));
    await db.orm
      .update(members)
      .set({ parentId: upline })
      .where(eq(members.id, await id(DEMO_ACCOUNTS.agent.username)));
    await db.orm.insert(agentContracts).values({
      merchantId: 1,
      kind: 'realtimeSalary',
      uplineId: top.id,
      downlineId: upline,
      status: 'active',
      terms: { kind: 'realtimeSalary', profitRate: 2, lossRate: 2, singleBet: 0 },
      offeredAt: since,
      answeredAt: since,
    });
    await db.orm
      .update(merchants)
      .set({ earningsSettings: { funding: 'upline', shortfall: 'partial', approvalAbove: 0.75 } })
      .where(eq(merchants.id, 1));
    await fundMember(db, 'e2eflowupline', 20);
    // Another draw the player lost 50.00 on, settled in a later 5-minute period.
    const [round] = await db.orm.select({ periodId: lotteryBets.periodId }).from(lotteryBets).limit(1);
    const later = settled + 10 * 60_000;
    await db.orm.insert(lotteryBets).values({
      merchantId: 1,
      memberId: player,
      periodId: round?.periodId as number,
      requestKey: 'e2e-flow-later',
      play: 'SSC5.FIXED',
      picks: [['1'], [], [], [], []],
      unit: 'yuan',
      multiple: 25,
      betCount: 1,
      prizeGroup: 1950,
      oddsVersion: 1,
      stake: 50_00,
      payout: 0,
      status: 'lost',
      settledAt: new Date(later),
    });
    await runEarnings({ db }, 'realtimeSalary', ['fiveMinutes'], new Date(later + 5 * 60_000));

    await agentPage.reload();
    const payout = agentPage.locator('[data-testid="payout"][data-kind="realtimeSalary"][data-status="partial"]');
    await payout.waitFor();
    expect(await payout.getByTestId('payout-payer').textContent()).toContain('e2eflowupline');
    expect(await payout.getByTestId('payout-paid').textContent()).toContain('¥0.20');
    expect(await payout.getByTestId('payout-note').textContent()).toContain('could not pay in full');
    await agentPage.context().close();

    // The upline sees what it owes: the agent's 0.50, of which its wallet paid 0.20.
    const uplinePage = await site.open('/agent');
    await uplinePage.getByRole('button', { name: 'Log in as agent' }).click();
    const login = uplinePage.getByRole('dialog', { name: 'Agent login' });
    await login.getByRole('textbox', { name: 'Username', exact: true }).fill('e2eflowupline');
    await login.getByLabel('Password', { exact: true }).fill(UPLINE_PASSWORD);
    await login.getByTestId('login-submit').click();
    await uplinePage.waitForURL(/\/agentHome$/);
    await uplinePage
      .getByRole('navigation', { name: 'Agent navigation' })
      .getByRole('link', { name: 'My income', exact: true })
      .click();
    const notice = uplinePage.getByTestId('owed-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('You owe ¥0.30 to your downlines');
    await uplinePage.getByRole('tab', { name: 'Paid to my downlines' }).click();
    const owed = uplinePage.locator('[data-testid="owed-payout"][data-kind="realtimeSalary"][data-status="partial"]');
    await owed.waitFor();
    expect((await owed.getByTestId('payout-payee').textContent())?.toLowerCase()).toContain(
      DEMO_ACCOUNTS.agent.username.toLowerCase(),
    );
    expect(await owed.getByTestId('payout-paid').textContent()).toBe('¥0.20');
    expect(await owed.getByTestId('payout-outstanding').textContent()).toBe('¥0.30');
    expect(await uplinePage.getByTestId('owed-totals').locator('[data-total="outstanding"]').textContent()).toBe(
      '¥0.30',
    );
    await uplinePage.context().close();
  });
});
