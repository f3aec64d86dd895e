import type { RankProgress } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import { currentLevel, goal, keepGoal, nameBesideNumber, nextLevelGoals, topLevel } from './progress';

const levels = [
  { level: 0, name: 'Member', upgradeValidBet: 0, upgradeDeposit: 0, keepValidBet: null },
  { level: 1, name: 'Bronze', upgradeValidBet: 100, upgradeDeposit: 0, keepValidBet: null },
  { level: 2, name: 'Silver', upgradeValidBet: 500, upgradeDeposit: 200, keepValidBet: 100 },
];
const progress = (over: Partial<RankProgress> = {}): RankProgress => ({
  hasVip: true,
  rankLevel: 1,
  playerRankName: 'Bronze',
  monthlyTurnover: { actual: 0, expected: 0 },
  totalTurnover: 150,
  totalDeposit: 250,
  next: levels[2] ?? null,
  levels,
  countedAt: null,
  reviewAt: null,
  ...over,
});

describe('VIP progress', () => {
  it('measures a figure against what is needed, rounding the bar down and never past 100', () => {
    expect(goal(150, 500)).toEqual({ actual: 150, needed: 500, left: 350, percent: 30, met: false });
    expect(goal(499.99, 500).percent).toBe(99.9);
    expect(goal(600, 500)).toEqual({ actual: 600, needed: 500, left: 0, percent: 100, met: true });
    expect(goal(0.1 + 0.2, 0.3).met).toBe(true);
    expect(goal(-5, 0)).toEqual({ actual: 0, needed: 0, left: 0, percent: 100, met: true });
  });

  it('lists what the next level asks, leaving out the figures it does not ask, and nothing at the top', () => {
    const goals = nextLevelGoals(progress());
    expect(goals?.level.name).toBe('Silver');
    expect(goals?.validBet).toMatchObject({ actual: 150, needed: 500, percent: 30 });
    expect(goals?.deposit).toMatchObject({ actual: 250, needed: 200, met: true, percent: 100 });
    expect(nextLevelGoals(progress({ next: levels[1] ?? null }))?.deposit).toBeNull();
    expect(nextLevelGoals(progress({ next: null }))).toBeNull();
  });

  it("measures this month's valid bet against the keep, and nothing when the level is kept for good", () => {
    expect(keepGoal(progress({ monthlyTurnover: { actual: 40, expected: 100 } }))).toMatchObject({
      percent: 40,
      left: 60,
    });
    expect(keepGoal(progress())).toBeNull();
  });

  it("names the member's level from the progress, or from the ladder, and finds the top", () => {
    expect(currentLevel(progress())).toMatchObject({ level: 1, name: 'Bronze', upgradeValidBet: 100 });
    expect(currentLevel(progress({ playerRankName: '' })).name).toBe('Bronze');
    expect(topLevel(levels)).toBe(2);
    expect(topLevel([])).toBe(0);
  });

  it("shows a level's name beside its number only when it says something more", () => {
    expect(nameBesideNumber('Silver', 'VIP 2')).toBe('Silver');
    expect(nameBesideNumber('VIP 2', 'VIP 2')).toBe('');
    expect(nameBesideNumber('vip2', 'VIP 2')).toBe('');
    expect(nameBesideNumber('', 'VIP 2')).toBe('');
  });
});
