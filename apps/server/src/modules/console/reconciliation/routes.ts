import {
  CONSOLE_PREFIX,
  envelopeSchema,
  RECONCILIATION_ROLES,
  reconciliationQuerySchema,
  reconciliationReportSchema,
} from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { dailyReconciliation } from './daily-reconciliation.ts';

/** The daily vendor reconciliation: a read for finance, registered behind the operator check. */
export default async function reconciliationRoutes(app: FastifyInstance, { db }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  a.get(
    `${CONSOLE_PREFIX}/reconciliation`,
    {
      schema: { querystring: reconciliationQuerySchema, response: { 200: envelopeSchema(reconciliationReportSchema) } },
    },
    async (request) => {
      operatorOf(request, RECONCILIATION_ROLES);
      return ok(await dailyReconciliation(db.orm, request.merchant, request.query.date, request.language));
    },
  );
}
