import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SeamlessTransport } from '../vendors/seamless-client.ts';

export interface HouseDeps {
  db: Database;
  clock: Clock;
  /** How the house server reaches the seamless wallet API (in-process inject by default, as any vendor would post). */
  transport: SeamlessTransport;
  log: FastifyBaseLogger;
}
