import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import announcementRoutes from './modules/announcements/routes.ts';
import systemRoutes from './modules/system/routes.ts';
import accessGate from './platform/access-gate.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import envelope from './platform/envelope.ts';
import featureGate from './platform/feature-gate.ts';
import health from './platform/health.ts';
import language from './platform/language.ts';
import { createLogger } from './platform/logger.ts';
import { merchantDirectory } from './platform/merchant/merchant-directory.ts';
import { shareMerchantInvalidations } from './platform/merchant/merchant-invalidation.ts';
import merchantResolution from './platform/merchant/merchant-resolution.ts';
import metrics from './platform/metrics.ts';
import openapi from './platform/openapi.ts';
import { rateLimitOptions } from './platform/rate-limit.ts';
import requestId, { requestIdFor } from './platform/request-id.ts';
import securityHeaders from './platform/security-headers.ts';
import sessionGuard, { noSessions, type SessionResolver } from './platform/session-guard.ts';
import webApp, { createWebApp, hasWebBuild } from './platform/web-app.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  /** Shared rate-limit counters and cross-process cache invalidation; optional in one-process installs. */
  redis?: Redis | undefined;
  logger?: Logger | undefined;
  clock?: Clock | undefined;
  /** Finds the session behind a token; until accounts exist, nobody has one. */
  sessionResolver?: SessionResolver | undefined;
}

/**
 * The whole HTTP application, not yet listening: tests call `inject()` on it (and may add routes before the first
 * request), main.ts calls `listen()`. Plugins load in tiers: external (headers, limits, docs, metrics), platform
 * (envelope, merchant, gates, health, web app), then the domain modules.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, redis } = deps;
  const clock = deps.clock ?? systemClock;
  const directory = merchantDirectory(db);

  const app = Fastify({
    // pino's Logger and Fastify's logger interface differ only in optional extras.
    loggerInstance: (deps.logger ?? createLogger(config)) as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: false,
    genReqId: requestIdFor,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External: everything else builds on these, and the rate limiter must see every route as it is added.
  await app.register(requestId);
  await app.register(language);
  await app.register(securityHeaders);
  await app.register(
    rateLimit,
    rateLimitOptions({ perMinute: config.rateLimitPerMinute, redis, namespace: `lotus:${db.schemaName}` }),
  );
  await app.register(openapi);
  await app.register(metrics);

  // Platform.
  const web = hasWebBuild(config.webDist) ? createWebApp(config.webDist, directory) : null;
  if (!web && config.env === 'production') {
    app.log.warn({ webDist: config.webDist }, 'no web build found: serving the API only (run `npm run build`)');
  }
  await app.register(envelope, web ? { htmlFallback: web.sendIndex } : {});
  await app.register(merchantResolution, { directory });
  await app.register(featureGate);
  await app.register(accessGate, { clock });
  await app.register(sessionGuard, { resolve: deps.sessionResolver ?? noSessions });
  await app.register(health, { db, redis });
  if (web) await app.register(webApp, { web });
  if (redis) {
    const stop = await shareMerchantInvalidations(directory, redis, `lotus:${db.schemaName}:merchant-invalidated`);
    app.addHook('onClose', stop);
  }

  // Modules.
  await app.register(systemRoutes, { db, clock });
  await app.register(announcementRoutes, { db, clock });

  return app;
}
