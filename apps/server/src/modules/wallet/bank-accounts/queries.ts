import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { bankAccounts, members } from '../../../db/schema.ts';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

const live = (merchantId: number, memberId: number) =>
  and(eq(bankAccounts.merchantId, merchantId), eq(bankAccounts.memberId, memberId), isNull(bankAccounts.removedAt));

export function liveBankAccounts(orm: Orm, merchantId: number, memberId: number) {
  return orm.select().from(bankAccounts).where(live(merchantId, memberId)).orderBy(asc(bankAccounts.id));
}

export async function findLiveBankAccount(orm: Orm, merchantId: number, memberId: number, id: number) {
  const [row] = await orm
    .select()
    .from(bankAccounts)
    .where(and(live(merchantId, memberId), eq(bankAccounts.id, id)))
    .limit(1);
  return row ?? null;
}

/** Any account by id, removed or not (a withdrawal keeps pointing at the account it went to). */
export async function findBankAccount(orm: Orm, id: number) {
  const [row] = await orm.select().from(bankAccounts).where(eq(bankAccounts.id, id)).limit(1);
  return row ?? null;
}

/** Inserts unless the member already has this number bound (then null). */
export async function insertBankAccount(orm: Orm, values: typeof bankAccounts.$inferInsert) {
  const [row] = await orm.insert(bankAccounts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function markRemoved(orm: Orm, id: number, at: Date) {
  await orm.update(bankAccounts).set({ removedAt: at }).where(eq(bankAccounts.id, id));
}

/** The member's name and payment password; `lock` (inside a transaction) makes bindings of one member take turns. */
export async function memberBanking(orm: Orm, merchantId: number, memberId: number, lock: boolean) {
  const query = orm
    .select({ id: members.id, realName: members.realName, paymentPasswordHash: members.paymentPasswordHash })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function setRealName(orm: Orm, memberId: number, realName: string) {
  await orm.update(members).set({ realName }).where(eq(members.id, memberId));
}
