import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { sessionOf } from '../../platform/session-guard.ts';
import { listMyPayouts, listPayoutsOwed } from './list-payouts.ts';

export interface EarningsRoutesOptions {
  db: Database;
  clock: Clock;
}

/**
 * The agent's own payouts ("my income" and the history of each contract kind) and what it pays its downlines as
 * their upline (docs/agent-earnings.md).
 */
export default async function earningsRoutes(app: FastifyInstance, { db, clock }: EarningsRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = () => clock.now().getTime();

  r.route({
    ...endpointRoute('agentIncome'),
    handler: (request) => listMyPayouts(db.orm, request.merchant, sessionOf(request).memberId, request.query, now()),
  });

  r.route({
    ...endpointRoute('agentPayoutHistory'),
    handler: (request) => listMyPayouts(db.orm, request.merchant, sessionOf(request).memberId, request.query, now()),
  });

  r.route({
    ...endpointRoute('agentPayoutsOwed'),
    handler: (request) => listPayoutsOwed(db.orm, request.merchant, sessionOf(request).memberId, request.query, now()),
  });
}
