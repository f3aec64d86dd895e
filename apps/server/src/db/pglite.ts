import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock.ts';
import type { Database } from './database.ts';
import { withMigrations } from './migrations.ts';
import * as schema from './schema.ts';

/** Wraps an open PGlite instance. Closing the database closes the instance. */
export function pgliteDatabase(client: PGlite): Database {
  const orm = drizzle({ client, schema });
  return {
    orm,
    kind: 'pglite',
    schemaName: 'public',
    // One connection in one process: nothing else can migrate at the same time.
    migrate: () => withMigrations('public', (config) => migrate(orm, config)),
    close: () => client.close(),
  };
}

/**
 * The embedded database in a data folder (created on first use), held by this process until closed: opening a folder
 * another live process holds throws `DataDirInUseError` before PGlite touches it.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const db = pgliteDatabase(await PGlite.create({ dataDir }));
    return {
      ...db,
      close: async () => {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
