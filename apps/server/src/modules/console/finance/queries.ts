import type { DepositStatus, WithdrawalStatus } from '@lotus/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { bankAccounts, depositChannels, depositOrders, members, withdrawalOrders } from '../../../db/schema.ts';

const LIMIT = 200;

/** The merchant's withdrawals with member and bank account, newest first, optionally in one state. */
export function withdrawalQueue(orm: Orm, merchantId: number, status?: WithdrawalStatus) {
  return orm
    .select({ order: withdrawalOrders, bank: bankAccounts, member: members.username })
    .from(withdrawalOrders)
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawalOrders.bankAccountId))
    .innerJoin(members, eq(members.id, withdrawalOrders.memberId))
    .where(and(eq(withdrawalOrders.merchantId, merchantId), status ? eq(withdrawalOrders.status, status) : undefined))
    .orderBy(desc(withdrawalOrders.id))
    .limit(LIMIT);
}

export async function lockWithdrawal(orm: Orm, merchantId: number, orderNo: string) {
  const [row] = await orm
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.merchantId, merchantId), eq(withdrawalOrders.orderNo, orderNo)))
    .for('update');
  return row ?? null;
}

export async function updateWithdrawal(orm: Orm, id: number, values: Partial<typeof withdrawalOrders.$inferInsert>) {
  const [row] = await orm.update(withdrawalOrders).set(values).where(eq(withdrawalOrders.id, id)).returning();
  if (!row) throw new Error(`withdrawal ${id} vanished inside its transaction`);
  return row;
}

/** The merchant's deposit orders with member and channel, newest first, optionally in one state. */
export function depositQueue(orm: Orm, merchantId: number, status?: DepositStatus) {
  return orm
    .select({ order: depositOrders, channel: depositChannels, member: members.username })
    .from(depositOrders)
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .where(and(eq(depositOrders.merchantId, merchantId), status ? eq(depositOrders.status, status) : undefined))
    .orderBy(desc(depositOrders.id))
    .limit(LIMIT);
}

export async function findDepositOrder(orm: Orm, merchantId: number, orderNo: string) {
  const [row] = await orm
    .select({ order: depositOrders, channel: depositChannels })
    .from(depositOrders)
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .where(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.orderNo, orderNo)))
    .limit(1);
  return row ?? null;
}
