import { announcementListSchema, announcementsQuerySchema } from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { listAnnouncements } from './service.ts';

export default async function announcementRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute('announcements'),
    schema: { querystring: announcementsQuerySchema, response: { 200: announcementListSchema } },
    handler: (request) =>
      listAnnouncements(db, request.merchant, {
        types: request.query.types,
        language: request.language,
        now: clock.now(),
      }),
  });
}
