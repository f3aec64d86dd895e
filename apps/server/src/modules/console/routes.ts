import {
  adjustmentParamsSchema,
  adjustmentStatusQuerySchema,
  CONSOLE_PREFIX,
  consoleAdjustmentListSchema,
  consoleDepositListSchema,
  consoleLoginRequestSchema,
  consoleOperatorSchema,
  consoleSessionSchema,
  consoleWithdrawalListSchema,
  createAdjustmentRequestSchema,
  type DepositStatus,
  envelopeSchema,
  ledgerReportSchema,
  type OperatorRole,
  rejectWithdrawalRequestSchema,
  reviewStatusQuerySchema,
  type WithdrawalStatus,
  withdrawalStatuses,
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
import { verifyLedger } from '../wallet/ledger/verify-ledger.ts';
import { decideAdjustment, listAdjustments, requestAdjustment } from './finance/adjustments.ts';
import { creditManualDeposit, listDeposits } from './finance/deposit-review.ts';
import { listWithdrawals, reviewWithdrawal } from './finance/withdrawal-review.ts';
import { consoleLogin, consoleLogout, type OperatorSession, resolveOperatorSession } from './operator-sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on console routes once the operator's token is checked. */
    operatorSession: OperatorSession | null;
  }
}

export interface ConsoleRouteOptions {
  db: Database;
  events: EventBus;
  directory: MerchantDirectory;
  clock: Clock;
}

const ok = <T>(value: T) => ({ success: true as const, value });
const decisionSchema = envelopeSchema(z.object({ orderNo: z.string(), status: z.string() }));
const orderParams = z.strictObject({ orderNo: z.string().min(1).max(40) });
const FINANCE: OperatorRole[] = ['admin', 'finance'];

function operatorOf(request: FastifyRequest, roles: OperatorRole[]) {
  const session = request.operatorSession;
  if (!session) throw new AppError('console.not.session');
  if (!roles.includes(session.operator.role)) throw new AppError('access.forbidden');
  return session;
}

