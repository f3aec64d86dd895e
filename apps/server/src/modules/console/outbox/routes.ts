import {
  CONSOLE_PREFIX,
  consoleOutboxMessageSchema,
  consoleOutboxPageSchema,
  consoleOutboxQuerySchema,
  envelopeSchema,
  OUTBOX_CODE_READER_ROLES,
  OUTBOX_READER_ROLES,
  OUTBOX_RETRY_ROLES,
  outboxMessageIdParamsSchema,
} from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../../platform/request-context.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { listOutbox } from './outbox-messages.ts';
import { retryMessage } from './retry-message.ts';

/** The SMS and email outbox and its delivery; registered behind the operator check. */
export default async function outboxRoutes(app: FastifyInstance, { db, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();

  a.get(
    `${CONSOLE_PREFIX}/outbox`,
    { schema: { querystring: consoleOutboxQuerySchema, response: { 200: envelopeSchema(consoleOutboxPageSchema) } } },
    async (request) => {
      const { operator } = operatorOf(request, OUTBOX_READER_ROLES);
      const reveal = OUTBOX_CODE_READER_ROLES.includes(operator.role);
      return ok(await listOutbox(db, requestContext(request, clock), operator.id, request.query, reveal));
    },
  );

  a.post(
    `${CONSOLE_PREFIX}/outbox/:id/retry`,
    {
      schema: { params: outboxMessageIdParamsSchema, response: { 200: envelopeSchema(consoleOutboxMessageSchema) } },
    },
    async (request) => {
      const { operator } = operatorOf(request, OUTBOX_RETRY_ROLES);
      const reveal = OUTBOX_CODE_READER_ROLES.includes(operator.role);
      const ctx = requestContext(request, clock);
      const message = await retryMessage(db, ctx, operator.id, request.params.id, reveal);
      // After the commit, off the request: the provider may take seconds.
      app.messageDelivery.kick();
      return ok(message);
    },
  );
}
