import type { RaffleProof } from '@lotus/contract';
import { raffleWinners, seedHash } from '@lotus/lottery';

/** A winner as this page drew them again: the entry, its masked name and tickets, the tier and what it pays. */
export interface CheckedWinner {
  entryId: number;
  name: string;
  tickets: number;
  rank: number;
  amount: number;
}

export interface RaffleCheck {
  /** Drawn, and its seed revealed. */
  revealed: boolean;
  /** SHA-256 of the revealed seed, as computed here. */
  hash: string | null;
  hashMatches: boolean;
  /** The winners drawn again from the seed, in drawing order. */
  winners: CheckedWinner[];
  /** The same entries won the same tiers and amounts, in the same order, as published. */
  winnersMatch: boolean;
  /** What the draw could not be redone with (a malformed proof), instead of a result. */
  error: string | null;
  /** All the tickets in the draw. */
  tickets: number;
}

const notRevealed = (tickets: number): RaffleCheck => ({
  revealed: false,
  hash: null,
  hashMatches: false,
  winners: [],
  winnersMatch: false,
  error: null,
  tickets,
});

/**
 * Redoes a raffle's draw from its proof: the seed must hash to the commitment published at the start, and
 * `raffleWinners` over the entries, in the order given, and the tier counts must draw exactly the published winners.
 */
export function checkRaffleProof(proof: RaffleProof): RaffleCheck {
  const tickets = proof.entries.reduce((sum, e) => sum + e.tickets, 0);
  if (proof.seed === null || proof.drawnAt === null) return notRevealed(tickets);
  const hash = seedHash(proof.seed);
  const byEntry = new Map(proof.entries.map((e) => [e.entryId, e]));
  let drawn: { entryId: number; rank: number }[];
  try {
    drawn = raffleWinners(
      proof.seed,
      proof.drawKey,
      proof.entries,
      proof.prizes.map((p) => p.count),
    );
  } catch (failure) {
    const error = failure instanceof Error ? failure.message : String(failure);
    return {
      revealed: true,
      hash,
      hashMatches: hash === proof.seedHash,
      winners: [],
      winnersMatch: false,
      error,
      tickets,
    };
  }
  const winners = drawn.map((w) => ({
    entryId: w.entryId,
    name: byEntry.get(w.entryId)?.name ?? '',
    tickets: byEntry.get(w.entryId)?.tickets ?? 0,
    rank: w.rank,
    amount: proof.prizes[w.rank - 1]?.amount ?? 0,
  }));
  const published = proof.winners;
  const winnersMatch =
    winners.length === published.length &&
    winners.every((w, i) => {
      const p = published[i];
      return p !== undefined && p.entryId === w.entryId && p.rank === w.rank && p.amount === w.amount;
    });
  return { revealed: true, hash, hashMatches: hash === proof.seedHash, winners, winnersMatch, error: null, tickets };
}
