import { describe, expect, it } from 'vitest';
import { betPresetRange, betRecordsQuerySchema, personalProfitQuerySchema } from './bet-records.ts';

// 2026-03-01 01:30 at GMT+8 is still 28 February in UTC.
const now = Date.parse('2026-02-28T17:30:00Z');

describe('betPresetRange', () => {
  it('counts days at the merchant midnight, across a month end', () => {
    expect(betPresetRange('today', now, 480)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(betPresetRange('yesterday', now, 480)).toEqual({ startDate: '2026-02-28', endDate: '2026-02-28' });
    expect(betPresetRange('last7', now, 480)).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
    expect(betPresetRange('last30', now, 480)).toEqual({ startDate: '2026-01-31', endDate: '2026-03-01' });
    expect(betPresetRange('today', now, -300)).toEqual({ startDate: '2026-02-28', endDate: '2026-02-28' });
  });
});

describe('records periods', () => {
  const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
    result.error?.issues.map((i) => i.path.join('.')) ?? [];

  it('takes a preset, two dates within 90 days, or nothing', () => {
    expect(betRecordsQuerySchema.safeParse({}).success).toBe(true);
    expect(betRecordsQuerySchema.safeParse({ preset: 'yesterday' }).success).toBe(true);
    expect(personalProfitQuerySchema.safeParse({ startDate: '2026-01-01', endDate: '2026-03-31' }).success).toBe(true);
  });

  it('names the field at fault', () => {
    expect(
      fieldsOf(betRecordsQuerySchema.safeParse({ preset: 'today', startDate: '2026-01-01', endDate: '2026-01-02' })),
    ).toContain('preset');
    expect(fieldsOf(betRecordsQuerySchema.safeParse({ endDate: '2026-01-02' }))).toContain('endDate');
    expect(fieldsOf(personalProfitQuerySchema.safeParse({ startDate: '2026-01-01', endDate: '2026-04-01' }))).toContain(
      'startDate',
    );
    expect(fieldsOf(personalProfitQuerySchema.safeParse({ startDate: '2026-01-02', endDate: '2026-01-01' }))).toContain(
      'endDate',
    );
  });
});
