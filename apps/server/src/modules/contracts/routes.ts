import type { ContractKind, EndpointName } from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { requestContext } from '../../platform/request-context.ts';
import { sessionOf } from '../../platform/session-guard.ts';
import { answerContract } from './answer-contract.ts';
import { cancelContract } from './cancel-contract.ts';
import { consolidated } from './consolidated.ts';
import { contractOverview } from './contract-overview.ts';
import { listContracts } from './list-contracts.ts';
import { offerContract } from './offer-contract.ts';
import { terminateContract } from './terminate-contract.ts';

export interface ContractRoutesOptions {
  db: Database;
  clock: Clock;
  events: EventBus;
}

/** Each kind's own answer call (spec §3): it takes only offers of its kind. */
const processEndpoints = {
  processDividend: 'dividend',
  processDailySalary: 'dailySalary',
  processHourlySalary: 'hourlySalary',
  processRealtimeSalary: 'realtimeSalary',
} as const satisfies Partial<Record<EndpointName, ContractKind>>;

/** Agent contracts: consolidated funds, answering offers, and the agent's overview, list, offer, cancel, terminate. */
export default async function contractRoutes(app: FastifyInstance, { db, clock, events }: ContractRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db, events };

  r.route({
    ...endpointRoute('consolidated'),
    handler: (request) => consolidated(db.orm, request.merchant, sessionOf(request).memberId),
  });

  for (const [name, kind] of Object.entries(processEndpoints) as [keyof typeof processEndpoints, ContractKind][]) {
    r.route({
      ...endpointRoute(name),
      handler: (request) =>
        answerContract(deps, requestContext(request, clock), sessionOf(request).memberId, kind, request.body),
    });
  }

  r.route({
    ...endpointRoute('contractOverview'),
    handler: (request) => contractOverview(db.orm, request.merchant, sessionOf(request).memberId, request.query),
  });

  r.route({
    ...endpointRoute('contractList'),
    handler: (request) => listContracts(db.orm, request.merchant.id, sessionOf(request).memberId, request.query),
  });

  r.route({
    ...endpointRoute('contractOffer'),
    handler: (request) =>
      offerContract(deps, requestContext(request, clock), sessionOf(request).memberId, request.body),
  });

  r.route({
    ...endpointRoute('contractCancel'),
    handler: (request) =>
      cancelContract(deps, requestContext(request, clock), sessionOf(request).memberId, request.body),
  });

  r.route({
    ...endpointRoute('contractTerminate'),
    handler: (request) =>
      terminateContract(deps, requestContext(request, clock), sessionOf(request).memberId, request.body),
  });
}
