import {
  consoleLotteryGameListSchema,
  consoleLotteryGameSchema,
  consoleLotteryPeriodDetailSchema,
  consoleLotteryPeriodPageSchema,
  createLotteryGameSchema,
  envelopeSchema,
  lotteryIdParamsSchema,
  lotteryPeriodSearchSchema,
  updateLotteryGameSchema,
  voidLotteryPeriodResultSchema,
  voidLotteryPeriodSchema,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../../platform/request-context.ts';
import type { LotteryDeps } from '../../lottery/lottery-deps.ts';
import { consoleRoute } from '../console-route.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { createLotteryGame } from './create-game.ts';
import { listLotteryGames } from './list-games.ts';
import { listLotteryPeriods } from './list-periods.ts';
import { lotteryPeriodDetail } from './period-detail.ts';
import { updateLotteryGame } from './update-game.ts';
import { voidLotteryPeriod } from './void-period.ts';

/**
 * The house lottery in the console: adding a game, its games' rules, its periods with their bets and exposure, and voiding a
 * period. Voiding refunds through the seamless wallet as the lottery itself does, over the app's house transport.
 */
export default async function lotteryConsoleRoutes(
  app: FastifyInstance,
  { db, clock, transport }: ConsoleRouteOptions,
) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);
  const lottery: LotteryDeps = { db, clock, transport, log: app.log };
  const params = lotteryIdParamsSchema;

  a.route({
    ...consoleRoute('lotteryGames'),
    schema: { response: { 200: envelopeSchema(consoleLotteryGameListSchema) } },
    handler: async (request) => ok(await listLotteryGames(db, request.merchant.id, clock.now())),
  });

  a.route({
    ...consoleRoute('createLotteryGame'),
    schema: { body: createLotteryGameSchema, response: { 200: envelopeSchema(consoleLotteryGameSchema) } },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await createLotteryGame(lottery, ctx(request), operator.id, request.body));
    },
  });
  a.route({
    ...consoleRoute('updateLotteryGame'),
    schema: { params, body: updateLotteryGameSchema, response: { 200: envelopeSchema(consoleLotteryGameSchema) } },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await updateLotteryGame(db, ctx(request), operator.id, request.params.id, request.body));
    },
  });

  a.route({
    ...consoleRoute('lotteryPeriods'),
    schema: {
      params,
      querystring: lotteryPeriodSearchSchema,
      response: { 200: envelopeSchema(consoleLotteryPeriodPageSchema) },
    },
    handler: async (request) =>
      ok(await listLotteryPeriods(db, request.merchant.id, request.params.id, request.query, clock.now())),
  });

  a.route({
    ...consoleRoute('lotteryPeriod'),
    schema: { params, response: { 200: envelopeSchema(consoleLotteryPeriodDetailSchema) } },
    handler: async (request) => ok(await lotteryPeriodDetail(db, request.merchant.id, request.params.id)),
  });

  a.route({
    ...consoleRoute('voidLotteryPeriod'),
    schema: { params, body: voidLotteryPeriodSchema, response: { 200: envelopeSchema(voidLotteryPeriodResultSchema) } },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await voidLotteryPeriod(lottery, ctx(request), operator.id, request.params.id, request.body.reason));
    },
  });
}
