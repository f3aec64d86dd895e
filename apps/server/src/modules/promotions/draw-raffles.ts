import { raffleDrawKey, raffleWinners } from '@lotus/lottery';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { merchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import { lockPromotion, markRaffleDrawn, rafflesDue, setRaffleWinners, writeRaffleTickets } from './queries.ts';
import { announceWinners, type RaffleWin, writeWinnerMessages } from './raffle-notify.ts';
import { claimUntilOf, isRaffle } from './raffle-rules.ts';

/**
 * A raffle is drawn this long after its end, so that deposits and bets settled just before the end (and committed a
 * moment later) have counted.
 */
export const SETTLEMENT_MARGIN_MS = 60_000;

/**
 * Draws one raffle, in one transaction under its row lock: every joined entry's tickets are counted and written, the
 * winners drawn from the committed seed (`raffleWinners`, entries in entry-id order), each winner's entry given its
 * tier and prize, the raffle marked drawn, and the winners' messages written. A second draw (another process, another
 * slot) waits for the lock and then finds it drawn. After the commit the winners hear of it. Answers the winners, or
 * null when there was nothing to draw.
 */
export async function drawRaffle(
  deps: { db: Database; events: EventBus },
  merchant: MerchantConfig,
  promotionId: number,
  now: Date,
) {
  const drawn = await deps.db.orm.transaction(async (tx) => {
    const p = await lockPromotion(tx, merchant.id, promotionId);
    if (!p || !isRaffle(p) || !p.enabled || p.drawnAt !== null || p.seed === null) return null;
    if (p.endsAt.getTime() > now.getTime() - SETTLEMENT_MARGIN_MS) return null;
    if (p.reward.type !== 'prizes') return null;
    const tiers = p.reward.prizes;
    const entries = await writeRaffleTickets(tx, p);
    const holding = entries.filter((e) => e.tickets > 0);
    const memberOf = new Map(holding.map((e) => [e.entryId, e.memberId]));
    const wins: RaffleWin[] = raffleWinners(
      p.seed,
      raffleDrawKey(p.id),
      holding.map((e) => ({ entryId: e.entryId, tickets: e.tickets })),
      tiers.map((t) => t.count),
    ).map((w) => ({
      entryId: w.entryId,
      memberId: memberOf.get(w.entryId) as number,
      rank: w.rank,
      amount: tiers[w.rank - 1]?.amount ?? 0,
    }));
    await setRaffleWinners(tx, wins);
    await markRaffleDrawn(tx, p.id, now);
    const deliveries = await writeWinnerMessages(tx, merchant, p, wins, claimUntilOf(p), now);
    return { wins, deliveries };
  });
  if (!drawn) return null;
  await announceWinners(
    deps,
    merchant,
    drawn.deliveries,
    drawn.wins.map((w) => w.memberId),
    now,
  );
  return drawn.wins;
}

/**
 * `raffle-draw`, every minute in one process: every switched-on raffle that ended at least the settlement margin ago
 * and is not drawn yet is drawn (each in its own transaction, so one brand's trouble leaves the others drawn).
 */
export function raffleDrawJob(deps: { db: Database; events: EventBus }): Job {
  return {
    name: 'raffle-draw',
    pattern: '* * * * *',
    async run(now) {
      let raffles = 0;
      let winners = 0;
      for (const due of await rafflesDue(deps.db.orm, new Date(now.getTime() - SETTLEMENT_MARGIN_MS))) {
        const merchant = await merchantDirectory(deps.db).get(due.code);
        if (!merchant) continue;
        const wins = await drawRaffle(deps, merchant, due.id, now);
        if (!wins) continue;
        raffles += 1;
        winners += wins.length;
      }
      return `${raffles} drawn, ${winners} winners`;
    },
  };
}
