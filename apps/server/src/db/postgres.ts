import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
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
    orm: drizzle({ client, schema }),
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
