import { randomInt as cryptoRandomInt } from 'node:crypto';
import { fromMinorUnits } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { payBonus } from './pay-bonus.ts';
import { findPromotion, type PromotionRow, reserveBudget, upsertEntry } from './queries.ts';
import { isRaining } from './rain-window.ts';
import { budgetPaysSmallest, packetBounds } from './red-packet-rules.ts';
import type { Decision } from './rules.ts';

/** An integer drawn uniformly from [min, maxExclusive): a red packet's amount. */
export type RandomInt = (min: number, maxExclusive: number) => number;

/** The default source: node:crypto, so no one can predict a packet from the ones before. */
export const secureRandomInt: RandomInt = (min, maxExclusive) => cryptoRandomInt(min, maxExclusive);

/**
 * Reserves up to `drawn` of what is left of the budget: the last packets shrink to it. reserveBudget's statement
 * checks the amount against the budget as it stands, so concurrent grabs never pass it; a grab that another got to
 * first reads the campaign again and takes what is left then. Less than the smallest packet left: refused.
 */
async function reservePacket(tx: Orm, p: PromotionRow, drawn: number, min: number) {
  let current = p;
  for (;;) {
    const amount = current.budget === null ? drawn : Math.min(drawn, current.budget - current.spent);
    if (amount < min) throw new AppError('promotion.budget.spent');
    if (await reserveBudget(tx, p.id, amount)) return amount;
    const fresh = await findPromotion(tx, p.merchantId, p.id);
    // A failed reservation means another grab committed first; a campaign that did not move cannot be retried.
    if (!fresh || (fresh.spent === current.spent && fresh.budget === current.budget)) {
      throw new AppError('promotion.budget.spent');
    }
    current = fresh;
  }
}

/** Why a red packet cannot be grabbed in the member's state; the states of a grab already made are answered. */
function refuse(p: PromotionRow, decision: Decision, now: Date) {
  const live = p.startsAt <= now && (p.endsAt === null || p.endsAt > now);
  if (decision.state === 'comingSoon') throw new AppError('promotion.not.open');
  if (decision.state === 'close') {
    const dry = live && decision.rain !== null && !budgetPaysSmallest(p);
    throw new AppError(dry ? 'promotion.budget.spent' : 'promotion.not.open');
  }
  if (decision.state === 'process' && !isRaining(decision.rain, now)) throw new AppError('promotion.rain.waiting');
  if (decision.state === 'process' || decision.state === 'join') {
    throw new AppError('promotion.not.qualified', { minDeposit: fromMinorUnits(p.minDeposit) });
  }
}

/**
 * Grabs the member's packet of the rain falling now, inside the caller's transaction and under the member's lock:
 * an amount drawn from the reward's bounds, cut to what is left of the budget and reserved against it, the rain's
 * entry written (one per member per rain), then paid with the campaign's wagering, or left `applying` for review.
 */
export async function grabRedPacket(
  tx: Orm,
  p: PromotionRow,
  decision: Decision,
  memberId: number,
  now: Date,
  randomInt: RandomInt = secureRandomInt,
): Promise<{ decision: Decision; paid: boolean }> {
  const bounds = packetBounds(p);
  if (decision.state !== 'claim' || bounds === null) {
    refuse(p, decision, now);
    return { decision, paid: false };
  }
  const amount = await reservePacket(tx, p, randomInt(bounds.min, bounds.max + 1), bounds.min);
  const entry = await upsertEntry(tx, {
    merchantId: p.merchantId,
    promotionId: p.id,
    memberId,
    periodKey: decision.periodKey,
    status: p.needsReview ? 'applying' : 'claimed',
    depositOrderId: null,
    amount,
    streakDay: null,
    loss: null,
    createdAt: now,
  });
  if (!entry) throw new AppError('promotion.limit.reached');
  if (!p.needsReview) await payBonus(tx, p, entry, 0, now);
  return {
    decision: { ...decision, state: p.needsReview ? 'applying' : 'claimed', entry, amount },
    paid: !p.needsReview,
  };
}
