import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { jsonRows } from '../../../db/json-rows.ts';
import { rowsOf } from '../../../db/rows-of.ts';
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
 * Counts a valid bet towards the member's requirements, oldest first, inside the bet's own transaction: one
 * statement that locks the open requirements in id order (like every other lock here) and takes from each what the
 * bet still covers after the older ones, so a caller can send it together with its other writes. Returns what was
 * left over once every requirement was met.
 */
export async function countTurnover(tx: Orm, merchantId: number, memberId: number, validBet: number) {
  const t = turnoverRequirements;
  const result = await tx.execute(sql`
    with locked as (
      select ${t.id} as id, ${t.remaining} as remaining from ${t}
      where ${t.merchantId} = ${merchantId} and ${t.memberId} = ${memberId} and ${t.remaining} > 0
      order by ${t.id}
      for update
    ), queued as (
      select id, remaining, sum(remaining) over (order by id) - remaining as before from locked
    )
    update ${t} set remaining = ${t.remaining} - least(${t.remaining}, ${validBet}::bigint - queued.before)
    from queued
    where ${t.id} = queued.id and queued.before < ${validBet}::bigint
    returning least(queued.remaining, ${validBet}::bigint - queued.before) as used`);
  // Bigints may come back as strings.
  const rows = rowsOf<{ used: unknown }>(result);
  return rows.reduce((left, row) => left - Number(row.used), validBet);
}

/**
 * countTurnover for many members in one statement (a batch of settled bets): each member's valid bet is taken from
 * that member's open requirements, oldest first, all of them locked in id order.
 */
export async function countTurnoverOfMany(
  tx: Orm,
  merchantId: number,
  validBets: readonly { memberId: number; validBet: number }[],
) {
  const counted = validBets.filter((v) => v.validBet > 0);
  if (counted.length === 0) return;
  const t = turnoverRequirements;
  const rows = counted.map((v) => ({ member_id: v.memberId, valid_bet: v.validBet }));
  await tx.execute(sql`
    with bet as (
      select * from ${jsonRows(rows, { member_id: 'bigint', valid_bet: 'bigint' })}
    ), locked as (
      select ${t.id} as id, ${t.memberId} as member_id, ${t.remaining} as remaining from ${t}
      where ${t.merchantId} = ${merchantId} and ${t.remaining} > 0 and ${t.memberId} in (select member_id from bet)
      order by ${t.id}
      for update
    ), queued as (
      select locked.id, bet.valid_bet,
        sum(locked.remaining) over (partition by locked.member_id order by locked.id) - locked.remaining as before
      from locked join bet on bet.member_id = locked.member_id
    )
    update ${t} set remaining = ${t.remaining} - least(${t.remaining}, queued.valid_bet - queued.before)
    from queued
    where ${t.id} = queued.id and queued.before < queued.valid_bet`);
}
