import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { VENDOR_API_PREFIX } from '@lotus/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import agentReportRoutes from './modules/agent-reports/routes.ts';
import announcementRoutes from './modules/announcements/routes.ts';
import { homeBannerImage } from './modules/announcements/service.ts';
import consoleRoutes from './modules/console/routes.ts';
import { contractOfferExpiryJob } from './modules/contracts/expire-offers.ts';
import contractRoutes from './modules/contracts/routes.ts';
import { earningsJobs } from './modules/earnings/jobs.ts';
import earningsRoutes from './modules/earnings/routes.ts';
import feedbackRoutes from './modules/feedback/routes.ts';
import gameRoutes from './modules/games/routes.ts';
import houseRoutes from './modules/house/routes.ts';
import { houseSettlementJob } from './modules/house/settlement-job.ts';
import inboxRoutes from './modules/inbox/routes.ts';
import { type LotteryDrawLoop, lotteryDrawLoop, lotteryPeriodsJob } from './modules/lottery/keeper.ts';
import lotteryRoutes from './modules/lottery/routes.ts';
import memberRoutes from './modules/member/routes.ts';
import profileRoutes from './modules/profile/routes.ts';
import { raffleDrawJob } from './modules/promotions/draw-raffles.ts';
import { bonusExpiryJob } from './modules/promotions/expire-bonuses.ts';
import type { RandomInt } from './modules/promotions/red-packet-claim.ts';
import promotionRoutes from './modules/promotions/routes.ts';
import realtimeRoutes from './modules/realtime/routes.ts';
import { autoRebateJob } from './modules/rebate/auto-rebate.ts';
import rebateRoutes from './modules/rebate/routes.ts';
import recordRoutes from './modules/records/routes.ts';
import type { AuthDeps } from './modules/session/auth-deps.ts';
import sessionRoutes from './modules/session/routes.ts';
import { SessionCache } from './modules/session/session-cache.ts';
import { createSessionResolver } from './modules/session/sessions.ts';
import sessionKeyRoutes from './modules/session-keys/routes.ts';
import systemRoutes from './modules/system/routes.ts';
import vendorRoutes from './modules/vendors/routes.ts';
import { injectTransport, type SeamlessTransport } from './modules/vendors/seamless-client.ts';
import verificationRoutes from './modules/verification/routes.ts';
import vipRoutes from './modules/vip/routes.ts';
import { vipCountJob } from './modules/vip/vip-job.ts';
import type { DepositDeps } from './modules/wallet/deposits/deposit-deps.ts';
import paymentNotifyRoutes from './modules/wallet/deposits/payment-notify-routes.ts';
import walletRoutes from './modules/wallet/routes.ts';
import { withdrawalAutoConfirmJob } from './modules/wallet/withdrawals/auto-confirm.ts';
import accessGate from './platform/access-gate.ts';
import { type Clock, type ShiftedClock, shiftedClock, systemClock } from './platform/clock.ts';
import envelope from './platform/envelope.ts';
import { createMemoryEventBus, createRedisEventBus, type EventBus } from './platform/event-bus.ts';
import featureGate from './platform/feature-gate.ts';
import health from './platform/health.ts';
import { createScheduler, type Scheduler } from './platform/jobs/scheduler.ts';
import language from './platform/language.ts';
import loadShedding from './platform/load-shedding.ts';
import { createLogger, requestLogger } from './platform/logger.ts';
import { merchantDirectory } from './platform/merchant/merchant-directory.ts';
import merchantResolution from './platform/merchant/merchant-resolution.ts';
import { createBrandTransports } from './platform/messages/brand-transports.ts';
import { createMessageDelivery, type MessageDelivery, messageDeliveryJob } from './platform/messages/delivery.ts';
import type { MessageSender } from './platform/messages/message-sender.ts';
import { createOutboxSender } from './platform/messages/outbox-sender.ts';
import metrics from './platform/metrics.ts';
import nulCharacters from './platform/nul-characters.ts';
import openapi from './platform/openapi.ts';
import { createPayloadKeyStore } from './platform/payload-encryption/key-store.ts';
import payloadEncryption from './platform/payload-encryption/payload-encryption.ts';
import { createDemoProvider } from './platform/payments/demo-provider.ts';
import demoProviderPages, { type NotificationTransport } from './platform/payments/demo-provider-pages.ts';
import { rateLimitOptions } from './platform/rate-limit.ts';
import requestId, { requestIdFor } from './platform/request-id.ts';
import securityHeaders from './platform/security-headers.ts';
import sessionGuard, { type SessionResolver, sessionRateLimitKey } from './platform/session-guard.ts';
import { shareInvalidations } from './platform/shared-invalidations.ts';
import testControls from './platform/test-controls.ts';
import webApp, { createWebApp, hasWebBuild } from './platform/web-app.ts';

