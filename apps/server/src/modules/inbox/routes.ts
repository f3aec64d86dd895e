import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/event-bus.ts';

export interface InboxRoutesOptions {
  db: Database;
  clock: Clock;
  events: EventBus;
}

/** The member's inbox: list, read, delete, unread count (CSP_*). */
export default async function inboxRoutes(_app: FastifyInstance, _options: InboxRoutesOptions) {}
