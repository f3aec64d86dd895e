import { describe, expect, it } from 'vitest';
import { claimBlock, formatRate, shownLines } from './rebate';

describe('rebate as players read it', () => {
  it('writes rates with two decimals', () => {
    expect(formatRate(0.8)).toBe('0.80%');
    expect(formatRate(1.25)).toBe('1.25%');
    expect(formatRate(0)).toBe('0.00%');
  });

  it('says why a claim is not possible: nothing yet, or under the minimum', () => {
    expect(claimBlock({ amount: 12.5, minClaim: 10, claimable: true })).toBeNull();
    expect(claimBlock({ amount: 0, minClaim: 10, claimable: false })).toBe('nothing');
    expect(claimBlock({ amount: 4.2, minClaim: 10, claimable: false })).toBe('belowMinimum');
    // The brand's minimum of 0 and nothing earned is still nothing to claim.
    expect(claimBlock({ amount: 0, minClaim: 0, claimable: true })).toBe('nothing');
    // Not claimable for another reason (the brand stopped rebating): nothing to claim.
    expect(claimBlock({ amount: 20, minClaim: 10, claimable: false })).toBe('nothing');
  });

  it('shows the categories that earned, the largest first', () => {
    const line = (category: 'RNG' | 'LIVE' | 'FISH', validBet: number, amount: number) => ({
      category,
      validBet,
      percent: 1,
      amount,
    });
    expect(shownLines([line('RNG', 100, 1), line('LIVE', 0, 0), line('FISH', 500, 5)])).toEqual([
      line('FISH', 500, 5),
      line('RNG', 100, 1),
    ]);
  });
});
