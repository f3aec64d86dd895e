import {
  adjustmentParamsSchema,
  adjustmentStatusQuerySchema,
  CONSOLE_PREFIX,
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
import { FINANCE, ok, operatorOf } from '../operator-guard.ts';
import type { ConsoleRouteOptions } from '../routes.ts';
import { decideAdjustment, listAdjustments, requestAdjustment } from './adjustments.ts';
import { creditManualDeposit, listDeposits } from './deposit-review.ts';
import { listWithdrawals, reviewWithdrawal, withdrawalProofImage } from './withdrawal-review.ts';

const decisionSchema = envelopeSchema(z.object({ orderNo: z.string(), status: z.string() }));
const orderParams = z.strictObject({ orderNo: z.string().min(1).max(40) });

/** Finance's queues (deposits, withdrawals, adjustments) and the ledger verifier; registered behind the operator check. */
export default async function financeRoutes(app: FastifyInstance, { db, events, clock }: ConsoleRouteOptions) {
  const a = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

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
      if (status && !(withdrawalStatuses as readonly string[]).includes(status)) throw new AppError('request.invalid');
      return ok(await listWithdrawals(db, request.merchant.id, status as WithdrawalStatus | undefined));
    },
  );

  for (const action of ['approve', 'pay', 'force-received', 'refund'] as const) {
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
    `${CONSOLE_PREFIX}/withdrawals/proofs/:id`,
    { schema: { params: z.strictObject({ id: z.string().uuid() }) } },
    async (request, reply) => {
      operatorOf(request, FINANCE);
      const image = await withdrawalProofImage(db, request.merchant.id, request.params.id);
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, max-age=3600')
        .send(Buffer.from(image.content));
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
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
        response: { 200: envelopeSchema(z.object({ status: z.string() })) },
      },
    },
    async (request) => {
      const { operator } = operatorOf(request, FINANCE);
      return ok(
        await requestAdjustment({ db, events }, ctx(request), operator.id, {
          ...request.body,
          clientKey: request.headers['idempotency-key'],
        }),
      );
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
}
