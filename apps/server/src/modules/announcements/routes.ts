import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { siteUrls } from '../../platform/merchant/site-urls.ts';
import type { SessionResolver } from '../../platform/session-guard.ts';
import { listAnnouncements } from './service.ts';

export interface AnnouncementRouteOptions {
  db: Database;
  clock: Clock;
  /** The feed is public; a session, when the request carries a valid one, unlocks members' pop-ups. */
  resolveSession: SessionResolver;
}

export default async function announcementRoutes(
  app: FastifyInstance,
  { db, clock, resolveSession }: AnnouncementRouteOptions,
) {
  const loggedIn = async (request: FastifyRequest) => {
    const token = request.headers.authorization?.trim();
    if (!token) return false;
    const session = await resolveSession({ token, merchant: request.merchant, ip: request.ip });
    return session !== null && session.merchantId === request.merchant.id;
  };

  // The original client calls the feed by its CCSFE name: one route per name, same gate, same answer.
  for (const name of ['announcements', 'announcementsCCSFE'] as const) {
    app.withTypeProvider<ZodTypeProvider>().route({
      ...endpointRoute(name),
      handler: async (request) =>
        listAnnouncements(db, request.merchant, {
          types: request.query.types,
          platform: request.query.platform,
          execution: request.query.execution,
          language: request.language,
          loggedIn: await loggedIn(request),
          now: clock.now(),
          urls: siteUrls(request.merchant, request.baseUrl),
        }),
    });
  }
}
