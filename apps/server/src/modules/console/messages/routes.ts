import {
  broadcastListQuerySchema,
  consoleBroadcastPageSchema,
  envelopeSchema,
  sendMessageResultSchema,
  sendMessageSchema,
} from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../../platform/request-context.ts';
import { consoleRoute } from '../console-route.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { listBroadcasts, sendMessage } from './send-message.ts';

/** The message composer: messages to one member, VIP levels, agents or everyone (/api/console/messages). */
export default async function messageRoutes(app: FastifyInstance, { db, events, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();

  a.route({
    ...consoleRoute('sendMessage'),
    schema: { body: sendMessageSchema, response: { 200: envelopeSchema(sendMessageResultSchema) } },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await sendMessage({ db, events }, requestContext(request, clock), operator.id, request.body));
    },
  });

  a.route({
    ...consoleRoute('broadcasts'),
    schema: { querystring: broadcastListQuerySchema, response: { 200: envelopeSchema(consoleBroadcastPageSchema) } },
    handler: async (request) =>
      ok(await listBroadcasts(db, request.merchant.id, request.query.pageNo, request.query.pageSize)),
  });
}
