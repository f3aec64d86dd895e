import { DEMO_ACCOUNTS } from '@lotus/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, gameVendors, members } from '../../server/src/db/schema.ts';
import { issueLaunchToken } from '../../server/src/modules/vendors/vendor-fixtures.ts';
import { fundMember } from './support/ledger-fixtures.ts';
import { phone, Site } from './support/site.ts';

/** The demo vendor's page, as the game dialog's iframe shows it: rounds played through the seamless wallet API. */
let site: Site;
beforeAll(async () => {
  site = await Site.start();
  await fundMember(site.server.db, DEMO_ACCOUNTS.member.username, 10_000);
});
afterAll(() => site?.stop());

async function launch(lang: 'EN' | 'CN') {
  const db = site.server.db.orm;
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.username})`, DEMO_ACCOUNTS.member.username));
  const [game] = await db
    .select({ vendorId: gameVendors.id, secret: gameVendors.secret, gameId: games.id, gameCode: games.gameCode })
    .from(gameVendors)
    .innerJoin(games, eq(games.vendorId, gameVendors.id))
    .where(and(eq(gameVendors.code, 'PG'), eq(games.enabled, true)))
    .limit(1);
  if (!member || !game) throw new Error('the demo seed has no PG game');
  const vendor = { id: game.vendorId, code: 'PG', secret: game.secret, games: new Map([[game.gameCode, game.gameId]]) };
  const token = await issueLaunchToken(site.server.db, {
    vendor,
    memberId: member.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return `/demo-vendor/PG/play?token=${token}&game=${game.gameCode}&lang=${lang}`;
}

describe('the demo vendor page', () => {
  it('shows the balance and plays a round on a phone, the balance moving by the stake and the win', async () => {
    const page = await site.open(await launch('EN'), { viewport: phone, colorScheme: 'light' });
    const balance = page.getByTestId('demo-vendor-balance');
    expect(await balance.textContent()).toBe('100.00 CNY');
    await page.getByRole('button', { name: 'Stake 5' }).click();
    const result = page.getByTestId('demo-vendor-result');
    await result.waitFor();
    const text = (await result.textContent()) ?? '';
    const win = Number(/You won ([\d.]+)/.exec(text)?.[1] ?? 0);
    expect(await balance.textContent()).toBe(`${(100 - 5 + win).toFixed(2)} CNY`);
    // No script at all, and nothing wider than the phone.
    expect(await page.evaluate(() => document.scripts.length)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });

  it('speaks Chinese when launched in Chinese', async () => {
    const page = await site.open(await launch('CN'), { colorScheme: 'dark' });
    await page.getByText('余额').waitFor();
    await page.getByRole('button', { name: '投注 1', exact: true }).waitFor();
    await page.context().close();
  });
});
