import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The monorepo root, whatever directory the process was started from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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
  EXPOSE_OUTBOX: flag.optional(),
  ACCOUNTS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  GAME_ART_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  PAYLOAD_KEY_ROTATION_HOURS: z.coerce.number().positive().max(8760).default(24),
  DEMO_PAYMENTS: flag.default(true),
  DEMO_PAYMENT_SECRET: z.string().min(32).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
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
   * `GET /dev/outbox` (messages of the embedded SMS/email provider) and `GET /dev/captcha` (the answer of the
   * caller's captcha). On by default outside production, where it must stay off.
   */
  exposeOutbox: boolean;
  /** Key pairs of encrypted calls are replaced after this long; the previous pair keeps working for as long again. */
  payloadKeyRotationMs: number;
  /**
   * The demo payment provider (its pay page and signed notifications), for online deposit channels whose provider
   * is `demo`. Its HMAC secret is random per process unless set: set it when several processes share the traffic.
   */
  demoPayments: { enabled: boolean; secret: string };
  /** The bearer token Prometheus sends for `/metrics`; unset: `/metrics` is not served at all. */
  metricsToken: string | undefined;
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
  const defaultLevel = e.NODE_ENV === 'test' ? 'silent' : e.NODE_ENV === 'production' ? 'info' : 'debug';
  return {
    env: e.NODE_ENV,
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
    exposeOutbox: e.EXPOSE_OUTBOX ?? e.NODE_ENV !== 'production',
    payloadKeyRotationMs: e.PAYLOAD_KEY_ROTATION_HOURS * 3_600_000,
    demoPayments: { enabled: e.DEMO_PAYMENTS, secret: e.DEMO_PAYMENT_SECRET ?? randomBytes(32).toString('hex') },
    metricsToken: e.METRICS_TOKEN,
  };
}
