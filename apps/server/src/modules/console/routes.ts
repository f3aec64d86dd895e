import {
  consoleLoginRequestSchema,
  consoleOperatorSchema,
  consoleSessionSchema,
  consoleTotpPendingSchema,
  envelopeSchema,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MerchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import { requestContext } from '../../platform/request-context.ts';
import type { AuthDeps } from '../session/auth-deps.ts';
import type { SeamlessTransport } from '../vendors/seamless-client.ts';
import agentRoutes from './agents/routes.ts';
import auditRoutes from './audit/routes.ts';
import betRoutes from './bets/routes.ts';
import channelRoutes from './channels/routes.ts';
import { consoleRoute } from './console-route.ts';
import contentRoutes from './content/routes.ts';
import earningsConsoleRoutes from './earnings/routes.ts';
import feedbackInboxRoutes from './feedback/routes.ts';
import financeRoutes from './finance/routes.ts';
import mediaRoute from './games/media-route.ts';
import catalogueRoutes from './games/routes.ts';
import lotteryConsoleRoutes from './lottery/routes.ts';
import memberRoutes from './members/routes.ts';
import messageRoutes from './messages/routes.ts';
import { guardConsoleRoutes, ok, operatorOf } from './operator-guard.ts';
import { consoleLogin, consoleLogout } from './operator-sessions.ts';
import operatorRoutes from './operators/routes.ts';
import outboxRoutes from './outbox/routes.ts';
import promotionConsoleRoutes from './promotions/routes.ts';
import rebateConsoleRoutes from './rebate/routes.ts';
import reconciliationRoutes from './reconciliation/routes.ts';
import settingsRoutes from './settings/routes.ts';
import siteRoutes from './site/routes.ts';
import vipConsoleRoutes from './vip/routes.ts';

export interface ConsoleRouteOptions {
  db: Database;
  events: EventBus;
  directory: MerchantDirectory;
  clock: Clock;
  /** Member-facing dependencies the console acts through (suspending a member revokes their sessions live). */
  auth: AuthDeps;
  /** How the console reaches the seamless wallet as the house lottery (voiding a period refunds through it). */
  transport: SeamlessTransport;
}

/**
 * The operator console's API: every route is a row of the contract's console table, and the operator guard admits
 * only the roles its row lists before any handler runs (sign-in alone is public).
 */
export default async function consoleRoutes(app: FastifyInstance, options: ConsoleRouteOptions) {
  const { db, directory, clock } = options;
  // First: it checks every console route registered after it, in this scope and the areas' below.
  guardConsoleRoutes(app, { db, directory, clock });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  r.route({
    ...consoleRoute('signIn'),
    schema: {
      body: consoleLoginRequestSchema,
      response: { 200: envelopeSchema(z.union([consoleSessionSchema, consoleTotpPendingSchema])) },
    },
    handler: async (request) => {
      const merchant = await directory.get(request.body.merchantCode.toUpperCase());
      if (!merchant) throw new AppError('console.login.failed');
      request.merchant = merchant;
      const { username, password, totpCode } = request.body;
      return ok(await consoleLogin(db, ctx(request), username, password, totpCode));
    },
  });

  // Uploaded catalogue icons are public (players' pages show them), outside the console's prefix.
  await app.register(mediaRoute, { db });

  r.route({
    ...consoleRoute('me'),
    schema: { response: { 200: envelopeSchema(consoleOperatorSchema) } },
    handler: async (request) => ok(operatorOf(request).operator),
  });

  r.route({
    ...consoleRoute('signOut'),
    schema: { response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await consoleLogout(db, ctx(request), operatorOf(request));
      return ok(null);
    },
  });

  await app.register(financeRoutes, options);
  await app.register(memberRoutes, options);
  await app.register(agentRoutes, options);
  await app.register(channelRoutes, options);
  await app.register(outboxRoutes, options);
  await app.register(catalogueRoutes, options);
  await app.register(betRoutes, options);
  await app.register(lotteryConsoleRoutes, options);
  await app.register(reconciliationRoutes, options);
  await app.register(earningsConsoleRoutes, options);
  await app.register(contentRoutes, options);
  await app.register(promotionConsoleRoutes, options);
  await app.register(vipConsoleRoutes, options);
  await app.register(rebateConsoleRoutes, options);
  await app.register(messageRoutes, options);
  await app.register(feedbackInboxRoutes, options);
  await app.register(settingsRoutes, options);
  await app.register(siteRoutes, options);
  await app.register(operatorRoutes, options);
  await app.register(auditRoutes, options);
}
