import { sql } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { anyOf } from '../../../db/json-rows.ts';
import { LEDGER_KEY_LOCK_NAMESPACE } from '../../../db/locks.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import { ledgerAccounts, ledgerTransfers } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { type BatchTransfer, insertTransfers, setBalances } from './batch-queries.ts';
import { fingerprintOf, type TransferRequest } from './post-transfer.ts';

/** What became of each request of a batch, by idempotency key. */
export type BatchOutcome = 'posted' | 'replayed' | 'insufficient';

/**
 * postTransfer for many transfers in one go (an earnings run pays two thousand agents): the keys are held (in one
 * order, then every account in id order, as postTransfer takes them), the keys already used are read in one
 * statement, and the moves are applied in the order given against the balances as they stand, so money one request
 * brings to a member account is there for a later request to take. A member account that would go below zero leaves
 * that request `insufficient` and the rest go on; a key used before for the same request is `replayed`, for another
 * request `idempotency.conflict`. Then one statement writes every balance and one every transfer.
 */
export async function postTransfers(tx: Orm, requests: readonly TransferRequest[]): Promise<Map<string, BatchOutcome>> {
  const outcome = new Map<string, BatchOutcome>();
  if (requests.length === 0) return outcome;
  for (const r of requests) {
    if (!Number.isSafeInteger(r.amount) || r.amount <= 0) {
      throw new Error(`ledger amount must be a positive integer of minor units, got ${r.amount}`);
    }
    if (r.fromAccountId === r.toAccountId) throw new Error('a ledger transfer needs two accounts');
  }
  const merchantId = requests[0]?.merchantId as number;
  if (requests.some((r) => r.merchantId !== merchantId)) throw new Error('a ledger batch is for one merchant');
  const keys = requests.map((r) => r.idempotencyKey);
  if (new Set(keys).size !== keys.length) throw new Error('a ledger batch names a key twice');

  await tx.execute(sql`
    select pg_advisory_xact_lock(${LEDGER_KEY_LOCK_NAMESPACE}, h)
    from (select distinct hashtext(${`${merchantId}:`} || k) as h from unnest(array(
      select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))) as k order by 1) as held`);
  const used = new Map(
    (
      await tx
        .select({ key: ledgerTransfers.idempotencyKey, fingerprint: ledgerTransfers.fingerprint })
        .from(ledgerTransfers)
        .where(
          sql`${ledgerTransfers.merchantId} = ${merchantId} and ${anyOf(ledgerTransfers.idempotencyKey, keys, 'text')}`,
        )
    ).map((r) => [r.key, r.fingerprint]),
  );
  const fresh = requests.filter((r) => {
    const earlier = used.get(r.idempotencyKey);
    if (earlier === undefined) return true;
    if (earlier !== fingerprintOf(r)) throw new AppError('idempotency.conflict');
    outcome.set(r.idempotencyKey, 'replayed');
    return false;
  });

  const ids = [...new Set(fresh.flatMap((r) => [r.fromAccountId, r.toAccountId]))];
  const locked = rowsOf<{ id: unknown; merchant_id: unknown; member_id: unknown; balance: unknown }>(
    await tx.execute(sql`
      select id, merchant_id, member_id, balance from ${ledgerAccounts}
      where ${anyOf(ledgerAccounts.id, ids, 'bigint')} order by id for update`),
  );
  const accounts = new Map(
    locked.map((a) => [
      Number(a.id),
      { merchantId: Number(a.merchant_id), member: a.member_id !== null, balance: Number(a.balance), moved: false },
    ]),
  );
  const transfers: BatchTransfer[] = [];
  for (const r of fresh) {
    const from = accounts.get(r.fromAccountId);
    const to = accounts.get(r.toAccountId);
    if (!from || !to) throw new Error('a ledger account vanished inside its transaction');
    if (from.merchantId !== merchantId || to.merchantId !== merchantId) {
      throw new Error('ledger transfer between accounts of another merchant');
    }
    if (from.member && from.balance < r.amount) {
      outcome.set(r.idempotencyKey, 'insufficient');
      continue;
    }
    from.balance -= r.amount;
    to.balance += r.amount;
    from.moved = to.moved = true;
    transfers.push({
      merchant_id: merchantId,
      from_account_id: r.fromAccountId,
      to_account_id: r.toAccountId,
      amount: r.amount,
      from_balance_after: from.balance,
      to_balance_after: to.balance,
      kind: r.kind,
      reference: r.reference ?? null,
      idempotency_key: r.idempotencyKey,
      fingerprint: fingerprintOf(r),
      detail: r.detail ?? {},
      created_at: r.at.toISOString(),
    });
    outcome.set(r.idempotencyKey, 'posted');
  }
  await setBalances(
    tx,
    [...accounts.entries()].filter(([, a]) => a.moved).map(([id, a]) => ({ id, balance: a.balance })),
  );
  await insertTransfers(tx, transfers);
  return outcome;
}
