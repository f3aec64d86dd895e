import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { turnoverRequirements } from '../../../db/schema.ts';

/**
 * Sets what a member must wager because of a deposit or bonus (DOMAIN.md "Money"): `percent` of `amount`, rounded up
 * to the minor unit. One requirement per reference: crediting the same deposit twice cannot double it.
 */
export async function addTurnoverRequirement(
  tx: Orm,
  input: { merchantId: number; memberId: number; reference: string; amount: number; percent: number; at: Date },
) {
  const required = Math.ceil((input.amount * input.percent) / 100);
  if (required <= 0) return;
  await tx
    .insert(turnoverRequirements)
    .values({
      merchantId: input.merchantId,
      memberId: input.memberId,
      reference: input.reference,
      required,
      remaining: required,
      createdAt: input.at,
    })
    .onConflictDoNothing();
}

/** What the member still has to wager before withdrawing (minor units). */
export async function outstandingTurnover(orm: Orm, merchantId: number, memberId: number) {
  const [row] = await orm
    .select({ total: sql<string>`coalesce(sum(${turnoverRequirements.remaining}), 0)` })
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.merchantId, merchantId), eq(turnoverRequirements.memberId, memberId)));
  return Number(row?.total ?? 0);
}

/**
 * Counts a valid bet towards the member's requirements, oldest first, inside the bet's own transaction (rows locked
 * in id order, like every other lock here). Returns what was left over once every requirement was met.
 */
export async function countTurnover(tx: Orm, merchantId: number, memberId: number, validBet: number) {
  let left = validBet;
  const open = await tx
    .select()
    .from(turnoverRequirements)
    .where(
      and(
        eq(turnoverRequirements.merchantId, merchantId),
        eq(turnoverRequirements.memberId, memberId),
        gt(turnoverRequirements.remaining, 0),
      ),
    )
    .orderBy(asc(turnoverRequirements.id))
    .for('update');
  for (const requirement of open) {
    if (left <= 0) break;
    const used = Math.min(left, requirement.remaining);
    await tx
      .update(turnoverRequirements)
      .set({ remaining: requirement.remaining - used })
      .where(eq(turnoverRequirements.id, requirement.id));
    left -= used;
  }
  return left;
}
