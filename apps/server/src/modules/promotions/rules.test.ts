import { describe, expect, it } from 'vitest';
import { periodKeyOf, periodWindow, rewardAmount, wageringRequired } from './rules.ts';

const at = (iso: string) => new Date(iso);
const UTC8 = 480;

describe('promotion periods in business time', () => {
  it('keys a day, an ISO week and a month at the brand offset', () => {
    // 2026-12-06 20:00 UTC is Monday 7 December 04:00 at UTC+8.
    expect(periodKeyOf('day', at('2026-12-06T20:00:00Z'), UTC8)).toBe('2026-12-07');
    expect(periodKeyOf('week', at('2026-12-06T20:00:00Z'), UTC8)).toBe('2026-W50');
    expect(periodKeyOf('week', at('2026-12-06T15:00:00Z'), UTC8)).toBe('2026-W49');
    expect(periodKeyOf('month', at('2026-12-31T17:00:00Z'), UTC8)).toBe('2027-01');
    expect(periodKeyOf('week', at('2027-01-01T00:00:00Z'), 0)).toBe('2026-W53');
  });

  it('gives the window of the period, or of the one before', () => {
    const now = at('2026-12-09T03:00:00Z');
    expect(periodWindow('day', now, UTC8, true)).toEqual({
      key: '2026-12-08',
      start: at('2026-12-07T16:00:00Z'),
      end: at('2026-12-08T16:00:00Z'),
    });
    expect(periodWindow('week', now, UTC8, true)).toEqual({
      key: '2026-W49',
      start: at('2026-11-29T16:00:00Z'),
      end: at('2026-12-06T16:00:00Z'),
    });
    expect(periodWindow('month', now, 0, true)).toEqual({
      key: '2026-11',
      start: at('2026-11-01T00:00:00Z'),
      end: at('2026-12-01T00:00:00Z'),
    });
    expect(periodWindow('month', at('2026-12-31T23:00:00Z'), 0)).toMatchObject({ end: at('2027-01-01T00:00:00Z') });
  });
});

describe('what a claim pays and asks', () => {
  it('pays a capped share, a fixed amount or the streak day, the last day repeating', () => {
    expect(rewardAmount({ type: 'percent', percent: 12.5, cap: 10_000 }, 33_333, 1)).toBe(4_166);
    expect(rewardAmount({ type: 'percent', percent: 100, cap: 50_000 }, 80_000, 1)).toBe(50_000);
    expect(rewardAmount({ type: 'fixed', amount: 777 }, 0, 1)).toBe(777);
    expect(rewardAmount({ type: 'streak', amounts: [100, 200, 500] }, 0, 9)).toBe(500);
  });

  it('asks the multiple of the bonus, or of the deposit and the bonus, rounded up to the minor unit', () => {
    expect(wageringRequired({ wageringMultiple: 5, wageringBase: 'bonus' }, 30_000, 30_000)).toBe(150_000);
    expect(wageringRequired({ wageringMultiple: 3, wageringBase: 'deposit-and-bonus' }, 5_000, 25_000)).toBe(90_000);
    expect(wageringRequired({ wageringMultiple: 1.5, wageringBase: 'bonus' }, 333, 0)).toBe(500);
  });
});
