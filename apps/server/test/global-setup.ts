import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase } from '../src/db/pglite.ts';
import { loadTemplate } from '../src/db/pglite-template.ts';
import { seedDemo } from '../src/db/seed/demo-seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory (tar); each test file loads its own copy. Null on PostgreSQL. */
    pgliteTemplate: string | null;
  }
}

/**
 * Once per run: on PGlite, create the template database (initdb, migrations, seed take seconds; loading the dump
 * takes under one). It starts from the build's migrated template when that matches the migrations (the server does
 * the same for a new data folder), otherwise from initdb. With DATABASE_URL each test file creates its own schema
 * instead, so there is nothing to share.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
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
