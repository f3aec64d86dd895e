import { DEMO_ACCOUNTS } from '@lotus/contract';
import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members } from '../../server/src/db/schema.ts';
import { Site } from './support/site.ts';

/** The console's agents: the list with teams, a promotion, a refused cycle and a move, and the member's trail. */
let site: Site;
beforeAll(async () => {
  site = await Site.start();
  const db = site.server.db;
  const [agent] = await db.orm
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.username})`, DEMO_ACCOUNTS.agent.username));
  const insert = async (username: string, type: number, parentId: number | null) => {
    const [row] = await db.orm
      .insert(members)
      .values({ merchantId: 1, username, type, parentId, passwordHash: 'x' })
      .returning({ id: members.id });
    return row?.id as number;
  };
  const lead = await insert('ca_lead', 2, agent?.id ?? null);
  await insert('ca_p1', 0, lead);
  await insert('ca_p2', 0, lead);
  await insert('ca_newtop', 41, null);
  await insert('ca_player', 0, null);
});
afterAll(() => site?.stop());

const row = (page: Page, username: string) => page.locator(`[data-testid="console-agent"][data-agent="${username}"]`);

async function adminAt(section: string) {
  const page = await site.open('/console');
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_ACCOUNTS.operator.username);
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS.operator.password);
  await page.getByTestId('console-login-submit').click();
  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('button', { name: section }).click();
  return page;
}

describe('agents in the console', () => {
  it('lists agents with their teams, promotes a member, refuses a cycle, moves an agent and shows it in the trail', async () => {
    const page = await adminAt('Agents');
    await page.getByRole('heading', { name: 'Agents', exact: true }).waitFor();
    const lead = row(page, 'ca_lead');
    await expect
      .poll(() => lead.locator('td').allTextContents())
      .toEqual(expect.arrayContaining(['Agent · type 2', DEMO_ACCOUNTS.agent.username, '2', '2']));
    expect(await row(page, 'ca_player').count()).toBe(0);

    // Promote a plain member to an agent of type 42.
    await page.getByTestId('agent-promote').click();
    let dialog = page.getByTestId('agent-type-dialog');
    await dialog.getByRole('textbox', { name: 'Member username' }).fill('ca_player');
    await dialog.getByRole('combobox', { name: 'Type' }).selectOption('42');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Signed the agent agreement');
    await dialog.getByTestId('agent-type-save').click();
    await page.getByText('ca_player is now: Agent · type 42').waitFor();
    await row(page, 'ca_player').getByText('Agent · type 42').waitFor();

    // The demo agent under its own downline: refused in the dialog, nothing changes.
    await page.getByTestId('agent-move').click();
    dialog = page.getByTestId('agent-move-dialog');
    await dialog.getByRole('textbox', { name: 'Member username' }).fill(DEMO_ACCOUNTS.agent.username);
    await dialog.getByRole('textbox', { name: 'New upline (an agent)' }).fill('ca_lead');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Testing a cycle');
    await dialog.getByTestId('agent-move-save').click();
    await dialog
      .getByRole('alert')
      .getByText(/cannot be moved under itself or under a member of its own team/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // ca_lead with its team moves under ca_newtop.
    await lead.getByRole('button', { name: 'Move ca_lead under another agent' }).click();
    dialog = page.getByTestId('agent-move-dialog');
    expect(await dialog.getByRole('textbox', { name: 'Member username' }).inputValue()).toBe('ca_lead');
    await dialog.getByRole('textbox', { name: 'New upline (an agent)' }).fill('ca_newtop');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Team reorganised');
    await dialog.getByTestId('agent-move-save').click();
    await page.getByText('ca_lead is now under ca_newtop.').waitFor();
    await lead.getByRole('cell', { name: 'ca_newtop' }).waitFor();
    await expect
      .poll(() => row(page, 'ca_newtop').locator('td').allTextContents())
      .toEqual(expect.arrayContaining(['1', '3']));

    // The member's file shows the move and the reason.
    await lead.getByRole('button', { name: 'Open ca_lead' }).click();
    const history = page.getByTestId('member-agent-history');
    await history.getByText(`Upline: ${DEMO_ACCOUNTS.agent.username} → ca_newtop`).waitFor();
    await history.getByText('Team reorganised').waitFor();

    const audits = await site.server.db.orm.select().from(auditLog).where(eq(auditLog.event, 'console.agent.moved'));
    expect(audits).toHaveLength(1);
  });
});
