import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openPostgres, quoteIdentifier } from '../src/db/postgres.ts';
import { seedDemo } from '../src/db/seed/demo-seed.ts';

/**
 * A test run's own databases on the PostgreSQL server that DATABASE_URL names, so a run never adds to, or leaves
 * anything in, that database's catalog:
 * - `lotus_run_<id>`: where tests that make schemas of their own (crash worlds, the CLI, go-live) make them;
 * - `lotus_template_<id>`: migrated and seeded once, in the schema TEMPLATE_SCHEMA; never connected to again;
 * - `lotus_file_<id>_<n>`: one copy of the template per test file (`CREATE DATABASE … TEMPLATE`, a file copy),
 *   dropped when the file closes it.
 * The teardown drops every database of the run, leftovers of a killed worker included.
 */
export interface PostgresRun {
  /** The run database: the DATABASE_URL that tests see. */
  runUrl: string;
  templateName: string;
  /** Copies are named this plus a random suffix, so the teardown finds them. */
  copyPrefix: string;
}

/** The schema the template is migrated in; each copy renames it, since Redis keys are namespaced by schema. */
export const TEMPLATE_SCHEMA = 'lotus_template';

export const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
};

/** One short-lived connection for statements that cannot run in a transaction (CREATE and DROP DATABASE). */
export async function withAdminConnection<T>(url: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export async function preparePostgresRun(serverUrl: string): Promise<{ run: PostgresRun; teardown(): Promise<void> }> {
  const id = randomBytes(4).toString('hex');
  const runName = `lotus_run_${id}`;
  const templateName = `lotus_template_${id}`;
  await withAdminConnection(serverUrl, async (sql) => {
    await sql.unsafe(`create database ${quoteIdentifier(runName)}`);
    await sql.unsafe(`create database ${quoteIdentifier(templateName)}`);
  });
  const template = await openPostgres(withDatabaseName(serverUrl, templateName), {
    schemaName: TEMPLATE_SCHEMA,
    maxConnections: 2,
  });
  try {
    await template.migrate();
    await seedDemo(template);
  } finally {
    await template.close();
  }
  // No one connects to the template again (autovacuum included), so copies never wait for it.
  await withAdminConnection(serverUrl, (sql) =>
    sql.unsafe(`alter database ${quoteIdentifier(templateName)} with is_template true allow_connections false`),
  );
  return {
    run: { runUrl: withDatabaseName(serverUrl, runName), templateName, copyPrefix: `lotus_file_${id}_` },
    teardown: () =>
      withAdminConnection(serverUrl, async (sql) => {
        const names = await sql<{ datname: string }[]>`
          select datname from pg_database where datname like ${`lotus\\_%\\_${id}%`}`;
        for (const { datname } of names) {
          await sql.unsafe(`alter database ${quoteIdentifier(datname)} with is_template false`);
          await sql.unsafe(`drop database if exists ${quoteIdentifier(datname)} with (force)`);
        }
      }),
  };
}
