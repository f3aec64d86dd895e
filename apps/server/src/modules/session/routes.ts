import { captchaCookie, rememberCookies } from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { requestContext } from '../../platform/request-context.ts';
import type { AuthDeps } from './auth-deps.ts';
import { issueCaptcha } from './captcha/captcha.ts';
import {
  answerLogin,
  clearRememberCookies,
  setCaptchaCookie,
  setSocialStateCookie,
  socialStateCookie,
} from './cookies.ts';
import { freePlay } from './free-play.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { rememberLogin } from './remember.ts';
import { completeSecondStep, sendSecondStepCode } from './second-factor.ts';
import { finishSocialLogin, socialProviderList, startSocialLogin } from './social/social-login.ts';

/** Login, second step, free play, remember-me, logout and the captcha (spec §7 "Session and member"). */
export interface AuthRouteOptions {
  deps: AuthDeps;
  clock: Clock;
  /** Accounts (free play, registrations) one address may create per hour. */
  accountLimit: { max: number; timeWindow: number };
}

export default async function sessionRoutes(app: FastifyInstance, { deps, clock, accountLimit }: AuthRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: Parameters<typeof requestContext>[0]) => requestContext(request, clock);

  r.route({
    ...endpointRoute('login'),
    handler: async (request, reply) => {
      const outcome = await login(deps, ctx(request), request.body, request.cookies[captchaCookie]);
      return answerLogin(deps, request, reply, outcome, request.body.rememberMe);
    },
  });

  r.route({
    ...endpointRoute('loginVerificationCode'),
    handler: (request) => sendSecondStepCode(deps, ctx(request), request.body),
  });

  r.route({
    ...endpointRoute('loginVerification'),
    handler: async (request, reply) => {
      const outcome = await completeSecondStep(deps, ctx(request), request.body);
      return answerLogin(deps, request, reply, outcome, undefined);
    },
  });

  r.route({
    // Each call creates an account: a tight limit per address.
    ...endpointRoute('freePlay', { rateLimit: accountLimit }),
    handler: async (request, reply) => {
      const outcome = await freePlay(deps, ctx(request), request.body?.loginDeviceId);
      return answerLogin(deps, request, reply, outcome, undefined);
    },
  });

  r.route({
    ...endpointRoute('rememberLogin'),
    handler: async (request, reply) => {
      try {
        const outcome = await rememberLogin(deps, ctx(request), {
          username: request.cookies[rememberCookies.user],
          token: request.cookies[rememberCookies.token],
          deviceId: request.body?.loginDeviceId,
        });
        return await answerLogin(deps, request, reply, outcome, undefined);
      } catch (error) {
        clearRememberCookies(request, reply);
        throw error;
      }
    },
  });

  // DELETE, and POST for clients that cannot send DELETE: one route each, the same answer.
  for (const method of ['DELETE', 'POST'] as const) {
    r.route({
      ...endpointRoute('logout', { method }),
      handler: async (request, reply) => {
        const session = request.session;
        if (session)
          deps.notifyRevoked(await logout(deps, ctx(request), session, request.cookies[rememberCookies.token]));
        clearRememberCookies(request, reply);
        return null;
      },
    });
  }

  r.route({
    // The client refreshes at most once a second (spec §9); the server allows a burst of that.
    ...endpointRoute('captcha', { rateLimit: { max: 60, timeWindow: 60_000 } }),
    handler: async (request, reply) => {
      const captcha = await issueCaptcha(deps.db.orm, request.merchant.id, request.ip, clock.now(), deps.revealCaptcha);
      setCaptchaCookie(request, reply, captcha.id);
      reply.header('cache-control', 'no-store');
      return captcha.image;
    },
  });

  r.route({
    ...endpointRoute('socialProviders'),
    handler: async (request) => socialProviderList(ctx(request)),
  });

  r.route({
    ...endpointRoute('socialStart', { rateLimit: { max: 30, timeWindow: 60_000 } }),
    handler: async (request, reply) => {
      const started = await startSocialLogin(
        deps,
        request.siteOrigins,
        ctx(request),
        request.params.provider,
        request.query.redirectUri,
        request.log,
      );
      setSocialStateCookie(request, reply, started.state);
      return { authorizationUrl: started.authorizationUrl };
    },
  });

  r.route({
    ...endpointRoute('socialCallback'),
    handler: async (request, reply) => {
      const outcome = await finishSocialLogin(
        deps,
        ctx(request),
        request.params.provider,
        request.body,
        request.cookies[socialStateCookie],
        request.log,
      );
      reply.clearCookie(socialStateCookie, { path: '/' });
      return answerLogin(deps, request, reply, outcome, undefined);
    },
  });
}
