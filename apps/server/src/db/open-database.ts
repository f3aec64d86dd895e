import path from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from './database.ts';

/**
 * PostgreSQL when `DATABASE_URL` is set, otherwise the embedded database under `<DATA_DIR>/pglite`. Only the
 * chosen driver is loaded, which keeps start-up short.
 */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(config.databaseUrl, { schemaName: config.databaseSchema });
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(path.join(config.dataDir, 'pglite'));
}
