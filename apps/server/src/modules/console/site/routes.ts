import {
  consoleSiteSchema,
  createSiteDomainSchema,
  envelopeSchema,
  reorderSiteItemsSchema,
  siteItemParamsSchema,
  siteResourceSchema,
  siteServiceEntrySchema,
  updateSiteBrandSchema,
  updateSiteDomainSchema,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../../../platform/request-context.ts';
import { consoleRoute } from '../console-route.ts';
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

const siteResponse = { 200: envelopeSchema(consoleSiteSchema) };

/**
 * The brand's site settings for admins (the roles the console table lists): brand, domains, customer service and
 * resources. Every write answers the whole page's data.
 */
export default async function siteRoutes(app: FastifyInstance, { db, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);
  const admin = (request: FastifyRequest) => operatorOf(request).operator.id;

  a.route({
    ...consoleRoute('site'),
    schema: { response: siteResponse },
    handler: async (request) => ok(await loadSite(db, request.merchant.id)),
  });

  a.route({
    ...consoleRoute('updateSiteBrand'),
    schema: { body: updateSiteBrandSchema, response: siteResponse },
    handler: async (request) => ok(await updateSiteBrand(db, ctx(request), admin(request), request.body)),
  });

  a.route({
    ...consoleRoute('addSiteDomain'),
    schema: { body: createSiteDomainSchema, response: siteResponse },
    handler: async (request) => ok(await addSiteDomain(db, ctx(request), admin(request), request.body)),
  });
  a.route({
    ...consoleRoute('editSiteDomain'),
    schema: { params: siteItemParamsSchema, body: updateSiteDomainSchema, response: siteResponse },
    handler: async (request) =>
      ok(await editSiteDomain(db, ctx(request), admin(request), request.params.id, request.body)),
  });
  a.route({
    ...consoleRoute('removeSiteDomain'),
    schema: { params: siteItemParamsSchema, response: siteResponse },
    handler: async (request) => ok(await removeSiteDomain(db, ctx(request), admin(request), request.params.id)),
  });

  // Static `order` segments win over `:id` in Fastify's router.
  a.route({
    ...consoleRoute('addServiceEntry'),
    schema: { body: siteServiceEntrySchema, response: siteResponse },
    handler: async (request) => ok(await addServiceEntry(db, ctx(request), admin(request), request.body)),
  });
  a.route({
    ...consoleRoute('reorderServiceEntries'),
    schema: { body: reorderSiteItemsSchema, response: siteResponse },
    handler: async (request) => ok(await reorderServiceEntries(db, ctx(request), admin(request), request.body.ids)),
  });
  a.route({
    ...consoleRoute('editServiceEntry'),
    schema: { params: siteItemParamsSchema, body: siteServiceEntrySchema, response: siteResponse },
    handler: async (request) =>
      ok(await editServiceEntry(db, ctx(request), admin(request), request.params.id, request.body)),
  });
  a.route({
    ...consoleRoute('removeServiceEntry'),
    schema: { params: siteItemParamsSchema, response: siteResponse },
    handler: async (request) => ok(await removeServiceEntry(db, ctx(request), admin(request), request.params.id)),
  });

  a.route({
    ...consoleRoute('addSiteResource'),
    schema: { body: siteResourceSchema, response: siteResponse },
    handler: async (request) => ok(await addResource(db, ctx(request), admin(request), request.body)),
  });
  a.route({
    ...consoleRoute('reorderSiteResources'),
    schema: { body: reorderSiteItemsSchema, response: siteResponse },
    handler: async (request) => ok(await reorderResources(db, ctx(request), admin(request), request.body.ids)),
  });
  a.route({
    ...consoleRoute('editSiteResource'),
    schema: { params: siteItemParamsSchema, body: siteResourceSchema, response: siteResponse },
    handler: async (request) =>
      ok(await editResource(db, ctx(request), admin(request), request.params.id, request.body)),
  });
  a.route({
    ...consoleRoute('removeSiteResource'),
    schema: { params: siteItemParamsSchema, response: siteResponse },
    handler: async (request) => ok(await removeResource(db, ctx(request), admin(request), request.params.id)),
  });
}
