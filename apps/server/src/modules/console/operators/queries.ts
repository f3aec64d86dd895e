import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { operatorSessions, operators } from '../../../db/schema.ts';

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperatorById(orm: Orm, id: number) {
  const [row] = await orm.select().from(operators).where(eq(operators.id, id)).limit(1);
  return row ?? null;
}

/** The operator's row, held until the transaction ends (role and status changes see each other). */
export async function lockOperator(orm: Orm, merchantId: number, id: number) {
  const [row] = await orm
    .select()
    .from(operators)
    .where(and(eq(operators.id, id), eq(operators.merchantId, merchantId)))
    .for('update');
  return row ?? null;
}

/** Every operator row of the brand, held: keeps "at least one enabled admin" true under concurrent changes. */
export async function lockBrandOperators(orm: Orm, merchantId: number) {
  await orm.select({ id: operators.id }).from(operators).where(eq(operators.merchantId, merchantId)).for('update');
}

export async function countOtherEnabledAdmins(orm: Orm, merchantId: number, exceptId: number) {
  const [row] = await orm
    .select({ n: count() })
    .from(operators)
    .where(
      and(
        eq(operators.merchantId, merchantId),
        eq(operators.role, 'admin'),
        isNull(operators.disabledAt),
        ne(operators.id, exceptId),
      ),
    );
  return row?.n ?? 0;
}

export async function usernameTaken(orm: Orm, merchantId: number, username: string) {
  const [row] = await orm
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), sql`lower(${operators.username}) = lower(${username})`))
    .limit(1);
  return Boolean(row);
}

export async function insertOperator(orm: Orm, values: typeof operators.$inferInsert) {
  const [row] = await orm.insert(operators).values(values).returning();
  if (!row) throw new Error('operator insert returned nothing');
  return row;
}

export async function updateOperator(orm: Orm, id: number, values: Partial<typeof operators.$inferInsert>) {
  const [row] = await orm.update(operators).set(values).where(eq(operators.id, id)).returning();
  return row ?? null;
}

export function listOperators(orm: Orm, merchantId: number) {
  return orm.select().from(operators).where(eq(operators.merchantId, merchantId)).orderBy(asc(operators.id));
}

/** Ends every live session of the operator; the next request with any of them is refused. */
export async function revokeOperatorSessions(orm: Orm, operatorId: number, now: Date, exceptSessionId?: string) {
  await orm
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
        exceptSessionId ? ne(operatorSessions.id, exceptSessionId) : undefined,
      ),
    );
}

/**
 * Accepts a TOTP step once: succeeds only while the stored step is older, so two sign-ins with the same code at
 * once cannot both use it.
 */
export async function takeTotpStep(orm: Orm, operatorId: number, step: number) {
  const rows = await orm
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(operators.id, operatorId),
        sql`(${operators.totpLastStep} is null or ${operators.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: operators.id });
  return rows.length > 0;
}
