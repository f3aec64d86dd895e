import { auditPageSchema, auditQuerySchema, envelopeSchema } from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleRoute } from '../console-route.ts';
import { ok } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { readAuditLog } from './audit-log.ts';

/** The audit log page's one route: read-only, for the roles the console table lists (admin and risk). */
export default async function auditRoutes(app: FastifyInstance, { db }: ConsoleRouteOptions) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...consoleRoute('audit'),
    schema: { querystring: auditQuerySchema, response: { 200: envelopeSchema(auditPageSchema) } },
    handler: async (request) => ok(await readAuditLog(db, request.merchant.id, request.query)),
  });
}
