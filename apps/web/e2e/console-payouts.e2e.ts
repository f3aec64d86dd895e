import type { ContractTerms } from '@lotus/contract';
import { DEMO_ACCOUNTS } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/src/db/database.ts';
import { agentContracts, auditLog, earningPayouts, earningRuns, members } from '../../server/src/db/schema.ts';
import { houseAccountId, memberAccountId } from '../../server/src/modules/wallet/ledger/accounts.ts';
import { postTransfer } from '../../server/src/modules/wallet/ledger/post-transfer.ts';
import { shoot } from './support/shots.ts';
import { Site } from './support/site.ts';

/**
 * Payout runs in the operator console: a daily salary run stored straight into the engine's tables (a paid payout, one
 * its upline could not pay, one above the approval threshold, and one whose holder spent the money), then an admin
 * opens the run, holds one payout with a reason, is refused reversing the spent one (shown on the dialog) and
 * reverses a paid one, the money going back to the platform.
 */
let site: Site;
const DAY = 86_400_000;
const OFFSET_MS = 480 * 60_000;
// Yesterday's business day at the demo brand's offset (GMT+8).
const dayStart = Math.floor((Date.now() + OFFSET_MS) / DAY) * DAY - OFFSET_MS - DAY;
const periodKey = new Date(dayStart + OFFSET_MS).toISOString().slice(0, 10);
const terms: ContractTerms = { kind: 'dailySalary', tiers: [{ rate: 1.5, activeMembers: 0, dailyBet: 0 }] };

async function seedRun(orm: Orm) {
  const ids: Record<string, number> = {};
  let parent: number | null = null;
  for (const username of ['pay_root', 'pay_boss', 'pay_lead', 'pay_sub', 'pay_spent']) {
    const [row] = await orm
      .insert(members)
      .values({
        merchantId: 1,
        username,
        type: 1,
        parentId: username === 'pay_spent' ? ids.pay_root : parent,
        passwordHash: 'x',
      })
      .returning({ id: members.id });
    ids[username] = row?.id as number;
    if (username !== 'pay_spent') parent = row?.id as number;
  }
  const [run] = await orm
    .insert(earningRuns)
    .values({
      merchantId: 1,
      kind: 'dailySalary',
      periodKind: 'daily',
      periodKey,
      periodStart: new Date(dayStart),
      periodEnd: new Date(dayStart + DAY),
      status: 'done',
      payouts: 4,
      totalDue: 200 + 150 + 120 + 100,
      totalPaid: 300,
      finishedAt: new Date(dayStart + DAY + 600_000),
    })
    .returning({ id: earningRuns.id });
  const payout = async (
    holder: string,
    upline: string,
    values: { due: number; paid: number; status: 'paid' | 'insufficient' | 'held'; payer?: string; basis: number },
  ) => {
    const [contract] = await orm
      .insert(agentContracts)
      .values({
        merchantId: 1,
        kind: 'dailySalary',
        uplineId: ids[upline] as number,
        downlineId: ids[holder] as number,
        status: 'active',
        terms,
        answeredAt: new Date(dayStart - 10 * DAY),
      })
      .returning({ id: agentContracts.id });
    const contractId = contract?.id as number;
    const key = `earnings:${contractId}:${periodKey}`;
    const gross = Math.floor((values.basis * 150) / 10_000);
    await orm.insert(earningPayouts).values({
      merchantId: 1,
      runId: run?.id as number,
      contractId,
      memberId: ids[holder] as number,
      kind: 'dailySalary',
      periodKey,
      periodStart: new Date(dayStart),
      periodEnd: new Date(dayStart + DAY),
      payerId: values.payer ? (ids[values.payer] as number) : null,
      due: values.due,
      paid: values.paid,
      status: values.status,
      holdReason: values.status === 'held' ? 'approval' : null,
      computation: {
        basis: values.basis,
        tier: 0,
        basisPoints: 150,
        gross,
        downlines: gross - values.due,
        amount: values.due,
        team: gross,
        upline: null,
      },
      transferKeys: values.paid > 0 ? [key] : [],
    });
    if (values.paid > 0) {
      await orm.transaction(async (tx) =>
        postTransfer(tx, {
          merchantId: 1,
          fromAccountId: await houseAccountId(tx, 1, 'house:agent-earnings'),
          toAccountId: await memberAccountId(tx, 1, ids[holder] as number),
          amount: values.paid,
          kind: 'salary',
          reference: `earnings:${holder}`,
          idempotencyKey: key,
          at: new Date(dayStart + DAY + 60_000),
        }),
      );
    }
  };
  await payout('pay_boss', 'pay_root', { due: 200, paid: 200, status: 'paid', basis: 40_000 });
  await payout('pay_lead', 'pay_boss', { due: 150, paid: 0, status: 'insufficient', payer: 'pay_boss', basis: 10_000 });
  await payout('pay_sub', 'pay_lead', { due: 120, paid: 0, status: 'held', basis: 8_000 });
  await payout('pay_spent', 'pay_root', { due: 100, paid: 100, status: 'paid', basis: 6_667 });
  // pay_spent has spent its salary since.
  await orm.transaction(async (tx) =>
    postTransfer(tx, {
      merchantId: 1,
      fromAccountId: await memberAccountId(tx, 1, ids.pay_spent as number),
      toAccountId: await houseAccountId(tx, 1, 'house:adjustments'),
      amount: 100,
      kind: 'adjustment',
      idempotencyKey: 'e2e-pay-spent',
      at: new Date(),
    }),
  );
}

