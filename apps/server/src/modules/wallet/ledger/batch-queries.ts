import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { anyOf, jsonRows } from '../../../db/json-rows.ts';
import { ledgerAccounts, ledgerTransfers } from '../../../db/schema.ts';

// Set-based ledger writes for callers that move money in batches (a lottery period's payouts, an earnings run): one
// statement for all the balances, one for all the transfers. The caller holds the rows locked and worked out the
// balances after each move.

/** Sets locked accounts' balances to the values given (the caller computed them under the locks). */
export async function setBalances(orm: Orm, balances: readonly { id: number; balance: number }[]) {
  if (balances.length === 0) return;
  const a = ledgerAccounts;
  await orm.execute(sql`
    update ${a} set balance = v.balance
    from ${jsonRows(balances, { id: 'bigint', balance: 'bigint' })}
    where ${a.id} = v.id`);
}

export interface BatchTransfer {
  merchant_id: number;
  from_account_id: number;
  to_account_id: number;
  amount: number;
  from_balance_after: number;
  to_balance_after: number;
  kind: string;
  reference: string | null;
  idempotency_key: string;
  fingerprint: string;
  detail: Record<string, unknown>;
  created_at: string;
}

export async function insertTransfers(orm: Orm, transfers: readonly BatchTransfer[]) {
  if (transfers.length === 0) return;
  await orm.execute(sql`
    insert into ${ledgerTransfers} (merchant_id, from_account_id, to_account_id, amount, from_balance_after,
      to_balance_after, kind, reference, idempotency_key, fingerprint, detail, created_at)
    select merchant_id, from_account_id, to_account_id, amount, from_balance_after, to_balance_after, kind, reference,
      idempotency_key, fingerprint, detail, created_at
    from ${jsonRows(transfers as unknown as Record<string, unknown>[], {
      merchant_id: 'bigint',
      from_account_id: 'bigint',
      to_account_id: 'bigint',
      amount: 'bigint',
      from_balance_after: 'bigint',
      to_balance_after: 'bigint',
      kind: 'text',
      reference: 'text',
      idempotency_key: 'text',
      fingerprint: 'text',
      detail: 'jsonb',
      created_at: 'timestamptz',
    })}`);
}

/** The members' main accounts by member id, made for those who have none yet. */
export async function mainAccountIds(orm: Orm, merchantId: number, memberIds: readonly number[]) {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return new Map<number, number>();
  const find = () =>
    orm
      .select({ id: ledgerAccounts.id, memberId: ledgerAccounts.memberId })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchantId),
          eq(ledgerAccounts.purpose, 'main'),
          anyOf(ledgerAccounts.memberId, ids, 'bigint'),
        ),
      );
  let rows = await find();
  if (rows.length < ids.length) {
    const have = new Set(rows.map((r) => r.memberId));
    const missing = ids.filter((id) => !have.has(id)).map((member_id) => ({ member_id }));
    await orm.execute(sql`
      insert into ${ledgerAccounts} (merchant_id, member_id, purpose)
      select ${merchantId}, member_id, 'main' from ${jsonRows(missing, { member_id: 'bigint' })}
      on conflict do nothing`);
    rows = await find();
  }
  return new Map(rows.map((r) => [r.memberId as number, r.id]));
}
