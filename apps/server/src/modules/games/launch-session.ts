import { eq, sql } from 'drizzle-orm';
import { gameLaunchTokens, sessions } from '../../db/schema.ts';

/**
 * When a launch token stops working, for the look-ups of the game servers and the seamless wallet: free play at its
 * own expiry; real play also when the session that launched it ends (revoked by logout, a password change, a
 * suspension or a newer login on its channel, or past its absolute end), whichever comes first. A real-play token
 * whose session row is gone ended when it was made. Sessions live in the database, so every process sees the end at
 * once. Select it as the token's `expiresAt`, with `launchSessionJoin` left-joined.
 */
export const launchEndsAt = sql<Date>`case when ${gameLaunchTokens.freePlay} then ${gameLaunchTokens.expiresAt}
  else least(${gameLaunchTokens.expiresAt}, ${sessions.expiresAt},
    coalesce(${sessions.revokedAt}, ${sessions.expiresAt}, ${gameLaunchTokens.createdAt})) end`.mapWith(
  gameLaunchTokens.expiresAt,
);

/** The launching session of a token (none for free play). */
export const launchSessionJoin = [sessions, eq(sessions.id, gameLaunchTokens.sessionId)] as const;
