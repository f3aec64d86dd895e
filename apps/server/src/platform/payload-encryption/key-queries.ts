import type { StoredKeyPair } from '@lotus/payload-crypto';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { PAYLOAD_KEYS_LOCK_KEY } from '../../db/locks.ts';
import { payloadKeys } from '../../db/schema.ts';

export type PayloadScheme = 'v1' | 'v2';

/** How many pairs per scheme a server accepts: the current one and the one it replaced. */
export const ACCEPTED_KEYS = 2;

export type PayloadKeyRow = typeof payloadKeys.$inferSelect;

/** The accepted pairs of a scheme, newest first. */
export function newestKeys(orm: Orm, scheme: PayloadScheme): Promise<PayloadKeyRow[]> {
  return orm
    .select()
    .from(payloadKeys)
    .where(eq(payloadKeys.scheme, scheme))
    .orderBy(desc(payloadKeys.createdAt), desc(payloadKeys.id))
    .limit(ACCEPTED_KEYS);
}

/**
 * Stores `pair` as the scheme's current key unless another process stored one that is still fresh while this one
 * was being generated, and deletes pairs no longer accepted. The advisory lock makes processes take turns.
 */
export async function replaceKey(
  orm: Orm,
  scheme: PayloadScheme,
  pair: StoredKeyPair,
  now: Date,
  isFresh: (createdAt: Date) => boolean,
): Promise<void> {
  await orm.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAYLOAD_KEYS_LOCK_KEY})`);
    const [newest] = await newestKeys(tx, scheme);
    if (newest && isFresh(newest.createdAt)) return;
    await tx.insert(payloadKeys).values({ scheme, ...pair, createdAt: now });
    const kept = (await newestKeys(tx, scheme)).map((row) => row.id);
    await tx.delete(payloadKeys).where(and(eq(payloadKeys.scheme, scheme), notInArray(payloadKeys.id, kept)));
  });
}
