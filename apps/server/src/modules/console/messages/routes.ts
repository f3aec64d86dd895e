import {
  broadcastListQuerySchema,
  CONSOLE_PREFIX,
  consoleBroadcastPageSchema,
  envelopeSchema,
  MESSAGE_ROLES,
  sendMessageResultSchema,
  sendMessageSchema,
} from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../../platform/request-context.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { listBroadcasts, sendMessage } from './send-message.ts';

const PATH = `${CONSOLE_PREFIX}/messages`;

/** The message composer: messages to one member, VIP levels, agents or everyone (/api/console/messages). */
export default async function messageRoutes(app: FastifyInstance, { db, events, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();

  a.post(
    PATH,
    { schema: { body: sendMessageSchema, response: { 200: envelopeSchema(sendMessageResultSchema) } } },
    async (request) => {
      const { operator } = operatorOf(request, MESSAGE_ROLES);
      return ok(await sendMessage({ db, events }, requestContext(request, clock), operator.id, request.body));
    },
  );

  a.get(
    PATH,
    {
      schema: { querystring: broadcastListQuerySchema, response: { 200: envelopeSchema(consoleBroadcastPageSchema) } },
    },
    async (request) => {
      operatorOf(request, MESSAGE_ROLES);
      return ok(await listBroadcasts(db, request.merchant.id, request.query.pageNo, request.query.pageSize));
    },
  );
}
