import { randomBytes } from 'node:crypto';
import { DEMO_MERCHANT_CODE } from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { gameLaunchTokens, games, gameVendors, members } from '../../db/schema.ts';
import { newToken, sha256 } from '../../platform/secrets.ts';
import { launchingSession } from '../games/launch-fixtures.ts';
import { createSeamlessClient, injectTransport } from './seamless-client.ts';

/** Test fixtures of the vendor module: a vendor with games, members and launch tokens, written straight to the db. */

export interface TestVendor {
  id: number;
  code: string;
  secret: string;
  games: Map<string, number>;
}

export async function insertVendor(
  db: Database,
  options: {
    code: string;
    walletMode?: 'seamless' | 'transfer';
    games?: { gameCode: string; minBet?: number }[];
    merchantId?: number;
  },
): Promise<TestVendor> {
  const merchantId = options.merchantId ?? 1;
  const secret = randomBytes(32).toString('hex');
  const [vendor] = await db.orm
    .insert(gameVendors)
    .values({
      merchantId,
      code: options.code,
      name: { EN: `${options.code} Games`, CN: `${options.code} 游戏` },
      walletMode: options.walletMode ?? 'seamless',
      secret,
      launchUrl: `/demo-vendor/${options.code}/play?token={token}&game={game}&lang={lang}`,
    })
    .returning({ id: gameVendors.id });
  if (!vendor) throw new Error('vendor not inserted');
  const ids = new Map<string, number>();
  for (const game of options.games ?? [{ gameCode: 'slot-1' }]) {
    const [row] = await db.orm
      .insert(games)
      .values({
        merchantId,
        vendorId: vendor.id,
        gameCode: game.gameCode,
        gameType: 'RNG',
        name: { EN: `Game ${game.gameCode}`, CN: `游戏 ${game.gameCode}` },
        icon: `game-art/games/${options.code}/${game.gameCode}.webp`,
        minBet: game.minBet ?? 100,
      })
      .returning({ id: games.id });
    if (!row) throw new Error('game not inserted');
    ids.set(game.gameCode, row.id);
  }
  return { id: vendor.id, code: options.code, secret, games: ids };
}

let serial = 0;

/** A member of the demo merchant with no password (vendor calls never log in). */
export async function insertPlayer(db: Database, status: 'active' | 'suspended' = 'active', merchantId = 1) {
  serial += 1;
  const [row] = await db.orm
    .insert(members)
    .values({ merchantId, username: `vp${Date.now().toString(36)}${serial}`, status, nickname: `Player ${serial}` })
    .returning({ id: members.id });
  if (!row) throw new Error('member not inserted');
  return row.id;
}

/** A launch token as the launch endpoint makes it: only its hash is stored. */
export async function issueLaunchToken(
  db: Database,
  input: { vendor: TestVendor; memberId: number | null; gameCode?: string; expiresAt: Date; freePlay?: boolean },
) {
  const token = newToken();
  const gameId = input.vendor.games.get(input.gameCode ?? [...input.vendor.games.keys()][0] ?? '');
  if (!gameId) throw new Error('no such game');
  await db.orm.insert(gameLaunchTokens).values({
    tokenHash: sha256(token),
    merchantId: 1,
    memberId: input.memberId,
    vendorId: input.vendor.id,
    gameId,
    currency: 'CNY',
    freePlay: input.freePlay ?? false,
    sessionId: input.memberId === null || input.freePlay ? null : await launchingSession(db, input.memberId),
    expiresAt: input.expiresAt,
  });
  return token;
}

/** The vendor's client, calling the app in process. */
export const vendorClient = (app: FastifyInstance, vendor: TestVendor, secret = vendor.secret) =>
  createSeamlessClient({
    transport: injectTransport(() => app),
    vendorCode: vendor.code,
    secret,
    merchantCode: DEMO_MERCHANT_CODE,
  });
