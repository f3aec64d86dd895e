import {
  consoleRebateSettingsSchema,
  envelopeSchema,
  rebatePayoutPageSchema,
  rebatePayoutQuerySchema,
  rebateSettingsInputSchema,
} from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../../platform/request-context.ts';
import { rebateSettingsOf, updateRebateSettings } from '../../rebate/manage-settings.ts';
import { rebatePayouts } from '../../rebate/rebate-payouts.ts';
import { consoleRoute } from '../console-route.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';

const settingsResponse = { 200: envelopeSchema(consoleRebateSettingsSchema) };

/** The brand's rebate: its rules and rates (audited), and the rebates paid. */
export default async function rebateConsoleRoutes(app: FastifyInstance, { db, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();

  a.route({
    ...consoleRoute('rebateSettings'),
    schema: { response: settingsResponse },
    handler: async (request) => ok(await rebateSettingsOf(db, request.merchant.id)),
  });

  a.route({
    ...consoleRoute('updateRebateSettings'),
    schema: { body: rebateSettingsInputSchema, response: settingsResponse },
    handler: async (request) =>
      ok(await updateRebateSettings(db, requestContext(request, clock), operatorOf(request).operator.id, request.body)),
  });

  a.route({
    ...consoleRoute('rebatePayouts'),
    schema: { querystring: rebatePayoutQuerySchema, response: { 200: envelopeSchema(rebatePayoutPageSchema) } },
    handler: async (request) => ok(await rebatePayouts(db.orm, request.merchant.id, request.query)),
  });
}
