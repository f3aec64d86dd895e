import { describe, expect, it } from 'vitest';
import { campaign } from '../test/fixtures';
import { bestLevelAmount, formatLevels, levelAmounts, vipRewardTable } from './levels';

describe('VIP levels in promotions', () => {
  it('writes a list of levels as runs and single levels, in order and each once', () => {
    expect(formatLevels([2, 3])).toBe('2–3');
    expect(formatLevels([2])).toBe('2');
    expect(formatLevels([4, 1, 3])).toBe('1, 3–4');
    expect(formatLevels([1, 2, 3, 5, 7, 8, 8])).toBe('1–3, 5, 7–8');
    expect(formatLevels([])).toBe('');
  });

  it('numbers a reward by level from level 1, and finds the most any level pays', () => {
    expect(levelAmounts([0, 8, 18])).toEqual([
      { level: 1, amount: 0 },
      { level: 2, amount: 8 },
      { level: 3, amount: 18 },
    ]);
    expect(bestLevelAmount([0, 8, 18])).toBe(18);
    expect(bestLevelAmount([])).toBe(0);
  });

  it("tables the running VIP campaigns' rewards by the ladder's levels, leaving out level 0 and other kinds", () => {
    const upgrade = campaign({
      id: 5,
      kind: 'vip-upgrade',
      category: 'vip',
      title: 'Level up',
      reward: { type: 'levels', amounts: [8, 18] },
      state: 'claim',
    });
    const birthday = campaign({
      id: 6,
      kind: 'birthday',
      category: 'vip',
      title: 'Birthday',
      reward: { type: 'levels', amounts: [0, 28, 58] },
      state: 'process',
    });
    const ended = { ...birthday, id: 7, state: 'close' as const };
    const table = vipRewardTable([campaign(), upgrade, birthday, ended], [0, 1, 2, 3]);
    expect(table.columns).toEqual([
      { id: 5, title: 'Level up', kind: 'vip-upgrade', claimable: true },
      { id: 6, title: 'Birthday', kind: 'birthday', claimable: false },
    ]);
    expect(table.rows).toEqual([
      { level: 1, amounts: [8, 0] },
      { level: 2, amounts: [18, 28] },
      { level: 3, amounts: [0, 58] },
    ]);
  });
});
