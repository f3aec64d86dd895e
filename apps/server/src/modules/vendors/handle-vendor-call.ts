import {
  toMinorUnits,
  type VendorAction,
  type VendorBatchReply,
  type VendorReply,
  vendorActions,
  vendorAuthenticateRequestSchema,
  vendorBalanceRequestSchema,
  vendorCreditBatchRequestSchema,
  vendorCreditRequestSchema,
  vendorDebitRequestSchema,
  vendorRollbackRequestSchema,
} from '@lotus/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MerchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import { parseMerchantHeader } from '../../platform/merchant/merchant-header.ts';
import { sameDigest, sha256 } from '../../platform/secrets.ts';
import { authenticate } from './authenticate.ts';
import { credit } from './credit.ts';
import { creditBatch } from './credit-batch.ts';
import { debit } from './debit.ts';
import type { VendorCallContext, VendorCallOutcome } from './money-call.ts';
import { playerBalance } from './player-balance.ts';
import { saveVendorTransaction } from './queries.ts';
import { rollback } from './rollback.ts';
import { signVendorBody } from './seamless-client.ts';
import { vendorDirectory } from './vendor-directory.ts';

export interface SeamlessDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
  directory: MerchantDirectory;
  log: FastifyBaseLogger;
}

export interface VendorCallInput {
  merchantHeader: string | string[] | undefined;
  vendorCode: string;
  action: string;
  /** The body exactly as it arrived: the signature covers these bytes. */
  rawBody: Buffer;
  signature: string | string[] | undefined;
}

const isAction = (action: string): action is VendorAction => (vendorActions as readonly string[]).includes(action);
const isPlayerId = (id: string) => /^[1-9]\d{0,15}$/.test(id) && Number.isSafeInteger(Number(id));

/**
 * One call of the seamless wallet API, answered with a business status and never an exception: the caller's
 * merchant (`Merchant` header) and vendor (path) are found, the HMAC over the raw body checked in constant time (no
 * vendor, no secret: INVALID_SIGNATURE), the body read against the action's schema and the wire rules for amounts
 * and currency (INVALID_PARAMS), then the action runs. A database failure is INTERNAL_RETRYABLE: the vendor retries
 * the same txId and idempotency does the rest.
 */
export async function handleVendorCall(
  deps: SeamlessDeps,
  input: VendorCallInput,
): Promise<VendorReply | VendorBatchReply> {
  try {
    const code = parseMerchantHeader(input.merchantHeader);
    const merchant = code ? await deps.directory.get(code) : null;
    const vendor = merchant ? await vendorDirectory(deps.db).get(merchant, input.vendorCode) : null;
    const signature = typeof input.signature === 'string' ? input.signature.trim().toLowerCase() : '';
    if (!merchant || !vendor || !sameDigest(signVendorBody(vendor.secret, input.rawBody), signature)) {
      return { status: 'INVALID_SIGNATURE' };
    }
    if (!isAction(input.action) || vendor.walletMode !== 'seamless') return { status: 'INVALID_PARAMS' };
    const ctx: VendorCallContext = { db: deps.db, merchant, vendor, now: deps.clock.now() };
    if (input.action === 'credit-batch') {
      const parsed = vendorCreditBatchRequestSchema.safeParse(readJson(input.rawBody));
      if (!parsed.success) return { status: 'INVALID_PARAMS' };
      const outcome = await creditBatch(ctx, parsed.data.credits);
      for (const memberId of outcome.movedMemberIds) {
        await deps.events.publish({ merchantId: merchant.id, memberId }, 'balance.changed', { reason: 'win' });
      }
      return outcome.reply;
    }
    const outcome = await dispatch(ctx, input.action, input.rawBody);
    if (outcome.movedMemberId !== undefined) {
      // After the commit; the socket message only tells the client to read its balance again.
      await deps.events.publish({ merchantId: merchant.id, memberId: outcome.movedMemberId }, 'balance.changed', {
        reason: input.action === 'debit' ? 'bet' : input.action === 'credit' ? 'win' : 'rollback',
      });
    }
    return outcome.reply;
  } catch (err) {
    deps.log.error({ err, vendor: input.vendorCode, action: input.action }, 'vendor call failed');
    return { status: 'INTERNAL_RETRYABLE' };
  }
}

function readJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

type SingleAction = Exclude<VendorAction, 'credit-batch'>;

async function dispatch(ctx: VendorCallContext, action: SingleAction, raw: Buffer): Promise<VendorCallOutcome> {
  const body = readJson(raw);
  const invalid = async (): Promise<VendorCallOutcome> => {
    await recordInvalid(ctx, action, body, raw);
    return { reply: { status: 'INVALID_PARAMS' } };
  };
  switch (action) {
    case 'authenticate': {
      const parsed = vendorAuthenticateRequestSchema.safeParse(body);
      return parsed.success ? authenticate(ctx, parsed.data.token) : invalid();
    }
    case 'balance': {
      const parsed = vendorBalanceRequestSchema.safeParse(body);
      return parsed.success ? playerBalance(ctx, parsed.data.playerId) : invalid();
    }
    case 'debit': {
      const parsed = vendorDebitRequestSchema.safeParse(body);
      if (!parsed.success || parsed.data.currency !== ctx.merchant.currency) return invalid();
      const amount = toMinorUnits(parsed.data.amount);
      if (amount === null || amount <= 0) return invalid();
      if (!isPlayerId(parsed.data.playerId)) return { reply: { status: 'PLAYER_NOT_FOUND' } };
      return debit(ctx, parsed.data, amount);
    }
    case 'credit': {
      const parsed = vendorCreditRequestSchema.safeParse(body);
      if (!parsed.success || parsed.data.currency !== ctx.merchant.currency) return invalid();
      const amount = toMinorUnits(parsed.data.amount);
      if (amount === null || amount < 0) return invalid();
      if (!isPlayerId(parsed.data.playerId)) return { reply: { status: 'PLAYER_NOT_FOUND' } };
      return credit(ctx, parsed.data, amount);
    }
    case 'rollback': {
      const parsed = vendorRollbackRequestSchema.safeParse(body);
      if (!parsed.success) return invalid();
      if (!isPlayerId(parsed.data.playerId)) return { reply: { status: 'PLAYER_NOT_FOUND' } };
      return rollback(ctx, parsed.data);
    }
  }
}

/**
 * A refused money call is kept (for the daily reconciliation's list of refusals) when it names a txId; it never
 * binds that txId, so a corrected retry goes through.
 */
async function recordInvalid(ctx: VendorCallContext, action: SingleAction, body: unknown, raw: Buffer) {
  if (action !== 'debit' && action !== 'credit' && action !== 'rollback') return;
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const txId = typeof fields.txId === 'string' ? fields.txId.trim() : '';
  if (!txId || txId.length > 100) return;
  await saveVendorTransaction(ctx.db.orm, {
    merchantId: ctx.merchant.id,
    vendorId: ctx.vendor.id,
    txId,
    action,
    roundId: typeof fields.roundId === 'string' ? fields.roundId.slice(0, 100) : null,
    refTxId: typeof fields.refTxId === 'string' ? fields.refTxId.slice(0, 100) : null,
    memberId: null,
    amount: 0,
    currency: typeof fields.currency === 'string' ? fields.currency.slice(0, 8) : null,
    fingerprint: sha256(raw.toString('utf8')),
    status: 'INVALID_PARAMS',
    request: fields,
    response: { status: 'INVALID_PARAMS' },
    createdAt: ctx.now,
  });
}