beforeAll(async () => {
  site = await Site.start();
  await seedRun(site.server.db.orm);
});
afterAll(() => site?.stop());

async function signIn(page: Page) {
  await page.goto(`${site.url}/console`);
  await page.locator('input[name="username"]').fill(DEMO_ACCOUNTS.operator.username);
  await page.locator('input[name="password"]').fill(DEMO_ACCOUNTS.operator.password);
  await page.getByTestId('console-login-submit').click();
  await page.locator('.console__bar').waitFor();
}

const payoutRow = (page: Page, username: string) =>
  page.getByTestId('payout-run-detail').locator(`[data-testid="payout-row"][data-username="${username}"]`);

async function act(page: Page, username: string, action: 'hold' | 'reverse', reason: string) {
  await payoutRow(page, username).getByTestId(`payout-${action}`).click();
  const dialog = page.getByTestId('earning-action-dialog');
  await dialog.getByTestId('earning-action-reason').fill(reason);
  await dialog.getByTestId('earning-action-confirm').click();
  return dialog;
}

describe('payout runs in the console', () => {
  it('holds one payout and reverses another; a refused reversal shows on the dialog', {
    timeout: 120_000,
  }, async () => {
    const page = await (await site.context()).newPage();
    await signIn(page);
    await page
      .getByRole('navigation', { name: 'Operator console' })
      .getByRole('button', { name: 'Payout runs' })
      .click();
    const run = page.locator(`[data-testid="payout-run-row"][data-period="${periodKey}"]`);
    await run.getByText('1 payout waits for an operator').waitFor();
    await run.getByTestId('payout-run-open').click();
    await payoutRow(page, 'pay_boss').getByText('Paid', { exact: true }).waitFor();
    expect(await payoutRow(page, 'pay_lead').getAttribute('data-status')).toBe('insufficient');
    await payoutRow(page, 'pay_sub').getByText('Above the approval threshold').waitFor();

    const hold = await act(page, 'pay_lead', 'hold', 'Checking the team figures');
    await hold.waitFor({ state: 'detached' });
    await page.locator('[data-testid="payout-row"][data-username="pay_lead"][data-status="held"]').waitFor();

    const refused = await act(page, 'pay_spent', 'reverse', 'Bets were voided');
    await refused.getByText('The agent no longer holds enough', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await refused.waitFor({ state: 'detached' });

    const reverse = await act(page, 'pay_boss', 'reverse', 'Bets were voided');
    await reverse.waitFor({ state: 'detached' });
    await page.locator('[data-testid="payout-row"][data-username="pay_boss"][data-status="reversed"]').waitFor();
    await page.getByTestId('payout-run-paid').getByText('1.00').waitFor();

    // The payout above the threshold is approved and paid by the platform; a recompute then moves nothing.
    await payoutRow(page, 'pay_sub').getByTestId('payout-approve').click();
    const approve = page.getByTestId('earning-action-dialog');
    await approve.getByTestId('earning-action-confirm').click();
    await approve.waitFor({ state: 'detached' });
    await page.locator('[data-testid="payout-row"][data-username="pay_sub"][data-status="paid"]').waitFor();
    await page.getByTestId('payout-run-recompute').click();
    await page.getByTestId('earning-action-confirm').click();
    await page.getByText('Recomputed: ¥0.00 moved').first().waitFor();
    await page.getByTestId('payout-run-paid').getByText('2.20').waitFor();

    const audits = await site.server.db.orm.select().from(auditLog).where(eq(auditLog.event, 'earnings.payout.hold'));
    expect(audits.map((a) => a.detail)).toEqual([expect.objectContaining({ reason: 'Checking the team figures' })]);
    await page.context().close();
  });

  it('reads in both languages and themes on a desktop and a phone', { timeout: 120_000 }, async () => {
    for (const view of [
      { name: 'desktop', width: 1440, height: 900 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      const context = await site.context({ viewport: { width: view.width, height: view.height } });
      const page = await context.newPage();
      await signIn(page);
      for (const theme of ['light', 'dark'] as const) {
        for (const lang of ['EN', 'CN']) {
          // The session stays; the next page load reads the theme and language as a returning operator's would.
          await page.evaluate(
            ([t, l]) => {
              localStorage.setItem('theme', t);
              localStorage.setItem('lang', l);
            },
            [theme, lang] as const,
          );
          const tag = `${view.name}-${theme}-${lang}`;
          await page.goto(`${site.url}/console?page=payoutRuns`);
          await page.getByTestId('payout-run-row').first().waitFor();
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang === 'EN' ? 'en' : 'zh-CN');
          await shoot(page, 'console-payouts', `runs-${tag}`, { fullPage: true });
          await page.getByTestId('payout-run-open').first().click();
          await payoutRow(page, 'pay_sub').waitFor();
          await shoot(page, 'console-payouts', `run-${tag}`);
          await payoutRow(page, 'pay_spent').getByTestId('payout-reverse').click();
          const dialog = page.getByTestId('earning-action-dialog');
          await dialog.getByTestId('earning-action-reason').fill('Bets were voided');
          await dialog.getByTestId('earning-action-confirm').click();
          await dialog.getByRole('alert').waitFor();
          await shoot(page, 'console-payouts', `refused-${tag}`);
          await page.keyboard.press('Escape');
          await page.goto(`${site.url}/console?page=ggr`);
          await page.getByTestId('ggr-earnings').waitFor();
          await shoot(page, 'console-payouts', `ggr-${tag}`, { fullPage: true });
        }
      }
      await context.close();
    }
  });
});
