import type { ContractTerms } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import { cascadeTerminations } from './terminations.ts';

const daily = (rate: number): ContractTerms => ({
  kind: 'dailySalary',
  tiers: [{ rate, activeMembers: 0, dailyBet: 0 }],
});
const c = (id: number, uplineId: number, downlineId: number, rate: number) => ({
  id,
  kind: 'dailySalary' as const,
  uplineId,
  downlineId,
  terms: daily(rate),
});

describe('cascadeTerminations', () => {
  // 1 → 2 (1.2) → 3 (1.0) → 4 (0.5); 1 → 5 (0.8) → 6 (0.8)
  const below = [c(10, 1, 2, 1.2), c(11, 2, 3, 1), c(12, 3, 4, 0.5), c(13, 1, 5, 0.8), c(14, 5, 6, 0.8)];

  it('ends the direct contracts above the new rate and everything under them', () => {
    expect(cascadeTerminations(1, { rate: 1 }, below)).toEqual([
      { id: 10, kind: 'dailySalary', downlineId: 2, reason: 'uplineRateLowered' },
      { id: 11, kind: 'dailySalary', downlineId: 3, reason: 'uplineContractEnded' },
      { id: 12, kind: 'dailySalary', downlineId: 4, reason: 'uplineContractEnded' },
    ]);
  });

  it('ends nothing when the new rate covers every contract below, equal rates included', () => {
    expect(cascadeTerminations(1, { rate: 1.2 }, below)).toEqual([]);
  });

  it('ends the whole subtree when the root has no bound left', () => {
    expect(cascadeTerminations(1, null, below).map((t) => [t.id, t.reason])).toEqual([
      [10, 'uplineContractEnded'],
      [13, 'uplineContractEnded'],
      [11, 'uplineContractEnded'],
      [14, 'uplineContractEnded'],
      [12, 'uplineContractEnded'],
    ]);
  });

  it('checks each level against its own upline only', () => {
    // 3's rate is compared with 2's contract, which the root's change did not touch.
    expect(cascadeTerminations(1, { rate: 0.9 }, [c(10, 1, 2, 0.9), c(11, 2, 3, 0.9)])).toEqual([]);
    expect(cascadeTerminations(1, { rate: 0.85 }, [c(10, 1, 2, 0.9), c(11, 2, 3, 0.5)])).toHaveLength(2);
  });
});
