import {
  catalogueGameParamsSchema,
  catalogueIdParamsSchema,
  consoleGamePageSchema,
  consoleGameSchema,
  consoleGameSearchSchema,
  consoleVendorListSchema,
  consoleVendorSchema,
  createVendorSchema,
  envelopeSchema,
  moveVendorSchema,
  updateGameSchema,
  updateVendorSchema,
  vendorSecretSchema,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../../platform/request-context.ts';
import { consoleRoute } from '../console-route.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { readIconForm, resetGameIcon, resetVendorIcon, uploadGameIcon, uploadVendorIcon } from './catalogue-icons.ts';
import { createVendor } from './create-vendor.ts';
import { searchVendorGames, updateGame } from './game-settings.ts';
import { listVendors, moveVendor, rotateVendorSecret, updateVendor } from './vendor-settings.ts';

const vendorResponse = { 200: envelopeSchema(consoleVendorSchema) };
const vendorListResponse = { 200: envelopeSchema(consoleVendorListSchema) };
const gameResponse = { 200: envelopeSchema(consoleGameSchema) };
const vendorParams = catalogueIdParamsSchema;
const gameParams = catalogueGameParamsSchema;

/**
 * The game catalogue for admin and content (adding a vendor and rotating a secret for admin only), per the console
 * table. Players see each change on their next request: the player endpoints read the same rows.
 */
export default async function catalogueRoutes(app: FastifyInstance, { db, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  a.route({
    ...consoleRoute('vendors'),
    schema: { response: vendorListResponse },
    handler: async (request) => ok(await listVendors(db, request.merchant.id)),
  });

  a.route({
    ...consoleRoute('createVendor'),
    schema: { body: createVendorSchema, response: vendorResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await createVendor(db, ctx(request), operator.id, request.body));
    },
  });

  a.route({
    ...consoleRoute('updateVendor'),
    schema: { params: vendorParams, body: updateVendorSchema, response: vendorResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await updateVendor(db, ctx(request), operator.id, request.params.id, request.body));
    },
  });

  a.route({
    ...consoleRoute('moveVendor'),
    schema: { params: vendorParams, body: moveVendorSchema, response: vendorListResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await moveVendor(db, ctx(request), operator.id, request.params.id, request.body));
    },
  });

  a.route({
    ...consoleRoute('rotateVendorSecret'),
    schema: { params: vendorParams, response: { 200: envelopeSchema(vendorSecretSchema) } },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await rotateVendorSecret(db, ctx(request), operator.id, request.params.id));
    },
  });

  a.route({
    ...consoleRoute('uploadVendorIcon'),
    schema: { params: vendorParams, response: vendorResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const image = await readIconForm(request);
      return ok(await uploadVendorIcon(db, ctx(request), operator.id, request.params.id, image));
    },
  });

  a.route({
    ...consoleRoute('resetVendorIcon'),
    schema: { params: vendorParams, response: vendorResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await resetVendorIcon(db, ctx(request), operator.id, request.params.id));
    },
  });

  a.route({
    ...consoleRoute('vendorGames'),
    schema: {
      params: vendorParams,
      querystring: consoleGameSearchSchema,
      response: { 200: envelopeSchema(consoleGamePageSchema) },
    },
    handler: async (request) => ok(await searchVendorGames(db, request.merchant.id, request.params.id, request.query)),
  });

  a.route({
    ...consoleRoute('updateGame'),
    schema: { params: gameParams, body: updateGameSchema, response: gameResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await updateGame(db, ctx(request), operator.id, request.params.id, request.body));
    },
  });

  a.route({
    ...consoleRoute('uploadGameIcon'),
    schema: { params: gameParams, response: gameResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      const image = await readIconForm(request);
      return ok(await uploadGameIcon(db, ctx(request), operator.id, request.params.id, image));
    },
  });

  a.route({
    ...consoleRoute('resetGameIcon'),
    schema: { params: gameParams, response: gameResponse },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await resetGameIcon(db, ctx(request), operator.id, request.params.id));
    },
  });
}
