import { randomUUID } from 'node:crypto';
import { type HouseGameCode, VENDOR_API_PREFIX } from '@lotus/contract';
import { deriveOutcome, seedHash } from '@lotus/house-games';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { fairSeeds, gameLaunchTokens, games, gameVendors } from '../../db/schema.ts';
import { newToken, sha256 } from '../../platform/secrets.ts';
import { launchingSession } from '../games/launch-fixtures.ts';
import { injectTransport, type SeamlessTransport } from '../vendors/seamless-client.ts';
import { HOUSE_VENDOR_CODE } from './house-config.ts';

/** Test fixtures of the house module: launch tokens written straight to the db (the demo seed has the games). */

export async function houseLaunchToken(
  db: Database,
  gameCode: HouseGameCode,
  options: { memberId?: number; freePlay?: boolean; expiresAt?: Date } = {},
) {
  const [game] = await db.orm
    .select({ id: games.id, vendorId: games.vendorId })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(eq(gameVendors.merchantId, 1), eq(gameVendors.code, HOUSE_VENDOR_CODE), eq(games.gameCode, gameCode)));
  if (!game) throw new Error(`demo seed has no ${gameCode}`);
  const token = newToken();
  await db.orm.insert(gameLaunchTokens).values({
    tokenHash: sha256(token),
    merchantId: 1,
    memberId: options.freePlay ? null : (options.memberId ?? null),
    vendorId: game.vendorId,
    gameId: game.id,
    currency: 'CNY',
    freePlay: options.freePlay ?? false,
    sessionId: options.freePlay || options.memberId === undefined ? null : await launchingSession(db, options.memberId),
    expiresAt: options.expiresAt ?? new Date(Date.now() + 2 * 3_600_000),
  });
  return token;
}

/** Gives the member a seed whose round `nonce` 0 is the wheel's jackpot (found by search, about 10,000 tries). */
export async function jackpotSeed(db: Database, memberId: number) {
  const clientSeed = 'jackpot';
  for (let i = 0; ; i++) {
    const serverSeed = `jackpot-seed-${i}`;
    const outcome = deriveOutcome('lotus-wheel', serverSeed, clientSeed, 0);
    if (outcome.game === 'lotus-wheel' && outcome.jackpot) {
      await db.orm.insert(fairSeeds).values({
        merchantId: 1,
        playerKey: `member:${memberId}`,
        serverSeed,
        serverSeedHash: seedHash(serverSeed),
        clientSeed,
      });
      return serverSeed;
    }
  }
}

/**
 * The seamless transport with a switch: while `failing` names an action, calls of it never reach the wallet; a
 * `beforeCall` runs before each call reaches it (a test does there what happens meanwhile, e.g. another slip).
 */
export function switchableTransport(app: () => FastifyInstance) {
  const inner = injectTransport(app);
  const state = {
    failing: new Set<string>(),
    calls: [] as string[],
    beforeCall: null as ((action: string) => Promise<void>) | null,
    transport: (async (request) => {
      const action = request.path.slice(VENDOR_API_PREFIX.length).split('/')[2] ?? '';
      state.calls.push(action);
      if (state.failing.has(action)) throw new Error('wallet unreachable');
      await state.beforeCall?.(action);
      return inner(request);
    }) as SeamlessTransport,
  };
  return state;
}

export const roundKey = () => randomUUID();
