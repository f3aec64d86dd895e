import {
  balanceSchema,
  bankAccountSchema,
  bankAccountsSchema,
  bindBankAccountRequestSchema,
  createDepositRequestSchema,
  depositOrderQuerySchema,
  depositOrderSchema,
  depositSettingsSchema,
  memberTransactionPageSchema,
  memberTransactionsQuerySchema,
  memberTransferRequestSchema,
  memberTransferResultSchema,
  merchantWalletSchema,
  PROOF_LIMITS,
  removeBankAccountQuerySchema,
  transferTargetsQuerySchema,
  transferTargetsSchema,
  withdrawalListSchema,
  withdrawalProofQuerySchema,
  withdrawalReceiptRequestSchema,
  withdrawalSchema,
  withdrawalSettingsSchema,
  withdrawRequestSchema,
} from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { requestContext } from '../../platform/request-context.ts';
import { sessionOf } from '../../platform/session-guard.ts';
import { PHOTO_DIMENSIONS } from '../../platform/uploads/image-decoding.ts';
import { readImageForm } from '../../platform/uploads/image-parts.ts';
import { memberBalance } from './balance.ts';
import { bindBankAccount, listBankAccounts, removeBankAccount } from './bank-accounts/bank-accounts.ts';
import { createDeposit } from './deposits/create-deposit.ts';
import type { DepositDeps } from './deposits/deposit-deps.ts';
import { depositOrder } from './deposits/deposit-order.ts';
import { depositSettings } from './deposits/deposit-settings.ts';
import { transferTargets } from './member-transfers/transfer-targets.ts';
import { transferToMember } from './member-transfers/transfer-to-member.ts';
import { memberTransactions } from './transactions/member-transactions.ts';
import { confirmWithdrawalReceipt } from './withdrawals/withdrawal-receipt.ts';
import { listWithdrawals, requestWithdrawal, withdrawalProof, withdrawalSettings } from './withdrawals/withdrawals.ts';

export interface WalletRouteOptions {
  deps: DepositDeps;
  clock: Clock;
}

const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

/** The member's wallets and cashier (API.md "Wallet"). */
export default async function walletRoutes(app: FastifyInstance, { deps, clock }: WalletRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  r.route({
    ...endpointRoute('balance'),
    schema: { response: { 200: balanceSchema } },
    handler: (request) => memberBalance(deps.db.orm, request.merchant, sessionOf(request).memberId),
  });

  r.route({
    ...endpointRoute('merchantWallet'),
    schema: { response: { 200: merchantWalletSchema } },
    handler: async (request) => ({ isSingle: request.merchant.cashier.singleWallet }),
  });

  r.route({
    ...endpointRoute('depositSettings'),
    schema: { response: { 200: depositSettingsSchema } },
    handler: (request) => depositSettings(deps, ctx(request)),
  });

  r.route({
    ...endpointRoute('createDeposit'),
    schema: { body: createDepositRequestSchema, headers: idempotencyHeaders, response: { 200: depositOrderSchema } },
    handler: (request) =>
      createDeposit(deps, ctx(request), sessionOf(request).memberId, {
        channelId: request.body.channelId,
        amount: request.body.amount,
        clientKey: request.headers['idempotency-key'],
      }),
  });

  r.route({
    ...endpointRoute('depositOrder'),
    schema: { querystring: depositOrderQuerySchema, response: { 200: depositOrderSchema } },
    handler: (request) => depositOrder(deps, ctx(request), sessionOf(request).memberId, request.query.orderNo),
  });

  r.route({
    ...endpointRoute('memberTransactions'),
    schema: { querystring: memberTransactionsQuerySchema, response: { 200: memberTransactionPageSchema } },
    handler: (request) => memberTransactions(deps.db.orm, request.merchant, sessionOf(request).memberId, request.query),
  });

  r.route({
    ...endpointRoute('transferTargets'),
    schema: { querystring: transferTargetsQuerySchema, response: { 200: transferTargetsSchema } },
    handler: (request) =>
      transferTargets(deps.db.orm, request.merchant.id, sessionOf(request).memberId, request.query.search),
  });

  r.route({
    ...endpointRoute('memberTransfer'),
    schema: {
      body: memberTransferRequestSchema,
      headers: idempotencyHeaders,
      response: { 200: memberTransferResultSchema },
    },
    handler: (request) =>
      transferToMember(deps, ctx(request), sessionOf(request).memberId, {
        ...request.body,
        clientKey: request.headers['idempotency-key'],
      }),
  });

  r.route({
    ...endpointRoute('bankAccounts'),
    schema: { response: { 200: bankAccountsSchema } },
    handler: (request) => listBankAccounts(deps.db.orm, ctx(request), sessionOf(request).memberId),
  });

  r.route({
    ...endpointRoute('bindBankAccount'),
    schema: { body: bindBankAccountRequestSchema, response: { 200: bankAccountSchema } },
    handler: (request) => bindBankAccount(deps.db.orm, ctx(request), sessionOf(request).memberId, request.body),
  });

  r.route({
    ...endpointRoute('removeBankAccount'),
    schema: { querystring: removeBankAccountQuerySchema, response: { 200: z.null() } },
    handler: (request) => removeBankAccount(deps.db.orm, ctx(request), sessionOf(request).memberId, request.query.id),
  });

  r.route({
    ...endpointRoute('withdrawalSettings'),
    schema: { response: { 200: withdrawalSettingsSchema } },
    handler: (request) => withdrawalSettings(deps.db.orm, ctx(request), sessionOf(request).memberId),
  });

  r.route({
    ...endpointRoute('withdraw'),
    schema: { body: withdrawRequestSchema, headers: idempotencyHeaders, response: { 200: withdrawalSchema } },
    handler: (request) =>
      requestWithdrawal(deps, ctx(request), sessionOf(request).memberId, {
        ...request.body,
        clientKey: request.headers['idempotency-key'],
      }),
  });

  r.route({
    ...endpointRoute('withdrawals'),
    schema: { response: { 200: withdrawalListSchema } },
    handler: (request) => listWithdrawals(deps.db.orm, ctx(request), sessionOf(request).memberId),
  });

  r.route({
    ...endpointRoute('withdrawalReceipt'),
    schema: { response: { 200: withdrawalSchema } },
    handler: async (request) => {
      const form = await readImageForm(request, { ...PROOF_LIMITS, dimensions: PHOTO_DIMENSIONS });
      const parsed = withdrawalReceiptRequestSchema.safeParse(form.fields);
      if (!parsed.success) throw new AppError('request.invalid');
      const { orderNo, ...answer } = parsed.data;
      return confirmWithdrawalReceipt(deps.db, ctx(request), sessionOf(request).memberId, orderNo, answer, form.images);
    },
  });

  r.route({
    ...endpointRoute('withdrawalProof'),
    schema: { querystring: withdrawalProofQuerySchema },
    handler: async (request, reply) => {
      const image = await withdrawalProof(deps.db.orm, ctx(request), sessionOf(request).memberId, request.query.id);
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .send(Buffer.from(image.content));
    },
  });
}
