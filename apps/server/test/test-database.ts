import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { pgliteDatabase } from '../src/db/pglite.ts';
import { openPostgres, quoteIdentifier } from '../src/db/postgres.ts';
import { seedDemo } from '../src/db/seed/demo-seed.ts';
import { TEMPLATE_SCHEMA, withAdminConnection, withDatabaseName } from './postgres-run.ts';

/** Where each PostgreSQL test database lives, for a second handle on it (as another process would open). */
const postgresUrls = new WeakMap<Database, string>();

/** The URL of a database from createTestDatabase; on PostgreSQL a second pool opened on it sees the same rows. */
export function postgresUrlOf(db: Database): string {
  const url = postgresUrls.get(db) ?? process.env.DATABASE_URL;
  if (!url) throw new Error('not a PostgreSQL test database');
  return url;
}

/**
 * A fresh, migrated and seeded database of its own, copied from the run's template (test/global-setup.ts).
 * PGlite: in memory. PostgreSQL (DATABASE_URL set): a database of its own whose schema has a random name (Redis keys
 * are namespaced by it), dropped again by `close()`, so parallel files and parallel runs never see each other's rows.
 */
export async function createTestDatabase(): Promise<Database> {
  const run = inject('postgresRun');
  if (run) return copyPostgresTemplate(run.runUrl, run.templateName, run.copyPrefix);
  // The server project's global setup provides a template; other projects (browser tests) build one from scratch.
  const template = inject('pgliteTemplate');
  if (template) return pgliteDatabase(await PGlite.create({ loadDataDir: new Blob([await readFile(template)]) }));
  const db = pgliteDatabase(await PGlite.create());
  await db.migrate();
  await seedDemo(db);
  return db;
}

async function copyPostgresTemplate(runUrl: string, templateName: string, copyPrefix: string): Promise<Database> {
  const suffix = randomBytes(6).toString('hex');
  const name = `${copyPrefix}${suffix}`;
  const schemaName = `lotus_test_${suffix}`;
  await withAdminConnection(runUrl, (sql) =>
    sql.unsafe(`create database ${quoteIdentifier(name)} template ${quoteIdentifier(templateName)}`),
  );
  const url = withDatabaseName(runUrl, name);
  await withAdminConnection(url, (sql) =>
    sql.unsafe(`alter schema ${quoteIdentifier(TEMPLATE_SCHEMA)} rename to ${quoteIdentifier(schemaName)}`),
  );
  const db = await openPostgres(url, { schemaName, maxConnections: 4 });
  const copy: Database = {
    ...db,
    close: async () => {
      await db.close();
      await withAdminConnection(runUrl, (sql) =>
        sql.unsafe(`drop database if exists ${quoteIdentifier(name)} with (force)`),
      );
    },
  };
  postgresUrls.set(copy, url);
  return copy;
}
