import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { messageOutbox } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import type { Job } from '../jobs/scheduler.ts';
import { merchantDirectory } from '../merchant/merchant-directory.ts';
import { OutboundRefusedError } from '../outbound.ts';
import type { BrandDelivery, BrandTransports, Channel } from './brand-transports.ts';
import type { DeliveryConfig } from './delivery-config.ts';
import { deliveryBrand, deliveryBrands } from './queries.ts';
import { type Delivery, describeFailure, type Transport } from './transports.ts';

/** How long a sender holds a claimed row; past it, another process may try the message again. */
const CLAIM_MS = 5 * 60_000;
/** Rows one pass claims; the next pass (or the next minute's job) takes the rest. */
const BATCH = 20;

/** The wait after the n-th failed try: 30 s, 1 min, 2 min, … at most an hour. */
export function retryDelayMs(attempts: number) {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface DeliveryOutcome {
  sent: number;
  failed: number;
  retrying: number;
}

/** A message sent at once, outside the outbox (the console's test): whose settings took it, or why not. */
export type ImmediateOutcome =
  | { sent: true; provider: Transport['provider']; source: 'brand' | 'server' }
  | {
      sent: false;
      provider: Transport['provider'];
      source: 'brand' | 'server';
      /** The provider's address is on the server's own network and was not called (platform/outbound.ts). */
      refused: boolean;
      error: string;
    };

export interface MessageDelivery {
  /** The provider a new message of the brand goes to (its own settings, else the server's); undefined: the outbox. */
  providerFor(merchantId: number, channel: Channel): Promise<Transport['provider'] | undefined>;
  /** Sends one message now through the brand's provider; null when neither the brand nor the server has one. */
  sendNow(merchantId: number, channel: Channel, message: Omit<Delivery, 'brand'>): Promise<ImmediateOutcome | null>;
  /** Whether the environment configures each channel (what a brand without its own settings uses). */
  serverDefault: Record<Channel, boolean>;
  /** Sends the queued messages that are due, each claimed by one process only, and records each outcome. */
  deliverDue(): Promise<DeliveryOutcome>;
  /** Starts `deliverDue` in the background: a new message goes out at once, without holding up its request. */
  kick(): void;
  /** Waits for background passes (tests; shutting down). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Delivers what the outbox sender queued. A row is claimed by one statement (`FOR UPDATE SKIP LOCKED`, attempts + 1,
 * next_attempt_at pushed past the claim), so concurrent passes in one or several processes never take the same
 * message; the provider is called outside any transaction.
 */
export function createMessageDelivery(deps: {
  db: Database;
  clock: Clock;
  config: DeliveryConfig;
  transports: BrandTransports;
  log: FastifyBaseLogger;
}): MessageDelivery {
  const { db, clock, config, transports, log } = deps;
  const running = new Set<Promise<unknown>>();
  // A brand's settings changed in the console (here or in another process): its transports are made again.
  const stopListening = merchantDirectory(db).onForget((code) => transports.forget(code));

  async function claim() {
    const now = clock.now();
    const due = db.orm
      .select({ id: messageOutbox.id })
      .from(messageOutbox)
      .where(and(eq(messageOutbox.status, 'queued'), lte(messageOutbox.nextAttemptAt, now)))
      .orderBy(messageOutbox.nextAttemptAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db.orm
      .update(messageOutbox)
      .set({
        attempts: sql`${messageOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + CLAIM_MS),
      })
      .where(and(inArray(messageOutbox.id, due), eq(messageOutbox.status, 'queued')))
      .returning();
  }

  function transportFor(brand: BrandDelivery | undefined, provider: string): Transport | undefined {
    if (provider === 'smtp') return brand?.transports.email;
    if (provider === 'http-sms') return brand?.transports.sms;
    return undefined;
  }

  async function brandDelivery(merchantId: number) {
    const brand = await deliveryBrand(db.orm, merchantId);
    return brand ? { name: brand.name, delivery: transports.of(brand) } : undefined;
  }

  async function deliverDue(): Promise<DeliveryOutcome> {
    const outcome = { sent: 0, failed: 0, retrying: 0 };
    for (let pass = 0; pass < 10; pass += 1) {
      const claimed = await deliverBatch(outcome);
      if (claimed < BATCH) break;
    }
    return outcome;
  }

  async function deliverBatch(outcome: DeliveryOutcome) {
    const rows = await claim();
    if (rows.length === 0) return 0;
    const merchantIds = [...new Set(rows.map((row) => row.merchantId))];
    // Each row goes through its brand's own provider where the brand has one, else the server's.
    const brands = new Map(
      (await deliveryBrands(db.orm, merchantIds)).map((m) => [m.id, { name: m.name, delivery: transports.of(m) }]),
    );
    await Promise.all(
      rows.map(async (row) => {
        // Only the claim that took the row may record its outcome.
        const mine = and(
          eq(messageOutbox.id, row.id),
          eq(messageOutbox.attempts, row.attempts),
          eq(messageOutbox.status, 'queued'),
        );
        const brand = brands.get(row.merchantId);
        try {
          const transport = transportFor(brand?.delivery, row.provider);
          if (!transport) throw new Error(`no ${row.provider} provider is configured in this process`);
          await transport.send({
            to: row.recipient,
            brand: brand?.name ?? '',
            subject: row.subject,
            body: row.body,
          });
          await db.orm
            .update(messageOutbox)
            .set({ status: 'sent', sentAt: clock.now(), nextAttemptAt: null, lastError: null })
            .where(mine);
          outcome.sent += 1;
        } catch (error) {
          const lastError = describeFailure(error, config, brand?.delivery.config ?? config);
          const final = row.attempts >= config.maxAttempts;
          await db.orm
            .update(messageOutbox)
            .set(
              final
                ? { status: 'failed', nextAttemptAt: null, lastError }
                : { nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(row.attempts)), lastError },
            )
            .where(mine);
          if (final) outcome.failed += 1;
          else outcome.retrying += 1;
          log.warn({ messageId: row.id, attempts: row.attempts, error: lastError, final }, 'message not delivered');
        }
      }),
    );
    return rows.length;
  }

  function track<T>(work: Promise<T>) {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => {});
    return work;
  }

  return {
    async providerFor(merchantId, channel) {
      return (await brandDelivery(merchantId))?.delivery.transports[channel]?.provider;
    },
    async sendNow(merchantId, channel, message) {
      const brand = await brandDelivery(merchantId);
      const transport = brand?.delivery.transports[channel];
      const source = brand?.delivery.source[channel];
      if (!brand || !transport || !source) return null;
      try {
        await transport.send({ ...message, brand: brand.name });
        return { sent: true, provider: transport.provider, source };
      } catch (error) {
        const described = describeFailure(error, config, brand.delivery.config);
        const refused = error instanceof OutboundRefusedError;
        return { sent: false, provider: transport.provider, source, refused, error: described };
      }
    },
    serverDefault: transports.serverDefault,
    deliverDue: () => track(deliverDue()),
    kick() {
      track(deliverDue()).catch((err: unknown) => log.error({ err }, 'message delivery failed'));
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    async close() {
      await this.idle();
      stopListening();
      transports.close();
    },
  };
}

/** Every minute: retries that fell due, and messages whose background pass never ran (a process that stopped). */
export function messageDeliveryJob(delivery: MessageDelivery): Job {
  return {
    name: 'message-delivery',
    pattern: '* * * * *',
    async run() {
      const { sent, failed, retrying } = await delivery.deliverDue();
      return `sent ${sent}, failed ${failed}, retrying ${retrying}`;
    },
  };
}
