import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres, { type ParameterOrJSON, type Sql, type TransactionSql, type UnsafeQueryOptions } from 'postgres';
import type { Database } from './database.ts';
import { MIGRATION_LOCK_KEY } from './locks.ts';
import { withMigrations } from './migrations.ts';
import { EARLY_COMMIT, RolledBackAtCommit } from './pipelined-commit.ts';
import * as schema from './schema.ts';

export interface PostgresOptions {
  /** Tables live in this schema, created if missing; default `public`. */
  schemaName?: string | undefined;
  maxConnections?: number;
}

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

function connect(url: string, schemaName: string, max: number) {
  return postgres(url, {
    max,
    // "schema already exists, skipping" and similar notices are not worth a log line.
    onnotice: () => {},
    connection: { search_path: schemaName, application_name: 'lotus' },
  });
}

type Run = (tx: TransactionSql) => unknown;

/**
 * drizzle runs every query through `unsafe(query, params, { prepare: false })`, so PostgreSQL parses and plans each
 * one again; the wallet's hot calls spent most of their database time there. This view of the pool has postgres.js
 * prepare them instead: it keeps one named statement per query text on each connection and only binds and executes
 * it on later calls. Its transactions are pipelined (`pipelinedTransaction`).
 */
function preparing(pool: Sql): Sql {
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property === 'unsafe') return preparedUnsafe(target);
      if (property === 'begin') return (run: Run) => pipelinedTransaction(target, run);
      return Reflect.get(target, property, receiver);
    },
  });
}

const preparedUnsafe =
  (client: Pick<Sql, 'unsafe'>) => (query: string, params?: ParameterOrJSON<never>[], options?: UnsafeQueryOptions) =>
    client.unsafe(query, params, { ...options, prepare: true });

/**
 * A transaction on a reserved connection whose BEGIN is not waited for: postgres.js sends it in the same write as
 * the transaction's first statements, which queue behind it on the connection. A caller may also send the COMMIT
 * behind its last writes (`commitBehind`), so a short transaction costs its own statements' round trips only.
 * This stands in for postgres.js's `begin` under drizzle's `transaction`, savepoints included.
 */
async function pipelinedTransaction(pool: Sql, run: Run) {
  const connection = await pool.reserve();
  let ended: Promise<unknown> | null = null;
  let rolledBack = false;
  // Answers arrive in order, so a failed BEGIN is known before any later statement's answer.
  let beginFailed: unknown = null;
  const began = connection.unsafe('begin').execute();
  began.catch((error: unknown) => {
    beginFailed = error;
  });
  const refuseAfterEnd = () => {
    if (ended) throw new Error('statement started after the transaction was committed');
    if (beginFailed) throw beginFailed;
  };
  const commit = async () => {
    const [result] = await Promise.all([connection.unsafe('commit'), began]);
    // PostgreSQL answers COMMIT of a transaction that saw an error with ROLLBACK.
    if (result.command !== 'COMMIT') throw new RolledBackAtCommit();
  };
  const earlyCommit = async () => {
    // Statements started before this call reach the connection's queue within the current turn's microtasks.
    await new Promise((resolve) => setImmediate(resolve));
    if (rolledBack) throw new Error('the transaction was rolled back');
    if (!ended) ended = commit();
    await ended;
  };
  let savepoints = 0;
  const scope = (): TransactionSql =>
    new Proxy(connection, {
      get(target, property, receiver) {
        if (property === EARLY_COMMIT) return earlyCommit;
        if (property === 'unsafe') {
          const unsafe = preparedUnsafe(target);
          return (...args: Parameters<typeof unsafe>) => {
            refuseAfterEnd();
            return unsafe(...args);
          };
        }
        if (property === 'savepoint') return savepoint;
        return Reflect.get(target, property, receiver);
      },
    }) as unknown as TransactionSql;
  const savepoint = async (inner: Run) => {
    const name = `s${savepoints++}`;
    refuseAfterEnd();
    await connection.unsafe(`savepoint ${name}`);
    try {
      const result = await inner(scope());
      await connection.unsafe(`release savepoint ${name}`);
      return result;
    } catch (error) {
      await connection.unsafe(`rollback to savepoint ${name}`);
      throw error;
    }
  };

  try {
    const result = await run(scope());
    if (!ended) ended = commit();
    await ended;
    return result;
  } catch (error) {
    if (!ended) {
      rolledBack = true;
      ended = connection.unsafe('rollback');
      await ended.catch(() => {});
    } else {
      // The commit went out (early): wait for its answer before the connection goes back to the pool.
      await ended.catch(() => {});
    }
    throw error;
  } finally {
    connection.release();
  }
}

/** Opens a postgres.js pool. With a schema name every connection's search_path is that schema alone. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const schemaName = options.schemaName ?? 'public';
  const client = connect(url, schemaName, options.maxConnections ?? 10);
  try {
    if (schemaName !== 'public') await client.unsafe(`create schema if not exists ${quoteIdentifier(schemaName)}`);
  } catch (error) {
    await client.end({ timeout: 1 });
    throw error;
  }
  return {
    orm: drizzle({ client: preparing(client), schema }),
    kind: 'postgres',
    schemaName,
    migrate: async () => {
      // A session lock needs one connection for the lock and the migration alike.
      const single = connect(url, schemaName, 1);
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        await withMigrations(schemaName, (config) => migrate(drizzle({ client: single, schema }), config));
      } finally {
        await single.end({ timeout: 5 });
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}
