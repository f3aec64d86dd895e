import {
  consoleOutboxMessageSchema,
  consoleOutboxPageSchema,
  consoleOutboxQuerySchema,
  envelopeSchema,
  OUTBOX_CODE_READER_ROLES,
  outboxMessageIdParamsSchema,
} from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../../platform/request-context.ts';
import { consoleRoute } from '../console-route.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { listOutbox } from './outbox-messages.ts';
import { retryMessage } from './retry-message.ts';

/**
 * The SMS and email outbox and its delivery, for the roles the console table lists. Within them, only
 * `OUTBOX_CODE_READER_ROLES` see the codes in the messages: a check on the answer, not on access.
 */
export default async function outboxRoutes(app: FastifyInstance, { db, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();

  a.route({
    ...consoleRoute('outbox'),
    schema: { querystring: consoleOutboxQuerySchema, response: { 200: envelopeSchema(consoleOutboxPageSchema) } },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const reveal = OUTBOX_CODE_READER_ROLES.includes(operator.role);
      return ok(await listOutbox(db, requestContext(request, clock), operator.id, request.query, reveal));
    },
  });

  a.route({
    ...consoleRoute('retryOutboxMessage'),
    schema: { params: outboxMessageIdParamsSchema, response: { 200: envelopeSchema(consoleOutboxMessageSchema) } },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const reveal = OUTBOX_CODE_READER_ROLES.includes(operator.role);
      const ctx = requestContext(request, clock);
      const message = await retryMessage(db, ctx, operator.id, request.params.id, reveal);
      // After the commit, off the request: the provider may take seconds.
      app.messageDelivery.kick();
      return ok(message);
    },
  });
}
