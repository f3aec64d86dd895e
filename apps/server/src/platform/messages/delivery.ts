import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { merchants, messageOutbox } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import type { Job } from '../jobs/scheduler.ts';
import type { DeliveryConfig } from './delivery-config.ts';
import { describeFailure, type Transport, type Transports } from './transports.ts';

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

export interface MessageDelivery {
  transports: Transports;
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
  transports: Transports;
  log: FastifyBaseLogger;
}): MessageDelivery {
  const { db, clock, config, transports, log } = deps;
  const running = new Set<Promise<unknown>>();

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

  function transportFor(provider: string): Transport | undefined {
    if (provider === 'smtp') return transports.email;
    if (provider === 'http-sms') return transports.sms;
    return undefined;
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
    const brands = new Map(
      (
        await db.orm
          .select({ id: merchants.id, name: merchants.name })
          .from(merchants)
          .where(inArray(merchants.id, merchantIds))
      ).map((m) => [m.id, m.name]),
    );
    await Promise.all(
      rows.map(async (row) => {
        // Only the claim that took the row may record its outcome.
        const mine = and(
          eq(messageOutbox.id, row.id),
          eq(messageOutbox.attempts, row.attempts),
          eq(messageOutbox.status, 'queued'),
        );
        try {
          const transport = transportFor(row.provider);
          if (!transport) throw new Error(`no ${row.provider} provider is configured in this process`);
          await transport.send({
            to: row.recipient,
            brand: brands.get(row.merchantId) ?? '',
            subject: row.subject,
            body: row.body,
          });
          await db.orm
            .update(messageOutbox)
            .set({ status: 'sent', sentAt: clock.now(), nextAttemptAt: null, lastError: null })
            .where(mine);
          outcome.sent += 1;
        } catch (error) {
          const lastError = describeFailure(error, config);
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
    transports,
    deliverDue: () => track(deliverDue()),
    kick() {
      track(deliverDue()).catch((err: unknown) => log.error({ err }, 'message delivery failed'));
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    async close() {
      await this.idle();
      transports.email?.close();
      transports.sms?.close();
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
