import type { PromotionReward } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import { campaign } from '../test/fixtures';
import { eligibilityPhrase, formatMultiple, rewardPhrase, wageringPhrase } from './terms';

const money = (n: number) => `¥${n.toFixed(2)}`;

describe('terms as players read them', () => {
  it('says what a percent reward is a share of: the deposit, or the net loss for loss kinds', () => {
    const reward = { type: 'percent', percent: 10, cap: 88 } as const;
    expect(rewardPhrase(reward, money, 'reload')).toEqual({
      key: 'reward.percent',
      values: { percent: 10, cap: '¥88.00' },
    });
    expect(rewardPhrase(reward, money, 'lose-back').key).toBe('reward.percentLoss');
    expect(rewardPhrase({ type: 'streak', amounts: [1, 2, 5] }, money)).toEqual({
      key: 'reward.streak',
      values: { first: '¥1.00', last: '¥5.00', days: 3 },
    });
  });

  it('states who qualifies for each kind, with the minimums the brand set', () => {
    const of = (over: Parameters<typeof campaign>[0]) => eligibilityPhrase(campaign(over), money);
    expect(of({ kind: 'first-deposit', minDeposit: 100 })).toEqual({
      key: 'eligibility.firstMin',
      values: { amount: '¥100.00' },
    });
    expect(of({ kind: 'reload', minDeposit: 0 })).toEqual({ key: 'eligibility.reload' });
    expect(of({ kind: 'check-in', minDeposit: 0 })).toEqual({ key: 'eligibility.checkIn' });
    expect(of({ kind: 'lose-back', minLoss: 200 })).toEqual({
      key: 'eligibility.loseBackMin',
      values: { amount: '¥200.00' },
    });
    expect(of({ kind: 'rescue', minLoss: 0, balanceBelow: 5 })).toEqual({
      key: 'eligibility.rescueLow',
      values: { below: '¥5.00' },
    });
  });

  it('states the wagering and what it multiplies, or that there is none', () => {
    expect(wageringPhrase({ multiple: 5, base: 'bonus' })).toEqual({
      key: 'terms.wageringBonus',
      values: { multiple: '5' },
    });
    expect(wageringPhrase({ multiple: 2.5, base: 'deposit-and-bonus' }).values).toEqual({ multiple: '2.5' });
    expect(wageringPhrase({ multiple: 0, base: 'bonus' })).toEqual({ key: 'terms.noWagering' });
    expect(formatMultiple(3.0000001)).toBe('3');
  });

  it('states a VIP reward by level with the most a level pays, and who qualifies for each VIP kind', () => {
    const reward: PromotionReward = { type: 'levels', amounts: [8, 0, 58] };
    expect(rewardPhrase(reward, money, 'vip-upgrade')).toEqual({
      key: 'reward.levelsUpgrade',
      values: { amount: '¥58.00' },
    });
    expect(rewardPhrase(reward, money, 'birthday').key).toBe('reward.levelsBirthday');
    expect(eligibilityPhrase(campaign({ kind: 'vip-upgrade' }), money)).toEqual({ key: 'eligibility.vipUpgrade' });
    expect(eligibilityPhrase(campaign({ kind: 'birthday' }), money)).toEqual({ key: 'eligibility.birthday' });
  });

  it('states a raffle by its prizes and a red packet by its bounds, and who takes part in each', () => {
    const prizes: PromotionReward = {
      type: 'prizes',
      prizes: [
        { amount: 888, count: 1 },
        { amount: 8, count: 20 },
      ],
    };
    expect(rewardPhrase(prizes, money, 'raffle')).toEqual({
      key: 'reward.prizes',
      values: { count: 21, amount: '¥888.00' },
    });
    expect(rewardPhrase({ type: 'random', min: 1, max: 8.88 }, money, 'red-packet')).toEqual({
      key: 'reward.random',
      values: { min: '¥1.00', max: '¥8.88' },
    });
    expect(eligibilityPhrase(campaign({ kind: 'raffle', minDeposit: 0 }), money)).toEqual({
      key: 'eligibility.raffle',
    });
    expect(eligibilityPhrase(campaign({ kind: 'red-packet', minDeposit: 0 }), money)).toEqual({
      key: 'eligibility.redPacket',
    });
    expect(eligibilityPhrase(campaign({ kind: 'red-packet', minDeposit: 100 }), money)).toEqual({
      key: 'eligibility.redPacketMin',
      values: { amount: '¥100.00' },
    });
  });
});
