import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { LEDGER_KEY_LOCK_NAMESPACE } from '../../../db/locks.ts';
import { ledgerAccounts, ledgerTransfers } from '../../../db/schema.ts';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;

export async function findMemberAccount(orm: Orm, merchantId: number, memberId: number, purpose: string) {
  const [row] = await orm
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchantId),
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.purpose, purpose),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findHouseAccount(orm: Orm, merchantId: number, purpose: string) {
  const [row] = await orm
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchantId),
        isNull(ledgerAccounts.memberId),
        eq(ledgerAccounts.purpose, purpose),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Creates the account unless it exists (a concurrent creator wins quietly). */
export async function insertAccount(orm: Orm, merchantId: number, memberId: number | null, purpose: string) {
  await orm.insert(ledgerAccounts).values({ merchantId, memberId, purpose }).onConflictDoNothing();
}

export function memberAccounts(orm: Orm, merchantId: number, memberId: number) {
  return orm
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.memberId, memberId)))
    .orderBy(asc(ledgerAccounts.id));
}

/**
 * Locks the accounts in id order, whatever order the caller names them: two transfers between the same accounts in
 * opposite directions then wait for each other instead of deadlocking.
 */
export function lockAccounts(orm: Orm, ids: number[]) {
  return orm
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

/** Holds the idempotency key until the transaction ends (see LEDGER_KEY_LOCK_NAMESPACE). */
export async function lockIdempotencyKey(orm: Orm, merchantId: number, idempotencyKey: string) {
  await orm.execute(
    sql`select pg_advisory_xact_lock(${LEDGER_KEY_LOCK_NAMESPACE}, hashtext(${`${merchantId}:${idempotencyKey}`}))`,
  );
}

export async function findTransferByKey(orm: Orm, merchantId: number, idempotencyKey: string) {
  const [row] = await orm
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.merchantId, merchantId), eq(ledgerTransfers.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

/**
 * Moves balances of locked accounts in one statement (`changes` by account id); answers each balance after the change
 * by account id.
 */
/**
 * The id of the transfer posted under a key, as an expression for another row's insert: a caller that sends that
 * insert right behind the transfer's (pipelined on one connection) gets the id without waiting for it.
 */
export const transferIdByKey = (merchantId: number, idempotencyKey: string) =>
  sql<number>`(select ${ledgerTransfers.id} from ${ledgerTransfers} where ${ledgerTransfers.merchantId} = ${merchantId} and ${ledgerTransfers.idempotencyKey} = ${idempotencyKey})`;

export async function shiftBalances(orm: Orm, changes: { id: number; delta: number }[]) {
  const cases = sql.join(
    changes.map((c) => sql`when ${c.id} then ${c.delta}::bigint`),
    sql` `,
  );
  const rows = await orm
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + (case ${ledgerAccounts.id} ${cases} end)` })
    .where(
      inArray(
        ledgerAccounts.id,
        changes.map((c) => c.id),
      ),
    )
    .returning({ id: ledgerAccounts.id, balance: ledgerAccounts.balance });
  if (rows.length !== changes.length) throw new Error('a ledger account vanished inside its transaction');
  return new Map(rows.map((r) => [r.id, r.balance]));
}

export async function insertTransfer(orm: Orm, values: typeof ledgerTransfers.$inferInsert) {
  const [row] = await orm.insert(ledgerTransfers).values(values).returning();
  if (!row) throw new Error('ledger transfer insert returned nothing');
  return row;
}

export function allAccounts(orm: Orm, merchantId?: number) {
  return orm
    .select()
    .from(ledgerAccounts)
    .where(merchantId === undefined ? undefined : eq(ledgerAccounts.merchantId, merchantId))
    .orderBy(asc(ledgerAccounts.id));
}

/** Per account: the sum of the transfers into it and out of it, and how many transfers there are in all. */
export async function transferSums(orm: Orm, merchantId?: number) {
  const scope = merchantId === undefined ? undefined : eq(ledgerTransfers.merchantId, merchantId);
  const [incoming, outgoing, [total]] = await Promise.all([
    orm
      .select({ accountId: ledgerTransfers.toAccountId, sum: sql<string>`sum(${ledgerTransfers.amount})::text` })
      .from(ledgerTransfers)
      .where(scope)
      .groupBy(ledgerTransfers.toAccountId),
    orm
      .select({ accountId: ledgerTransfers.fromAccountId, sum: sql<string>`sum(${ledgerTransfers.amount})::text` })
      .from(ledgerTransfers)
      .where(scope)
      .groupBy(ledgerTransfers.fromAccountId),
    orm.select({ count: sql<string>`count(*)::text` }).from(ledgerTransfers).where(scope),
  ]);
  return { incoming, outgoing, count: Number(total?.count ?? 0) };
}
