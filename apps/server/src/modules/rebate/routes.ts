import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { requestContext } from '../../platform/request-context.ts';
import { sessionOf } from '../../platform/session-guard.ts';
import { claimRebate } from './claim-rebate.ts';
import { memberRebateRates } from './member-rates.ts';
import { rebateHistory } from './rebate-history.ts';
import { rebateSummary } from './rebate-summary.ts';

export interface RebateRoutesOptions {
  db: Database;
  clock: Clock;
  events: EventBus;
}

/** The member's rebate (module REBATE3): the rates, what a claim pays now, the claim, and the rebates paid. */
export default async function rebateRoutes(app: FastifyInstance, { db, clock, events }: RebateRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  r.route({
    ...endpointRoute('rebateSettings'),
    handler: (request) => memberRebateRates(db.orm, ctx(request), sessionOf(request).memberId),
  });

  r.route({
    ...endpointRoute('rebateSummary'),
    handler: (request) => rebateSummary(db.orm, ctx(request), sessionOf(request).memberId),
  });

  r.route({
    ...endpointRoute('claimRebate'),
    handler: (request) =>
      claimRebate({ db, events }, ctx(request), sessionOf(request).memberId, request.headers['idempotency-key']),
  });

  r.route({
    ...endpointRoute('rebateHistory'),
    handler: (request) => rebateHistory(db.orm, request.merchant.id, sessionOf(request).memberId, request.query),
  });
}
