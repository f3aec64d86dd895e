import type { ErrorCode, PromotionState } from '@lotus/contract';
import type { StoredRaffle } from '../../db/schema/promotions.ts';
import { MAX_ENTRY_TICKETS, type PromotionRow } from './queries.ts';
import type { Decision, MemberFacts } from './rules.ts';

// A raffle's decisions, without the database: the tickets a member holds, the claim window, and the state of the
// raffle for one member before and after its draw.

const DAY_MS = 86_400_000;

/** A raffle as the rules read it: its ticket rules and its end are set (the console refuses one without). */
export type RaffleRow = PromotionRow & { raffle: StoredRaffle; endsAt: Date };

export const isRaffle = (p: PromotionRow): p is RaffleRow =>
  p.kind === 'raffle' && p.raffle !== null && p.endsAt !== null;

/** One ticket per `ticketUnit` counted, at most the raffle's maximum (and what an entry's column holds). */
export const ticketsFor = (raffle: StoredRaffle, counted: number) =>
  Math.max(
    0,
    Math.min(raffle.maxTickets ?? MAX_ENTRY_TICKETS, MAX_ENTRY_TICKETS, Math.floor(counted / raffle.ticketUnit)),
  );

/** Winners may claim until `claimDays` days after the end (the draw's time). */
export const claimUntilOf = (p: RaffleRow) => new Date(p.endsAt.getTime() + p.raffle.claimDays * DAY_MS);

/**
 * What has counted towards the member's tickets: credited deposits settled in [start, end), or the valid bet settled
 * in it (read by `memberFacts`). Tickets count from the start whenever the member joins.
 */
export function countedSoFar(p: RaffleRow, facts: MemberFacts) {
  if (p.raffle.ticketBy === 'valid-bet') return facts.raffleValidBets.get(p.id) ?? 0;
  return facts.deposits
    .filter((d) => d.settledAt >= p.startsAt && d.settledAt < p.endsAt)
    .reduce((sum, d) => sum + d.amount, 0);
}

const PAID_STATES: Partial<Record<string, PromotionState>> = {
  applying: 'applying',
  rejected: 'rejected',
  claimed: 'claimed',
  issued: 'issued',
};

/**
 * A raffle's state for a member, once it has started. Running: `join`, or `process` once joined (with the tickets so
 * far). Ended and not drawn: `process` for those who joined, `close` for the rest. Drawn: a winner's entry is `claim`
 * (the tier's prize) until the claim window ends, then as claimed, reviewed or paid; everyone else `close`.
 */
export function decideRaffle(p: PromotionRow, facts: MemberFacts, now: Date, base: Decision): Decision {
  if (!isRaffle(p)) return base;
  const entry = facts.entries.find((e) => e.promotionId === p.id && e.periodKey === base.periodKey) ?? null;
  if (p.drawnAt === null) {
    const tickets = ticketsFor(p.raffle, countedSoFar(p, facts));
    const running = now < p.endsAt;
    const state: PromotionState = entry ? 'process' : running ? 'join' : 'close';
    return { ...base, state, tickets, entry };
  }
  if (!entry) return base;
  const drawn = { ...base, entry, tickets: entry.tickets ?? 0 };
  const paid = PAID_STATES[entry.status];
  if (paid) return { ...drawn, state: paid, amount: entry.amount };
  const fits = p.budget === null || p.spent + entry.amount <= p.budget;
  if (entry.prizeRank !== null && now < claimUntilOf(p) && fits) {
    return { ...drawn, state: 'claim', amount: entry.amount };
  }
  return drawn;
}

/** Why a raffle's prize cannot be claimed in the state decided (null: answer the state, as a claim made before). */
export function raffleRefusal(p: PromotionRow, decision: Decision, now: Date): ErrorCode | null {
  if (decision.state === 'comingSoon' || !isRaffle(p)) return 'promotion.not.open';
  if (p.drawnAt === null) return 'promotion.raffle.waiting';
  const entry = decision.entry;
  if (!entry) return 'promotion.not.open';
  if (entry.status !== 'joined') return null;
  if (entry.prizeRank === null) return 'promotion.raffle.lost';
  if (now >= claimUntilOf(p)) return 'promotion.raffle.expired';
  return 'promotion.budget.spent';
}
