import {
  adjustmentParamsSchema,
  adjustmentStatusQuerySchema,
  consoleAdjustmentListSchema,
  consoleDepositListSchema,
  consoleWithdrawalListSchema,
  createAdjustmentRequestSchema,
  type DepositStatus,
  envelopeSchema,
  ledgerReportSchema,
  rejectWithdrawalRequestSchema,
  reviewStatusQuerySchema,
  type WithdrawalStatus,
  withdrawalStatuses,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../platform/app-error.ts';
import { requestContext } from '../../../platform/request-context.ts';
import { verifyLedger } from '../../wallet/ledger/verify-ledger.ts';
import { consoleRoute } from '../console-route.ts';
import { ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { decideAdjustment, listAdjustments, requestAdjustment } from './adjustments.ts';
import { creditManualDeposit, listDeposits } from './deposit-review.ts';
import { listWithdrawals, reviewWithdrawal, withdrawalProofImage } from './withdrawal-review.ts';

const decisionSchema = envelopeSchema(z.object({ orderNo: z.string(), status: z.string() }));
const orderParams = z.strictObject({ orderNo: z.string().min(1).max(40) });

/** Finance's queues (deposits, withdrawals, adjustments) and the ledger verifier, for the roles the console table lists. */
export default async function financeRoutes(app: FastifyInstance, { db, events, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  a.route({
    ...consoleRoute('withdrawals'),
    schema: { querystring: reviewStatusQuerySchema, response: { 200: envelopeSchema(consoleWithdrawalListSchema) } },
    handler: async (request) => {
      const status = request.query.status;
      if (status && !(withdrawalStatuses as readonly string[]).includes(status)) throw new AppError('request.invalid');
      return ok(await listWithdrawals(db, request.merchant.id, status as WithdrawalStatus | undefined));
    },
  });

  for (const [name, action] of [
    ['approveWithdrawal', 'approve'],
    ['payWithdrawal', 'pay'],
    ['forceWithdrawalReceived', 'force-received'],
    ['refundWithdrawal', 'refund'],
  ] as const) {
    a.route({
      ...consoleRoute(name),
      schema: { params: orderParams, response: { 200: decisionSchema } },
      handler: async (request) => {
        const { operator } = operatorOf(request);
        return ok(
          await reviewWithdrawal({ db, events }, ctx(request), operator.id, request.params.orderNo, { kind: action }),
        );
      },
    });
  }

  a.route({
    ...consoleRoute('rejectWithdrawal'),
    schema: { params: orderParams, body: rejectWithdrawalRequestSchema, response: { 200: decisionSchema } },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(
        await reviewWithdrawal({ db, events }, ctx(request), operator.id, request.params.orderNo, {
          kind: 'reject',
          reason: request.body.reason,
        }),
      );
    },
  });

  a.route({
    ...consoleRoute('withdrawalProof'),
    schema: { params: z.strictObject({ id: z.string().uuid() }) },
    handler: async (request, reply) => {
      const image = await withdrawalProofImage(db, request.merchant.id, request.params.id);
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, max-age=3600')
        .send(Buffer.from(image.content));
    },
  });

  a.route({
    ...consoleRoute('deposits'),
    schema: { querystring: reviewStatusQuerySchema, response: { 200: envelopeSchema(consoleDepositListSchema) } },
    handler: async (request) =>
      ok(await listDeposits(db, ctx(request), request.query.status as DepositStatus | undefined)),
  });

  a.route({
    ...consoleRoute('creditDeposit'),
    schema: { params: orderParams, response: { 200: decisionSchema } },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(await creditManualDeposit({ db, events }, ctx(request), operator.id, request.params.orderNo));
    },
  });

  a.route({
    ...consoleRoute('adjustments'),
    schema: {
      querystring: adjustmentStatusQuerySchema,
      response: { 200: envelopeSchema(consoleAdjustmentListSchema) },
    },
    handler: async (request) => ok(await listAdjustments(db, request.merchant.id, request.query.status)),
  });

  a.route({
    ...consoleRoute('requestAdjustment'),
    schema: {
      body: createAdjustmentRequestSchema,
      headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
      response: { 200: envelopeSchema(z.object({ status: z.string() })) },
    },
    handler: async (request) => {
      const { operator } = operatorOf(request);
      return ok(
        await requestAdjustment({ db, events }, ctx(request), operator.id, {
          ...request.body,
          clientKey: request.headers['idempotency-key'],
        }),
      );
    },
  });

  for (const [name, approve] of [
    ['approveAdjustment', true],
    ['rejectAdjustment', false],
  ] as const) {
    a.route({
      ...consoleRoute(name),
      schema: { params: adjustmentParamsSchema, response: { 200: envelopeSchema(z.object({ status: z.string() })) } },
      handler: async (request) => {
        const { operator } = operatorOf(request);
        return ok(await decideAdjustment({ db, events }, ctx(request), operator.id, request.params.id, approve));
      },
    });
  }

  a.route({
    ...consoleRoute('verifyLedger'),
    schema: { response: { 200: envelopeSchema(ledgerReportSchema) } },
    handler: async (request) => ok(await verifyLedger(db.orm, request.merchant.id)),
  });
}
