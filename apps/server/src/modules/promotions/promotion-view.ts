import {
  type BonusTerms,
  categoryOfKind,
  fromMinorUnits,
  type Language,
  type PromotionReward,
  type PromotionView,
  type RainView,
  vipKinds,
} from '@lotus/contract';
import type { BonusTermsRow, ProductWeights, StoredRain, StoredReward } from '../../db/schema/promotions.ts';
import { localizeAny } from '../../platform/localize.ts';
import type { PromotionRow } from './queries.ts';
import { raffleView } from './raffle-view.ts';
import type { Decision } from './rules.ts';

export function rewardView(reward: StoredReward): PromotionReward {
  if (reward.type === 'percent') return { type: 'percent', percent: reward.percent, cap: fromMinorUnits(reward.cap) };
  if (reward.type === 'fixed') return { type: 'fixed', amount: fromMinorUnits(reward.amount) };
  if (reward.type === 'prizes') {
    return { type: 'prizes', prizes: reward.prizes.map((p) => ({ amount: fromMinorUnits(p.amount), count: p.count })) };
  }
  if (reward.type === 'random')
    return { type: 'random', min: fromMinorUnits(reward.min), max: fromMinorUnits(reward.max) };
  return { type: reward.type, amounts: reward.amounts.map(fromMinorUnits) };
}

export const productsView = (weights: ProductWeights) =>
  weights === null ? null : Object.entries(weights).map(([category, weight]) => ({ category, weight }));

/** The terms as stored on a bonus, or as a campaign states them before joining. */
export const termsView = (terms: BonusTermsRow): BonusTerms => ({
  multiple: terms.multiple,
  base: terms.base,
  expiryDays: terms.expiryDays,
  maxBet: terms.maxBet === null ? null : fromMinorUnits(terms.maxBet),
  products: productsView(terms.products),
});

export const termsOf = (p: PromotionRow): BonusTermsRow => ({
  multiple: p.wageringMultiple,
  base: p.wageringBase,
  expiryDays: p.expiryDays,
  maxBet: p.maxBet,
  products: p.productWeights,
});

/** Where a player's client loads an image from: site paths as they are, uploads through the brand's image host. */
export type ImageAddress = (stored: string) => string;

/** A red packet's daily rain, and the one falling now or next for the client to schedule itself by. */
const rainView = (rain: StoredRain | null, { rain: next }: Decision): RainView | null =>
  rain === null
    ? null
    : {
        startMinute: rain.startMinute,
        minutes: rain.minutes,
        nextStartsAt: next?.start.getTime() ?? null,
        nextEndsAt: next?.end.getTime() ?? null,
      };

/** A campaign as a member (or a guest) sees it, in their language. */
export function promotionView(
  p: PromotionRow,
  decision: Decision,
  language: Language,
  fallback: Language,
  image: ImageAddress,
): PromotionView {
  const text = (t: { EN?: string; CN?: string }) => localizeAny(t, language, fallback);
  return {
    id: p.id,
    kind: p.kind,
    category: categoryOfKind[p.kind],
    title: text(p.title),
    summary: text(p.summary),
    rules: text(p.rules),
    imageUrl: p.imageUrl === null ? null : image(p.imageUrl),
    startsAt: p.startsAt.getTime(),
    endsAt: p.endsAt?.getTime() ?? null,
    reward: rewardView(p.reward),
    minDeposit: fromMinorUnits(p.minDeposit),
    minLoss: fromMinorUnits(p.minLoss),
    balanceBelow: p.balanceBelow === null ? null : fromMinorUnits(p.balanceBelow),
    terms: termsView(termsOf(p)),
    period: p.period,
    needsReview: p.needsReview,
    state: decision.state,
    amount: decision.amount === null ? null : fromMinorUnits(decision.amount),
    rejectReason: decision.state === 'rejected' ? (decision.entry?.rejectReason ?? null) : null,
    // VIP kinds keep their first level in the entry's streak day; their levels are shown as such.
    streak: vipKinds.includes(p.kind) ? null : decision.streakDay,
    loss: decision.loss === null ? null : fromMinorUnits(decision.loss),
    levels: decision.levels,
    raffle: raffleView(p, decision),
    rain: rainView(p.rain, decision),
  };
}
