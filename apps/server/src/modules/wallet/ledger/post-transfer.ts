import type { TransferKind } from '@lotus/contract';
import type { Orm } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { sha256 } from '../../../platform/secrets.ts';
import {
  findTransferByKey,
  insertTransfer,
  type LedgerTransferRow,
  lockAccounts,
  lockIdempotencyKey,
  shiftBalances,
} from './queries.ts';

export interface TransferRequest {
  merchantId: number;
  fromAccountId: number;
  toAccountId: number;
  /** Integer minor units, above zero. */
  amount: number;
  kind: TransferKind;
  reference?: string | null;
  /** Unique per merchant: a repeat answers the first transfer; the same key for another request is refused. */
  idempotencyKey: string;
  detail?: Record<string, unknown>;
  at: Date;
}

export interface TransferResult {
  transfer: LedgerTransferRow;
  /** True when the key had been used for this very request before: nothing moved this time. */
  replayed: boolean;
}

/** What makes two requests under one key the same request. */
export const fingerprintOf = (r: TransferRequest) =>
  sha256(JSON.stringify([r.fromAccountId, r.toAccountId, r.amount, r.kind, r.reference ?? null]));

/**
 * Moves `amount` from one account to another inside the caller's transaction (with the state change that caused
 * it). The idempotency key is held first (requests reusing a key for other accounts would not meet on the row locks),
 * then both rows are locked in id order, so the key check, the balance check and the update see no concurrent change.
 * A member account that would go below zero is refused here, and by the database's CHECK.
 */
export async function postTransfer(tx: Orm, request: TransferRequest): Promise<TransferResult> {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
    throw new Error(`ledger amount must be a positive integer of minor units, got ${request.amount}`);
  }
  if (request.fromAccountId === request.toAccountId) throw new Error('a ledger transfer needs two accounts');

  await lockIdempotencyKey(tx, request.merchantId, request.idempotencyKey);
  const locked = await lockAccounts(tx, [request.fromAccountId, request.toAccountId]);
  const from = locked.find((a) => a.id === request.fromAccountId);
  const to = locked.find((a) => a.id === request.toAccountId);
  if (!from || !to || from.merchantId !== request.merchantId || to.merchantId !== request.merchantId) {
    throw new Error('ledger transfer between accounts of another merchant or unknown accounts');
  }

  const fingerprint = fingerprintOf(request);
  const earlier = await findTransferByKey(tx, request.merchantId, request.idempotencyKey);
  if (earlier) {
    if (earlier.fingerprint !== fingerprint) throw new AppError('idempotency.conflict');
    return { transfer: earlier, replayed: true };
  }

  if (from.memberId !== null && from.balance < request.amount) {
    throw new AppError('balance.insufficient', { balance: from.balance });
  }
  const after = await shiftBalances(tx, [
    { id: from.id, delta: -request.amount },
    { id: to.id, delta: request.amount },
  ]);
  const fromBalanceAfter = after.get(from.id) ?? Number.NaN;
  const toBalanceAfter = after.get(to.id) ?? Number.NaN;

  const transfer = await insertTransfer(tx, {
    merchantId: request.merchantId,
    fromAccountId: from.id,
    toAccountId: to.id,
    amount: request.amount,
    fromBalanceAfter,
    toBalanceAfter,
    kind: request.kind,
    reference: request.reference ?? null,
    idempotencyKey: request.idempotencyKey,
    fingerprint,
    detail: request.detail ?? {},
    createdAt: request.at,
  });
  return { transfer, replayed: false };
}
