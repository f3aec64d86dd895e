import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.ts';
import type { LoadSheddingOptions } from './platform/load-shedding.ts';
import { type DeliveryConfig, deliveryVariables, loadDeliveryConfig } from './platform/messages/delivery-config.ts';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  LOG_LEVEL: z.enum(logLevels).optional(),
  TRUST_PROXY: flag.default(false),
  WEB_DIST: z.string().min(1).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  LOTUS_MODE: z.enum(['demo', 'production']).optional(),
  DEMO_SEED: flag.optional(),
  DEMO_VENDOR: flag.optional(),
  EXPOSE_OUTBOX: flag.optional(),
  LOTUS_TEST_CONTROLS: flag.default(false),
  ACCOUNTS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  GAME_ART_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  SEAMLESS_CONCURRENCY: z.coerce.number().int().min(1).optional(),
  SEAMLESS_MAX_QUEUED: z.coerce.number().int().min(0).default(32),
  SEAMLESS_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(1).default(500),
  SEAMLESS_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0.5).max(1).default(0.95),
  SEAMLESS_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(1),
  PAYLOAD_KEY_ROTATION_HOURS: z.coerce.number().positive().max(8760).default(24),
  DEMO_PAYMENTS: flag.optional(),
  DEMO_PAYMENT_SECRET: z.string().min(32).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  OUTBOUND_ALLOW_PRIVATE: flag.default(false),
});

/** Every environment variable Lotus reads; the README's settings table lists each one. */
export const settingVariables: readonly string[] = [...Object.keys(envSchema.shape), ...deliveryVariables];

export type LotusMode = 'demo' | 'production';

export interface Config {
  env: 'development' | 'production' | 'test';
  /**
   * `demo`: an empty database gets the demo brand with the README's published passwords, and the demo payment
   * provider, demo vendor and dev views are on. `production`: none of that unless switched on by name (`DEMO_*`,
   * `EXPOSE_OUTBOX`). Not NODE_ENV, since `npm start` runs the demo with NODE_ENV=production. Default: `production`
   * with DATABASE_URL, else `demo`.
   */
  mode: LotusMode;
  /** Fill an empty database with the demo brand, its content and accounts at start. */
  demoSeed: boolean;
  /** The demo game vendor's pages and server, which make every seeded third-party game playable. */
  demoVendor: boolean;
  port: number;
  host: string;
  /** Absolute; PGlite keeps its files under `<dataDir>/pglite`. */
  dataDir: string;
  /** Set: PostgreSQL; unset: embedded PGlite. */
  databaseUrl: string | undefined;
  /** A schema of its own (created if missing), so parallel test runs never share tables. */
  databaseSchema: string | undefined;
  redisUrl: string | undefined;
  logLevel: (typeof logLevels)[number];
  /** Behind a proxy: take the client address and protocol from X-Forwarded-For / X-Forwarded-Proto. */
  trustProxy: boolean;
  /** The built web app (`index.html` and `assets/`). */
  webDist: string;
  /** Default requests per minute per client address; routes may set tighter limits. */
  rateLimitPerMinute: number;
  bodyLimitBytes: number;
  /** Registrations and free-play accounts one client address may create per hour. */
  accountsPerHour: number;
  /**
   * Generated catalogue pictures (`/game-art/…`) one client address may ask for per minute, apart from the API's
   * limit: a lobby page shows dozens, and each new one costs CPU to draw.
   */
  gameArtPerMinute: number;
  /**
   * Seamless wallet calls (`/vendor/v1/…`) served at once (by default PostgreSQL's pool, 10; on PGlite 2), allowed to
   * wait, how late the event loop may run (ms) and how busy it may have been of late (0–1); beyond those a call gets a
   * fast 503 with `Retry-After` instead of queueing (platform/load-shedding.ts).
   */
  loadShedding: Omit<LoadSheddingOptions, 'prefixes'>;
  /**
   * `GET /dev/outbox` (messages of the embedded SMS/email provider) and `GET /dev/captcha` (the answer of the
   * caller's captcha). In demo mode on by default outside NODE_ENV=production; in production mode off unless set.
   */
  exposeOutbox: boolean;
  /**
   * `/test/clock`: browser tests move the server's clock forward instead of waiting for a draw, a period or an
   * expiry (platform/test-controls.ts). Demo mode only: a production-mode server never registers it, flag or not.
   */
  testControls: boolean;
  /** Key pairs of encrypted calls are replaced after this long; the previous pair keeps working for as long again. */
  payloadKeyRotationMs: number;
  /**
   * The demo payment provider (its pay page and signed notifications), for online deposit channels whose provider
   * is `demo`. Its HMAC secret is random per process unless set: set it when several processes share the traffic.
   */
  demoPayments: {
    enabled: boolean;
    secret: string /** Set by DEMO_PAYMENT_SECRET rather than random. */;
    secretSet: boolean;
  };
  /** The bearer token Prometheus sends for `/metrics`; unset: `/metrics` is not served at all. */
  metricsToken: string | undefined;
  /** SMTP and SMS providers (see delivery-config.ts); without them messages stay in the embedded outbox. */
  delivery: DeliveryConfig;
  /**
   * Whether servers an operator types into the console (a brand's SMTP server and SMS provider) may be on loopback,
   * private or link-local addresses (platform/outbound.ts). Off: only public addresses are called.
   */
  outboundAllowPrivate: boolean;
}

