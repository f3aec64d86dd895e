import {
  GAME_PAGE_SIZE_MAX,
  gameCategories,
  gameListSchema,
  hotGamesSchema,
  pvpRoomsSchema,
  VASSALAGE_CARD,
  vendorGameTypesSchema,
  vendorLanesSchema,
  winnerBoardSchema,
} from '@lotus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { bets, games, gameVendors, members } from '../../db/schema.ts';
import { DEMO_MAINTENANCE_GAME, DEMO_MAINTENANCE_VENDOR, HOUSE_VENDOR } from '../../db/seed/demo-games.ts';
import { maskName } from './winner-board.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (query: Record<string, string>, headers: Record<string, string> = {}) => {
  const res = await send(t.app, 'gameList', undefined, { query, headers });
  return res;
};
const gamesOf = async (query: Record<string, string>) => {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return gameListSchema.parse(res.json().value);
};

describe('game list', () => {
  it('pages the games of a category, in vendor order, with names in the language asked for', async () => {
    const first = await gamesOf({ gameType: 'RNG', pageNo: '1', pageSize: '24' });
    expect(first.games).toHaveLength(24);
    expect(first.totalPages).toBe(Math.ceil(first.total / 24));
    expect(first.games.every((g) => g.gameType === 'RNG')).toBe(true);
    // The house vendor sorts first.
    expect(first.games[0]).toMatchObject({ vassalage: HOUSE_VENDOR, gameCode: 'lotus-slot', gameName: 'Lotus Slot' });
    expect(first.games[0]?.iconUrl).toBe(`http://localhost:${t.config.port}/game-art/games/HOUSE/lotus-slot.webp`);
    const second = await gamesOf({ gameType: 'RNG', pageNo: '2', pageSize: '24' });
    expect(second.games[0]?.nodeId).not.toBe(first.games[0]?.nodeId);
    const cn = await gamesOf({ gameType: 'RNG', pageSize: '1', language: 'CN' });
    expect(cn.games[0]?.gameName).toBe('莲花老虎机');
    // Generated art is captioned in the answer's language too.
    expect(cn.games[0]?.iconUrl).toBe(`http://localhost:${t.config.port}/game-art/cn/games/HOUSE/lotus-slot.webp`);
    const cnHeader = gameListSchema.parse(
      (await list({ gameType: 'RNG', pageSize: '1' }, { language: 'CN' })).json().value,
    );
    expect(cnHeader.games[0]?.vendorName).toBe('莲花原创');
    expect(cnHeader.games[0]?.iconUrl).toContain('/game-art/cn/games/HOUSE/');
  });

  it('filters by vendor, sub-type, keyword and the slot filters', async () => {
    const house = await gamesOf({ gameType: 'RNG', vassalage: HOUSE_VENDOR });
    expect(house.games.map((g) => g.gameCode)).toEqual(['lotus-slot', 'lotus-scratch', 'lotus-wheel']);
    const scratch = await gamesOf({ gameType: 'RNG', gameClassify: 'SC', pageSize: '60' });
    expect(scratch.games.length).toBeGreaterThan(1);
    expect(scratch.games.every((g) => g.subType === 'SC')).toBe(true);
    const all = await gamesOf({ gameType: 'RNG', gameClassify: 'ALL', pageSize: '1' });
    expect(all.total).toBeGreaterThan(scratch.total);
    const keyword = await gamesOf({ keyword: '刮刮乐', pageSize: '60' });
    expect(keyword.games.length).toBeGreaterThan(0);
    expect(keyword.games.every((g) => g.subType === 'SC')).toBe(true);
    const wildcard = await gamesOf({ keyword: '%' });
    expect(wildcard.total).toBe(0);
    const filtered = await gamesOf({ gameType: 'RNG', minBet: '5', lines: '25', pageSize: '60' });
    expect(filtered.games.length).toBeGreaterThan(0);
    expect(filtered.games.every((g) => g.minBet >= 5 && (g.lines ?? 0) >= 25)).toBe(true);
  });

  it('answers an unknown category or vendor with an empty list', async () => {
    expect(await gamesOf({ gameType: 'NOPE' })).toEqual({ games: [], totalPages: 0, total: 0 });
    expect((await gamesOf({ gameType: 'RNG', vassalage: 'NOBODY' })).games).toEqual([]);
  });

  it('answers a page beyond the last with no games', async () => {
    const page = await gamesOf({ gameType: 'SPORTS', pageNo: '99' });
    expect(page.games).toEqual([]);
    expect(page.totalPages).toBe(1);
  });

  it('refuses page sizes over the limit and bad numbers with the fields', async () => {
    const tooBig = await list({ pageSize: String(GAME_PAGE_SIZE_MAX + 1) });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errorCode).toBe('request.invalid');
    expect(tooBig.json().value.fields).toHaveProperty('pageSize');
    const bad: Record<string, string>[] = [{ pageNo: '0' }, { pageNo: 'x' }, { minBet: '-1' }, { lines: '2.5' }];
    for (const query of bad) {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().value.fields)).toEqual(Object.keys(query));
    }
    expect((await list({ pageSize: String(GAME_PAGE_SIZE_MAX) })).statusCode).toBe(200);
  });

  it('shows maintenance and hides disabled games and vendors', async () => {
    const pg = await gamesOf({ vassalage: DEMO_MAINTENANCE_GAME.vendor, pageSize: '60' });
    expect(pg.games.find((g) => g.gameCode === DEMO_MAINTENANCE_GAME.gameCode)?.maintenance).toBe(true);
    expect(pg.games.filter((g) => g.maintenance)).toHaveLength(1);
    const hab = await gamesOf({ vassalage: DEMO_MAINTENANCE_VENDOR, pageSize: '60' });
    expect(hab.games.length).toBeGreaterThan(0);
    expect(hab.games.every((g) => g.maintenance)).toBe(true);

    const [tf] = await t.db.orm.select().from(gameVendors).where(eq(gameVendors.code, 'TF'));
    await t.db.orm.update(gameVendors).set({ enabled: false }).where(eq(gameVendors.code, 'TF'));
    const [one] = await t.db.orm
      .select()
      .from(games)
      .where(and(eq(games.gameType, 'SPORTS'), eq(games.gameCode, 'cmd-sportsbook')));
    await t.db.orm
      .update(games)
      .set({ enabled: false })
      .where(eq(games.id, one?.id ?? 0));
    try {
      expect((await gamesOf({ gameType: 'ESPORTS' })).games).toEqual([]);
      expect((await gamesOf({ gameType: 'SPORTS' })).games.map((g) => g.vassalage)).toEqual(['SABA']);
      const lanes = vendorLanesSchema.parse((await send(t.app, 'vendors')).json().value).data.lanes;
      expect(lanes.map((l) => l.title)).not.toContain('ESPORTS');
    } finally {
      await t.db.orm
        .update(gameVendors)
        .set({ enabled: true })
        .where(eq(gameVendors.id, tf?.id ?? 0));
      await t.db.orm
        .update(games)
        .set({ enabled: true })
        .where(eq(games.id, one?.id ?? 0));
    }
  });
});

