// The real app in process on a fresh demo database, for benches that time a use case rather than HTTP load.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import { openDatabase } from '../../apps/server/src/db/open-database.ts';
import { quoteIdentifier } from '../../apps/server/src/db/postgres.ts';
import { seedDemo } from '../../apps/server/src/db/seed/demo-seed.ts';
import type { Clock } from '../../apps/server/src/platform/clock.ts';

export interface BenchApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/**
 * The app on PGlite, or on PostgreSQL in a schema of its own when `databaseUrl` is given, migrated and seeded with
 * the demo brand; production settings, quiet logs (LOG_LEVEL to see more).
 */
export async function openBenchApp(databaseUrl: string | undefined, clock: Clock): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lotus-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOTUS_MODE: 'demo',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    // Set-ups block the event loop for seconds; the benches measure the work, not the load shedding.
    SEAMLESS_MAX_EVENT_LOOP_DELAY_MS: '600000',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: databaseUrl ? `lotus_bench_${randomBytes(4).toString('hex')}` : undefined,
  });
  const db = await openDatabase(config);
  await db.migrate();
  await seedDemo(db);
  const app = await buildApp({ config, db, clock });
  return {
    app,
    db,
    async close() {
      await app.close();
      if (db.kind === 'postgres')
        await db.orm.execute(`drop schema if exists ${quoteIdentifier(db.schemaName)} cascade`);
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