/** How long a live session's row answers for it without a query; a revocation drops it at once in every process. */
const SESSION_CACHE_MS = 5_000;
/** Rows held per process: about the signed-in players active within `SESSION_CACHE_MS`. */
const SESSION_CACHE_ENTRIES = 100_000;

export interface AppDeps {
  config: Config;
  db: Database;
  /** Shared rate-limit counters and cross-process cache invalidation; optional in one-process installs. */
  redis?: Redis | undefined;
  logger?: Logger | undefined;
  /** The time source; with `config.testControls` a ShiftedClock that `/test/clock` moves (by default its own). */
  clock?: Clock | ShiftedClock | undefined;
  /** Finds the session behind a token; by default the sessions table (tests may pass their own). */
  sessionResolver?: SessionResolver | undefined;
  /** Where SMS and email go; by default the outbox table. */
  messageSender?: MessageSender | undefined;
  /** Socket messages to members; by default in memory, or through Redis when `redis` is given. */
  events?: EventBus | undefined;
  /** How the demo payment provider reaches Lotus with its notifications; by default `fetch`. */
  paymentTransport?: NotificationTransport | undefined;
  /** How the house game server reaches the seamless wallet API; by default in process (`inject`), as over HTTP. */
  houseTransport?: SeamlessTransport | undefined;
  /** Draws the catalogue's WebP artwork from its SVG; by default sharp. Browser tests share one across servers. */
  rasteriseArt?: ((svg: string) => Promise<Buffer>) | undefined;
  /** Draws red packets' amounts, an integer in [min, max); by default node:crypto (tests pass their own). */
  randomInt?: RandomInt | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes socket messages to members (`app.events.publish({ merchantId, memberId }, type, data)`). */
    events: EventBus;
    /** Recurring jobs; the entry point starts their timers, tests run a slot with `app.jobs.runNow(name)`. */
    jobs: Scheduler;
    /** Sends queued SMS and email through the configured providers (tests wait with `idle()`). */
    messageDelivery: MessageDelivery;
    /** The house lottery's draw loop; the entry point starts it, tests draw with `drawAndSettle`. */
    lotteryDraws: LotteryDrawLoop;
  }
}