/**
 * Reads the environment. Relative paths resolve against the directory npm was started from (`INIT_CWD`), so
 * `npm start` at the repository root keeps `./data` there even though the server's script runs in apps/server.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, baseDir = env.INIT_CWD ?? process.cwd()): Config {
  // An empty variable means "not set", as in most shells' `FOO= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const mode: LotusMode = e.LOTUS_MODE ?? (e.DATABASE_URL ? 'production' : 'demo');
  const demo = mode === 'demo';
  const defaultLevel = e.NODE_ENV === 'test' ? 'silent' : e.NODE_ENV === 'production' ? 'info' : 'debug';
  return {
    env: e.NODE_ENV,
    mode,
    demoSeed: e.DEMO_SEED ?? demo,
    demoVendor: e.DEMO_VENDOR ?? demo,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(baseDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL ?? defaultLevel,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? path.resolve(baseDir, e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    bodyLimitBytes: 1024 * 1024,
    accountsPerHour: e.ACCOUNTS_PER_HOUR,
    gameArtPerMinute: e.GAME_ART_PER_MINUTE,
    loadShedding: {
      concurrency: e.SEAMLESS_CONCURRENCY ?? (e.DATABASE_URL ? 10 : 2),
      maxQueued: e.SEAMLESS_MAX_QUEUED,
      maxEventLoopDelayMs: e.SEAMLESS_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.SEAMLESS_MAX_EVENT_LOOP_UTILIZATION,
      retryAfterSeconds: e.SEAMLESS_RETRY_AFTER_SECONDS,
    },
    exposeOutbox: e.EXPOSE_OUTBOX ?? (demo && e.NODE_ENV !== 'production'),
    testControls: e.LOTUS_TEST_CONTROLS && demo,
    payloadKeyRotationMs: e.PAYLOAD_KEY_ROTATION_HOURS * 3_600_000,
    demoPayments: {
      enabled: e.DEMO_PAYMENTS ?? demo,
      secret: e.DEMO_PAYMENT_SECRET ?? randomBytes(32).toString('hex'),
      secretSet: e.DEMO_PAYMENT_SECRET !== undefined,
    },
    metricsToken: e.METRICS_TOKEN,
    delivery: loadDeliveryConfig(present),
    outboundAllowPrivate: e.OUTBOUND_ALLOW_PRIVATE,
  };
}
