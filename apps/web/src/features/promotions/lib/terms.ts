import {
  type BonusTerms,
  lossKinds,
  type PromotionKind,
  type PromotionPeriod,
  type PromotionReward,
  type PromotionView,
} from '@lotus/contract';
import { bestLevelAmount } from './levels';
import type { Phrase } from './states';

type Money = (amount: number) => string;

/** A multiple as people write it: 5, 2.5 (never 5.0). */
export const formatMultiple = (multiple: number) => String(Math.round(multiple * 10) / 10);

/**
 * The reward in one line: a share of the deposit (or of the net loss, for loss kinds), a fixed amount, a streak, an
 * amount by VIP level (its table follows in the details), a raffle's prizes (how many, the first) or a red packet's
 * bounds.
 */
export function rewardPhrase(reward: PromotionReward, money: Money, kind?: PromotionKind): Phrase {
  switch (reward.type) {
    case 'percent': {
      const values = { percent: reward.percent, cap: money(reward.cap) };
      return { key: kind && lossKinds.includes(kind) ? 'reward.percentLoss' : 'reward.percent', values };
    }
    case 'fixed':
      return { key: 'reward.fixed', values: { amount: money(reward.amount) } };
    case 'streak': {
      const first = reward.amounts[0] ?? 0;
      const last = reward.amounts.at(-1) ?? first;
      return reward.amounts.length > 1
        ? { key: 'reward.streak', values: { first: money(first), last: money(last), days: reward.amounts.length } }
        : { key: 'reward.streakFlat', values: { amount: money(first) } };
    }
    case 'levels': {
      const best = { amount: money(bestLevelAmount(reward.amounts)) };
      return kind === 'birthday'
        ? { key: 'reward.levelsBirthday', values: best }
        : { key: 'reward.levelsUpgrade', values: best };
    }
    case 'prizes': {
      const count = reward.prizes.reduce((sum, prize) => sum + prize.count, 0);
      return { key: 'reward.prizes', values: { count, amount: money(reward.prizes[0]?.amount ?? 0) } };
    }
    case 'random':
      return { key: 'reward.random', values: { min: money(reward.min), max: money(reward.max) } };
  }
}

/** Who takes part and with what: the deposit that qualifies, the check-in's daily rule, or the loss that does. */
export function eligibilityPhrase(
  p: Pick<PromotionView, 'kind' | 'minDeposit' | 'minLoss' | 'balanceBelow'>,
  money: Money,
): Phrase {
  const { kind, minDeposit } = p;
  const min = { amount: money(minDeposit) };
  const minLoss = p.minLoss > 0 ? money(p.minLoss) : null;
  if (kind === 'lose-back') {
    return minLoss ? { key: 'eligibility.loseBackMin', values: { amount: minLoss } } : { key: 'eligibility.loseBack' };
  }
  if (kind === 'rescue') {
    const below = p.balanceBelow === null ? null : money(p.balanceBelow);
    if (below === null) {
      return minLoss ? { key: 'eligibility.rescueMin', values: { amount: minLoss } } : { key: 'eligibility.rescue' };
    }
    return minLoss
      ? { key: 'eligibility.rescueMinLow', values: { amount: minLoss, below } }
      : { key: 'eligibility.rescueLow', values: { below } };
  }
  if (kind === 'grant') return { key: 'eligibility.grant' };
  if (kind === 'vip-upgrade') return { key: 'eligibility.vipUpgrade' };
  if (kind === 'birthday') return { key: 'eligibility.birthday' };
  if (kind === 'raffle') return { key: 'eligibility.raffle' };
  if (kind === 'red-packet') {
    return minDeposit > 0 ? { key: 'eligibility.redPacketMin', values: min } : { key: 'eligibility.redPacket' };
  }
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
