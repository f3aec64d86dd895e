import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';

export interface HouseRouteOptions {
  db: Database;
  clock: Clock;
}

/** The house vendor's game server (`/house/v1/*`, contract `house-games.ts`). */
export default async function houseRoutes(_app: FastifyInstance, _options: HouseRouteOptions) {}
