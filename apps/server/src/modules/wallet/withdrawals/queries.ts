import { and, asc, count, desc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { bankAccounts, withdrawalOrders, withdrawalProofs } from '../../../db/schema.ts';

export type WithdrawalOrderRow = typeof withdrawalOrders.$inferSelect;

/** Requests the member made in [from, until), whatever became of them. */
export async function countRequests(orm: Orm, merchantId: number, memberId: number, from: Date, until: Date) {
  const [row] = await orm
    .select({ n: count() })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.merchantId, merchantId),
        eq(withdrawalOrders.memberId, memberId),
        gte(withdrawalOrders.createdAt, from),
        lt(withdrawalOrders.createdAt, until),
      ),
    );
  return row?.n ?? 0;
}

export async function findByClientKey(orm: Orm, merchantId: number, memberId: number, clientKey: string) {
  const [row] = await orm
    .select()
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.merchantId, merchantId),
        eq(withdrawalOrders.memberId, memberId),
        eq(withdrawalOrders.clientKey, clientKey),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertWithdrawal(orm: Orm, values: typeof withdrawalOrders.$inferInsert) {
  const [row] = await orm.insert(withdrawalOrders).values(values).returning();
  if (!row) throw new Error('withdrawal insert returned nothing');
  return row;
}

/** The member's latest withdrawals with the account each went to. */
export function recentWithdrawals(orm: Orm, merchantId: number, memberId: number, limit: number) {
  return orm
    .select({ order: withdrawalOrders, bank: bankAccounts })
    .from(withdrawalOrders)
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawalOrders.bankAccountId))
    .where(and(eq(withdrawalOrders.merchantId, merchantId), eq(withdrawalOrders.memberId, memberId)))
    .orderBy(desc(withdrawalOrders.id))
    .limit(limit);
}

/** Locks one withdrawal of the merchant by its number (and of one member, when given) for a change of state. */
export async function lockWithdrawal(orm: Orm, merchantId: number, orderNo: string, memberId?: number) {
  const [row] = await orm
    .select()
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.merchantId, merchantId),
        eq(withdrawalOrders.orderNo, orderNo),
        memberId === undefined ? undefined : eq(withdrawalOrders.memberId, memberId),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function lockWithdrawalById(orm: Orm, id: number) {
  const [row] = await orm.select().from(withdrawalOrders).where(eq(withdrawalOrders.id, id)).for('update');
  return row ?? null;
}

export async function updateWithdrawal(orm: Orm, id: number, values: Partial<typeof withdrawalOrders.$inferInsert>) {
  const [row] = await orm.update(withdrawalOrders).set(values).where(eq(withdrawalOrders.id, id)).returning();
  if (!row) throw new Error(`withdrawal ${id} vanished inside its transaction`);
  return row;
}

/** Paid withdrawals whose confirmation time has passed, oldest first (every merchant: the job runs for all). */
export function dueForAutoConfirm(orm: Orm, now: Date, limit: number) {
  return orm
    .select({ id: withdrawalOrders.id })
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.status, 'paid'), lte(withdrawalOrders.confirmBy, now)))
    .orderBy(asc(withdrawalOrders.confirmBy))
    .limit(limit);
}

export async function insertProofs(orm: Orm, withdrawalId: number, uploadIds: string[]) {
  if (uploadIds.length === 0) return;
  await orm
    .insert(withdrawalProofs)
    .values(uploadIds.map((uploadId, position) => ({ withdrawalId, position, uploadId })));
}

/** The proof images of each withdrawal, in the order the player attached them. */
export async function proofIdsOf(orm: Orm, withdrawalIds: number[]) {
  const byWithdrawal = new Map<number, string[]>();
  if (withdrawalIds.length === 0) return byWithdrawal;
  const rows = await orm
    .select()
    .from(withdrawalProofs)
    .where(inArray(withdrawalProofs.withdrawalId, withdrawalIds))
    .orderBy(asc(withdrawalProofs.withdrawalId), asc(withdrawalProofs.position));
  for (const row of rows) {
    byWithdrawal.set(row.withdrawalId, [...(byWithdrawal.get(row.withdrawalId) ?? []), row.uploadId]);
  }
  return byWithdrawal;
}

/** Whether an upload is one of this member's withdrawal proofs. */
export async function isMemberProof(orm: Orm, merchantId: number, memberId: number, uploadId: string) {
  const [row] = await orm
    .select({ id: withdrawalOrders.id })
    .from(withdrawalProofs)
    .innerJoin(withdrawalOrders, eq(withdrawalOrders.id, withdrawalProofs.withdrawalId))
    .where(
      and(
        eq(withdrawalProofs.uploadId, uploadId),
        eq(withdrawalOrders.merchantId, merchantId),
        eq(withdrawalOrders.memberId, memberId),
      ),
    )
    .limit(1);
  return Boolean(row);
}
