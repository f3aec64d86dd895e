import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../paths.ts';

/**
 * Runs drizzle's migrator with the right folder and bookkeeping table for a schema. drizzle-kit qualifies foreign
 * keys as `"public"."table"`; for any other schema the migrator gets a copy of the folder re-qualified to that schema,
 * and keeps its bookkeeping table there too, so a schema is self-contained and can be dropped as a whole.
 */
export async function withMigrations(schemaName: string, run: (config: MigrationConfig) => Promise<void>) {
  if (schemaName === 'public') return run({ migrationsFolder });
  const folder = await mkdtemp(path.join(tmpdir(), 'lotus-migrations-'));
  try {
    await cp(migrationsFolder, folder, { recursive: true });
    for (const file of await readdir(folder)) {
      if (!file.endsWith('.sql')) continue;
      const sql = await readFile(path.join(folder, file), 'utf8');
      await writeFile(path.join(folder, file), sql.replaceAll('"public".', `"${schemaName}".`));
    }
    await run({ migrationsFolder: folder, migrationsSchema: schemaName });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
