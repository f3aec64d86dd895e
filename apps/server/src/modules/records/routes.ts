import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { sessionOf } from '../../platform/session-guard.ts';
import { betDetail } from './bet-detail.ts';
import { betRecords } from './bet-records.ts';
import { personalProfit } from './personal-profit.ts';

export interface RecordRouteOptions {
  db: Database;
  clock: Clock;
}

/** Betting records and profit and loss of a member (spec §2 `personalHistoryCopy`, `personalProfit`). */
export default async function recordRoutes(app: FastifyInstance, { db, clock }: RecordRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...endpointRoute('betRecords'),
    handler: (request) =>
      betRecords(
        db.orm,
        request.merchant,
        sessionOf(request).memberId,
        request.query,
        clock.now().getTime(),
        request.language,
      ),
  });

  r.route({
    ...endpointRoute('betDetail'),
    handler: (request) =>
      betDetail(db.orm, request.merchant.id, sessionOf(request).memberId, request.query.id, request.language),
  });

  r.route({
    ...endpointRoute('personalProfit'),
    handler: (request) =>
      personalProfit(db.orm, request.merchant, sessionOf(request).memberId, request.query, clock.now().getTime()),
  });
}
