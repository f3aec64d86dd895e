import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres, { type ParameterOrJSON, type Sql, type TransactionSql, type UnsafeQueryOptions } from 'postgres';
import type { Database } from './database.ts';
import { MIGRATION_LOCK_KEY } from './locks.ts';
import { withMigrations } from './migrations.ts';
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

/**
 * drizzle runs every query through `unsafe(query, params, { prepare: false })`, so PostgreSQL parses and plans each
 * one again; the wallet's hot calls spent most of their database time there. This view of the pool (and of each
 * transaction and savepoint it opens) has postgres.js prepare them instead: it keeps one named statement per query
 * text on each connection and only binds and executes it on later calls.
 */
function preparing<T extends Sql | TransactionSql>(client: T): T {
  type Run = (tx: TransactionSql) => unknown;
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe')
        return (query: string, params?: ParameterOrJSON<never>[], options?: UnsafeQueryOptions) =>
          target.unsafe(query, params, { ...options, prepare: true });
      if (property === 'begin' && 'begin' in target) return (run: Run) => target.begin((tx) => run(preparing(tx)));
      if (property === 'savepoint' && 'savepoint' in target)
        return (run: Run) => target.savepoint((tx) => run(preparing(tx)));
      return Reflect.get(target, property, receiver);
    },
  });
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
