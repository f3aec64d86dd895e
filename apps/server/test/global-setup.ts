import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase } from '../src/db/pglite.ts';
import { loadTemplate } from '../src/db/pglite-template.ts';
import { seedDemo } from '../src/db/seed/demo-seed.ts';
import { type PostgresRun, preparePostgresRun } from './postgres-run.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory (tar); each test file loads its own copy. Null on PostgreSQL. */
    pgliteTemplate: string | null;
    /** With DATABASE_URL: the run's own databases (test/postgres-run.ts). Null on PGlite. */
    postgresRun: PostgresRun | null;
  }
}

/**
 * Once per run, a migrated and seeded template that each test file copies instead of running every migration.
 * On PGlite a data directory dump (initdb, migrations, seed take seconds; loading the dump takes under one), started
 * from the build's migrated template when that matches the migrations (the server does the same for a new data
 * folder). With DATABASE_URL a template database, beside a run database, all dropped at the end of the run.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const { run, teardown } = await preparePostgresRun(serverUrl);
    project.provide('pgliteTemplate', null);
    project.provide('postgresRun', run);
    return teardown;
  }
  project.provide('postgresRun', null);
  const dir = await mkdtemp(path.join(tmpdir(), 'lotus-template-'));
  const file = path.join(dir, 'template.tar');
  const template = await loadTemplate();
  const client = await PGlite.create({ loadDataDir: template && new Blob([template]) });
  const db = pgliteDatabase(client);
  await db.migrate();
  await seedDemo(db);
  const dump = await client.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
