import { captchaCookie } from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { requestContext } from '../../platform/request-context.ts';
import type { AuthDeps } from '../session/auth-deps.ts';
import { captchaAnswer } from '../session/captcha/captcha.ts';
import { listOutbox } from './queries.ts';
import { sendNoLoginCode, sendRegisterCode } from './sms-codes.ts';

export interface VerificationRouteOptions {
  deps: AuthDeps;
  clock: Clock;
  /** Development and tests: `GET /dev/outbox` and `GET /dev/captcha`. */
  exposeOutbox: boolean;
}

/** SMS codes (spec §7) and, outside production, the development views of the outbox and captcha. */
export default async function verificationRoutes(
  app: FastifyInstance,
  { deps, clock, exposeOutbox }: VerificationRouteOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...endpointRoute('smsNoLogin'),
    handler: (request) => sendNoLoginCode(deps, requestContext(request, clock), request.body),
  });

  r.route({
    ...endpointRoute('smsRegister'),
    handler: (request) => sendRegisterCode(deps, requestContext(request, clock), request.body),
  });

  if (!exposeOutbox) return;

  r.route({
    ...endpointRoute('devOutbox'),
    handler: async (request) => {
      const rows = await listOutbox(deps.db.orm, request.merchant.id, request.query.to, request.query.limit);
      return {
        list: rows.map((row) => ({
          id: row.id,
          channel: row.channel as 'sms' | 'email',
          to: row.recipient,
          body: row.body,
          createdAt: row.createdAt.getTime(),
        })),
      };
    },
  });

  r.route({
    ...endpointRoute('devCaptcha'),
    handler: async (request) => ({
      answer: await captchaAnswer(deps.db.orm, request.merchant.id, request.cookies[captchaCookie], clock.now()),
    }),
  });
}
