import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/event-bus.ts';

export interface VendorRouteOptions {
  db: Database;
  clock: Clock;
  events: EventBus;
}

/** The seamless wallet API game vendors call (API.md "Game vendors"), and transfer wallets (`GCS_walletTransfer`). */
export default async function vendorRoutes(_app: FastifyInstance, _options: VendorRouteOptions) {}
