import type { Orm } from '../../db/database.ts';
import { type PromotionRow, validBetIn } from './queries.ts';
import { isRaffle } from './raffle-rules.ts';

/**
 * The member's valid bet so far in each valid-bet raffle that has started and is not drawn yet, by campaign id (a
 * drawn raffle's entries keep their tickets).
 */
export async function raffleValidBetsOf(
  orm: Orm,
  merchantId: number,
  memberId: number,
  campaigns: PromotionRow[],
  now: Date,
) {
  const counting = campaigns
    .filter(isRaffle)
    .filter((p) => p.raffle.ticketBy === 'valid-bet' && p.drawnAt === null && p.startsAt <= now);
  const sums = await Promise.all(
    counting.map(
      async (p) => [p.id, await validBetIn(orm, merchantId, memberId, { start: p.startsAt, end: p.endsAt })] as const,
    ),
  );
  return new Map(sums);
}