describe('hot games', () => {
  it('lists the hot games by GET and by POST, optionally of one category', async () => {
    const get = hotGamesSchema.parse((await send(t.app, 'hotGames')).json().value);
    expect(get.list.length).toBeGreaterThanOrEqual(12);
    expect(get.list.every((g) => g.hot)).toBe(true);
    const post = await send(
      t.app,
      'hotGames',
      { merchantCode: 'lotus', isPlatform: 2, platform: 'flash,html5-desktop', gameType: 'live' },
      { method: 'POST' },
    );
    expect(post.statusCode).toBe(200);
    const live = hotGamesSchema.parse(post.json().value).list;
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((g) => g.gameType === 'LIVE')).toBe(true);
    const none = await send(t.app, 'hotGames', undefined, { query: { gameType: 'NOPE' } });
    expect(none.json().value.list).toEqual([]);
  });
});

describe('vendor lanes', () => {
  it('has one lane per category with vendors, in the delivered order, vendors by sort order', async () => {
    const res = await send(t.app, 'vendors', undefined, { query: { platform: 'html5-desktop' } });
    expect(res.statusCode).toBe(200);
    const lanes = vendorLanesSchema.parse(res.json().value).data.lanes;
    expect(lanes.map((l) => l.title)).toEqual([...gameCategories]);
    const rng = lanes[0];
    expect(rng?.cards.length).toBeGreaterThanOrEqual(16);
    expect(rng?.cards[0]).toMatchObject({
      vassalage: HOUSE_VENDOR,
      displayName: 'Lotus Originals',
      isGame: VASSALAGE_CARD,
      lagerIcon: `http://localhost:${t.config.port}/game-art/vendors/HOUSE.webp`,
      walletMode: 'seamless',
      exclusive: false,
    });
    // Slot vendors 10 to 15 are the exclusive ones; one is the local slot vendor.
    expect(rng?.cards.slice(10, 16).every((c) => c.exclusive)).toBe(true);
    expect(rng?.cards.slice(0, 10).some((c) => c.exclusive)).toBe(false);
    expect(rng?.cards.filter((c) => c.local)).toHaveLength(1);
    expect(rng?.cards.find((c) => c.vassalage === DEMO_MAINTENANCE_VENDOR)?.maintenance).toBe(true);
    expect(rng?.gameClassify.map((c) => c.key)).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
    expect(rng?.gameClassify[0]).toMatchObject({ key: 'SC', displayName: 'Scratch' });
    const live = lanes.find((l) => l.title === 'LIVE');
    expect(live?.cards).toHaveLength(3);
    expect(live?.cards.find((c) => c.walletMode === 'transfer')?.vassalage).toBe('DG');
    // A sports vendor with a single game launches it directly.
    const sports = lanes.find((l) => l.title === 'SPORTS');
    const [saba] = await t.db.orm.select().from(games).where(eq(games.gameCode, 'saba-sportsbook'));
    expect(sports?.cards[0]).toMatchObject({ vassalage: 'SABA', isGame: saba?.id, gameCount: 1 });
    expect(lanes.find((l) => l.title === 'LOTT')?.cards[0]?.vassalage).toBe('TCG_LOTTO_VN');
    const cn = vendorLanesSchema.parse(
      (await send(t.app, 'vendors', undefined, { query: { language: 'CN' } })).json().value,
    );
    expect(cn.data.lanes[0]?.cards[0]?.displayName).toBe('莲花原创');
    expect(cn.data.lanes[0]?.gameClassify[0]?.displayName).toBe('刮刮乐');
  });

  it('lists the sub-types of each vendor per category', async () => {
    const res = await send(t.app, 'vendorGameTypes');
    const { content } = vendorGameTypesSchema.parse(res.json().value);
    expect(Object.keys(content)).toEqual([...gameCategories]);
    expect(content.RNG?.[HOUSE_VENDOR]).toEqual(['SC', 'JP']);
    expect(content.SPORTS?.SABA).toEqual([]);
  });
});