/**
 * The whole HTTP application, not yet listening: tests call `inject()` on it (and may add routes before the first
 * request), main.ts calls `listen()`. Plugins load in tiers: external (headers, limits, docs), platform
 * (envelope, metrics, merchant, gates, health, web app), then the domain modules.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, redis } = deps;
  // Never in production mode, whatever the configuration object says.
  const testClock = config.testControls && config.mode === 'demo' ? testControlsClock(deps.clock) : undefined;
  const clock = testClock ?? deps.clock ?? systemClock;
  const directory = merchantDirectory(db);
  // Live sessions' rows for a few seconds per process: a signed-in request skips its session query.
  const sessions = new SessionCache({ ttlMs: SESSION_CACHE_MS, maxEntries: SESSION_CACHE_ENTRIES });
  const resolveSession = deps.sessionResolver ?? createSessionResolver(db, clock, sessions);
  const payloadKeys = createPayloadKeyStore({ db, clock, rotationMs: config.payloadKeyRotationMs });

  const app = Fastify({
    // pino's Logger and Fastify's logger interface differ only in optional extras.
    loggerInstance: (deps.logger ?? createLogger(config)) as FastifyBaseLogger,
    // At a level that writes nothing per request, no child logger (nor its redaction) for requests that log nothing.
    childLoggerFactory: requestLogger,
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
    rateLimitOptions({
      perMinute: config.rateLimitPerMinute,
      redis,
      namespace: `lotus:${db.schemaName}`,
      clock,
      sessionKey: sessionRateLimitKey(resolveSession, directory),
    }),
  );
  // Before the routes it guards: the money calls beyond what the database keeps up with are refused, not queued.
  await app.register(loadShedding, { ...config.loadShedding, prefixes: [VENDOR_API_PREFIX] });
  // Before every route and step that could carry request text into SQL.
  await app.register(nulCharacters);
  await app.register(cookie);
  // Uploads (withdrawal proofs, feedback images) are read by `readImageForm`, which applies each form's own limits.
  await app.register(multipart, { limits: { fields: 20, parts: 30 } });
  await app.register(openapi);

  // Platform.
  const onEventError = (err: unknown) => app.log.warn({ err }, 'socket message not delivered');
  const events =
    deps.events ??
    (redis
      ? await createRedisEventBus(redis, `lotus:${db.schemaName}:socket:`, { clock, onError: onEventError })
      : createMemoryEventBus({ clock, onError: onEventError }));
  app.decorate('events', events);
  if (!deps.events) app.addHook('onClose', () => events.close());
  const web = hasWebBuild(config.webDist)
    ? createWebApp(config.webDist, directory, {
        homeBannerImage: async (code, language) => {
          const merchant = await directory.get(code);
          return merchant ? homeBannerImage(db, merchant, language, clock.now()) : null;
        },
      })
    : null;
  if (!web && config.env === 'production') {
    app.log.warn({ webDist: config.webDist }, 'no web build found: serving the API only (run `npm run build`)');
  }
  await app.register(envelope, web ? { htmlFallback: web.sendIndex } : {});
  // After the envelope, so a refused scrape is answered like any other refusal; before the routes it measures.
  await app.register(metrics, { token: config.metricsToken });
  // Links to a loopback domain name the port this process listens on: PORT, or the one the system chose for port 0.
  // Read once it is known: asking the socket costs a system call, and merchant resolution asks on every request.
  let boundPort: number | undefined;
  const listeningPort = () => {
    if (boundPort !== undefined) return boundPort;
    const address = app.server.address();
    if (address && typeof address === 'object') boundPort = address.port;
    return boundPort ?? config.port;
  };
  await app.register(merchantResolution, { directory, port: listeningPort });
  await app.register(featureGate);
  await app.register(accessGate, { clock });
  await app.register(sessionGuard, { resolve: resolveSession });
  await app.register(payloadEncryption, { store: payloadKeys });
  await app.register(health, { db, redis });
  if (testClock) await app.register(testControls, { clock: testClock });
  if (web) await app.register(webApp, { web });
  if (redis) {
    const stopMerchants = await shareInvalidations(directory, redis, `lotus:${db.schemaName}:merchant-invalidated`);
    const stopSessions = await shareInvalidations(sessions, redis, `lotus:${db.schemaName}:session-revoked`);
    app.addHook('onClose', async () => {
      await stopMerchants();
      await stopSessions();
    });
  }

  // Modules.
  await app.register(systemRoutes, { db, clock });
  await app.register(sessionKeyRoutes, { store: payloadKeys });
  await app.register(realtimeRoutes, {
    events,
    resolveSession,
    directory,
    clock,
  });
  await app.register(announcementRoutes, { db, clock, resolveSession });
  await app.register(inboxRoutes, { db, clock, events });
  await app.register(promotionRoutes, { db, clock, events, resolveSession, randomInt: deps.randomInt });
  await app.register(vipRoutes, { db, clock });
  await app.register(rebateRoutes, { db, clock, events });
  await app.register(feedbackRoutes, { db, clock, events, resolveSession });
  const messageDelivery = createMessageDelivery({
    db,
    clock,
    config: config.delivery,
    transports: createBrandTransports(config.delivery, { allowPrivate: config.outboundAllowPrivate }),
    log: app.log,
  });
  app.decorate('messageDelivery', messageDelivery);
  app.addHook('onClose', () => messageDelivery.close());
  const auth: AuthDeps = {
    db,
    sender:
      deps.messageSender ??
      createOutboxSender(db, {
        clock,
        delivery: messageDelivery,
        logger: config.env === 'development' ? deps.logger : undefined,
      }),
    revealCaptcha: config.exposeOutbox,
    outbound: { allowPrivate: config.outboundAllowPrivate },
    notifyRevoked: (revoked) => {
      // After the commit; delivery is best effort and the token is dead whether or not the socket hears it.
      for (const { merchantId, memberId, sessionId, reason } of revoked) {
        sessions.revoke(sessionId);
        void events.publish({ merchantId, memberId }, 'session.revoked', { sessionId, reason });
      }
    },
  };
  const accountLimit = { max: config.accountsPerHour, timeWindow: 3_600_000 };
  await app.register(sessionRoutes, { deps: auth, clock, accountLimit });
  await app.register(memberRoutes, { deps: auth, clock, accountLimit });
  await app.register(profileRoutes, { deps: auth, clock });
  await app.register(verificationRoutes, { deps: auth, clock, exposeOutbox: config.exposeOutbox });
  const deposits: DepositDeps = {
    db,
    events,
    providers: new Map(
      config.demoPayments.enabled ? [['demo', createDemoProvider(config.demoPayments.secret)] as const] : [],
    ),
  };
  await app.register(walletRoutes, { deps: deposits, clock });
  await app.register(contractRoutes, { db, clock, events });
  await app.register(paymentNotifyRoutes, { deps: deposits, directory, clock });
  const houseTransport = deps.houseTransport ?? injectTransport(() => app);
  await app.register(consoleRoutes, { db, events, directory, clock, auth, transport: houseTransport });
  // Games: the catalogue, the seamless wallet API vendors call, the house vendor's own game server, and records.
  await app.register(gameRoutes, {
    db,
    clock,
    events,
    resolveSession,
    artPerMinute: config.gameArtPerMinute,
    rasteriseArt: deps.rasteriseArt,
  });
  await app.register(vendorRoutes, { db, clock, events, directory, demoVendor: config.demoVendor });
  await app.register(houseRoutes, { db, clock, transport: houseTransport });
  await app.register(lotteryRoutes, { db, clock, transport: houseTransport });
  await app.register(recordRoutes, { db, clock });
  await app.register(agentReportRoutes, { db, clock });
  await app.register(earningsRoutes, { db, clock });
  const lottery = { db, clock, transport: houseTransport, log: app.log, events };
  const jobs = createScheduler(db, clock, app.log, [
    withdrawalAutoConfirmJob({ db, events }),
    houseSettlementJob({ db, clock, transport: houseTransport, log: app.log }),
    messageDeliveryJob(messageDelivery),
    lotteryPeriodsJob(lottery),
    contractOfferExpiryJob({ db, events }),
    bonusExpiryJob({ db, events }),
    raffleDrawJob({ db, events }),
    vipCountJob({ db, events }),
    autoRebateJob({ db, events }),
    ...earningsJobs({ db }),
  ]);
  app.decorate('jobs', jobs);
  const lotteryDraws = lotteryDrawLoop(lottery);
  app.decorate('lotteryDraws', lotteryDraws);
  app.addHook('onClose', async () => {
    jobs.stop();
    await lotteryDraws.stop();
  });
  // The demo provider stands in for an outside service; it shares this process only for convenience.
  if (config.demoPayments.enabled) {
    await app.register(demoProviderPages, {
      secret: config.demoPayments.secret,
      clock,
      transport: deps.paymentTransport,
    });
  }

  return app;
}

/** The clock `/test/clock` moves: the one given when it can be moved, else real time shifted by the tests. */
function testControlsClock(given: Clock | ShiftedClock | undefined): ShiftedClock {
  if (!given) return shiftedClock();
  if ('advance' in given) return given;
  throw new Error('LOTUS_TEST_CONTROLS needs a clock that can be moved');
}
