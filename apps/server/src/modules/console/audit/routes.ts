import { AUDIT_ROLES, auditPageSchema, auditQuerySchema, CONSOLE_PREFIX, envelopeSchema } from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { readAuditLog } from './audit-log.ts';

/** The audit log page's one route: read-only, for admin and risk; registered behind the operator check. */
export default async function auditRoutes(app: FastifyInstance, { db }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  a.get(
    `${CONSOLE_PREFIX}/audit`,
    { schema: { querystring: auditQuerySchema, response: { 200: envelopeSchema(auditPageSchema) } } },
    async (request) => {
      operatorOf(request, AUDIT_ROLES);
      return ok(await readAuditLog(db, request.merchant.id, request.query));
    },
  );
}