/** The operator console's API: sign-in, then finance's queues and the ledger verifier, each behind its roles. */
export default async function consoleRoutes(
  app: FastifyInstance,
  { db, events, directory, clock }: ConsoleRouteOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  r.post(
    `${CONSOLE_PREFIX}/session`,
    { schema: { body: consoleLoginRequestSchema, response: { 200: envelopeSchema(consoleSessionSchema) } } },
    async (request) => {
      const merchant = await directory.get(request.body.merchantCode.toUpperCase());
      if (!merchant) throw new AppError('console.login.failed');
      request.merchant = merchant;
      return ok(await consoleLogin(db, ctx(request), request.body.username, request.body.password));
    },
  );

  await app.register(async (authed) => {
    authed.decorateRequest('operatorSession', null);
    authed.addHook('preHandler', async (request) => {
      const session = await resolveOperatorSession(db, request.headers.authorization ?? '', clock.now());
      const merchant = session ? await directory.get(session.operator.merchantCode) : null;
      if (!session || !merchant) throw new AppError('console.not.session');
      request.operatorSession = session;
      request.merchant = merchant;
    });
    const a = authed.withTypeProvider<ZodTypeProvider>();

    a.get(
      `${CONSOLE_PREFIX}/me`,
      { schema: { response: { 200: envelopeSchema(consoleOperatorSchema) } } },
      async (request) => ok(operatorOf(request, ['admin', 'finance', 'risk', 'content', 'support']).operator),
    );

    a.delete(
      `${CONSOLE_PREFIX}/session`,
      { schema: { response: { 200: envelopeSchema(z.null()) } } },
      async (request) => {
        await consoleLogout(db, ctx(request), operatorOf(request, ['admin', 'finance', 'risk', 'content', 'support']));
        return ok(null);
      },
    );

    a.get(
      `${CONSOLE_PREFIX}/withdrawals`,
      {
        schema: {
          querystring: reviewStatusQuerySchema,
          response: { 200: envelopeSchema(consoleWithdrawalListSchema) },
        },
      },
      async (request) => {
        operatorOf(request, FINANCE);
        const status = request.query.status;
        if (status && !(withdrawalStatuses as readonly string[]).includes(status))
          throw new AppError('request.invalid');
        return ok(await listWithdrawals(db, request.merchant.id, status as WithdrawalStatus | undefined));
      },
    );

    for (const action of ['approve', 'pay'] as const) {
      a.post(
        `${CONSOLE_PREFIX}/withdrawals/:orderNo/${action}`,
        { schema: { params: orderParams, response: { 200: decisionSchema } } },
        async (request) => {
          const { operator } = operatorOf(request, FINANCE);
          return ok(
            await reviewWithdrawal({ db, events }, ctx(request), operator.id, request.params.orderNo, { kind: action }),
          );
        },
      );
    }

    a.post(
      `${CONSOLE_PREFIX}/withdrawals/:orderNo/reject`,
      { schema: { params: orderParams, body: rejectWithdrawalRequestSchema, response: { 200: decisionSchema } } },
      async (request) => {
        const { operator } = operatorOf(request, FINANCE);
        return ok(
          await reviewWithdrawal({ db, events }, ctx(request), operator.id, request.params.orderNo, {
            kind: 'reject',
            reason: request.body.reason,
          }),
        );
      },
    );

    a.get(
      `${CONSOLE_PREFIX}/deposits`,
      { schema: { querystring: reviewStatusQuerySchema, response: { 200: envelopeSchema(consoleDepositListSchema) } } },
      async (request) => {
        operatorOf(request, FINANCE);
        return ok(await listDeposits(db, ctx(request), request.query.status as DepositStatus | undefined));
      },
    );

    a.post(
      `${CONSOLE_PREFIX}/deposits/:orderNo/credit`,
      { schema: { params: orderParams, response: { 200: decisionSchema } } },
      async (request) => {
        const { operator } = operatorOf(request, FINANCE);
        return ok(await creditManualDeposit({ db, events }, ctx(request), operator.id, request.params.orderNo));
      },
    );

    a.get(
      `${CONSOLE_PREFIX}/adjustments`,
      {
        schema: {
          querystring: adjustmentStatusQuerySchema,
          response: { 200: envelopeSchema(consoleAdjustmentListSchema) },
        },
      },
      async (request) => {
        operatorOf(request, FINANCE);
        return ok(await listAdjustments(db, request.merchant.id, request.query.status));
      },
    );

    a.post(
      `${CONSOLE_PREFIX}/adjustments`,
      {
        schema: {
          body: createAdjustmentRequestSchema,
          response: { 200: envelopeSchema(z.object({ status: z.string() })) },
        },
      },
      async (request) => {
        const { operator } = operatorOf(request, FINANCE);
        return ok(await requestAdjustment({ db, events }, ctx(request), operator.id, request.body));
      },
    );

    for (const [action, approve] of [
      ['approve', true],
      ['reject', false],
    ] as const) {
      a.post(
        `${CONSOLE_PREFIX}/adjustments/:id/${action}`,
        {
          schema: {
            params: adjustmentParamsSchema,
            response: { 200: envelopeSchema(z.object({ status: z.string() })) },
          },
        },
        async (request) => {
          const { operator } = operatorOf(request, FINANCE);
          return ok(await decideAdjustment({ db, events }, ctx(request), operator.id, request.params.id, approve));
        },
      );
    }

    a.get(
      `${CONSOLE_PREFIX}/ledger/verify`,
      { schema: { response: { 200: envelopeSchema(ledgerReportSchema) } } },
      async (request) => {
        operatorOf(request, FINANCE);
        return ok(await verifyLedger(db.orm, request.merchant.id));
      },
    );
  });
}
