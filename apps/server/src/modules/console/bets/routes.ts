import {
  BET_VIEWER_ROLES,
  CONSOLE_PREFIX,
  consoleBetPageSchema,
  consoleBetSearchSchema,
  envelopeSchema,
  ggrReportQuerySchema,
  ggrReportSchema,
} from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { searchBets } from './bet-search.ts';
import { ggrReport } from './ggr-report.ts';

/** Bets: search and the per-vendor GGR report; reads only, registered behind the operator check. */
export default async function betRoutes(app: FastifyInstance, { db }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();

  a.get(
    `${CONSOLE_PREFIX}/bets`,
    { schema: { querystring: consoleBetSearchSchema, response: { 200: envelopeSchema(consoleBetPageSchema) } } },
    async (request) => {
      operatorOf(request, BET_VIEWER_ROLES);
      return ok(await searchBets(db.orm, request.merchant, request.query, request.language));
    },
  );

  a.get(
    `${CONSOLE_PREFIX}/bets/ggr`,
    { schema: { querystring: ggrReportQuerySchema, response: { 200: envelopeSchema(ggrReportSchema) } } },
    async (request) => {
      operatorOf(request, BET_VIEWER_ROLES);
      return ok(await ggrReport(db.orm, request.merchant, request.query, request.language));
    },
  );
}
