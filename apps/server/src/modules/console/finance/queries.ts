import type { DepositStatus, WithdrawalStatus } from '@lotus/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../../db/database.ts';
import {
  adjustments,
  bankAccounts,
  depositChannels,
  depositOrders,
  members,
  operators,
  withdrawalOrders,
} from '../../../db/schema.ts';

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

export type AdjustmentRow = typeof adjustments.$inferSelect;
const requester = alias(operators, 'requester');
const decider = alias(operators, 'decider');

export async function findMemberIdByUsername(orm: Orm, merchantId: number, username: string) {
  const [row] = await orm
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`lower(${members.username}) = lower(${username})`))
    .limit(1);
  return row?.id ?? null;
}

/** Inserts the adjustment unless the operator's key already made one (then null). */
export async function insertAdjustment(orm: Orm, values: typeof adjustments.$inferInsert) {
  const [row] = await orm.insert(adjustments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findAdjustmentByKey(orm: Orm, merchantId: number, requestedBy: number, clientKey: string) {
  const [row] = await orm
    .select()
    .from(adjustments)
    .where(
      and(
        eq(adjustments.merchantId, merchantId),
        eq(adjustments.requestedBy, requestedBy),
        eq(adjustments.clientKey, clientKey),
      ),
    );
  return row ?? null;
}

export async function lockAdjustment(orm: Orm, merchantId: number, id: number) {
  const [row] = await orm
    .select()
    .from(adjustments)
    .where(and(eq(adjustments.merchantId, merchantId), eq(adjustments.id, id)))
    .for('update');
  return row ?? null;
}

export async function updateAdjustment(orm: Orm, id: number, values: Partial<typeof adjustments.$inferInsert>) {
  await orm.update(adjustments).set(values).where(eq(adjustments.id, id));
}

/** Adjustments with the member and both operators' names, newest first. */
export function adjustmentList(orm: Orm, merchantId: number, status?: AdjustmentRow['status']) {
  return orm
    .select({
      row: adjustments,
      member: members.username,
      requestedBy: requester.username,
      decidedBy: decider.username,
    })
    .from(adjustments)
    .innerJoin(members, eq(members.id, adjustments.memberId))
    .innerJoin(requester, eq(requester.id, adjustments.requestedBy))
    .leftJoin(decider, eq(decider.id, adjustments.decidedBy))
    .where(and(eq(adjustments.merchantId, merchantId), status ? eq(adjustments.status, status) : undefined))
    .orderBy(desc(adjustments.id))
    .limit(LIMIT);
}
