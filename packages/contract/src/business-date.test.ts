import { describe, expect, it } from 'vitest';
import { businessDateOf, businessDateSchema, businessDayStart, datePresetRange } from './business-date.ts';

describe('business dates', () => {
  it('follow the merchant offset across UTC midnight', () => {
    const lateUtc = Date.parse('2026-11-09T16:30:00Z');
    expect(businessDateOf(lateUtc, 480)).toBe('2026-11-10');
    expect(businessDateOf(lateUtc, -300)).toBe('2026-11-09');
    expect(businessDayStart('2026-11-10', 480)).toBe(Date.parse('2026-11-09T16:00:00Z'));
  });

  it('give the presets of spec §9, today included', () => {
    const now = Date.parse('2026-03-01T03:00:00Z');
    expect(datePresetRange('today', now, 480)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(datePresetRange('last7', now, 480)).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
    expect(datePresetRange('last30', now, 480)).toEqual({ startDate: '2026-01-31', endDate: '2026-03-01' });
  });

  it('accept only real calendar dates', () => {
    expect(businessDateSchema.safeParse('2028-02-29').success).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-1', '20260101', '']) {
      expect(businessDateSchema.safeParse(bad).success).toBe(false);
    }
  });
});
