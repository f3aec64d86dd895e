import {
  CONSOLE_PREFIX,
  consoleSiteSchema,
  createSiteDomainSchema,
  envelopeSchema,
  reorderSiteItemsSchema,
  SITE_ADMIN_ROLES,
  siteItemParamsSchema,
  siteResourceSchema,
  siteServiceEntrySchema,
  updateSiteBrandSchema,
  updateSiteDomainSchema,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../../platform/request-context.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { addSiteDomain } from './add-domain.ts';
import { addResource, addServiceEntry } from './add-entry.ts';
import { editSiteDomain } from './edit-domain.ts';
import { editResource, editServiceEntry } from './edit-entry.ts';
import { loadSite } from './read-site.ts';
import { removeSiteDomain } from './remove-domain.ts';
import { removeResource, removeServiceEntry } from './remove-entry.ts';
import { reorderResources, reorderServiceEntries } from './reorder-entries.ts';
import { updateSiteBrand } from './update-brand.ts';

const PREFIX = `${CONSOLE_PREFIX}/site`;
const siteResponse = { 200: envelopeSchema(consoleSiteSchema) };

/**
 * The brand's site settings for admins: brand, domains, customer service and resources. Every write answers the
 * whole page's data; registered behind the operator check.
 */
export default async function siteRoutes(app: FastifyInstance, { db, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);
  const admin = (request: FastifyRequest) => operatorOf(request, SITE_ADMIN_ROLES).operator.id;

  a.get(PREFIX, { schema: { response: siteResponse } }, async (request) => {
    operatorOf(request, SITE_ADMIN_ROLES);
    return ok(await loadSite(db, request.merchant.id));
  });

  a.put(`${PREFIX}/brand`, { schema: { body: updateSiteBrandSchema, response: siteResponse } }, async (request) =>
    ok(await updateSiteBrand(db, ctx(request), admin(request), request.body)),
  );

  a.post(`${PREFIX}/domains`, { schema: { body: createSiteDomainSchema, response: siteResponse } }, async (request) =>
    ok(await addSiteDomain(db, ctx(request), admin(request), request.body)),
  );
  a.put(
    `${PREFIX}/domains/:id`,
    { schema: { params: siteItemParamsSchema, body: updateSiteDomainSchema, response: siteResponse } },
    async (request) => ok(await editSiteDomain(db, ctx(request), admin(request), request.params.id, request.body)),
  );
  a.delete(
    `${PREFIX}/domains/:id`,
    { schema: { params: siteItemParamsSchema, response: siteResponse } },
    async (request) => ok(await removeSiteDomain(db, ctx(request), admin(request), request.params.id)),
  );

  // Static `order` segments win over `:id` in Fastify's router.
  a.post(
    `${PREFIX}/customer-service`,
    { schema: { body: siteServiceEntrySchema, response: siteResponse } },
    async (request) => ok(await addServiceEntry(db, ctx(request), admin(request), request.body)),
  );
  a.put(
    `${PREFIX}/customer-service/order`,
    { schema: { body: reorderSiteItemsSchema, response: siteResponse } },
    async (request) => ok(await reorderServiceEntries(db, ctx(request), admin(request), request.body.ids)),
  );
  a.put(
    `${PREFIX}/customer-service/:id`,
    { schema: { params: siteItemParamsSchema, body: siteServiceEntrySchema, response: siteResponse } },
    async (request) => ok(await editServiceEntry(db, ctx(request), admin(request), request.params.id, request.body)),
  );
  a.delete(
    `${PREFIX}/customer-service/:id`,
    { schema: { params: siteItemParamsSchema, response: siteResponse } },
    async (request) => ok(await removeServiceEntry(db, ctx(request), admin(request), request.params.id)),
  );

  a.post(`${PREFIX}/resources`, { schema: { body: siteResourceSchema, response: siteResponse } }, async (request) =>
    ok(await addResource(db, ctx(request), admin(request), request.body)),
  );
  a.put(
    `${PREFIX}/resources/order`,
    { schema: { body: reorderSiteItemsSchema, response: siteResponse } },
    async (request) => ok(await reorderResources(db, ctx(request), admin(request), request.body.ids)),
  );
  a.put(
    `${PREFIX}/resources/:id`,
    { schema: { params: siteItemParamsSchema, body: siteResourceSchema, response: siteResponse } },
    async (request) => ok(await editResource(db, ctx(request), admin(request), request.params.id, request.body)),
  );
  a.delete(
    `${PREFIX}/resources/:id`,
    { schema: { params: siteItemParamsSchema, response: siteResponse } },
    async (request) => ok(await removeResource(db, ctx(request), admin(request), request.params.id)),
  );
}