describe('PVP rooms', () => {
  it('lists no tables: no vendor reports its tables, and none are made up', async () => {
    expect((await send(t.app, 'pvpRooms')).statusCode).toBe(401);
    const token = await loginAs(t.app);
    for (const query of [{}, { vassalage: 'KY' }, { vassalage: 'V8' }] as Record<string, string>[]) {
      const res = await send(t.app, 'pvpRooms', undefined, { token, query });
      expect(pvpRoomsSchema.parse(res.json().value).list).toEqual([]);
    }
  });
});

describe('winner board', () => {
  it('masks names', () => {
    expect(maskName('abcdef9')).toBe('ab***9');
    expect(maskName('abc')).toBe('a***');
    expect(maskName('玩家一号')).toBe('玩家***号');
  });

  it('lists the 20 largest payouts settled in the last 7 days, amount descending', async () => {
    const [member] = await t.db.orm.select().from(members).where(eq(members.username, 'demo'));
    const [slot] = await t.db.orm
      .select({ id: games.id, vendorId: games.vendorId })
      .from(games)
      .where(eq(games.gameCode, 'lotus-slot'));
    const [baccarat] = await t.db.orm
      .select({ id: games.id, vendorId: games.vendorId })
      .from(games)
      .where(eq(games.gameCode, 'ag-baccarat'));
    if (!member || !slot || !baccarat) throw new Error('demo data missing');
    const now = Date.now();
    const bet = (round: number, payout: number, ageDays: number, status: 'settled' | 'open', game = slot) => ({
      merchantId: 1,
      memberId: member.id,
      vendorId: game.vendorId,
      gameId: game.id,
      roundId: `wb-${round}`,
      stake: 100,
      validBet: 100,
      payout,
      status,
      placedAt: new Date(now - ageDays * 86_400_000),
      settledAt: status === 'settled' ? new Date(now - ageDays * 86_400_000) : null,
    });
    await t.db.orm
      .insert(bets)
      .values([
        ...Array.from({ length: 22 }, (_, i) => bet(i, (i + 1) * 1_000, 1, 'settled')),
        bet(100, 999_999_00, 8, 'settled'),
        bet(101, 888_888_00, 1, 'open'),
        bet(102, 0, 1, 'settled'),
        bet(103, 50_000_00, 2, 'settled', baccarat),
      ]);
    const res = await send(t.app, 'winnerBoard', undefined, {
      query: { gameCategory: 'ALL', language: 'EN', limitNum: '20' },
    });
    const board = winnerBoardSchema.parse(res.json().value).list;
    expect(board).toHaveLength(20);
    expect(board[0]).toMatchObject({
      customerName: 'de***o',
      winAmount: 50_000,
      gameName: 'Live Baccarat',
      vassalage: 'AG',
      gameType: 'LIVE',
    });
    expect(board[1]).toMatchObject({ winAmount: 220, gameName: 'Lotus Slot', vassalage: HOUSE_VENDOR });
    const amounts = board.map((e) => e.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const live = winnerBoardSchema.parse(
      (await send(t.app, 'winnerBoard', undefined, { query: { gameCategory: 'LIVE' } })).json().value,
    ).list;
    expect(live.map((e) => e.winAmount)).toEqual([50_000]);
    const tooMany = await send(t.app, 'winnerBoard', undefined, { query: { limitNum: '21' } });
    expect(tooMany.statusCode).toBe(400);
  });

  it('lists only rounds that paid more than their stake, with the payout as the amount', async () => {
    const [member] = await t.db.orm.select().from(members).where(eq(members.username, 'demo'));
    const [holdem] = await t.db.orm
      .select({ id: games.id, vendorId: games.vendorId })
      .from(games)
      .where(eq(games.gameCode, 'ky-texas-holdem'));
    if (!member || !holdem) throw new Error('demo data missing');
    const settledAt = new Date(Date.now() - 3_600_000);
    const round = (id: string, stake: number, payout: number) => ({
      merchantId: 1,
      memberId: member.id,
      vendorId: holdem.vendorId,
      gameId: holdem.id,
      roundId: `wb-pvp-${id}`,
      stake,
      validBet: stake,
      payout,
      status: 'settled' as const,
      placedAt: settledAt,
      settledAt,
    });
    await t.db.orm.insert(bets).values([
      // Paid back part of the stake: a loss, though it paid something.
      round('partial', 20, 6),
      round('even', 100, 100),
      round('won', 20, 50),
      round('won-big', 1_000, 1_001),
    ]);
    const res = await send(t.app, 'winnerBoard', undefined, { query: { gameCategory: 'PVP' } });
    const board = winnerBoardSchema.parse(res.json().value).list;
    expect(board.map((e) => e.winAmount)).toEqual([10.01, 0.5]);
  });
});
