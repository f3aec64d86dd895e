import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** The drizzle instance every query file receives; a transaction (`orm.transaction(tx => …)`) has the same type. */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One database, embedded (PGlite) or PostgreSQL; the rest of the code sees only this. */
export interface Database {
  orm: Orm;
  kind: 'pglite' | 'postgres';
  /** The schema that holds Lotus's tables (`public` unless `DATABASE_SCHEMA` is set). */
  schemaName: string;
  /** Applies pending migrations with drizzle's migrator for this driver. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}
