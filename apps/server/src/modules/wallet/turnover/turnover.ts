import { fromMinorUnits } from '@lotus/contract';
import { and, eq, gt, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { jsonRows } from '../../../db/json-rows.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import type { TurnoverKind } from '../../../db/schema/wallet.ts';
import { turnoverRequirements } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';

/** A bonus's wagering: what counts (categories and weights; null all in full) and the largest stake while it lasts. */
export interface BonusWagering {
  weights: Record<string, number> | null;
  maxBet: number | null;
}

/**
 * Sets what a member must wager because of a deposit or bonus (DOMAIN.md "Money"): `percent` of `amount`, rounded up
 * to the minor unit. One requirement per reference: crediting the same deposit twice cannot double it. A bonus's
 * requirement (`bonus`) also holds its money in the main wallet and caps stakes while it lasts. Answers the
 * requirement's id, or null when nothing is required.
 */
export async function addTurnoverRequirement(
  tx: Orm,
  input: {
    merchantId: number;
    memberId: number;
    reference: string;
    amount: number;
    percent: number;
    at: Date;
    bonus?: BonusWagering;
  },
): Promise<number | null> {
  const required = Math.ceil((input.amount * input.percent) / 100);
  if (required <= 0) return null;
  const [row] = await tx
    .insert(turnoverRequirements)
    .values({
      merchantId: input.merchantId,
      memberId: input.memberId,
      reference: input.reference,
      required,
      remaining: required,
      kind: input.bonus ? 'bonus' : 'deposit',
      weights: input.bonus?.weights ?? null,
      maxBet: input.bonus?.maxBet ?? null,
      createdAt: input.at,
    })
    .onConflictDoNothing()
    .returning({ id: turnoverRequirements.id });
  return row?.id ?? null;
}

/**
 * addTurnoverRequirement for many members in one statement (a rebate run pays thousands), of a kind counted as a
 * deposit's is (every bet in full, no max bet, transfers not held). One requirement per reference, as there.
 */
export async function addTurnoverRequirements(
  tx: Orm,
  merchantId: number,
  kind: Exclude<TurnoverKind, 'bonus'>,
  inputs: readonly { memberId: number; reference: string; amount: number; percent: number }[],
  at: Date,
) {
  const rows = inputs
    .map((i) => ({ member_id: i.memberId, reference: i.reference, required: Math.ceil((i.amount * i.percent) / 100) }))
    .filter((r) => r.required > 0);
  if (rows.length === 0) return;
  const t = turnoverRequirements;
  await tx.execute(sql`
    insert into ${t} (merchant_id, member_id, reference, required, remaining, kind, created_at)
    select ${merchantId}, v.member_id, v.reference, v.required, v.required, ${kind}, ${at.toISOString()}::timestamptz
    from ${jsonRows(rows, { member_id: 'bigint', reference: 'text', required: 'bigint' })}
    on conflict do nothing`);
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
 * The stake a requirement needs to be met (`need`) and what the bet's category counts for it (`weight`, percent):
 * deposits count every bet in full, a bonus only the categories it names. Rows with weight 0 take nothing.
 */
const weighted = (t: typeof turnoverRequirements, category: SQL) => sql`
  case when ${t.weights} is null then 100 else coalesce((${t.weights} ->> ${category})::int, 0) end`;

/**
 * Counts a valid bet of one game category towards the member's requirements inside the bet's own transaction: one
 * statement that locks the open requirements in id order (like every other lock here) and takes from each what the
 * bet still covers after the ones before it, at the weight the requirement gives the category (a stake of 100 at
 * 20 % takes 20 off). Bonuses come first, oldest first, then deposits: a player sees a bonus's wagering move from
 * the first bet, and its max bet lifts as soon as it can; a withdrawal waits for all of them either way. So a caller
 * can send it together with its other writes. Returns what was left of the stake once every requirement it counts
 * for was met.
 */
export async function countTurnover(tx: Orm, merchantId: number, memberId: number, validBet: number, category: string) {
  const t = turnoverRequirements;
  const result = await tx.execute(sql`
    with locked as (
      select ${t.id} as id, ${t.remaining} as remaining, ${t.kind} = 'bonus' as bonus,
        ${weighted(t, sql`${category}::text`)} as weight
      from ${t}
      where ${t.merchantId} = ${merchantId} and ${t.memberId} = ${memberId} and ${t.remaining} > 0
      order by ${t.id}
      for update
    ), needs as (
      select id, remaining, bonus, weight, ceil(remaining * 100.0 / weight)::bigint as need from locked where weight > 0
    ), queued as (
      select id, remaining, weight, need, sum(need) over (order by bonus desc, id) - need as before from needs
    )
    update ${t} set remaining = ${t.remaining}
      - least(${t.remaining}, floor(least(queued.need, ${validBet}::bigint - queued.before) * queued.weight / 100.0)::bigint)
    from queued
    where ${t.id} = queued.id and queued.before < ${validBet}::bigint
    returning least(queued.need, ${validBet}::bigint - queued.before) as used`);
  // Bigints may come back as strings.
  const rows = rowsOf<{ used: unknown }>(result);
  return rows.reduce((left, row) => left - Number(row.used), validBet);
}

/**
 * countTurnover for many members in one statement (a batch of settled bets): each member's valid bet of each
 * category is taken from that member's open requirements, bonuses first, all of them locked in id order. A member's
 * bets of several categories are counted one category after the other, in the order given.
 */
export async function countTurnoverOfMany(
  tx: Orm,
  merchantId: number,
  validBets: readonly { memberId: number; validBet: number; category: string }[],
) {
  const counted = validBets.filter((v) => v.validBet > 0);
  if (counted.length === 0) return;
  const byMember = new Map<number, { validBet: number; category: string }[]>();
  for (const v of counted) byMember.set(v.memberId, [...(byMember.get(v.memberId) ?? []), v]);
  // The common case, one category per member, is one statement; more categories take one statement per round.
  for (let round = 0; ; round++) {
    const rows = [...byMember.entries()].flatMap(([memberId, bets]) => {
      const bet = bets[round];
      return bet ? [{ member_id: memberId, valid_bet: bet.validBet, category: bet.category }] : [];
    });
    if (rows.length === 0) return;
    await countRound(tx, merchantId, rows);
  }
}

async function countRound(
  tx: Orm,
  merchantId: number,
  rows: { member_id: number; valid_bet: number; category: string }[],
) {
  const t = turnoverRequirements;
  await tx.execute(sql`
    with bet as (
      select * from ${jsonRows(rows, { member_id: 'bigint', valid_bet: 'bigint', category: 'text' })}
    ), locked as (
      select ${t.id} as id, ${t.memberId} as member_id, ${t.remaining} as remaining, ${t.weights} as weights,
        ${t.kind} = 'bonus' as bonus
      from ${t}
      where ${t.merchantId} = ${merchantId} and ${t.remaining} > 0 and ${t.memberId} in (select member_id from bet)
      order by ${t.id}
      for update
    ), needs as (
      select locked.id, locked.member_id, locked.remaining, locked.bonus, bet.valid_bet, w.weight,
        ceil(locked.remaining * 100.0 / w.weight)::bigint as need
      from locked join bet on bet.member_id = locked.member_id
      cross join lateral (
        select case when locked.weights is null then 100 else coalesce((locked.weights ->> bet.category)::int, 0) end
          as weight
      ) w
      where w.weight > 0
    ), queued as (
      select id, valid_bet, weight, need,
        sum(need) over (partition by member_id order by bonus desc, id) - need as before
      from needs
    )
    update ${t} set remaining = ${t.remaining}
      - least(${t.remaining}, floor(least(queued.need, queued.valid_bet - queued.before) * queued.weight / 100.0)::bigint)
    from queued
    where ${t.id} = queued.id and queued.before < queued.valid_bet`);
}

/**
 * What a member still has to wager on bonuses: while it is above 0 the bonus money stays in the main wallet (no
 * transfer to another member or to a vendor's wallet). Read after the caller's ledger transfer has locked the
 * member's account, so a bonus credited meanwhile is seen.
 */
export async function bonusWageringLeft(tx: Orm, merchantId: number, memberId: number) {
  const t = turnoverRequirements;
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${t.remaining}), 0)` })
    .from(t)
    .where(and(eq(t.merchantId, merchantId), eq(t.memberId, memberId), eq(t.kind, 'bonus'), gt(t.remaining, 0)));
  return Number(row?.total ?? 0);
}

/**
 * Refuses (rolling back the caller's transaction) money leaving the member's main wallet for another account while a
 * bonus is still being wagered. Called after the caller's ledger transfer, which holds the account's row lock.
 */
export async function refuseWhileBonusWagered(tx: Orm, merchantId: number, memberId: number) {
  const left = await bonusWageringLeft(tx, merchantId, memberId);
  if (left > 0) throw new AppError('bonus.wagering.outstanding', { remaining: fromMinorUnits(left) });
}

/** The largest stake a member may place now: the smallest max bet of the bonuses still being wagered; null: none. */
export async function bonusBetLimit(tx: Orm, merchantId: number, memberId: number): Promise<number | null> {
  const t = turnoverRequirements;
  const [row] = await tx
    .select({ limit: sql<string | null>`min(${t.maxBet})` })
    .from(t)
    .where(
      and(
        eq(t.merchantId, merchantId),
        eq(t.memberId, memberId),
        gt(t.remaining, 0),
        eq(t.kind, 'bonus'),
        isNotNull(t.maxBet),
      ),
    );
  return row?.limit == null ? null : Number(row.limit);
}

/**
 * Why the wallet refused a stake as BET_LIMIT, when the reason is an active bonus's max bet: the error that says so
 * (with the limit), or null when the game's own limits refused it. Asked only after a refusal, so bets pay nothing.
 */
export async function bonusLimitRefusal(orm: Orm, merchantId: number, memberId: number, stake: number) {
  const limit = await bonusBetLimit(orm, merchantId, memberId);
  return limit !== null && stake > limit ? new AppError('bonus.max.bet', { maxBet: fromMinorUnits(limit) }) : null;
}

/** Clears a requirement (a bonus given up or expired takes its wagering with it). */
export async function clearRequirement(tx: Orm, requirementId: number) {
  await tx.update(turnoverRequirements).set({ remaining: 0 }).where(eq(turnoverRequirements.id, requirementId));
}
