import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';

export interface RecordRouteOptions {
  db: Database;
  clock: Clock;
}

/** Betting records and profit and loss of a member (spec §2 `personalHistoryCopy`, `personalProfit`). */
export default async function recordRoutes(_app: FastifyInstance, _options: RecordRouteOptions) {}
