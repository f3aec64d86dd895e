import type { ContractTermsOf } from '@lotus/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countsForRealtime, dividendGross, realtimeRoundGross, salaryGross } from './amounts.ts';
import { recomputeDifference } from './recompute.ts';
import { rateBasisPoints, shareOf } from './share.ts';
import { selectTier } from './tiers.ts';

const daily: ContractTermsOf<'dailySalary'> = {
  kind: 'dailySalary',
  tiers: [
    { rate: 0.5, activeMembers: 3, dailyBet: 1_000 },
    { rate: 1, activeMembers: 5, dailyBet: 10_000 },
    { rate: 1.25, activeMembers: 10, dailyBet: 50_000 },
  ],
};
const dividend: ContractTermsOf<'dividend'> = {
  kind: 'dividend',
  period: 'weekly',
  tiers: [
    { rate: 10, activeMembers: 0, periodValidBet: 0, periodLoss: 100 },
    { rate: 20, activeMembers: 5, periodValidBet: 10_000, periodLoss: 1_000 },
  ],
};
const realtime: ContractTermsOf<'realtimeSalary'> = {
  kind: 'realtimeSalary',
  profitRate: 0.5,
  lossRate: 1.5,
  singleBet: 2,
};

describe('earning amounts', () => {
  it('floors a share once, exactly even past 2^53', () => {
    expect(rateBasisPoints(1.25)).toBe(125);
    expect(rateBasisPoints(0.29)).toBe(29);
    expect(shareOf(12_345, 125)).toBe(154); // 154.3125
    expect(shareOf(99, 100)).toBe(0); // 0.99 of a minor unit
    expect(shareOf(-500, 100)).toBe(0);
    expect(shareOf(999_999_999_999_999, 9_999)).toBe(999_899_999_999_999);
  });

  it('sets the rate by the highest tier whose thresholds are all met, none met paying 0', () => {
    const team = (validBet: number, activeMembers: number) => ({ validBet: validBet * 100, activeMembers, loss: 0 });
    expect(selectTier(daily, team(60_000, 10))).toEqual({ tier: 2, basisPoints: 125 });
    // Enough bets for the top tier, not enough members: the middle one.
    expect(selectTier(daily, team(60_000, 7))).toEqual({ tier: 1, basisPoints: 100 });
    expect(selectTier(daily, team(9_999.99, 50))).toEqual({ tier: 0, basisPoints: 50 });
    expect(selectTier(daily, team(999.99, 50))).toEqual({ tier: null, basisPoints: 0 });
    expect(selectTier(daily, team(1_000, 3))).toEqual({ tier: 0, basisPoints: 50 });
  });

  it('pays salary on the team’s valid bet at the tier’s rate', () => {
    const team = { validBet: 1_234_567, activeMembers: 5, loss: -10_000 };
    // 12 345.67 of bets meets tier 1 (1 %): 123.4567 floors to 123.45.
    expect(salaryGross(daily, team)).toEqual({ tier: 1, basisPoints: 100, basis: 1_234_567, amount: 12_345 });
  });

  it('pays dividends on loss only and carries a winning team’s result into the next periods', () => {
    const team = (loss: number) => ({ validBet: 2_000_000, activeMembers: 6, loss: loss * 100 });
    // Week 1: the team won 500: nothing paid, -500 carried.
    const w1 = dividendGross(dividend, team(-500), 0);
    expect(w1).toMatchObject({ amount: 0, carryOut: -50_000 });
    // Week 2: it lost 800: 300 payable, which only meets tier 0 (10 %): 30 paid, carry cleared.
    const w2 = dividendGross(dividend, team(800), w1.carryOut);
    expect(w2).toEqual({ tier: 0, basisPoints: 1_000, basis: 30_000, amount: 3_000, carryOut: 0 });
    // Week 3: it lost 1 500: tier 1 (20 %).
    expect(dividendGross(dividend, team(1_500), w2.carryOut)).toMatchObject({ tier: 1, amount: 30_000, carryOut: 0 });
    // A loss that meets no tier pays nothing and is not carried.
    expect(dividendGross(dividend, team(50), 0)).toMatchObject({ tier: null, amount: 0, carryOut: 0 });
  });

  it('conserves losses across carries: payable bases plus the final carry are the sum of losses', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { maxLength: 30 }), (losses) => {
        let carry = 0;
        let basis = 0;
        for (const loss of losses) {
          const g = dividendGross(dividend, { validBet: 0, activeMembers: 0, loss }, carry);
          expect(g.carryOut).toBeLessThanOrEqual(0);
          expect(g.amount).toBeGreaterThanOrEqual(0);
          basis += g.basis;
          carry = g.carryOut;
        }
        expect(basis + carry).toBe(losses.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('pays real-time salary on a round’s profit or loss over bets reaching the single bet', () => {
    expect(countsForRealtime(realtime, 200)).toBe(true);
    expect(countsForRealtime(realtime, 199)).toBe(false);
    // The team lost 1 000 in the round: 1.5 % of it.
    expect(realtimeRoundGross(realtime, -100_000)).toEqual({ result: -100_000, basisPoints: 150, amount: 1_500 });
    // The team won 333.33: 0.5 %, 1.66665 floored.
    expect(realtimeRoundGross(realtime, 33_333)).toEqual({ result: 33_333, basisPoints: 50, amount: 166 });
    expect(realtimeRoundGross(realtime, 0).amount).toBe(0);
  });

  it('pays a recompute’s difference only, claws back only when the brand allows', () => {
    expect(recomputeDifference(1_000, 1_500)).toEqual({ pay: 500, clawBack: 0 });
    expect(recomputeDifference(1_500, 1_500)).toEqual({ pay: 0, clawBack: 0 });
    expect(recomputeDifference(1_500, 1_200)).toEqual({ pay: 0, clawBack: 0 });
    expect(recomputeDifference(1_500, 1_200, true)).toEqual({ pay: 0, clawBack: 300 });
  });

  it('recomputing twice pays once: what is paid ends at the highest amount, or the last one with claw-back', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1_000 }), { minLength: 1, maxLength: 20 }), fc.boolean(), (amounts, back) => {
        let paid = 0;
        let highest = 0;
        for (const amount of amounts) {
          for (const round of [0, 1]) {
            const d = recomputeDifference(paid, amount, back);
            expect(d.pay >= 0 && d.clawBack >= 0 && (d.pay === 0 || d.clawBack === 0)).toBe(true);
            if (round === 1) expect(d).toEqual({ pay: 0, clawBack: 0 });
            paid += d.pay - d.clawBack;
          }
          highest = Math.max(highest, amount);
          expect(paid).toBe(back ? amount : highest);
        }
        expect(paid).toBe(back ? amounts.at(-1) : Math.max(...amounts));
      }),
    );
  });
});
