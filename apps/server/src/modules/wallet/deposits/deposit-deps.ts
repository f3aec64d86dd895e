import type { Database } from '../../../db/database.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import type { PaymentProvider } from '../../../platform/payments/payment-provider.ts';

/** What the deposit use cases share: the database, the socket events and the payment providers by code. */
export interface DepositDeps {
  db: Database;
  events: EventBus;
  providers: ReadonlyMap<string, PaymentProvider>;
}
