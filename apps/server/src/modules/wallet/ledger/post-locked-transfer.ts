import { AppError } from '../../../platform/app-error.ts';
import { fingerprintOf, type TransferRequest, type TransferResult } from './post-transfer.ts';
import { insertTransfer, type LedgerAccountRow, shiftBalances } from './queries.ts';

/**
 * postTransfer for a caller that already holds both account rows `FOR UPDATE` in this transaction, read them under
 * that lock with nothing changed since, and has proved the idempotency key unused while holding them (the seamless
 * wallet API: every call of a vendor locks the vendor's house account first, and an OK stored call under the txId
 * comes with its transfer). So the key lock, the second row lock and the key lookup of postTransfer are skipped, and
 * the balance move and the transfer row go to the database together (pipelined on the transaction's connection).
 * The unique key index still refuses a key used twice, and the database's CHECK a negative member balance. The
 * accounts are the locked rows themselves.
 */
export async function postLockedTransfer(
  tx: Parameters<typeof insertTransfer>[0],
  move: Omit<TransferRequest, 'fromAccountId' | 'toAccountId'>,
  locked: { from: LedgerAccountRow; to: LedgerAccountRow },
): Promise<TransferResult> {
  const { from, to } = locked;
  const request: TransferRequest = { ...move, fromAccountId: from.id, toAccountId: to.id };
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
    throw new Error(`ledger amount must be a positive integer of minor units, got ${request.amount}`);
  }
  if (from.id === to.id) throw new Error('a ledger transfer needs two accounts');
  if (from.merchantId !== request.merchantId || to.merchantId !== request.merchantId) {
    throw new Error('ledger transfer between accounts of another merchant');
  }
  if (from.memberId !== null && from.balance < request.amount) {
    throw new AppError('balance.insufficient', { balance: from.balance });
  }
  const fromBalanceAfter = from.balance - request.amount;
  const toBalanceAfter = to.balance + request.amount;
  const [after, transfer] = await Promise.all([
    shiftBalances(tx, [
      { id: from.id, delta: -request.amount },
      { id: to.id, delta: request.amount },
    ]),
    insertTransfer(tx, {
      merchantId: request.merchantId,
      fromAccountId: from.id,
      toAccountId: to.id,
      amount: request.amount,
      fromBalanceAfter,
      toBalanceAfter,
      kind: request.kind,
      reference: request.reference ?? null,
      idempotencyKey: request.idempotencyKey,
      fingerprint: fingerprintOf(request),
      detail: request.detail ?? {},
      createdAt: request.at,
    }),
  ]);
  // The rows were read under the lock, so the database must agree; if not, the caller broke the contract above.
  if (after.get(from.id) !== fromBalanceAfter || after.get(to.id) !== toBalanceAfter) {
    throw new Error('locked account balances changed before the transfer');
  }
  return { transfer, replayed: false };
}
