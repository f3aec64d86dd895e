import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { bankAccounts, withdrawalOrders } from '../../../db/schema.ts';

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
