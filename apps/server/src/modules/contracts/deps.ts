import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/event-bus.ts';

export interface ContractDeps {
  db: Database;
  events: EventBus;
}
