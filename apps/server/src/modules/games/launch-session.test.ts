import { randomUUID } from 'node:crypto';
import { DEMO_MERCHANT_CODE, launchGameSchema, lotterySessionSchema } from '@lotus/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, movableClock, send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { fundMember, MEMBER_PASSWORD, type SignedInMember, signedInTree } from '../../../test/money-helpers.ts';
import { games, gameVendors, sessions } from '../../db/schema.ts';
import { switchableTransport } from '../house/house-fixtures.ts';
import { createSeamlessClient, injectTransport } from '../vendors/seamless-client.ts';

/**
 * Launch tokens end with the session that launched them: the lottery, the house games and a seamless vendor all
 * refuse the token of a session that logged out, changed its password or ended another way, each with its own
 * token error, however long the token itself had left.
 */
const clock = movableClock(Date.parse('2026-11-27T04:00:05Z'));
let t: TestApp;
let app: FastifyInstance;
let vendor: ReturnType<typeof createSeamlessClient>;
let nodes: { lottery: number; house: number; vendor: number };

async function nodeOf(vendorCode: string, gameCode: string) {
  const [row] = await t.db.orm
    .select({ id: games.id })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(eq(gameVendors.merchantId, 1), eq(gameVendors.code, vendorCode), eq(games.gameCode, gameCode)));
  if (!row) throw new Error(`demo seed has no ${vendorCode} ${gameCode}`);
  return row.id;
}

beforeAll(async () => {
  let built: FastifyInstance | undefined;
  const wallet = switchableTransport(() => built as FastifyInstance);
  t = await createTestApp({ clock, houseTransport: wallet.transport });
  app = t.app;
  built = app;
  expect(await app.jobs.runNow('lottery-periods')).toBe(true);
  const [lotteryNode] = await t.db.orm.select({ id: games.id }).from(games).where(eq(games.gameCode, 'ssc-1'));
  nodes = {
    lottery: lotteryNode?.id ?? 0,
    house: await nodeOf('HOUSE', 'lotus-slot'),
    vendor: await nodeOf('PG', 'pg-golden-riches'),
  };
  const [pg] = await t.db.orm
    .select({ secret: gameVendors.secret })
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, 1), eq(gameVendors.code, 'PG')));
  vendor = createSeamlessClient({
    transport: injectTransport(() => app),
    vendorCode: 'PG',
    secret: pg?.secret ?? '',
    merchantCode: DEMO_MERCHANT_CODE,
  });
});
afterAll(() => t?.close());

let n = 0;
const next = () => `${++n}`;

async function newPlayer() {
  const [member] = (await signedInTree(app, t.db, [{ username: `tokens${next()}`, type: 0 }])) as [SignedInMember];
  await fundMember(t.db, member.id, 100_000, { key: `tokens-fund-${member.id}` });
  return member;
}

type Tokens = { lottery: string; house: string; vendor: string };

/** Launches the lottery, a house game and a vendor's game through the site, as the player's pages do. */
async function launchAll(sessionToken: string): Promise<Tokens> {
  const launch = async (nodeId: number) => {
    const res = await send(app, 'launchGame', undefined, {
      query: { nodeId: String(nodeId), accountType: '1' },
      token: sessionToken,
    });
    expect(res.statusCode).toBe(200);
    const url = launchGameSchema.parse(res.json().value).content.game_url;
    return new URL(url, 'http://x').searchParams.get('token') ?? '';
  };
  return { lottery: await launch(nodes.lottery), house: await launch(nodes.house), vendor: await launch(nodes.vendor) };
}

/** One real-money bet with each token; each game answers in its own words. */
async function betWith(memberId: number, tokens: Tokens) {
  const session = await app.inject({ method: 'GET', url: '/lotto/v1/session', query: { token: tokens.lottery } });
  const numero =
    session.statusCode === 200 ? lotterySessionSchema.parse(session.json().value).current.numero : '20261127-0721';
  const lottery = await app.inject({
    method: 'POST',
    url: '/lotto/v1/bets',
    payload: {
      token: tokens.lottery,
      requestKey: `tokens-slip-${next()}`,
      numero,
      lines: [{ play: 'SSC5.FIXED', picks: [['1'], [], [], [], []], unit: 'yuan', multiple: 1 }],
    },
  });
  const house = await app.inject({
    method: 'POST',
    url: '/house/v1/play',
    payload: { token: tokens.house, stake: 1, roundKey: randomUUID() },
  });
  const authenticate = await vendor.authenticate({ token: tokens.vendor });
  const debit = await vendor.debit({
    playerId: String(memberId),
    token: tokens.vendor,
    txId: `tokens-tx-${next()}`,
    roundId: `tokens-r-${next()}`,
    gameCode: 'pg-golden-riches',
    amount: 10,
    currency: 'CNY',
  });
  return {
    lottery: [session.statusCode, lottery.statusCode, lottery.json().errorCode],
    house: [house.statusCode, house.json().errorCode],
    vendor: [authenticate.status, debit.status],
  };
}

const playing = { lottery: [200, 200, undefined], house: [200, undefined], vendor: ['OK', 'OK'] };
const ended = {
  lottery: [401, 401, 'lottery.token.invalid'],
  house: [401, 'house.token.invalid'],
  vendor: ['TOKEN_EXPIRED', 'TOKEN_EXPIRED'],
};

describe('launch tokens end with their session', () => {
  it('play while the session lives, and are refused everywhere once it logged out', async () => {
    const member = await newPlayer();
    const tokens = await launchAll(member.token);
    expect(await betWith(member.id, tokens)).toEqual(playing);
    expect((await send(app, 'logout', undefined, { token: member.token })).statusCode).toBe(200);
    expect(await betWith(member.id, tokens)).toEqual(ended);
  });

  it('are refused after a password change, while a new login launches games again', async () => {
    const member = await newPlayer();
    const tokens = await launchAll(member.token);
    const changed = await send(
      app,
      'changePassword',
      { oldPassword: MEMBER_PASSWORD, newPassword: 'Other1234', confirmNewPassword: 'Other1234' },
      { token: member.token },
    );
    expect(changed.json()).toEqual({ success: true, value: null });
    expect(await betWith(member.id, tokens)).toEqual(ended);
    const again = await loginAs(app, { username: member.username, password: 'Other1234' });
    expect(await betWith(member.id, await launchAll(again))).toEqual(playing);
  });

  it('are refused once a newer login replaced the session, or the session reached its end', async () => {
    const member = await newPlayer();
    const replaced = await launchAll(member.token);
    const fresh = await loginAs(app, { username: member.username, password: MEMBER_PASSWORD });
    expect(await betWith(member.id, replaced)).toEqual(ended);

    const tokens = await launchAll(fresh);
    // The session's absolute end comes a minute from now, long before the token's own two hours.
    await t.db.orm
      .update(sessions)
      .set({ expiresAt: new Date(clock.now().getTime() + 60_000) })
      .where(eq(sessions.memberId, member.id));
    clock.advance(2 * 60_000);
    expect((await betWith(member.id, tokens)).vendor).toEqual(ended.vendor);
  });
});
