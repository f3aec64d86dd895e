import { flushCompileCache } from 'node:module';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { seedDemo } from './db/seed/demo-seed.ts';
import { listBrandSummaries } from './modules/brands/queries.ts';
import { createLogger } from './platform/logger.ts';
import { checkBrands, checkConfig, StartupCheckError, type StartupFindings } from './platform/startup-checks.ts';

async function connectRedis(url: string) {
  // Loaded only when configured: a one-process install never needs it.
  const { Redis } = await import('ioredis');
  return new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
}

/**
 * Process entry: config → start-up checks → database (migrate, demo seed on first start when enabled) → brand checks
 * → app → listen; closes cleanly on SIGTERM/SIGINT.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const report = ({ errors, warnings }: StartupFindings) => {
    for (const warning of warnings) logger.warn(warning);
    if (errors.length > 0) throw new StartupCheckError(errors);
  };
  report(checkConfig(config));
  const db = await openDatabase(config);
  try {
    await db.migrate();
    if (config.demoSeed && (await seedDemo(db))) {
      logger.info('empty database: seeded the demo merchant and demo accounts');
    }
    report(checkBrands(config, await listBrandSummaries(db.orm)));
  } catch (error) {
    await db.close();
    throw error;
  }
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const app = await buildApp({ config, db, redis, logger });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one does not keep the process alive for ever.
    const deadline = setTimeout(() => {
      logger.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, 10_000);
    deadline.unref();
    try {
      await app.close();
      await db.close();
      await redis?.quit();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.jobs.start();
  app.lotteryDraws.start();
  // The bundle's compile cache (bundle-main.ts) then holds what start-up compiled, even if the process is killed
  // later; a moment after the start, so that writing it does not delay the first requests.
  setTimeout(() => flushCompileCache(), 2000).unref();
  logger.info(
    {
      database: db.kind === 'pglite' ? config.dataDir : 'postgresql',
      redis: Boolean(redis),
      env: config.env,
      mode: config.mode,
      node: process.version,
      startupMs: Math.round(process.uptime() * 1000),
    },
    'Lotus is ready',
  );
}

main().catch((error: unknown) => {
  // A refused start names what to set; a stack would only hide it.
  console.error(error instanceof StartupCheckError ? error.message : error);
  process.exit(1);
});
