import {
  CATALOGUE_ADMIN_ROLES,
  CONSOLE_PREFIX,
  catalogueGameParamsSchema,
  catalogueIdParamsSchema,
  consoleGamePageSchema,
  consoleGameSchema,
  consoleGameSearchSchema,
  consoleVendorListSchema,
  consoleVendorSchema,
  envelopeSchema,
  moveVendorSchema,
  updateGameSchema,
  updateVendorSchema,
  VENDOR_SECRET_ROLES,
  vendorSecretSchema,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../../platform/request-context.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { readIconForm, resetGameIcon, resetVendorIcon, uploadGameIcon, uploadVendorIcon } from './catalogue-icons.ts';
import { searchVendorGames, updateGame } from './game-settings.ts';
import { listVendors, moveVendor, rotateVendorSecret, updateVendor } from './vendor-settings.ts';

const PREFIX = `${CONSOLE_PREFIX}/catalogue`;
const vendorResponse = { 200: envelopeSchema(consoleVendorSchema) };
const vendorListResponse = { 200: envelopeSchema(consoleVendorListSchema) };
const gameResponse = { 200: envelopeSchema(consoleGameSchema) };
const vendorParams = catalogueIdParamsSchema;
const gameParams = catalogueGameParamsSchema;

/**
 * The game catalogue for admin and content (secret rotation for admin only); registered behind the operator check.
 * Players see each change on their next request: the player endpoints read the same rows.
 */
export default async function catalogueRoutes(app: FastifyInstance, { db, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  a.get(`${PREFIX}/vendors`, { schema: { response: vendorListResponse } }, async (request) => {
    operatorOf(request, CATALOGUE_ADMIN_ROLES);
    return ok(await listVendors(db, request.merchant.id));
  });

  a.put(
    `${PREFIX}/vendors/:id`,
    { schema: { params: vendorParams, body: updateVendorSchema, response: vendorResponse } },
    async (request) => {
      const { operator } = operatorOf(request, CATALOGUE_ADMIN_ROLES);
      return ok(await updateVendor(db, ctx(request), operator.id, request.params.id, request.body));
    },
  );

  a.post(
    `${PREFIX}/vendors/:id/move`,
    { schema: { params: vendorParams, body: moveVendorSchema, response: vendorListResponse } },
    async (request) => {
      const { operator } = operatorOf(request, CATALOGUE_ADMIN_ROLES);
      return ok(await moveVendor(db, ctx(request), operator.id, request.params.id, request.body));
    },
  );

  a.post(
    `${PREFIX}/vendors/:id/secret`,
    { schema: { params: vendorParams, response: { 200: envelopeSchema(vendorSecretSchema) } } },
    async (request) => {
      const { operator } = operatorOf(request, VENDOR_SECRET_ROLES);
      return ok(await rotateVendorSecret(db, ctx(request), operator.id, request.params.id));
    },
  );

  a.post(
    `${PREFIX}/vendors/:id/icon`,
    { schema: { params: vendorParams, response: vendorResponse } },
    async (request) => {
      const { operator } = operatorOf(request, CATALOGUE_ADMIN_ROLES);
      const image = await readIconForm(request);
      return ok(await uploadVendorIcon(db, ctx(request), operator.id, request.params.id, image));
    },
  );

  a.delete(
    `${PREFIX}/vendors/:id/icon`,
    { schema: { params: vendorParams, response: vendorResponse } },
    async (request) => {
      const { operator } = operatorOf(request, CATALOGUE_ADMIN_ROLES);
      return ok(await resetVendorIcon(db, ctx(request), operator.id, request.params.id));
    },
  );

  a.get(
    `${PREFIX}/vendors/:id/games`,
    {
      schema: {
        params: vendorParams,
        querystring: consoleGameSearchSchema,
        response: { 200: envelopeSchema(consoleGamePageSchema) },
      },
    },
    async (request) => {
      operatorOf(request, CATALOGUE_ADMIN_ROLES);
      return ok(await searchVendorGames(db, request.merchant.id, request.params.id, request.query));
    },
  );

  a.put(
    `${PREFIX}/games/:id`,
    { schema: { params: gameParams, body: updateGameSchema, response: gameResponse } },
    async (request) => {
      const { operator } = operatorOf(request, CATALOGUE_ADMIN_ROLES);
      return ok(await updateGame(db, ctx(request), operator.id, request.params.id, request.body));
    },
  );

  a.post(`${PREFIX}/games/:id/icon`, { schema: { params: gameParams, response: gameResponse } }, async (request) => {
    const { operator } = operatorOf(request, CATALOGUE_ADMIN_ROLES);
    const image = await readIconForm(request);
    return ok(await uploadGameIcon(db, ctx(request), operator.id, request.params.id, image));
  });

  a.delete(`${PREFIX}/games/:id/icon`, { schema: { params: gameParams, response: gameResponse } }, async (request) => {
    const { operator } = operatorOf(request, CATALOGUE_ADMIN_ROLES);
    return ok(await resetGameIcon(db, ctx(request), operator.id, request.params.id));
  });
}
