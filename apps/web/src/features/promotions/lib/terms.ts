import type { BonusTerms, PromotionKind, PromotionPeriod, PromotionReward } from '@lotus/contract';
import type { Phrase } from './states';

type Money = (amount: number) => string;

/** A multiple as people write it: 5, 2.5 (never 5.0). */
export const formatMultiple = (multiple: number) => String(Math.round(multiple * 10) / 10);

/** The reward in one line. */
export function rewardPhrase(reward: PromotionReward, money: Money): Phrase {
  switch (reward.type) {
    case 'percent':
      return { key: 'reward.percent', values: { percent: reward.percent, cap: money(reward.cap) } };
    case 'fixed':
      return { key: 'reward.fixed', values: { amount: money(reward.amount) } };
    case 'streak': {
      const first = reward.amounts[0] ?? 0;
      const last = reward.amounts.at(-1) ?? first;
      return reward.amounts.length > 1
        ? { key: 'reward.streak', values: { first: money(first), last: money(last), days: reward.amounts.length } }
        : { key: 'reward.streakFlat', values: { amount: money(first) } };
    }
  }
}

/** Who takes part and with what: the deposit that qualifies, or the check-in's daily rule. */
export function eligibilityPhrase(kind: PromotionKind, minDeposit: number, money: Money): Phrase {
  const min = { amount: money(minDeposit) };
  if (kind === 'check-in')
    return minDeposit > 0 ? { key: 'eligibility.checkInMin', values: min } : { key: 'eligibility.checkIn' };
  if (kind === 'first-deposit')
    return minDeposit > 0 ? { key: 'eligibility.firstMin', values: min } : { key: 'eligibility.first' };
  return minDeposit > 0 ? { key: 'eligibility.reloadMin', values: min } : { key: 'eligibility.reload' };
}

export const periodPhrase = (period: PromotionPeriod): Phrase => ({ key: `periods.${period}` });

/** The wagering asked before a bonus may leave: the multiple and what it multiplies, or none. */
export function wageringPhrase(terms: Pick<BonusTerms, 'multiple' | 'base'>): Phrase {
  if (terms.multiple <= 0) return { key: 'terms.noWagering' };
  const values = { multiple: formatMultiple(terms.multiple) };
  return terms.base === 'bonus' ? { key: 'terms.wageringBonus', values } : { key: 'terms.wageringBoth', values };
}
