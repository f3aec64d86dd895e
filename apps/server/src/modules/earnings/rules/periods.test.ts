import { businessDayStart } from '@lotus/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextPeriod, type PeriodKind, periodOf, periodsBetween, previousPeriod } from './periods.ts';
import { firstInstantAtOrAfter, zoneOfOffset } from './zone.ts';

const at = (iso: string) => Date.parse(iso);
const span = (kind: PeriodKind, from: string, to: string, zone: string) =>
  periodsBetween(kind, at(from), at(to), zone).map((p) => [
    p.key,
    new Date(p.start).toISOString(),
    (p.end - p.start) / 60_000,
  ]);

describe('earning periods', () => {
  it('cuts the brand’s calendar: day, ISO week from Monday, half-months 1–15 and 16–end, month', () => {
    const t = at('2026-11-27T17:00:00Z'); // 2026-11-28 01:00 in Shanghai
    const of = (kind: PeriodKind) => {
      const p = periodOf(kind, t, 'Asia/Shanghai');
      return [p.key, new Date(p.start).toISOString(), new Date(p.end).toISOString()];
    };
    expect(of('daily')).toEqual(['2026-11-28', '2026-11-27T16:00:00.000Z', '2026-11-28T16:00:00.000Z']);
    expect(of('weekly')).toEqual(['2026-W48', '2026-11-22T16:00:00.000Z', '2026-11-29T16:00:00.000Z']);
    expect(of('semimonthly')).toEqual(['2026-11-H2', '2026-11-15T16:00:00.000Z', '2026-11-30T16:00:00.000Z']);
    expect(of('monthly')).toEqual(['2026-11', '2026-10-31T16:00:00.000Z', '2026-11-30T16:00:00.000Z']);
    expect(of('hourly')).toEqual(['2026-11-28T01', '2026-11-27T17:00:00.000Z', '2026-11-27T18:00:00.000Z']);
    expect(of('fiveMinutes')).toEqual(['2026-11-28T01:00', '2026-11-27T17:00:00.000Z', '2026-11-27T17:05:00.000Z']);
    // 2027-01-01 is a Friday: it belongs to the 53rd ISO week of 2026.
    expect(periodOf('weekly', at('2027-01-01T12:00:00Z'), 'UTC').key).toBe('2026-W53');
    expect(previousPeriod(periodOf('semimonthly', at('2026-03-01T12:00:00Z'), 'UTC'), 'UTC').key).toBe('2026-02-H2');
  });

  it('takes a brand’s fixed GMT offset as the same days the records use', () => {
    expect(zoneOfOffset(480)).toBe('+08:00');
    expect(zoneOfOffset(-330)).toBe('-05:30');
    expect(zoneOfOffset(0)).toBe('+00:00');
    const day = periodOf('daily', at('2026-06-30T20:00:00Z'), zoneOfOffset(-300));
    expect(day.key).toBe('2026-06-30');
    expect(day.start).toBe(businessDayStart('2026-06-30', -300));
  });

  it('shortens the period a spring-forward falls in and lengthens the one a fall-back repeats', () => {
    const ny = 'America/New_York';
    expect(span('hourly', '2026-03-08T05:00:00Z', '2026-03-08T08:00:00Z', ny)).toEqual([
      ['2026-03-08T00', '2026-03-08T05:00:00.000Z', 60],
      ['2026-03-08T01', '2026-03-08T06:00:00.000Z', 60],
      // 02:00 never shows on the clock: no period.
      ['2026-03-08T03', '2026-03-08T07:00:00.000Z', 60],
    ]);
    expect(span('hourly', '2026-11-01T04:00:00Z', '2026-11-01T08:00:00Z', ny)).toEqual([
      ['2026-11-01T00', '2026-11-01T04:00:00.000Z', 60],
      ['2026-11-01T01', '2026-11-01T05:00:00.000Z', 120],
      ['2026-11-01T02', '2026-11-01T07:00:00.000Z', 60],
    ]);
    expect(span('fiveMinutes', '2026-11-01T05:50:00Z', '2026-11-01T07:05:00Z', ny)).toEqual([
      ['2026-11-01T01:50', '2026-11-01T05:50:00.000Z', 5],
      ['2026-11-01T01:55', '2026-11-01T05:55:00.000Z', 65],
      ['2026-11-01T02:00', '2026-11-01T07:00:00.000Z', 5],
    ]);
    expect(span('daily', '2026-03-08T12:00:00Z', '2026-03-10T00:00:00Z', ny)).toEqual([
      ['2026-03-08', '2026-03-08T05:00:00.000Z', 23 * 60],
    ]);
    expect(span('daily', '2026-11-01T12:00:00Z', '2026-11-03T00:00:00Z', ny)).toEqual([
      ['2026-11-01', '2026-11-01T04:00:00.000Z', 25 * 60],
    ]);
    // Lord Howe moves its clock by half an hour: the hour it skips into lasts 30 minutes.
    expect(span('hourly', '2026-10-03T14:30:00Z', '2026-10-03T17:00:00Z', 'Australia/Lord_Howe')).toEqual([
      ['2026-10-04T01', '2026-10-03T14:30:00.000Z', 60],
      ['2026-10-04T02', '2026-10-03T15:30:00.000Z', 30],
      ['2026-10-04T03', '2026-10-03T16:00:00.000Z', 60],
    ]);
  });

  it('starts a day whose midnight is skipped when its clock starts', () => {
    // Santiago springs forward at 24:00 on 2026-09-05: the 6th starts at 01:00 local.
    const day = periodOf('daily', at('2026-09-06T12:00:00Z'), 'America/Santiago');
    expect([day.key, new Date(day.start).toISOString(), (day.end - day.start) / 3_600_000]).toEqual([
      '2026-09-06',
      '2026-09-06T04:00:00.000Z',
      23,
    ]);
    expect(firstInstantAtOrAfter(Date.UTC(2026, 8, 6), 'America/Santiago')).toBe(day.start);
  });

  it('catches up every complete period, oldest first, up to a limit', () => {
    const all = periodsBetween('hourly', at('2026-11-27T10:30:00Z'), at('2026-11-27T14:59:59Z'), 'UTC');
    expect(all.map((p) => p.key)).toEqual(['2026-11-27T10', '2026-11-27T11', '2026-11-27T12', '2026-11-27T13']);
    expect(periodsBetween('hourly', at('2026-11-27T10:00:00Z'), at('2026-11-27T15:00:00Z'), 'UTC', 2)).toHaveLength(2);
    expect(periodsBetween('daily', at('2026-11-27T10:00:00Z'), at('2026-11-27T15:00:00Z'), 'UTC')).toEqual([]);
  });

  const zones = [
    'UTC',
    'Asia/Shanghai',
    'Asia/Kolkata',
    'America/New_York',
    'Europe/London',
    'America/Santiago',
    'Asia/Beirut',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    '+08:00',
    '-03:30',
  ];
  const kinds: PeriodKind[] = ['fiveMinutes', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'];

  it('tiles time: each instant in one period, periods abut, keys never repeat, steps invert', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: at('2024-01-01T00:00:00Z'), max: at('2030-12-31T00:00:00Z') }),
        fc.constantFrom(...zones),
        fc.constantFrom(...kinds),
        (instant, zone, kind) => {
          const p = periodOf(kind, instant, zone);
          expect(p.start <= instant && instant < p.end).toBe(true);
          const next = nextPeriod(p, zone);
          expect(next.start).toBe(p.end);
          expect(next.key > p.key).toBe(true);
          expect(previousPeriod(next, zone)).toEqual(p);
          expect(periodOf(kind, p.start, zone)).toEqual(p);
          expect(periodOf(kind, p.end - 1, zone)).toEqual(p);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('tiles a year of every kind around the transitions of DST zones', () => {
    for (const zone of ['America/New_York', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Beirut']) {
      for (const kind of ['hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] as const) {
        const list = periodsBetween(kind, at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'), zone);
        const keys = new Set(list.map((p) => p.key));
        expect(keys.size).toBe(list.length);
        for (let i = 1; i < list.length; i++) expect(list[i]?.start).toBe(list[i - 1]?.end);
      }
    }
  });
});
