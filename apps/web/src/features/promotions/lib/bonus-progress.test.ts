import { describe, expect, it } from 'vitest';
import { bonusProgress, forfeitTakes, timeLeft } from './bonus-progress';

describe('bonus progress', () => {
  it('gives the figures, what is left and a percent for the bar', () => {
    expect(bonusProgress({ requirement: 500, wagered: 125 })).toEqual({
      requirement: 500,
      wagered: 125,
      remaining: 375,
      percent: 25,
      met: false,
    });
  });

  it('shows 100 % only once the requirement is met, and never past it', () => {
    expect(bonusProgress({ requirement: 300, wagered: 299.99 }).percent).toBe(99.9);
    expect(bonusProgress({ requirement: 300, wagered: 299.99 }).met).toBe(false);
    expect(bonusProgress({ requirement: 300, wagered: 450 })).toMatchObject({ percent: 100, remaining: 0, met: true });
  });

  it('counts a bonus without wagering as met, and 0 wagered as 0 %', () => {
    expect(bonusProgress({ requirement: 0, wagered: 0 })).toMatchObject({ percent: 100, met: true });
    expect(bonusProgress({ requirement: 2500, wagered: 0 })).toMatchObject({ percent: 0, remaining: 2500 });
  });

  it('keeps cents exact in what is left', () => {
    expect(bonusProgress({ requirement: 0.3, wagered: 0.1 }).remaining).toBe(0.2);
  });
});

describe('giving up a bonus', () => {
  it('takes back the bonus, or the whole balance when it is less', () => {
    expect(forfeitTakes(100, 250)).toBe(100);
    expect(forfeitTakes(100, 40.5)).toBe(40.5);
    expect(forfeitTakes(100, 0)).toBe(0);
    expect(forfeitTakes(100, undefined)).toBe(100);
  });
});

describe('time left on a bonus', () => {
  it('counts whole days, hours and minutes down to nothing', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(timeLeft(now + ((2 * 24 + 5) * 60 + 7) * 60_000 + 59_000, now)).toEqual({ days: 2, hours: 5, minutes: 7 });
    expect(timeLeft(now - 1000, now)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
