import type { Orm } from './database.ts';
import { sqlState } from './sql-state.ts';

/** Where a pipelined transaction's client keeps its early commit (see postgres.ts). */
export const EARLY_COMMIT = Symbol('lotus.earlyCommit');

interface EarlyCommitClient {
  [EARLY_COMMIT]?: () => Promise<void>;
}

/**
 * Sends the transaction's COMMIT now, right behind the statements it has already started, instead of after the
 * caller has waited for their answers: on PostgreSQL the last writes and the commit then share one round trip. The
 * transaction refuses statements started after this; a statement that failed makes the commit a rollback, and this
 * rejects. Every statement meant for the transaction must have been started (its promise created) before the call.
 * PGlite has no round trips to save: there the transaction commits when its callback returns, as usual.
 */
function commitWithStarted(tx: Orm): Promise<void> {
  // `_.session` is drizzle's public handle on the transaction's session; postgres.ts gives the session's client the
  // early commit.
  const client = (tx._.session as unknown as { client?: EarlyCommitClient }).client;
  return client?.[EARLY_COMMIT]?.() ?? Promise.resolve();
}

/** A pipelined transaction's COMMIT answered ROLLBACK: a statement before it failed. */
export class RolledBackAtCommit extends Error {
  constructor() {
    super('the transaction was rolled back at commit');
  }
}

type Settled<T extends readonly unknown[]> = { -readonly [K in keyof T]: Awaited<T[K]> };

/**
 * Promise.all for statements pipelined on one transaction: answers their results once all are in; when some fail,
 * throws the failure that caused the others. After a failed statement PostgreSQL refuses every later one in the
 * transaction (25P02) and answers the COMMIT with ROLLBACK, and through the layers above the driver those refusals
 * may reach this process before the cause does.
 */
export async function allStatements<const T extends readonly unknown[]>(statements: T): Promise<Settled<T>> {
  const settled = await Promise.allSettled(statements);
  const failures = settled.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  if (failures.length > 0) {
    throw (
      failures.find((error) => sqlState(error) !== '25P02' && !(error instanceof RolledBackAtCommit)) ?? failures[0]
    );
  }
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as Settled<T>;
}

/**
 * The transaction's last writes, already started, with its COMMIT sent right behind them (commitWithStarted):
 * answers the writes' results once all are in and committed; a failed write throws its own error (allStatements).
 */
export async function commitBehind<const T extends readonly unknown[]>(tx: Orm, writes: T): Promise<Settled<T>> {
  const settled = await allStatements([...writes, commitWithStarted(tx)]);
  return settled.slice(0, -1) as Settled<T>;
}
