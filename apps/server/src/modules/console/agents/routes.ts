import {
  agentChangeResultSchema,
  agentMoveRequestSchema,
  agentTypeRequestSchema,
  consoleAgentPageSchema,
  consoleAgentSearchSchema,
  envelopeSchema,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../../platform/request-context.ts';
import { consoleRoute } from '../console-route.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { listAgents } from './list-agents.ts';
import { moveMember } from './move-member.ts';
import { setAgentType } from './set-agent-type.ts';

/** Agents: the list with uplines and teams, promotions (and back), moves under another agent; roles per the table. */
export default async function agentRoutes(app: FastifyInstance, { db, events, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  a.route({
    ...consoleRoute('agents'),
    schema: { querystring: consoleAgentSearchSchema, response: { 200: envelopeSchema(consoleAgentPageSchema) } },
    handler: async (request) => ok(await listAgents(db.orm, request.merchant.id, request.query)),
  });

  a.route({
    ...consoleRoute('setAgentType'),
    schema: { body: agentTypeRequestSchema, response: { 200: envelopeSchema(agentChangeResultSchema) } },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await setAgentType(db, ctx(request), operator.id, request.body));
    },
  });

  a.route({
    ...consoleRoute('moveMember'),
    schema: { body: agentMoveRequestSchema, response: { 200: envelopeSchema(agentChangeResultSchema) } },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await moveMember({ db, events }, ctx(request), operator.id, request.body));
    },
  });
}
