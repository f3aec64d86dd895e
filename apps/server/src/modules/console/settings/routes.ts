import {
  CONSOLE_PREFIX,
  consoleSettingsPatchSchema,
  consoleSettingsSchema,
  envelopeSchema,
  SETTINGS_ADMIN_ROLES,
} from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../../platform/request-context.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { changeSettings } from './change-settings.ts';
import { settingsView } from './settings-view.ts';

const settingsResponse = { 200: envelopeSchema(consoleSettingsSchema) };

/** The brand's access, features, registration, cashier and sign-in settings, for admins; behind the operator check. */
export default async function settingsRoutes(app: FastifyInstance, { db, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();

  a.get(`${CONSOLE_PREFIX}/settings`, { schema: { response: settingsResponse } }, async (request) => {
    operatorOf(request, SETTINGS_ADMIN_ROLES);
    return ok(await settingsView(db, request.merchant.code, request.ip));
  });

  a.put(
    `${CONSOLE_PREFIX}/settings`,
    { schema: { body: consoleSettingsPatchSchema, response: settingsResponse } },
    async (request) => {
      const { operator } = operatorOf(request, SETTINGS_ADMIN_ROLES);
      await changeSettings(db, requestContext(request, clock), operator.id, request.body);
      return ok(await settingsView(db, request.merchant.code, request.ip));
    },
  );
}
