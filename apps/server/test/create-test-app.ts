import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_MERCHANT_CODE } from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import type { RandomInt } from '../src/modules/promotions/red-packet-claim.ts';
import type { SeamlessTransport } from '../src/modules/vendors/seamless-client.ts';
import { repoRoot } from '../src/paths.ts';
import type { Clock } from '../src/platform/clock.ts';
import type { SessionResolver } from '../src/platform/session-guard.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestAppOptions {
  /** Share a database between apps; by default each app gets a fresh one, closed with the app. */
  db?: Database;
  config?: Partial<Config>;
  clock?: Clock;
  sessionResolver?: SessionResolver;
  logger?: Logger;
  /** How the demo payment provider reaches the app: inject() (default) or real HTTP to a listening server. */
  payments?: 'inject' | 'fetch';
  /** How the house game server reaches the seamless wallet API; by default in process. */
  houseTransport?: SeamlessTransport;
  /** SVG to WebP for the catalogue's artwork; by default sharp. */
  rasteriseArt?: (svg: string) => Promise<Buffer>;
  /** Red packets' amounts; by default node:crypto. */
  randomInt?: RandomInt;
}

/**
 * The demo payment provider's notifications, delivered to the app under test through inject() (nothing listens on a
 * port there). `attempts` counts the deliveries; `offline` makes them fail, as a provider that cannot reach Lotus.
 */
function injectTransport(appRef: () => FastifyInstance) {
  const transport = {
    attempts: 0,
    offline: false,
    send: async (url: string, body: string, headers: Record<string, string>) => {
      transport.attempts += 1;
      if (transport.offline) return false;
      const res = await appRef().inject({ method: 'POST', url: new URL(url).pathname, payload: body, headers });
      return res.statusCode >= 200 && res.statusCode < 300;
    },
  };
  return transport;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  payments: ReturnType<typeof injectTransport>;
  close(): Promise<void>;
}

/** Headers of a guest call to the demo brand. */
export const demoHeaders = { merchant: DEMO_MERCHANT_CODE } as const;

/**
 * Test configuration: quiet logs, no web build (tests that want one point WEB_DIST at a folder of their own) and
 * rate limits (and the gate on seamless calls) high enough that only their own tests meet them.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig(
    {
      NODE_ENV: 'test',
      // Tests run on the demo brand whichever database they use (DATABASE_URL alone would mean production mode).
      LOTUS_MODE: 'demo',
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(tmpdir(), 'lotus-test-no-web-build'),
      DATABASE_URL: process.env.DATABASE_URL,
      REDIS_URL: process.env.REDIS_URL,
    },
    repoRoot,
  );
  return {
    ...base,
    rateLimitPerMinute: 100_000,
    accountsPerHour: 100_000,
    gameArtPerMinute: 100_000,
    // The fake SMTP servers and SMS providers listen on 127.0.0.1.
    outboundAllowPrivate: true,
    loadShedding: {
      concurrency: 100_000,
      maxQueued: 100_000,
      maxEventLoopDelayMs: 600_000,
      maxEventLoopUtilization: 1,
      retryAfterSeconds: 1,
    },
    ...overrides,
  };
}

/**
 * The whole app on a fresh database (see createTestDatabase), with Redis when REDIS_URL is set. Add test routes
 * before the first inject(); call close() in afterAll.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.db ?? (await createTestDatabase());
  const config = testConfig(options.config);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  let built: FastifyInstance | undefined;
  const payments = injectTransport(() => {
    if (!built) throw new Error('payment notification before the app was built');
    return built;
  });
  const app = await buildApp({
    config,
    db,
    redis,
    clock: options.clock,
    sessionResolver: options.sessionResolver,
    logger: options.logger,
    paymentTransport: options.payments === 'fetch' ? undefined : payments.send,
    houseTransport: options.houseTransport,
    rasteriseArt: options.rasteriseArt,
    randomInt: options.randomInt,
  });
  built = app;
  return {
    app,
    db,
    config,
    payments,
    close: async () => {
      await app.close();
      await redis?.quit();
      if (!options.db) await db.close();
    },
  };
}
