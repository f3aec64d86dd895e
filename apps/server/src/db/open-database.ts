import path from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** PostgreSQL when `DATABASE_URL` is set, otherwise the embedded database under `<DATA_DIR>/pglite`. */
export function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, { schemaName: config.databaseSchema });
  return openPglite(path.join(config.dataDir, 'pglite'));
}
