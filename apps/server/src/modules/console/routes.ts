import {
  CONSOLE_PREFIX,
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
import auditRoutes from './audit/routes.ts';
import betRoutes from './bets/routes.ts';
import channelRoutes from './channels/routes.ts';
import contentRoutes from './content/routes.ts';
import feedbackInboxRoutes from './feedback/routes.ts';
import financeRoutes from './finance/routes.ts';
import mediaRoute from './games/media-route.ts';
import catalogueRoutes from './games/routes.ts';
import memberRoutes from './members/routes.ts';
import messageRoutes from './messages/routes.ts';
import { ALL_ROLES, ok, operatorOf } from './operator-guard.ts';
import { consoleLogin, consoleLogout, resolveOperatorSession } from './operator-sessions.ts';
import { gateFirstSteps } from './operators/first-steps.ts';
import operatorRoutes from './operators/routes.ts';
import outboxRoutes from './outbox/routes.ts';
import reconciliationRoutes from './reconciliation/routes.ts';
import settingsRoutes from './settings/routes.ts';
import siteRoutes from './site/routes.ts';

export interface ConsoleRouteOptions {
  db: Database;
  events: EventBus;
  directory: MerchantDirectory;
  clock: Clock;
  /** Member-facing dependencies the console acts through (suspending a member revokes their sessions live). */
  auth: AuthDeps;
}

/**
 * The operator console's API: sign-in, then each area's routes behind the operator check (every route names the roles
 * it admits).
 */
export default async function consoleRoutes(app: FastifyInstance, options: ConsoleRouteOptions) {
  const { db, directory, clock } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  r.post(
    `${CONSOLE_PREFIX}/session`,
    {
      schema: {
        body: consoleLoginRequestSchema,
        response: { 200: envelopeSchema(z.union([consoleSessionSchema, consoleTotpPendingSchema])) },
      },
    },
    async (request) => {
      const merchant = await directory.get(request.body.merchantCode.toUpperCase());
      if (!merchant) throw new AppError('console.login.failed');
      request.merchant = merchant;
      const { username, password, totpCode } = request.body;
      return ok(await consoleLogin(db, ctx(request), username, password, totpCode));
    },
  );

  // Uploaded catalogue icons are public (players' pages show them), outside the operator check.
  await app.register(mediaRoute, { db });

  await app.register(async (authed) => {
    authed.decorateRequest('operatorSession', null);
    authed.addHook('preHandler', async (request) => {
      const session = await resolveOperatorSession(
        db,
        request.headers.authorization ?? '',
        clock.now(),
        async (code) => (await directory.get(code))?.auth.operatorTotpRoles ?? [],
      );
      const merchant = session ? await directory.get(session.operator.merchantCode) : null;
      if (!session || !merchant) throw new AppError('console.not.session');
      request.operatorSession = session;
      request.merchant = merchant;
      gateFirstSteps(request, session.operator);
    });
    const a = authed.withTypeProvider<ZodTypeProvider>();

    a.get(
      `${CONSOLE_PREFIX}/me`,
      { schema: { response: { 200: envelopeSchema(consoleOperatorSchema) } } },
      async (request) => ok(operatorOf(request, ALL_ROLES).operator),
    );

    a.delete(
      `${CONSOLE_PREFIX}/session`,
      { schema: { response: { 200: envelopeSchema(z.null()) } } },
      async (request) => {
        await consoleLogout(db, ctx(request), operatorOf(request, ALL_ROLES));
        return ok(null);
      },
    );

    await authed.register(financeRoutes, options);
    await authed.register(memberRoutes, options);
    await authed.register(channelRoutes, options);
    await authed.register(outboxRoutes, options);
    await authed.register(catalogueRoutes, options);
    await authed.register(betRoutes, options);
    await authed.register(reconciliationRoutes, options);
    await authed.register(contentRoutes, options);
    await authed.register(messageRoutes, options);
    await authed.register(feedbackInboxRoutes, options);
    await authed.register(settingsRoutes, options);
    await authed.register(siteRoutes, options);
    await authed.register(operatorRoutes, options);
    await authed.register(auditRoutes, options);
  });
}
