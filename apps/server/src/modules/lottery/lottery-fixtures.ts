import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { gameLaunchTokens, games, lotteryGames } from '../../db/schema.ts';
import { newToken, sha256 } from '../../platform/secrets.ts';
import { launchingSession } from '../games/launch-fixtures.ts';

/** Test fixture: a member's launch token for a demo lottery game, written straight to the db, alive 2 hours. */
export async function lotteryLaunchToken(db: Database, gameCode: string, memberId: number, now: Date) {
  const [game] = await db.orm
    .select({ id: games.id, vendorId: games.vendorId })
    .from(games)
    .innerJoin(lotteryGames, eq(lotteryGames.gameId, games.id))
    .where(and(eq(games.merchantId, 1), eq(games.gameCode, gameCode)));
  if (!game) throw new Error(`demo seed has no lottery game ${gameCode}`);
  const token = newToken();
  await db.orm.insert(gameLaunchTokens).values({
    tokenHash: sha256(token),
    merchantId: 1,
    memberId,
    vendorId: game.vendorId,
    gameId: game.id,
    currency: 'CNY',
    sessionId: await launchingSession(db, memberId),
    expiresAt: new Date(now.getTime() + 2 * 3_600_000),
  });
  return token;
}
