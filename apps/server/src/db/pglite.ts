import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock.ts';
import type { Database } from './database.ts';
import { withMigrations } from './migrations.ts';
import { loadTemplate, unpackTemplate } from './pglite-template.ts';
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
 * The embedded database in a data folder, held by this process until closed: opening a folder another live process
 * holds throws `DataDirInUseError` before PGlite touches it. A new folder is unpacked from the build's template of
 * the current migrations when there is one (db/pglite-template.ts), otherwise PGlite creates it (initdb); migrations
 * still run afterwards either way. `templateFolder` is where templates are looked for (tests).
 */
export async function openPglite(dataDir: string, options: { templateFolder?: string } = {}): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      const template = await loadTemplate({ folder: options.templateFolder });
      if (template) unpackTemplate(template, dataDir);
    }
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
