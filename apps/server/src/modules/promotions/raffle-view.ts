import { type ConsolePromotion, fromMinorUnits, type RaffleView } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { type PromotionRow, raffleTotals } from './queries.ts';
import { claimUntilOf, isRaffle } from './raffle-rules.ts';
import type { Decision } from './rules.ts';

/**
 * A raffle as a member (or a guest) sees it: the ticket rules, the draw and its commitment (the seed only once
 * drawn), and the member's tickets and prize once they have joined.
 */
export function raffleView(p: PromotionRow, decision: Decision): RaffleView | null {
  if (!isRaffle(p)) return null;
  const joined = decision.entry !== null;
  return {
    ticketBy: p.raffle.ticketBy,
    ticketUnit: fromMinorUnits(p.raffle.ticketUnit),
    maxTickets: p.raffle.maxTickets,
    drawAt: p.endsAt.getTime(),
    claimUntil: claimUntilOf(p).getTime(),
    seedHash: p.seedHash ?? '',
    seed: p.drawnAt === null ? null : p.seed,
    drawnAt: p.drawnAt?.getTime() ?? null,
    tickets: joined ? decision.tickets : null,
    prizeRank: decision.entry?.prizeRank ?? null,
  };
}

/** A raffle in the console: its rules and commitment (the seed once drawn), and the draw's totals. */
export async function consoleRaffleView(orm: Orm, p: PromotionRow): Promise<ConsolePromotion['raffle']> {
  if (!p.raffle) return null;
  const totals = p.drawnAt === null ? null : await raffleTotals(orm, p.id);
  return {
    ticketBy: p.raffle.ticketBy,
    ticketUnit: fromMinorUnits(p.raffle.ticketUnit),
    maxTickets: p.raffle.maxTickets,
    claimDays: p.raffle.claimDays,
    seedHash: p.seedHash ?? '',
    seed: p.drawnAt === null ? null : p.seed,
    drawnAt: p.drawnAt?.getTime() ?? null,
    tickets: totals?.tickets ?? null,
    entries: totals?.entries ?? null,
  };
}
