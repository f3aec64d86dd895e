import {
  envelopeSchema,
  lotteryBetPageSchema,
  lotteryBetsQuerySchema,
  lotteryCancelRequestSchema,
  lotteryCancelResultSchema,
  lotteryPlaceRequestSchema,
  lotteryPlaceResultSchema,
  lotteryResultsQuerySchema,
  lotteryResultsSchema,
  lotterySessionSchema,
  lotteryStopChaseRequestSchema,
  lotteryStopChaseResultSchema,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/language.ts';
import { siteUrls } from '../../platform/merchant/site-urls.ts';
import { sessionOf } from '../../platform/session-guard.ts';
import type { SeamlessTransport } from '../vendors/seamless-client.ts';
import { cancelBet } from './cancel-bet.ts';
import {
  lotteryBets,
  lotteryMenu,
  lotteryMenus,
  lotteryOpened,
  lotteryOpenedAll,
  lotteryProof,
  lotteryRecent,
  lotteryResults,
} from './lobby.ts';
import { placeBets } from './place-bets.ts';
import { lotterySession } from './session.ts';
import { slipRefusalCounter } from './slip-refusals.ts';
import { stopChase } from './stop-chase.ts';

export interface LotteryRouteOptions {
  db: Database;
  clock: Clock;
  /** How the lottery reaches the seamless wallet API (`injectTransport(() => app)` in process). */
  transport: SeamlessTransport;
}

/** The lottery server's routes answer in the envelope themselves: they are not player API endpoints. */
const ok = <T>(value: T) => ({ success: true as const, value });
const tokenQuery = z.object({ token: z.string().min(1).max(200) });

/**
 * The house lottery. Its own server, `/lotto/v1/*` (contract `lottery.ts`), is authenticated by the launch token
 * alone, like the house games' server; the spec's lottery calls (menus, open numeros, proofs) are player API
 * endpoints of the request's brand.
 */
export default async function lotteryRoutes(app: FastifyInstance, options: LotteryRouteOptions) {
  const { db, clock, transport } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest) => ({ db, clock, transport, log: request.log });
  const refusals = slipRefusalCounter(app);
  const brand = (request: FastifyRequest) => ({
    merchantId: request.merchant.id,
    language: request.language,
    urls: siteUrls(request.merchant, request.baseUrl, request.language),
  });

  r.get(
    '/lotto/v1/session',
    { schema: { querystring: tokenQuery, response: { 200: envelopeSchema(lotterySessionSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await lotterySession(deps(request), request.query.token, requestLanguage(request)));
    },
  );

  r.post(
    '/lotto/v1/bets',
    { schema: { body: lotteryPlaceRequestSchema, response: { 200: envelopeSchema(lotteryPlaceResultSchema) } } },
    async (request) =>
      ok(await placeBets({ ...deps(request), refusals: refusals(request) }, request.body, requestLanguage(request))),
  );

  r.get(
    '/lotto/v1/bets',
    { schema: { querystring: lotteryBetsQuerySchema, response: { 200: envelopeSchema(lotteryBetPageSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await lotteryBets(deps(request), request.query, requestLanguage(request)));
    },
  );

  r.post(
    '/lotto/v1/bets/cancel',
    { schema: { body: lotteryCancelRequestSchema, response: { 200: envelopeSchema(lotteryCancelResultSchema) } } },
    async (request) =>
      ok(await cancelBet(deps(request), request.body.token, request.body.betId, requestLanguage(request))),
  );

  r.post(
    '/lotto/v1/chases/stop',
    {
      schema: { body: lotteryStopChaseRequestSchema, response: { 200: envelopeSchema(lotteryStopChaseResultSchema) } },
    },
    async (request) =>
      ok(await stopChase(deps(request), request.body.token, request.body.chaseId, requestLanguage(request))),
  );

  r.get(
    '/lotto/v1/results',
    { schema: { querystring: lotteryResultsQuerySchema, response: { 200: envelopeSchema(lotteryResultsSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await lotteryResults(deps(request), request.query.token, request.query.limit));
    },
  );

  r.route({
    ...endpointRoute('lotteryMenus'),
    handler: (request) => lotteryMenus(deps(request), brand(request)),
  });
  r.route({
    ...endpointRoute('lotteryMenu'),
    handler: (request) => lotteryMenu(deps(request), brand(request), request.query.prizeMode),
  });
  r.route({
    ...endpointRoute('lotteryRecent'),
    handler: (request) => lotteryRecent(deps(request), brand(request), sessionOf(request).memberId),
  });
  r.route({
    ...endpointRoute('lotteryOpenedAll'),
    handler: (request) => lotteryOpenedAll(deps(request), request.merchant.id),
  });
  r.route({
    ...endpointRoute('lotteryOpened'),
    handler: (request) => lotteryOpened(deps(request), request.merchant.id, request.query.gameCode),
  });
  r.route({
    ...endpointRoute('lotteryProof'),
    handler: (request) => lotteryProof(deps(request), request.merchant.id, request.query),
  });
}
