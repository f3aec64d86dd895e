import { describe, expect, it } from 'vitest';
import { periodQuery, periodRange } from './period';

// 2026-11-10 01:00 at GMT+8: still the 9th in UTC, the 10th in the brand's zone.
const now = Date.parse('2026-11-09T17:00:00Z');
const gmt8 = 480;

describe('report periods', () => {
  it('sends a current preset as it is, for the server to resolve', () => {
    expect(periodQuery({ preset: 'last7', back: 0 }, now, gmt8)).toEqual({ preset: 'last7' });
  });

  it('covers the preset at the brand offset', () => {
    expect(periodRange({ preset: 'today', back: 0 }, now, gmt8)).toEqual({
      startDate: '2026-11-10',
      endDate: '2026-11-10',
    });
    expect(periodRange({ preset: 'last30', back: 0 }, now, gmt8)).toEqual({
      startDate: '2026-10-12',
      endDate: '2026-11-10',
    });
  });

  it('moves back by whole windows: a day, 7 days or 30 days', () => {
    expect(periodQuery({ preset: 'today', back: 2 }, now, gmt8)).toEqual({
      startDate: '2026-11-08',
      endDate: '2026-11-08',
    });
    expect(periodQuery({ preset: 'yesterday', back: 1 }, now, gmt8)).toEqual({
      startDate: '2026-11-08',
      endDate: '2026-11-08',
    });
    expect(periodQuery({ preset: 'last7', back: 1 }, now, gmt8)).toEqual({
      startDate: '2026-10-28',
      endDate: '2026-11-03',
    });
    expect(periodQuery({ preset: 'last30', back: 1 }, now, gmt8)).toEqual({
      startDate: '2026-09-12',
      endDate: '2026-10-11',
    });
  });
});
