import { describe, expect, it } from 'vitest';
import { isRaining, rainDayAt, rainWindow } from './rain-window.ts';

const at = (iso: string) => new Date(iso);
const UTC8 = 480;
const EVENING = { startMinute: 20 * 60, minutes: 30 };
const always = { startsAt: at('2026-01-01T00:00:00Z'), endsAt: null };

describe('the rain window in business time', () => {
  it('falls at the minute after the business midnight, and is the next one between rains', () => {
    // 20:00 at UTC+8 is 12:00 UTC.
    const evening = { key: '2026-12-07', start: at('2026-12-07T12:00:00Z'), end: at('2026-12-07T12:30:00Z') };
    expect(rainWindow(EVENING, always, at('2026-12-07T04:00:00Z'), UTC8)).toEqual(evening);
    expect(rainWindow(EVENING, always, at('2026-12-07T12:00:00Z'), UTC8)).toEqual(evening);
    expect(rainWindow(EVENING, always, at('2026-12-07T12:29:59Z'), UTC8)).toEqual(evening);
    expect(rainWindow(EVENING, always, at('2026-12-07T12:30:00Z'), UTC8)).toEqual({
      key: '2026-12-08',
      start: at('2026-12-08T12:00:00Z'),
      end: at('2026-12-08T12:30:00Z'),
    });
    expect(isRaining(evening, at('2026-12-07T12:10:00Z'))).toBe(true);
    expect(isRaining(evening, at('2026-12-07T12:30:00Z'))).toBe(false);
    expect(isRaining(null, at('2026-12-07T12:10:00Z'))).toBe(false);
  });

  it("follows the brand's offset, west of Greenwich too, where 20:00 is the next day in UTC", () => {
    expect(rainWindow(EVENING, always, at('2026-12-07T04:00:00Z'), 0)).toMatchObject({
      key: '2026-12-07',
      start: at('2026-12-07T20:00:00Z'),
    });
    // 20:00 at UTC-5 on 7 December is 01:00 UTC on the 8th; its entries still belong to the 7th.
    expect(rainWindow(EVENING, always, at('2026-12-07T23:00:00Z'), -300)).toEqual({
      key: '2026-12-07',
      start: at('2026-12-08T01:00:00Z'),
      end: at('2026-12-08T01:30:00Z'),
    });
  });

  it('keeps a rain that crosses midnight one period, keyed by the day it started', () => {
    const late = { startMinute: 23 * 60 + 30, minutes: 60 };
    const rain = { key: '2026-12-07', start: at('2026-12-07T15:30:00Z'), end: at('2026-12-07T16:30:00Z') };
    // 00:10 on the 8th in the brand's time: still the 7th's rain.
    const afterMidnight = at('2026-12-07T16:10:00Z');
    expect(rainWindow(late, always, afterMidnight, UTC8)).toEqual(rain);
    expect(rainDayAt(late, afterMidnight, UTC8)).toBe('2026-12-07');
    // Once it stops, the next is the 8th's; a grab made in the 7th's still shows until the 8th's starts.
    const after = at('2026-12-07T16:40:00Z');
    expect(rainWindow(late, always, after, UTC8)).toMatchObject({ key: '2026-12-08' });
    expect(rainDayAt(late, after, UTC8)).toBe('2026-12-07');
    expect(rainDayAt(late, at('2026-12-08T15:30:00Z'), UTC8)).toBe('2026-12-08');
  });

  it("clips rains to the campaign's start and end, and has none left after the last", () => {
    // A campaign starting mid-rain rains from its start; one starting later waits for its first rain.
    const midRain = { startsAt: at('2026-12-07T12:10:00Z'), endsAt: null };
    expect(rainWindow(EVENING, midRain, at('2026-12-07T04:00:00Z'), UTC8)).toEqual({
      key: '2026-12-07',
      start: at('2026-12-07T12:10:00Z'),
      end: at('2026-12-07T12:30:00Z'),
    });
    const later = { startsAt: at('2026-12-09T13:00:00Z'), endsAt: null };
    expect(rainWindow(EVENING, later, at('2026-12-07T04:00:00Z'), UTC8)).toMatchObject({
      key: '2026-12-10',
      start: at('2026-12-10T12:00:00Z'),
    });
    // Ending mid-rain cuts the rain short; after it, nothing is left.
    const ending = { startsAt: at('2026-12-01T00:00:00Z'), endsAt: at('2026-12-08T12:20:00Z') };
    expect(rainWindow(EVENING, ending, at('2026-12-08T04:00:00Z'), UTC8)).toEqual({
      key: '2026-12-08',
      start: at('2026-12-08T12:00:00Z'),
      end: at('2026-12-08T12:20:00Z'),
    });
    expect(rainWindow(EVENING, ending, at('2026-12-08T12:20:00Z'), UTC8)).toBeNull();
    // Ending between rains: the last one was the day before.
    const between = { startsAt: at('2026-12-01T00:00:00Z'), endsAt: at('2026-12-08T06:00:00Z') };
    expect(rainWindow(EVENING, between, at('2026-12-07T13:00:00Z'), UTC8)).toBeNull();
    // Ending exactly as a rain would start leaves that rain out.
    const atStart = { startsAt: at('2026-12-01T00:00:00Z'), endsAt: at('2026-12-08T12:00:00Z') };
    expect(rainWindow(EVENING, atStart, at('2026-12-07T13:00:00Z'), UTC8)).toBeNull();
  });

  it('moves with no daylight saving: rains are 24 hours apart across the dates clocks change elsewhere', () => {
    // Clocks change on 8 March and 1 November 2026 in New York, and on 5 April 2026 in Sydney.
    for (const [offset, from] of [
      [-300, '2026-03-06T12:00:00Z'],
      [-300, '2026-10-30T12:00:00Z'],
      [600, '2026-04-03T12:00:00Z'],
    ] as const) {
      let now = at(from);
      let previous: number | null = null;
      for (let day = 0; day < 5; day++) {
        const rain = rainWindow(EVENING, always, now, offset);
        if (!rain) throw new Error('no rain');
        if (previous !== null) expect(rain.start.getTime() - previous).toBe(86_400_000);
        expect(rain.end.getTime() - rain.start.getTime()).toBe(30 * 60_000);
        previous = rain.start.getTime();
        now = rain.end;
      }
    }
  });
});
