import {
  consoleDeliveryTestResultSchema,
  consoleDeliveryTestSchema,
  consoleSettingsPatchSchema,
  consoleSettingsSchema,
  envelopeSchema,
} from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../../platform/request-context.ts';
import { consoleRoute } from '../console-route.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { changeSettings } from './change-settings.ts';
import { settingsView } from './settings-view.ts';
import { sendTestMessage } from './test-delivery.ts';

const settingsResponse = { 200: envelopeSchema(consoleSettingsSchema) };
/** Each test reaches a real provider (and a person): a few a minute are plenty. */
const DELIVERY_TEST_LIMIT = { max: 10, timeWindow: 60_000 };

/**
 * The brand's access, features, registration, cashier, sign-in and delivery settings, for admins (the roles the
 * console table lists).
 */
export default async function settingsRoutes(app: FastifyInstance, { db, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const view = (code: string, ip: string) => settingsView(db, code, ip, app.messageDelivery.serverDefault);

  a.route({
    ...consoleRoute('settings'),
    schema: { response: settingsResponse },
    handler: async (request) => ok(await view(request.merchant.code, request.ip)),
  });

  a.route({
    ...consoleRoute('updateSettings'),
    schema: { body: consoleSettingsPatchSchema, response: settingsResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      await changeSettings(db, requestContext(request, clock), operator.id, request.body);
      return ok(await view(request.merchant.code, request.ip));
    },
  });

  a.route({
    ...consoleRoute('testDelivery', { rateLimit: DELIVERY_TEST_LIMIT }),
    schema: { body: consoleDeliveryTestSchema, response: { 200: envelopeSchema(consoleDeliveryTestResultSchema) } },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const ctx = requestContext(request, clock);
      return ok(await sendTestMessage(db, app.messageDelivery, ctx, operator.id, request.body, request.log));
    },
  });
}
