import { and, asc, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { hotQuery, type Placeholders } from '../../../db/hot-query.ts';
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

// Built once: every balance read (the header's, after every bet) runs it.
const memberAccountsQuery = hotQuery(
  'ledger.memberAccounts',
  (orm, p: Placeholders<{ merchantId: number; memberId: number }>) =>
    orm
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.merchantId, p.merchantId), eq(ledgerAccounts.memberId, p.memberId)))
      .orderBy(asc(ledgerAccounts.id)),
);

export function memberAccounts(orm: Orm, merchantId: number, memberId: number): Promise<LedgerAccountRow[]> {
  return memberAccountsQuery(orm, { merchantId, memberId });
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

interface BalanceChange {
  id: number;
  delta: number;
}

const shiftQuery = hotQuery(
  'ledger.shiftBalances',
  (orm, p: Placeholders<{ a: number; aDelta: number; b: number; bDelta: number }>) =>
    orm
      .update(ledgerAccounts)
      .set({
        balance: sql`${ledgerAccounts.balance} + (case ${ledgerAccounts.id} when ${p.a} then ${p.aDelta}::bigint when ${p.b} then ${p.bDelta}::bigint end)`,
      })
      .where(inArray(ledgerAccounts.id, [p.a, p.b]))
      .returning({ id: ledgerAccounts.id, balance: ledgerAccounts.balance }),
);

/**
 * Moves the balances of two locked accounts in one statement; answers each balance after the change by account id.
 */
export async function shiftBalances(orm: Orm, [a, b]: [BalanceChange, BalanceChange]) {
  const rows = await shiftQuery(orm, { a: a.id, aDelta: a.delta, b: b.id, bDelta: b.delta });
  if (rows.length !== 2) throw new Error('a ledger account vanished inside its transaction');
  return new Map(rows.map((r) => [r.id, r.balance]));
}

type NewTransfer = Required<Omit<typeof ledgerTransfers.$inferInsert, 'id'>>;

type TransferOfShift = Omit<NewTransfer, 'fromBalanceAfter' | 'toBalanceAfter'>;
type BalanceAfter = Placeholder | SQL;

/** A transfer row's values from the query's placeholders, with its balances after the move as given. */
const transferRow = (p: Placeholders<TransferOfShift>, balances: { from: BalanceAfter; to: BalanceAfter }) => ({
  merchantId: p.merchantId,
  fromAccountId: p.fromAccountId,
  toAccountId: p.toAccountId,
  amount: p.amount,
  fromBalanceAfter: balances.from,
  toBalanceAfter: balances.to,
  kind: p.kind,
  reference: p.reference,
  idempotencyKey: p.idempotencyKey,
  fingerprint: p.fingerprint,
  detail: p.detail,
  createdAt: p.createdAt,
});

const insertTransferQuery = hotQuery('ledger.insertTransfer', (orm, p: Placeholders<NewTransfer>) =>
  orm
    .insert(ledgerTransfers)
    .values(transferRow(p, { from: p.fromBalanceAfter, to: p.toBalanceAfter }))
    .returning(),
);

export async function insertTransfer(orm: Orm, values: NewTransfer) {
  const [row] = await insertTransferQuery(orm, values);
  if (!row) throw new Error('ledger transfer insert returned nothing');
  return row;
}

/** The balance an account holds as this transaction sees it (after the shift started just before). */
const balanceNow = (id: Placeholder) =>
  sql`(select ${ledgerAccounts.balance} from ${ledgerAccounts} where ${ledgerAccounts.id} = ${id})`;

const insertTransferOfShiftQuery = hotQuery('ledger.insertTransferOfShift', (orm, p: Placeholders<TransferOfShift>) =>
  orm
    .insert(ledgerTransfers)
    .values(transferRow(p, { from: balanceNow(p.fromAccountId), to: balanceNow(p.toAccountId) }))
    .returning(),
);

/**
 * The transfer row of a shiftBalances sent just before it on the same connection: both balances after the move are
 * read from the accounts as that update left them, so the caller need not know a balance it did not lock beforehand.
 */
export async function insertTransferOfShift(orm: Orm, values: TransferOfShift) {
  const [row] = await insertTransferOfShiftQuery(orm, values);
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
