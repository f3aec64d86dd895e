import {
  consoleEarningPayoutSchema,
  consoleEarningRunDetailSchema,
  consoleEarningRunPageSchema,
  earningPayoutReasonSchema,
  earningRunSearchSchema,
  earningsIdParamsSchema,
  envelopeSchema,
  recomputeEarningRunResultSchema,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../../platform/request-context.ts';
import { consoleRoute } from '../console-route.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { actOnPayout } from './act-on-payout.ts';
import { listEarningRuns } from './list-runs.ts';
import { recomputeEarningRun } from './recompute-run.ts';
import { earningRunDetail } from './run-detail.ts';

/** Agent earnings in the console: payout runs and their payouts, and the operators' hold, approve, reverse, recompute. */
export default async function earningsConsoleRoutes(app: FastifyInstance, { db, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);
  const params = earningsIdParamsSchema;
  const payout = { 200: envelopeSchema(consoleEarningPayoutSchema) };

  a.route({
    ...consoleRoute('earningRuns'),
    schema: { querystring: earningRunSearchSchema, response: { 200: envelopeSchema(consoleEarningRunPageSchema) } },
    handler: async (request) =>
      ok(await listEarningRuns(db.orm, request.merchant, request.query, clock.now().getTime())),
  });

  a.route({
    ...consoleRoute('earningRun'),
    schema: { params, response: { 200: envelopeSchema(consoleEarningRunDetailSchema) } },
    handler: async (request) => ok(await earningRunDetail(db.orm, request.merchant.id, request.params.id)),
  });

  a.route({
    ...consoleRoute('recomputeEarningRun'),
    schema: { params, response: { 200: envelopeSchema(recomputeEarningRunResultSchema) } },
    handler: async (request) =>
      ok(await recomputeEarningRun(db, clock, ctx(request), operatorOf(request).operator.id, request.params.id)),
  });

  a.route({
    ...consoleRoute('holdEarningPayout'),
    schema: { params, body: earningPayoutReasonSchema, response: payout },
    handler: async (request) =>
      ok(
        await actOnPayout(
          db,
          clock,
          ctx(request),
          operatorOf(request).operator.id,
          request.params.id,
          'hold',
          request.body.reason,
        ),
      ),
  });

  a.route({
    ...consoleRoute('approveEarningPayout'),
    schema: { params, response: payout },
    handler: async (request) =>
      ok(await actOnPayout(db, clock, ctx(request), operatorOf(request).operator.id, request.params.id, 'approve')),
  });

  a.route({
    ...consoleRoute('reverseEarningPayout'),
    schema: { params, body: earningPayoutReasonSchema, response: payout },
    handler: async (request) =>
      ok(
        await actOnPayout(
          db,
          clock,
          ctx(request),
          operatorOf(request).operator.id,
          request.params.id,
          'reverse',
          request.body.reason,
        ),
      ),
  });
}
