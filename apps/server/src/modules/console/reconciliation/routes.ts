import { envelopeSchema, reconciliationQuerySchema, reconciliationReportSchema } from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleRoute } from '../console-route.ts';
import { ok } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { dailyReconciliation } from './daily-reconciliation.ts';

/** The daily vendor reconciliation: a read for finance (the roles the console table lists). */
export default async function reconciliationRoutes(app: FastifyInstance, { db }: ConsoleRouteOptions) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...consoleRoute('reconciliation'),
    schema: { querystring: reconciliationQuerySchema, response: { 200: envelopeSchema(reconciliationReportSchema) } },
    handler: async (request) =>
      ok(await dailyReconciliation(db.orm, request.merchant, request.query.date, request.language)),
  });
}
