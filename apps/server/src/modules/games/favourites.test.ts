import { favouriteListSchema, RECENT_GAMES_MAX, recentGamesSchema } from '@lotus/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { type SignedInMember, signedInTree } from '../../../test/money-helpers.ts';
import { games } from '../../db/schema.ts';

let t: TestApp;
let alice: SignedInMember;
let bob: SignedInMember;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = (await signedInTree(t.app, t.db, [
    { username: 'favalice', type: 0 },
    { username: 'favbob', type: 0 },
  ])) as [SignedInMember, SignedInMember];
  const rows = await t.db.orm
    .select({ id: games.id })
    .from(games)
    .where(eq(games.gameType, 'RNG'))
    .orderBy(asc(games.id))
    .limit(40);
  ids = rows.map((r) => r.id);
});
afterAll(() => t.close());

const add = (token: string, nodeId: unknown) =>
  send(t.app, 'addFavourite', { nodeId, vendor: 'PG', gameType: 'RNG' }, { token });
const idsOf = async (token: string) => (await send(t.app, 'favouriteIds', undefined, { token })).json().value;

describe('favourites', () => {
  it('need a session', async () => {
    expect((await send(t.app, 'favouriteIds')).statusCode).toBe(401);
    expect((await send(t.app, 'favouriteList')).statusCode).toBe(401);
    expect((await send(t.app, 'addFavourite', { nodeId: ids[0] })).statusCode).toBe(401);
    expect((await send(t.app, 'removeFavourite', { nodeId: ids[0] })).statusCode).toBe(401);
  });

  it('add is idempotent, newest first, and never shows another member', async () => {
    const [a, b, c] = ids as [number, number, number];
    expect((await add(alice.token, a)).json()).toEqual({ success: true, value: true });
    expect((await add(alice.token, b)).statusCode).toBe(200);
    expect((await add(alice.token, a)).json()).toEqual({ success: true, value: true });
    expect((await add(bob.token, c)).statusCode).toBe(200);
    expect(await idsOf(alice.token)).toEqual([b, a]);
    expect(await idsOf(bob.token)).toEqual([c]);
    const list = favouriteListSchema.parse(
      (await send(t.app, 'favouriteList', undefined, { token: alice.token, query: { pageSize: '999' } })).json().value,
    );
    expect(list.content.map((g) => g.nodeId)).toEqual([b, a]);
    expect(list).toMatchObject({ pageNum: 1, totalPages: 1, total: 2 });
  });

  it('remove succeeds when the game is not a favourite, and only touches the caller', async () => {
    const [a, , c] = ids as [number, number, number];
    // Bob removing Alice's favourite changes nothing of hers.
    expect((await send(t.app, 'removeFavourite', { nodeId: a }, { token: bob.token })).json()).toEqual({
      success: true,
      value: true,
    });
    expect(await idsOf(alice.token)).toContain(a);
    expect(await idsOf(bob.token)).toEqual([c]);
    // The node id may also come in the query.
    const byQuery = await send(t.app, 'removeFavourite', undefined, {
      token: bob.token,
      query: { nodeId: String(c) },
    });
    expect(byQuery.statusCode).toBe(200);
    expect(await idsOf(bob.token)).toEqual([]);
    expect((await send(t.app, 'removeFavourite', { nodeId: c }, { token: bob.token })).statusCode).toBe(200);
  });

  it('refuses unknown games with 404 and bad ids with 400', async () => {
    const unknown = await add(alice.token, 999_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('game.not.found');
    const gone = await send(t.app, 'removeFavourite', { nodeId: 999_999_999 }, { token: alice.token });
    expect(gone.json().errorCode).toBe('game.not.found');
    for (const nodeId of ['abc', -1, null]) {
      const res = await add(alice.token, nodeId);
      expect(res.statusCode).toBe(400);
      expect(res.json().value.fields).toHaveProperty('nodeId');
    }
    const noId = await send(t.app, 'removeFavourite', {}, { token: alice.token });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().value.fields).toHaveProperty('nodeId');
  });

  it('pages up to 999 and filters by category', async () => {
    for (const id of ids.slice(2, 12)) await add(alice.token, id);
    const page = async (query: Record<string, string>) =>
      send(t.app, 'favouriteList', undefined, { token: alice.token, query });
    const first = favouriteListSchema.parse((await page({ pageNo: '1', pageSize: '5' })).json().value);
    expect(first).toMatchObject({ pageNum: 1, totalPages: 3, total: 12 });
    expect(first.content).toHaveLength(5);
    const beyond = favouriteListSchema.parse((await page({ pageNo: '4', pageSize: '5' })).json().value);
    expect(beyond.content).toEqual([]);
    expect((await page({ pageSize: '1000' })).statusCode).toBe(400);
    const live = favouriteListSchema.parse((await page({ gameType: 'LIVE' })).json().value);
    expect(live.content).toEqual([]);
  });
});

describe('recent games', () => {
  it('need a session, and list launched games most recent first, at most 24', async () => {
    expect((await send(t.app, 'recentGames')).statusCode).toBe(401);
    const empty = recentGamesSchema.parse(
      (await send(t.app, 'recentGames', undefined, { token: bob.token })).json().value,
    );
    expect(empty.list).toEqual([]);
    const launched = ids.slice(0, RECENT_GAMES_MAX + 2);
    for (const nodeId of launched) {
      const res = await send(t.app, 'launchGame', undefined, {
        token: bob.token,
        query: { nodeId: String(nodeId), accountType: '1' },
      });
      expect(res.statusCode).toBe(200);
    }
    const recent = recentGamesSchema.parse(
      (await send(t.app, 'recentGames', undefined, { token: bob.token })).json().value,
    ).list;
    expect(recent).toHaveLength(RECENT_GAMES_MAX);
    expect(recent[0]?.nodeId).toBe(launched.at(-1));
    const times = recent.map((g) => g.playedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(recent.every((g) => launched.includes(g.nodeId))).toBe(true);
    const alices = recentGamesSchema.parse(
      (await send(t.app, 'recentGames', undefined, { token: alice.token })).json().value,
    );
    expect(alices.list).toEqual([]);
  });
});
