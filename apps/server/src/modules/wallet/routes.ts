import { PROOF_LIMITS, withdrawalReceiptRequestSchema } from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

/** The member's wallets and cashier (API.md "Wallet"). */
export default async function walletRoutes(app: FastifyInstance, { deps, clock }: WalletRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);

  r.route({
    ...endpointRoute('balance'),
    handler: (request) => memberBalance(deps.db.orm, request.merchant, sessionOf(request).memberId),
  });

  r.route({
    ...endpointRoute('merchantWallet'),
    handler: async (request) => ({ isSingle: request.merchant.cashier.singleWallet }),
  });

  r.route({
    ...endpointRoute('depositSettings'),
    handler: (request) => depositSettings(deps, ctx(request)),
  });

  r.route({
    ...endpointRoute('createDeposit'),
    handler: (request) =>
      createDeposit(deps, ctx(request), sessionOf(request).memberId, {
        channelId: request.body.channelId,
        amount: request.body.amount,
        clientKey: request.headers['idempotency-key'],
      }),
  });

  r.route({
    ...endpointRoute('depositOrder'),
    handler: (request) => depositOrder(deps, ctx(request), sessionOf(request).memberId, request.query.orderNo),
  });

  r.route({
    ...endpointRoute('memberTransactions'),
    handler: (request) =>
      memberTransactions(deps.db.orm, request.merchant, sessionOf(request).memberId, request.query, request.language),
  });

  r.route({
    ...endpointRoute('transferTargets'),
    handler: (request) =>
      transferTargets(deps.db.orm, request.merchant.id, sessionOf(request).memberId, request.query.search),
  });

  r.route({
    ...endpointRoute('memberTransfer'),
    handler: (request) =>
      transferToMember(deps, ctx(request), sessionOf(request).memberId, {
        ...request.body,
        clientKey: request.headers['idempotency-key'],
      }),
  });

  r.route({
    ...endpointRoute('bankAccounts'),
    handler: (request) => listBankAccounts(deps.db.orm, ctx(request), sessionOf(request).memberId),
  });

  r.route({
    ...endpointRoute('bindBankAccount'),
    handler: (request) => bindBankAccount(deps.db.orm, ctx(request), sessionOf(request).memberId, request.body),
  });

  r.route({
    ...endpointRoute('removeBankAccount'),
    handler: (request) => removeBankAccount(deps.db.orm, ctx(request), sessionOf(request).memberId, request.query.id),
  });

  r.route({
    ...endpointRoute('withdrawalSettings'),
    handler: (request) => withdrawalSettings(deps.db.orm, ctx(request), sessionOf(request).memberId),
  });

  r.route({
    ...endpointRoute('withdraw'),
    handler: (request) =>
      requestWithdrawal(deps, ctx(request), sessionOf(request).memberId, {
        ...request.body,
        clientKey: request.headers['idempotency-key'],
      }),
  });

  r.route({
    ...endpointRoute('withdrawals'),
    handler: (request) => listWithdrawals(deps.db.orm, ctx(request), sessionOf(request).memberId),
  });

  r.route({
    ...endpointRoute('withdrawalReceipt'),
    handler: async (request) => {
      // The answer is judged before any proof image is decoded.
      const form = await readImageForm(request, { ...PROOF_LIMITS, dimensions: PHOTO_DIMENSIONS }, (raw) => {
        const parsed = withdrawalReceiptRequestSchema.safeParse(raw);
        if (!parsed.success) throw new AppError('request.invalid');
        return parsed.data;
      });
      const { orderNo, ...answer } = form.fields;
      return confirmWithdrawalReceipt(deps.db, ctx(request), sessionOf(request).memberId, orderNo, answer, form.images);
    },
  });

  r.route({
    ...endpointRoute('withdrawalProof'),
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
