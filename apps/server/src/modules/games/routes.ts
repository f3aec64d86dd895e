import { favouriteChangeSchema, hotGamesQuerySchema } from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { siteUrls } from '../../platform/merchant/site-urls.ts';
import { type SessionResolver, sessionOf } from '../../platform/session-guard.ts';
import artRoutes from './artwork/art-routes.ts';
import { addFavourite, favouriteIds, favouriteList, removeFavourite } from './favourites.ts';
import { answerLanguage } from './game-item.ts';
import { launchGame } from './launch-game.ts';
import { hotGames, listGames } from './list-games.ts';
import { pvpRooms } from './pvp-rooms.ts';
import { recentGames } from './recent-games.ts';
import { vendorGameTypes, vendorLanes } from './vendor-lanes.ts';
import { winnerBoard } from './winner-board.ts';

export interface GameRouteOptions {
  db: Database;
  clock: Clock;
  events: EventBus;
  /** Launch takes guests (free play) and members alike, so it looks the session up itself. */
  resolveSession: SessionResolver;
  /** Generated pictures one address may ask for per minute. */
  artPerMinute: number;
  /** SVG to WebP; by default sharp (artwork/rasterise-art.ts). */
  rasteriseArt?: ((svg: string) => Promise<Buffer>) | undefined;
}

/** Fields of a failed parse as the envelope reports validation errors (`value.fields`). */
function parseOr400<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || 'request'] ??= issue.message;
  throw new AppError('request.invalid', { fields });
}

/** The game catalogue, lobby feeds, favourites, recent games, the winner board and game launch (spec §2, §4, §7). */
export default async function gameRoutes(
  app: FastifyInstance,
  { db, clock, resolveSession, artPerMinute, rasteriseArt }: GameRouteOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = (request: FastifyRequest) => ({
    merchantId: request.merchant.id,
    memberId: sessionOf(request).memberId,
  });
  // Icons and launch URLs are absolute: clients on another domain or a nested path read them as they are.
  // Generated art is captioned in the answer's language.
  const urls = (request: FastifyRequest, queryLanguage: string | undefined) =>
    siteUrls(request.merchant, request.baseUrl, answerLanguage(queryLanguage, request.language));

  r.route({
    ...endpointRoute('gameList'),
    handler: (request) =>
      listGames(
        db.orm,
        request.merchant.id,
        request.query,
        answerLanguage(request.query.language, request.language),
        urls(request, request.query.language),
      ),
  });

  // Existing clients also POST the same parameters as JSON (API.md), so both verbs share one parse.
  for (const method of ['GET', 'POST'] as const) {
    r.route({
      ...endpointRoute('hotGames', { method }),
      handler: (request) => {
        const query = parseOr400(hotGamesQuerySchema, method === 'POST' ? (request.body ?? {}) : request.query);
        return hotGames(
          db.orm,
          request.merchant.id,
          query.gameType,
          answerLanguage(query.language, request.language),
          urls(request, query.language),
        );
      },
    });
  }

  r.route({
    ...endpointRoute('vendors'),
    handler: (request) =>
      vendorLanes(
        db.orm,
        request.merchant.id,
        answerLanguage(request.query.language, request.language),
        urls(request, request.query.language),
      ),
  });

  r.route({
    ...endpointRoute('vendorGameTypes'),
    handler: (request) => vendorGameTypes(db.orm, request.merchant.id),
  });

  r.route({
    ...endpointRoute('launchGame'),
    handler: async (request) => {
      const token = request.headers.authorization?.trim();
      const session = token ? await resolveSession({ token, merchant: request.merchant, ip: request.ip }) : null;
      return launchGame(
        db,
        {
          merchantId: request.merchant.id,
          currency: request.merchant.currency,
          session: session && session.merchantId === request.merchant.id ? session : null,
          language: answerLanguage(request.query.language, request.language),
          now: clock.now(),
          urls: urls(request, request.query.language),
        },
        request.query,
      );
    },
  });

  r.route({
    ...endpointRoute('favouriteIds'),
    handler: (request) => favouriteIds(db.orm, owner(request)),
  });

  r.route({
    ...endpointRoute('favouriteList'),
    handler: (request) =>
      favouriteList(
        db.orm,
        owner(request),
        request.query,
        answerLanguage(request.query.language, request.language),
        urls(request, request.query.language),
      ),
  });

  r.route({
    ...endpointRoute('addFavourite'),
    handler: (request) => addFavourite(db.orm, owner(request), request.body.nodeId, clock.now()),
  });

  // The node id comes as JSON or, from clients that send no body with DELETE, in the query.
  r.route({
    ...endpointRoute('removeFavourite'),
    handler: (request) => {
      const input = {
        ...(request.query as object),
        ...(request.body && typeof request.body === 'object' ? request.body : {}),
      };
      return removeFavourite(db.orm, owner(request), parseOr400(favouriteChangeSchema, input).nodeId);
    },
  });

  r.route({
    ...endpointRoute('recentGames'),
    handler: (request) =>
      recentGames(
        db.orm,
        request.merchant.id,
        sessionOf(request).memberId,
        answerLanguage(request.query.language, request.language),
        urls(request, request.query.language),
      ),
  });

  r.route({
    ...endpointRoute('pvpRooms'),
    handler: async () => pvpRooms(),
  });

  r.route({
    ...endpointRoute('winnerBoard'),
    handler: (request) =>
      winnerBoard(
        db.orm,
        request.merchant.id,
        request.query,
        answerLanguage(request.query.language, request.language),
        clock.now(),
      ),
  });

  await app.register(artRoutes, { db, perMinute: artPerMinute, ...(rasteriseArt ? { rasterise: rasteriseArt } : {}) });
}
