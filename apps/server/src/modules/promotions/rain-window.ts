import { businessDateOf, businessDayStart } from '@lotus/contract';
import type { StoredRain } from '../../db/schema/promotions.ts';

// When a red packet rains: a window of `minutes` from `startMinute` after each business midnight (the brand's fixed
// GMT offset, so no daylight saving moves it). A window that crosses midnight belongs to the day it started on.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** One rain: [start, end) with the business date it started on (its entries' period key). */
export interface RainWindow {
  key: string;
  start: Date;
  end: Date;
}

const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const previousDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** The rain of a business date, as configured (not clipped to the campaign). */
function rainOf(rain: StoredRain, date: string, gmtOffsetMinutes: number): RainWindow {
  const start = businessDayStart(date, gmtOffsetMinutes) + rain.startMinute * MINUTE_MS;
  return { key: date, start: new Date(start), end: new Date(start + rain.minutes * MINUTE_MS) };
}

/**
 * The business date of the last rain to start at or before `at`: the period a grab at `at` belongs to, and the one
 * whose entry a member sees until the next rain starts.
 */
export function rainDayAt(rain: StoredRain, at: Date, gmtOffsetMinutes: number) {
  const today = businessDateOf(at.getTime(), gmtOffsetMinutes);
  return rainOf(rain, today, gmtOffsetMinutes).start <= at ? today : previousDate(today);
}

/**
 * The rain falling at `now`, else the next one, clipped to the campaign's [startsAt, endsAt); null when the campaign
 * has no rain left. A rain the campaign's start or end cuts short keeps the part inside it.
 */
export function rainWindow(
  rain: StoredRain,
  campaign: { startsAt: Date; endsAt: Date | null },
  now: Date,
  gmtOffsetMinutes: number,
): RainWindow | null {
  const from = Math.max(now.getTime(), campaign.startsAt.getTime());
  const until = campaign.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;
  // The rain that started last before `from` may still be falling; otherwise the next day's is the one.
  let date = rainDayAt(rain, new Date(from), gmtOffsetMinutes);
  for (let i = 0; i < 2; i++, date = nextDate(date)) {
    const window = rainOf(rain, date, gmtOffsetMinutes);
    if (window.start.getTime() >= until) return null;
    const start = Math.max(window.start.getTime(), campaign.startsAt.getTime());
    const end = Math.min(window.end.getTime(), until);
    if (start < end && end > from) return { key: date, start: new Date(start), end: new Date(end) };
  }
  return null;
}

/** Whether a rain is falling at `now`. */
export const isRaining = (window: RainWindow | null, now: Date) =>
  window !== null && window.start <= now && now < window.end;
