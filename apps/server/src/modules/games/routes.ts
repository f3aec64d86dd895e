import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/event-bus.ts';

export interface GameRouteOptions {
  db: Database;
  clock: Clock;
  events: EventBus;
}

/** The game catalogue, lobby feeds, favourites, recent games, the winner board and game launch (spec §2, §4, §7). */
export default async function gameRoutes(_app: FastifyInstance, _options: GameRouteOptions) {}
