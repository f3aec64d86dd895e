import { captchaCookie } from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { requestContext } from '../../platform/request-context.ts';
import { sessionOf } from '../../platform/session-guard.ts';
import { answerLogin } from '../session/cookies.ts';
import type { AuthRouteOptions } from '../session/routes.ts';
import { checkAffiliate } from './affiliate.ts';
import { getAvatar, memberInfo, setAvatar } from './member-info.ts';
import { openDownline } from './open-downline.ts';
import { changePassword, forgotByEmail, resetByEmail, resetByPhone } from './passwords.ts';
import { changePaymentPassword, setPaymentPassword } from './payment-password.ts';
import { register } from './register.ts';
import { confirmTotpEnrolment, startTotpEnrolment } from './totp-enrolment.ts';

/** Registration, member info, avatar, passwords and affiliate codes (spec §7 "Session and member"). */
export default async function memberRoutes(app: FastifyInstance, { deps, clock, accountLimit }: AuthRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  // The forgot-by-email form is sent as `application/x-www-form-urlencoded` (spec §7).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  for (const [name, mode] of [
    ['register', 'username'],
    ['registerMobile', 'mobile'],
  ] as const) {
    r.route({
      ...endpointRoute(name, { rateLimit: accountLimit }),
      handler: async (request, reply) => {
        const outcome = await register(deps, ctx(request), request.body, mode, request.cookies[captchaCookie]);
        return answerLogin(deps, request, reply, outcome, undefined);
      },
    });
  }

  r.route({
    ...endpointRoute('agentOpenDownline', { rateLimit: accountLimit }),
    handler: (request) => openDownline(deps.db.orm, ctx(request), sessionOf(request).memberId, request.body),
  });

  r.route({
    ...endpointRoute('memberInfo'),
    handler: (request) =>
      memberInfo(deps.db.orm, { merchant: request.merchant, language: request.language }, sessionOf(request).memberId),
  });

  r.route({
    ...endpointRoute('avatar', { method: 'GET' }),
    handler: (request) => getAvatar(deps.db.orm, sessionOf(request).memberId),
  });

  r.route({
    ...endpointRoute('avatar', { method: 'POST' }),
    handler: (request) => setAvatar(deps.db.orm, ctx(request), sessionOf(request).memberId, request.body.icon),
  });

  r.route({
    ...endpointRoute('affiliate'),
    handler: (request) => checkAffiliate(deps.db.orm, request.merchant.id, request.query.code),
  });

  r.route({
    ...endpointRoute('changePassword'),
    handler: async (request) => {
      deps.notifyRevoked(await changePassword(deps, ctx(request), sessionOf(request), request.body));
      return null;
    },
  });

  r.route({
    ...endpointRoute('forgotByEmail'),
    handler: (request) => forgotByEmail(deps, ctx(request), request.body),
  });

  r.route({
    ...endpointRoute('resetByEmail'),
    handler: async (request, reply) =>
      answerLogin(deps, request, reply, await resetByEmail(deps, ctx(request), request.body), undefined),
  });

  r.route({
    ...endpointRoute('resetByPhone'),
    handler: async (request, reply) =>
      answerLogin(deps, request, reply, await resetByPhone(deps, ctx(request), request.body), undefined),
  });

  r.route({
    ...endpointRoute('setPaymentPassword'),
    handler: (request) => setPaymentPassword(deps, ctx(request), sessionOf(request), request.body),
  });

  r.route({
    ...endpointRoute('changePaymentPassword'),
    handler: (request) => changePaymentPassword(deps, ctx(request), sessionOf(request), request.body),
  });

  r.route({
    ...endpointRoute('totpEnrol'),
    handler: (request) => startTotpEnrolment(deps, ctx(request), sessionOf(request).memberId),
  });

  r.route({
    ...endpointRoute('totpConfirm'),
    handler: (request) => confirmTotpEnrolment(deps, ctx(request), sessionOf(request).memberId, request.body.code),
  });
}
