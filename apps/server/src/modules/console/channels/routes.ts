import {
  channelIdParamsSchema,
  consoleDepositChannelListSchema,
  consoleDepositChannelSchema,
  createDepositChannelSchema,
  envelopeSchema,
  reorderDepositChannelsSchema,
  updateDepositChannelSchema,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../../platform/request-context.ts';
import { consoleRoute } from '../console-route.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { createChannel, editChannel, listChannels, reorderChannels, setChannelEnabled } from './channel-settings.ts';

const channelResponse = { 200: envelopeSchema(consoleDepositChannelSchema) };
const listResponse = { 200: envelopeSchema(consoleDepositChannelListSchema) };

/** The merchant's deposit channels and their limits, for admin and finance (the roles the console table lists). */
export default async function channelRoutes(app: FastifyInstance, { db, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  a.route({
    ...consoleRoute('channels'),
    schema: { response: listResponse },
    handler: async (request) => ok(await listChannels(db, request.merchant.id)),
  });

  a.route({
    ...consoleRoute('createChannel'),
    schema: { body: createDepositChannelSchema, response: channelResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await createChannel(db, ctx(request), operator.id, request.body));
    },
  });

  // A static segment wins over `:id` in Fastify's router, so `order` is never read as an id.
  a.route({
    ...consoleRoute('reorderChannels'),
    schema: { body: reorderDepositChannelsSchema, response: listResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await reorderChannels(db, ctx(request), operator.id, request.body.ids));
    },
  });

  a.route({
    ...consoleRoute('updateChannel'),
    schema: { params: channelIdParamsSchema, body: updateDepositChannelSchema, response: channelResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await editChannel(db, ctx(request), operator.id, request.params.id, request.body));
    },
  });

  for (const [name, enabled] of [
    ['enableChannel', true],
    ['disableChannel', false],
  ] as const) {
    a.route({
      ...consoleRoute(name),
      schema: { params: channelIdParamsSchema, response: channelResponse },
      handler: async (request) => {
        const { operator } = operatorOf(request);
        return ok(await setChannelEnabled(db, ctx(request), operator.id, request.params.id, enabled));
      },
    });
  }
}
