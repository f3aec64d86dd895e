import {
  CHANNEL_ADMIN_ROLES,
  CONSOLE_PREFIX,
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
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { createChannel, editChannel, listChannels, reorderChannels, setChannelEnabled } from './channel-settings.ts';

const channelResponse = { 200: envelopeSchema(consoleDepositChannelSchema) };
const listResponse = { 200: envelopeSchema(consoleDepositChannelListSchema) };

/** The merchant's deposit channels and their limits, for admin and finance; registered behind the operator check. */
export default async function channelRoutes(app: FastifyInstance, { db, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  a.get(`${CONSOLE_PREFIX}/channels`, { schema: { response: listResponse } }, async (request) => {
    operatorOf(request, CHANNEL_ADMIN_ROLES);
    return ok(await listChannels(db, request.merchant.id));
  });

  a.post(
    `${CONSOLE_PREFIX}/channels`,
    { schema: { body: createDepositChannelSchema, response: channelResponse } },
    async (request) => {
      const { operator } = operatorOf(request, CHANNEL_ADMIN_ROLES);
      return ok(await createChannel(db, ctx(request), operator.id, request.body));
    },
  );

  // A static segment wins over `:id` in Fastify's router, so `order` is never read as an id.
  a.put(
    `${CONSOLE_PREFIX}/channels/order`,
    { schema: { body: reorderDepositChannelsSchema, response: listResponse } },
    async (request) => {
      const { operator } = operatorOf(request, CHANNEL_ADMIN_ROLES);
      return ok(await reorderChannels(db, ctx(request), operator.id, request.body.ids));
    },
  );

  a.put(
    `${CONSOLE_PREFIX}/channels/:id`,
    { schema: { params: channelIdParamsSchema, body: updateDepositChannelSchema, response: channelResponse } },
    async (request) => {
      const { operator } = operatorOf(request, CHANNEL_ADMIN_ROLES);
      return ok(await editChannel(db, ctx(request), operator.id, request.params.id, request.body));
    },
  );

  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    a.post(
      `${CONSOLE_PREFIX}/channels/:id/${action}`,
      { schema: { params: channelIdParamsSchema, response: channelResponse } },
      async (request) => {
        const { operator } = operatorOf(request, CHANNEL_ADMIN_ROLES);
        return ok(await setChannelEnabled(db, ctx(request), operator.id, request.params.id, enabled));
      },
    );
  }
}
