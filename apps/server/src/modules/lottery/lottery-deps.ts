import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SeamlessTransport } from '../vendors/seamless-client.ts';

export interface LotteryDeps {
  db: Database;
  clock: Clock;
  /** How the lottery reaches the seamless wallet API, as an outside lottery vendor's server would. */
  transport: SeamlessTransport;
  log: FastifyBaseLogger;
}
