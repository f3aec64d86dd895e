import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { sessionOf } from '../../platform/session-guard.ts';
import { rankProgress } from './rank-progress.ts';

export interface VipRouteOptions {
  db: Database;
  clock: Clock;
}

/** The member's VIP level and progress (module VIP3: the feature gate refuses it while the brand has VIP off). */
export default async function vipRoutes(app: FastifyInstance, { db, clock }: VipRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...endpointRoute('rankProgress'),
    handler: (request) =>
      rankProgress(
        db.orm,
        { merchant: request.merchant, language: request.language, now: clock.now() },
        sessionOf(request).memberId,
      ),
  });
}
