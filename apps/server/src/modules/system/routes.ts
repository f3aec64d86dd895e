import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { siteUrls } from '../../platform/merchant/site-urls.ts';
import { countryList, domainRoutes, helpCenter, helpLanguage, systemStatus } from './service.ts';

/** The boot endpoints the client calls before its first screen (spec §7, system). */
export default async function systemRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...endpointRoute('systemStatus'),
    handler: (request) =>
      systemStatus(
        db,
        request.merchant,
        { ip: request.ip, language: request.language, now: clock.now() },
        siteUrls(request.merchant, request.baseUrl),
      ),
  });

  r.route({
    ...endpointRoute('whitelabel'),
    handler: async (request) => request.merchant.whitelabel,
  });

  r.route({
    ...endpointRoute('registerSettings'),
    handler: async (request) => request.merchant.registerRules,
  });

  r.route({
    ...endpointRoute('domainRoute'),
    handler: (request) => domainRoutes(db, request.merchant),
  });

  r.route({
    ...endpointRoute('helpCenter'),
    handler: (request) => helpCenter(db, request.merchant, helpLanguage(request.query.lang, request.language)),
  });

  r.route({
    ...endpointRoute('country'),
    handler: async (request) => countryList(request.language),
  });
}
