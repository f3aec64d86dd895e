import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { pgliteDatabase } from '../src/db/pglite.ts';
import { openPostgres, quoteIdentifier } from '../src/db/postgres.ts';
import { seedDemo } from '../src/db/seed/demo-seed.ts';

/**
 * A fresh, migrated and seeded database of its own. PGlite: in memory, a copy of the run's template. PostgreSQL
 * (DATABASE_URL set): a new schema with a random name, dropped again by `close()`, so parallel files and parallel
 * runs never see each other's rows.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schemaName = `lotus_test_${randomBytes(6).toString('hex')}`;
    const db = await openPostgres(url, { schemaName, maxConnections: 4 });
    await db.migrate();
    await seedDemo(db);
    return {
      ...db,
      close: async () => {
        await db.orm.execute(`drop schema if exists ${quoteIdentifier(schemaName)} cascade`);
        await db.close();
      },
    };
  }
  // The server project's global setup provides a template; other projects (browser tests) build one from scratch.
  const template = inject('pgliteTemplate');
  if (template) return pgliteDatabase(await PGlite.create({ loadDataDir: new Blob([await readFile(template)]) }));
  const db = pgliteDatabase(await PGlite.create());
  await db.migrate();
  await seedDemo(db);
  return db;
}
