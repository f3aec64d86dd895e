import { gameMaintenanceValueSchema, launchGameSchema } from '@lotus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { MEMBER_PASSWORD, type SignedInMember, signedInTree } from '../../../test/money-helpers.ts';
import { gameLaunchTokens, games, gameVendors, members, recentGames } from '../../db/schema.ts';
import { DEMO_MAINTENANCE_GAME, DEMO_MAINTENANCE_VENDOR } from '../../db/seed/demo-games.ts';
import { sha256 } from '../../platform/secrets.ts';
import { fillLaunchUrl } from './launch-game.ts';

let t: TestApp;
let member: SignedInMember;
let slotId: number;
beforeAll(async () => {
  t = await createTestApp();
  [member] = (await signedInTree(t.app, t.db, [{ username: 'launcher', type: 0 }])) as [SignedInMember];
  const [slot] = await t.db.orm.select({ id: games.id }).from(games).where(eq(games.gameCode, 'lotus-slot'));
  slotId = slot?.id ?? 0;
});
afterAll(() => t.close());

const launch = (query: Record<string, string>, token?: string) =>
  send(t.app, 'launchGame', undefined, { query, ...(token ? { token } : {}) });
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token') ?? '';
/** The demo brand's primary domain, a loopback one without a stored base URL: the configured port. */
const site = () => `http://localhost:${t.config.port}`;

