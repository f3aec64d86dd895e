import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { merchants, operatorSessions, operators } from '../../db/schema.ts';

export async function findOperator(orm: Orm, merchantId: number, username: string) {
  const [row] = await orm
    .select()
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), sql`lower(${operators.username}) = lower(${username})`))
    .limit(1);
  return row ?? null;
}

export async function insertOperatorSession(orm: Orm, values: typeof operatorSessions.$inferInsert) {
  await orm.insert(operatorSessions).values(values);
}

/** A session that is not revoked and not past its absolute end, with its operator and brand. */
export async function findLiveOperatorSession(orm: Orm, tokenHash: string, now: Date) {
  const [row] = await orm
    .select({
      session: operatorSessions,
      operator: operators,
      merchantCode: merchants.code,
      demoBrand: merchants.isDemo,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .innerJoin(merchants, eq(merchants.id, operatorSessions.merchantId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function touchOperatorSession(orm: Orm, id: string, now: Date) {
  await orm.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, id));
}

export async function revokeOperatorSession(orm: Orm, id: string, now: Date) {
  await orm.update(operatorSessions).set({ revokedAt: now }).where(eq(operatorSessions.id, id));
}
