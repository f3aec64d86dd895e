import { allStatements } from '../../../db/pipelined-commit.ts';
import { AppError } from '../../../platform/app-error.ts';
import { fingerprintOf, type TransferRequest, type TransferResult } from './post-transfer.ts';
import { insertTransferOfShift, type LedgerAccountRow, shiftBalances } from './queries.ts';

/** A house account as the caller knows it: which row, not its balance (it is not locked). */
export type HouseAccountRef = Pick<LedgerAccountRow, 'id' | 'merchantId' | 'memberId'>;

/**
 * postTransfer between a member account and a house account, one way or the other, for a caller that holds the
 * member's row `FOR UPDATE` (read under the lock, unchanged since) and has proved the idempotency key unused while
 * holding it: every money call of the seamless wallet API for that member takes turns on that lock, and an OK stored
 * call under the txId comes with its transfer.
 *
 * The house row is locked only by the balance update itself, which goes to the database together with the transfer
 * row (pipelined on the transaction's connection, with the COMMIT the caller sends behind them), so a vendor's house
 * account, which every one of its bets moves, is held for those statements alone and not while this process works on
 * the call. The transfer takes both balances after the move from the rows as updated. The unique key index still
 * refuses a key used twice, and the database's CHECK a negative member balance.
 */
export async function postHouseTransfer(
  tx: Parameters<typeof shiftBalances>[0],
  move: Omit<TransferRequest, 'fromAccountId' | 'toAccountId'>,
  accounts: { from: LedgerAccountRow; to: HouseAccountRef } | { from: HouseAccountRef; to: LedgerAccountRow },
): Promise<TransferResult> {
  const { from, to } = accounts;
  const member = 'balance' in from ? from : (to as LedgerAccountRow);
  const house = member === from ? to : from;
  const request: TransferRequest = { ...move, fromAccountId: from.id, toAccountId: to.id };
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
    throw new Error(`ledger amount must be a positive integer of minor units, got ${request.amount}`);
  }
  if (from.id === to.id) throw new Error('a ledger transfer needs two accounts');
  if (member.memberId === null || house.memberId !== null) {
    throw new Error('a house transfer moves money between a member account and a house account');
  }
  if (from.merchantId !== request.merchantId || to.merchantId !== request.merchantId) {
    throw new Error('ledger transfer between accounts of another merchant');
  }
  if (member === from && member.balance < request.amount) {
    throw new AppError('balance.insufficient', { balance: member.balance });
  }
  const memberAfter = member === from ? member.balance - request.amount : member.balance + request.amount;
  // Started in this order, so they run in this order: the transfer row reads the balances the update left.
  const [after, transfer] = await allStatements([
    shiftBalances(tx, [
      { id: from.id, delta: -request.amount },
      { id: to.id, delta: request.amount },
    ]),
    insertTransferOfShift(tx, {
      merchantId: request.merchantId,
      fromAccountId: from.id,
      toAccountId: to.id,
      amount: request.amount,
      kind: request.kind,
      reference: request.reference ?? null,
      idempotencyKey: request.idempotencyKey,
      fingerprint: fingerprintOf(request),
      detail: request.detail ?? {},
      createdAt: request.at,
    }),
  ]);
  // The member row was read under the lock, so the database must agree; if not, the caller broke the contract above.
  if (after.get(member.id) !== memberAfter) throw new Error('the locked member balance changed before the transfer');
  return { transfer, replayed: false };
}
