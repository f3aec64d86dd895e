import { CONTRACT_MAX_TIERS, contractTermsSchema } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import { canAddTier, canRemoveTier, checkTerms, draftFrom, emptyTier, type TermsDraft } from './terms';

const daily = (...tiers: [string, string, string][]): TermsDraft => ({
  kind: 'dailySalary',
  tiers: tiers.map(([rate, activeMembers, dailyBet]) => ({ rate, activeMembers, dailyBet })),
});

describe('checkTerms', () => {
  it('turns a valid draft into terms the contract schema accepts', () => {
    const { errors, terms } = checkTerms(daily(['0.5', '3', '1000'], ['1.25', '5', '1000']), { rate: 2 });
    expect(errors).toEqual({});
    expect(terms).toEqual({
      kind: 'dailySalary',
      tiers: [
        { rate: 0.5, activeMembers: 3, dailyBet: 1000 },
        { rate: 1.25, activeMembers: 5, dailyBet: 1000 },
      ],
    });
    expect(contractTermsSchema.safeParse(terms).success).toBe(true);
  });

  it('wants rates rising and thresholds never falling from tier to tier', () => {
    const { errors, terms } = checkTerms(daily(['1', '5', '2000'], ['1', '4', '1000'], ['1.5', '4', '1000']), {
      rate: 2,
    });
    expect(terms).toBeNull();
    expect(errors).toEqual({
      'tiers.1.rate': 'rateRise',
      'tiers.1.activeMembers': 'thresholdFall',
      'tiers.1.dailyBet': 'thresholdFall',
    });
  });

  it('allows two decimals at most, whole members, no negatives, rates up to 100', () => {
    const { errors } = checkTerms(daily(['0.125', '2.5', '-1'], ['101', '', 'abc']), { rate: 200 });
    expect(errors).toEqual({
      'tiers.0.rate': 'decimals',
      'tiers.0.activeMembers': 'integer',
      'tiers.0.dailyBet': 'negative',
      'tiers.1.rate': 'rateMax',
      'tiers.1.activeMembers': 'required',
      'tiers.1.dailyBet': 'number',
    });
    // 0.1 + 0.2 style input is still two decimals.
    expect(checkTerms(daily(['0.3', '1', '0.07']), { rate: 1 }).errors).toEqual({});
  });

  it('never goes above the bound, compared in hundredths', () => {
    expect(checkTerms(daily(['1', '1', '1'], ['2.01', '1', '1']), { rate: 2 }).errors).toEqual({
      'tiers.1.rate': 'aboveBound',
    });
    expect(checkTerms(daily(['2', '1', '1']), { rate: 2 }).errors).toEqual({});
  });

  it('refuses the whole offer when the agent has no bound', () => {
    const { errors, terms } = checkTerms(daily(['1', '1', '1']), null);
    expect(terms).toBeNull();
    expect(errors).toEqual({ form: 'noBound' });
  });

  it('checks real-time salary rates against both bounds', () => {
    const draft: TermsDraft = {
      kind: 'realtimeSalary',
      values: { profitRate: '0.8', lossRate: '1.2', singleBet: '10' },
    };
    expect(checkTerms(draft, { profitRate: 1, lossRate: 1 }).errors).toEqual({ lossRate: 'aboveBound' });
    const ok = checkTerms(draft, { profitRate: 1, lossRate: 1.2 });
    expect(ok.terms).toEqual({ kind: 'realtimeSalary', profitRate: 0.8, lossRate: 1.2, singleBet: 10 });
  });

  it('keeps the dividend period and all four tier fields', () => {
    const draft: TermsDraft = {
      kind: 'dividend',
      period: 'weekly',
      tiers: [{ rate: '10', activeMembers: '5', periodValidBet: '10000', periodLoss: '500.5' }],
    };
    const { terms } = checkTerms(draft, { rate: 40 });
    expect(terms).toEqual({
      kind: 'dividend',
      period: 'weekly',
      tiers: [{ rate: 10, activeMembers: 5, periodValidBet: 10000, periodLoss: 500.5 }],
    });
    expect(contractTermsSchema.safeParse(terms).success).toBe(true);
  });
});

describe('tiers', () => {
  it('adds tiers up to the maximum and keeps at least one', () => {
    const one: TermsDraft = { kind: 'hourlySalary', tiers: [emptyTier('hourlySalary')] };
    expect(canRemoveTier(one)).toBe(false);
    expect(canAddTier(one)).toBe(true);
    const full: TermsDraft = { kind: 'hourlySalary', tiers: Array.from({ length: CONTRACT_MAX_TIERS }, () => ({})) };
    expect(canAddTier(full)).toBe(false);
    expect(canRemoveTier(full)).toBe(true);
    expect(canAddTier(draftFrom('realtimeSalary'))).toBe(false);
  });

  it('starts from existing terms of the same kind, else empty', () => {
    const terms = { kind: 'hourlySalary' as const, tiers: [{ rate: 0.5, activeMembers: 2, hourlyBet: 100 }] };
    expect(draftFrom('hourlySalary', terms)).toEqual({
      kind: 'hourlySalary',
      tiers: [{ rate: '0.5', activeMembers: '2', hourlyBet: '100' }],
    });
    expect(draftFrom('dailySalary', terms)).toEqual({
      kind: 'dailySalary',
      tiers: [{ rate: '', activeMembers: '', dailyBet: '' }],
    });
    expect(draftFrom('dividend')).toMatchObject({ kind: 'dividend', period: 'monthly' });
  });
});
