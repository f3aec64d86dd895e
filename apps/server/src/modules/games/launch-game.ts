import {
  isTrialType,
  type Language,
  type LaunchGame,
  type launchGameQuerySchema,
  MAINTENANCE_RECOMMENDATIONS_MAX,
  RECENT_GAMES_MAX,
} from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { SiteUrls } from '../../platform/merchant/site-urls.ts';
import { newToken, sha256 } from '../../platform/secrets.ts';
import type { Session } from '../../platform/session-guard.ts';
import { toGameItem } from './game-item.ts';
import { findPlayableAlternatives, findPlayableGame, insertLaunchToken, touchRecentGame } from './queries.ts';

/** How long a launch token opens a game session (shared decisions of issue 5). */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

export interface LaunchContext {
  merchantId: number;
  currency: string;
  /** The caller's session when the request carried a valid one; free play works without. */
  session: Session | null;
  language: Language;
  now: Date;
  /** A vendor whose game client is a page of the site (`/house/…`) is launched on the site's base URL. */
  urls: SiteUrls;
}

/** The game the query names: `nodeId`, or `gameId` as a node id or, failing that, a game code (of `vassalage`). */
async function findLaunchedGame(db: Database, merchantId: number, query: z.output<typeof launchGameQuerySchema>) {
  if (query.nodeId !== undefined) return findPlayableGame(db.orm, merchantId, { id: query.nodeId });
  const gameId = query.gameId ?? '';
  if (/^\d{1,15}$/.test(gameId)) {
    const byId = await findPlayableGame(db.orm, merchantId, { id: Number(gameId) });
    if (byId) return byId;
  }
  return findPlayableGame(db.orm, merchantId, { gameCode: gameId, vendorCode: query.vassalage });
}

/** The vendor's launch URL with the placeholders filled in; `launchGame` makes a path of the site absolute. */
export function fillLaunchUrl(
  template: string,
  values: { token: string; game: string; lang: Language; vendor: string },
) {
  return template
    .replaceAll('{token}', encodeURIComponent(values.token))
    .replaceAll('{game}', encodeURIComponent(values.game))
    .replaceAll('{lang}', encodeURIComponent(values.lang))
    .replaceAll('{vendor}', encodeURIComponent(values.vendor));
}

/**
 * `launchGame`: real play (`accountType 1`) needs a real member's session; free play (`0`) needs nobody and its token
 * has no member, so it can never reach the ledger. A game or vendor under maintenance answers `game.maintenance` with
 * other playable games of its category. The token is returned once inside the URL and kept only as its hash.
 */
export async function launchGame(
  db: Database,
  ctx: LaunchContext,
  query: z.output<typeof launchGameQuerySchema>,
): Promise<LaunchGame> {
  const freePlay = query.accountType === 0;
  if (!freePlay) {
    if (!ctx.session) throw new AppError('login.not.session');
    if (isTrialType(ctx.session.memberType)) throw new AppError('in_need_true_account');
    if (ctx.session.passwordChangeRequired) throw new AppError('password.change.required');
  }
  const game = await findLaunchedGame(db, ctx.merchantId, query);
  if (!game) throw new AppError('game.not.found');
  if (game.gameMaintenance || game.vendorMaintenance) {
    const others = await findPlayableAlternatives(
      db.orm,
      ctx.merchantId,
      game.gameType,
      game.id,
      MAINTENANCE_RECOMMENDATIONS_MAX,
    );
    throw new AppError('game.maintenance', {
      recommendations: others.map((row) => toGameItem(row, ctx.language, ctx.urls)),
    });
  }

  const token = newToken();
  const memberId = ctx.session?.memberId ?? null;
  await db.orm.transaction(async (tx) => {
    await insertLaunchToken(tx, {
      tokenHash: sha256(token),
      merchantId: ctx.merchantId,
      memberId: freePlay ? null : memberId,
      vendorId: game.vendorId,
      gameId: game.id,
      currency: ctx.currency,
      freePlay,
      // Real play lives only as long as the session that launched it.
      sessionId: freePlay ? null : (ctx.session?.sessionId ?? null),
      createdAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + LAUNCH_TOKEN_TTL_MS),
    });
    // A member trying a game for free still finds it among the recent games.
    if (memberId !== null) {
      await touchRecentGame(
        tx,
        { merchantId: ctx.merchantId, memberId, gameId: game.id, playedAt: ctx.now },
        RECENT_GAMES_MAX,
      );
    }
  });
  const gameUrl = fillLaunchUrl(game.launchUrl, {
    token,
    game: game.gameCode,
    lang: ctx.language,
    vendor: game.vendorCode,
  });
  return { content: { game_url: ctx.urls.page(gameUrl) } };
}
