import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { sessionOf } from '../../platform/session-guard.ts';
import { deleteMessages, inboxList, readMessages } from './inbox.ts';
import { countUnread } from './queries.ts';

export interface InboxRoutesOptions {
  db: Database;
  clock: Clock;
  events: EventBus;
}

/** The member's inbox: list, read, delete, unread count (CSP_*). */
export default async function inboxRoutes(app: FastifyInstance, { db, clock }: InboxRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ownerOf = (request: FastifyRequest) => ({
    merchantId: request.merchant.id,
    memberId: sessionOf(request).memberId,
  });

  r.route({
    ...endpointRoute('inboxList'),
    handler: (request) =>
      inboxList(db.orm, request.merchant, sessionOf(request).memberId, request.query, request.language),
  });

  r.route({
    ...endpointRoute('inboxRead'),
    handler: (request) => readMessages(db.orm, ownerOf(request), request.body, clock.now()),
  });

  r.route({
    ...endpointRoute('inboxDelete'),
    handler: (request) => deleteMessages(db.orm, ownerOf(request), request.body, clock.now()),
  });

  r.route({
    ...endpointRoute('unreadCount'),
    handler: (request) => countUnread(db.orm, ownerOf(request)),
  });
}
