import { randomBytes } from 'node:crypto';
import { seedHash } from '@lotus/lottery';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { changedFields } from '../../platform/audited-change.ts';
import { type PromotionRow, type PromotionValues, promotionById } from './queries.ts';

/**
 * The seed a raffle commits to when it is created: 32 random bytes as 64 lower-case hex characters. Its SHA-256 is
 * public from the start; the seed itself only once drawn, so nobody (the brand included) can pick winners by it.
 */
export function raffleCommitment() {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: seedHash(seed) };
}

/** What a drawn raffle may no longer change: what it paid out and the window its tickets counted in. */
const drawnTerms = (v: PromotionRow | PromotionValues) => ({
  kind: v.kind,
  reward: v.reward,
  raffle: v.raffle ?? null,
  startsAt: v.startsAt.getTime(),
  endsAt: v.endsAt?.getTime() ?? null,
});

/**
 * An edit of a campaign, inside the transaction that locked its row: a drawn raffle's prizes, ticket rules, start and
 * end stay as drawn (`promotion.raffle.drawn`); a campaign made a raffle gets its seed, and a raffle keeps its own.
 */
export async function raffleEdit(tx: Orm, id: number, values: PromotionValues) {
  const current = await promotionById(tx, id);
  if (!current) return {};
  if (current.drawnAt !== null && Object.keys(changedFields(drawnTerms(current), drawnTerms(values))).length > 0) {
    throw new AppError('promotion.raffle.drawn');
  }
  return values.kind === 'raffle' && current.seed === null ? raffleCommitment() : {};
}
