import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { CODE_ADDRESS_LOCK_NAMESPACE, CODE_TARGET_LOCK_NAMESPACE } from '../../db/locks.ts';
import { messageOutbox, verificationCodes } from '../../db/schema.ts';

export type NewCode = typeof verificationCodes.$inferInsert;

export function insertCode(orm: Orm, row: NewCode) {
  return orm.insert(verificationCodes).values(row);
}

/** The newest code of a purpose for a target (and member, when given); older ones are superseded by it. */
export async function latestCode(orm: Orm, merchantId: number, purpose: string, target: string, memberId?: number) {
  const [row] = await orm
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.merchantId, merchantId),
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.target, target),
        memberId === undefined ? undefined : eq(verificationCodes.memberId, memberId),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row ?? null;
}

/**
 * Holds the code sends from one client address and to one number or address until the transaction ends, across
 * processes (the address first, always): the send limits are then counted and the send recorded in one step.
 */
export async function lockCodeSends(tx: Orm, merchantId: number, ip: string, target: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${CODE_ADDRESS_LOCK_NAMESPACE}, hashtext(${`${merchantId}:${ip}`}))`,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(${CODE_TARGET_LOCK_NAMESPACE}, hashtext(${`${merchantId}:${target}`}))`,
  );
}

export async function sendsSince(orm: Orm, merchantId: number, purposes: string[], target: string, since: Date) {
  return orm
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.merchantId, merchantId),
        inArray(verificationCodes.purpose, purposes),
        eq(verificationCodes.target, target),
        gt(verificationCodes.createdAt, since),
      ),
    )
    .orderBy(verificationCodes.createdAt);
}

export async function countIpSends(orm: Orm, merchantId: number, purposes: string[], ip: string, since: Date) {
  const [row] = await orm
    .select({ n: count() })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.merchantId, merchantId),
        inArray(verificationCodes.purpose, purposes),
        eq(verificationCodes.ip, ip),
        gt(verificationCodes.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Takes one try of a live code or secret before its answer is judged: one statement, so concurrent tries cannot all
 * pass the check. False when it is used, expired or has no tries left.
 */
export async function takeTry(orm: Orm, id: number, maxAttempts: number, now: Date) {
  const rows = await orm
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, maxAttempts),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(orm: Orm, id: number, now: Date) {
  const rows = await orm
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/** Takes a single-use secret by its handle's hash: consumed atomically, null when unknown, used or expired. */
export async function takeSecret(orm: Orm, merchantId: number, purpose: string, target: string, now: Date) {
  const [row] = await orm
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.merchantId, merchantId),
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.target, target),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Reads a live single-use secret without using it up. */
export async function peekSecret(orm: Orm, merchantId: number, purpose: string, target: string, now: Date) {
  const [row] = await orm
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.merchantId, merchantId),
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.target, target),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export function listOutbox(orm: Orm, merchantId: number, to: string | undefined, limit: number) {
  return orm
    .select()
    .from(messageOutbox)
    .where(and(eq(messageOutbox.merchantId, merchantId), to ? eq(messageOutbox.recipient, to) : undefined))
    .orderBy(desc(messageOutbox.id))
    .limit(limit);
}