describe('launch', () => {
  it('gives a member a house game URL with a token kept only as its hash, and records the game as recent', async () => {
    const res = await launch(
      { gameType: 'RNG', vassalage: 'HOUSE', gameId: String(slotId), platform: 'html5-desktop', accountType: '1' },
      member.token,
    );
    expect(res.statusCode).toBe(200);
    const url = launchGameSchema.parse(res.json().value).content.game_url;
    // Absolute, on the site's base URL: clients on another domain or path open it as it is.
    expect(url).toMatch(new RegExp(`^${site()}/house/lotus-slot\\?token=[A-Za-z0-9_-]{43}&lang=EN$`));
    const token = tokenOf(url);
    const rows = await t.db.orm
      .select()
      .from(gameLaunchTokens)
      .where(eq(gameLaunchTokens.tokenHash, sha256(token)));
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({ memberId: member.id, gameId: slotId, freePlay: false, currency: 'CNY' });
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(2 * 60 * 60 * 1000);
    const stored = JSON.stringify(await t.db.orm.select().from(gameLaunchTokens));
    expect(stored).not.toContain(token);
    const recent = await t.db.orm.select().from(recentGames).where(eq(recentGames.memberId, member.id));
    expect(recent.map((r) => r.gameId)).toEqual([slotId]);
  });

  it('finds the game by code and vendor, fills the demo vendor URL and the language', async () => {
    const res = await launch({ vassalage: 'PG', gameId: 'pg-golden-riches', language: 'CN' }, member.token);
    expect(res.statusCode).toBe(200);
    const url = res.json().value.content.game_url as string;
    expect(url).toMatch(
      new RegExp(`^${site()}/demo-vendor/PG/play\\?token=[A-Za-z0-9_-]{43}&game=pg-golden-riches&lang=CN$`),
    );
  });

  it('lets a guest play for free, with a token without a member', async () => {
    const res = await launch({ nodeId: String(slotId), accountType: '0' });
    expect(res.statusCode).toBe(200);
    const token = tokenOf(res.json().value.content.game_url);
    const [row] = await t.db.orm
      .select()
      .from(gameLaunchTokens)
      .where(eq(gameLaunchTokens.tokenHash, sha256(token)));
    expect(row).toMatchObject({ memberId: null, freePlay: true });
  });

  it('refuses real play to guests, trial accounts and suspended members', async () => {
    const guest = await launch({ nodeId: String(slotId), accountType: '1' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().errorCode).toBe('login.not.session');
    // No account type means real play.
    expect((await launch({ nodeId: String(slotId) })).statusCode).toBe(401);
    expect((await launch({ nodeId: String(slotId), accountType: '1' }, 'not-a-session')).statusCode).toBe(401);

    const trial = (await send(t.app, 'freePlay', {})).json().value.token as string;
    const refused = await launch({ nodeId: String(slotId), accountType: '1' }, trial);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('in_need_true_account');
    // A trial account may still play for free.
    expect((await launch({ nodeId: String(slotId), accountType: '0' }, trial)).statusCode).toBe(200);

    // A session on another device, not yet used: the session guard reads it, and its member's status, afresh (a
    // used one answers from the process's copy for a few seconds, and an operator's suspension drops that copy).
    const phone = await loginAs(
      t.app,
      { username: member.username, password: MEMBER_PASSWORD },
      {
        headers: { device: 'mobile' },
      },
    );
    await t.db.orm.update(members).set({ status: 'suspended' }).where(eq(members.id, member.id));
    try {
      const suspended = await launch({ nodeId: String(slotId), accountType: '1' }, phone);
      expect(suspended.statusCode).toBe(401);
    } finally {
      await t.db.orm.update(members).set({ status: 'active' }).where(eq(members.id, member.id));
    }
  });

  it('answers unknown games with 404 and bad input with 400', async () => {
    const unknown: Record<string, string>[] = [
      { nodeId: '999999999' },
      { gameId: 'no-such-game' },
      { vassalage: 'NOBODY', gameId: 'lotus-slot' },
    ];
    for (const query of unknown) {
      const res = await launch({ ...query, accountType: '0' });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('game.not.found');
    }
    const bad: Record<string, string>[] = [
      { accountType: '0' },
      { nodeId: 'x', accountType: '0' },
      { nodeId: '1', accountType: '2' },
    ];
    for (const query of bad) {
      const res = await launch(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().value.fields).toBeTypeOf('object');
    }
    // A disabled game cannot be launched.
    await t.db.orm.update(games).set({ enabled: false }).where(eq(games.id, slotId));
    try {
      expect((await launch({ nodeId: String(slotId), accountType: '0' })).statusCode).toBe(404);
    } finally {
      await t.db.orm.update(games).set({ enabled: true }).where(eq(games.id, slotId));
    }
  });

  it('answers a game or vendor under maintenance with playable games of the category, hot ones first', async () => {
    const [maintained] = await t.db.orm
      .select({ id: games.id })
      .from(games)
      .where(eq(games.gameCode, DEMO_MAINTENANCE_GAME.gameCode));
    const res = await launch({ nodeId: String(maintained?.id), accountType: '1' }, member.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('game.maintenance');
    const { recommendations } = gameMaintenanceValueSchema.parse(res.json().value);
    expect(recommendations).toHaveLength(6);
    expect(recommendations.every((g) => g.gameType === 'RNG' && !g.maintenance && g.nodeId !== maintained?.id)).toBe(
      true,
    );
    expect(recommendations[0]?.hot).toBe(true);

    const [hab] = await t.db.orm
      .select({ id: games.id })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(and(eq(gameVendors.code, DEMO_MAINTENANCE_VENDOR)))
      .limit(1);
    const vendorDown = await launch({ nodeId: String(hab?.id), accountType: '0' });
    expect(vendorDown.statusCode).toBe(409);
    const others = gameMaintenanceValueSchema.parse(vendorDown.json().value).recommendations;
    expect(others.some((g) => g.vassalage === DEMO_MAINTENANCE_VENDOR)).toBe(false);
    const tokens = await t.db.orm
      .select()
      .from(gameLaunchTokens)
      .where(eq(gameLaunchTokens.gameId, hab?.id ?? 0));
    expect(tokens).toEqual([]);
  });

  it('fills launch URLs, keeping absolute ones absolute and encoding the values', () => {
    const values = { token: 'a-b_c', game: 'x y&z', lang: 'CN' as const, vendor: 'ACME' };
    expect(fillLaunchUrl('https://games.example/{vendor}/launch?t={token}&g={game}&l={lang}', values)).toBe(
      'https://games.example/ACME/launch?t=a-b_c&g=x%20y%26z&l=CN',
    );
    expect(fillLaunchUrl('/house/{game}?token={token}&lang={lang}', { ...values, game: 'lotus-wheel' })).toBe(
      '/house/lotus-wheel?token=a-b_c&lang=CN',
    );
  });
});
