import {
  consoleBetPageSchema,
  consoleBetSearchSchema,
  envelopeSchema,
  ggrReportQuerySchema,
  ggrReportSchema,
} from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleRoute } from '../console-route.ts';
import { ok } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { searchBets } from './bet-search.ts';
import { ggrReport } from './ggr-report.ts';

/** Bets: search and the per-vendor GGR report; reads only, for the roles the console table lists. */
export default async function betRoutes(app: FastifyInstance, { db }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();

  a.route({
    ...consoleRoute('bets'),
    schema: { querystring: consoleBetSearchSchema, response: { 200: envelopeSchema(consoleBetPageSchema) } },
    handler: async (request) => ok(await searchBets(db.orm, request.merchant, request.query, request.language)),
  });

  a.route({
    ...consoleRoute('ggrReport'),
    schema: { querystring: ggrReportQuerySchema, response: { 200: envelopeSchema(ggrReportSchema) } },
    handler: async (request) => ok(await ggrReport(db.orm, request.merchant, request.query, request.language)),
  });
}
