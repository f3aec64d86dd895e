import type { DividendPeriod } from '@lotus/contract';
import { firstInstantAtOrAfter, wallOf } from './zone.ts';

/**
 * Earning periods on the brand's clock: real-time salary every 5 minutes, hourly and daily salary, and the dividend
 * periods (spec §9: daily, weekly from Monday, semimonthly 1–15 and 16–end, monthly).
 *
 * A period is labelled by the wall time it starts at and runs from the first instant the clock shows that label to the
 * first instant it shows the next one. So periods never overlap and leave no gap, whatever the zone's transitions do: a
 * spring-forward shortens the period it falls in (a label the clock skips entirely has no period), and a fall-back's
 * repeated hour belongs to the period already running (the hourly `01` period lasts two hours; the 5-minute `01:55`
 * one lasts 65 minutes). Each key names exactly one period.
 */
export type PeriodKind = 'fiveMinutes' | 'hourly' | DividendPeriod;

export interface Period {
  kind: PeriodKind;
  /** `2026-11-27T14:35`, `2026-11-27T14`, `2026-11-27`, `2026-W48`, `2026-11-H2`, `2026-11`. */
  key: string;
  /** Epoch ms, inclusive. */
  start: number;
  /** Epoch ms, exclusive: the next period's start. */
  end: number;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

const d = (wall: number) => new Date(wall);
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (wall: number) => d(wall).toISOString().slice(0, 10);
const ym = (wall: number) => d(wall).toISOString().slice(0, 7);
const floorTo = (wall: number, step: number) => wall - (((wall % step) + step) % step);
const monthStart = (wall: number, add: number, day = 1) =>
  Date.UTC(d(wall).getUTCFullYear(), d(wall).getUTCMonth() + add, day);

/** Per kind: the label (a wall ms) holding a wall time, the label after a label, and a label's key. */
const calendars: Record<
  PeriodKind,
  { label: (wall: number) => number; next: (label: number) => number; key: (label: number) => string }
> = {
  fiveMinutes: {
    label: (wall) => floorTo(wall, 5 * MINUTE),
    next: (label) => label + 5 * MINUTE,
    key: (label) => `${ymd(label)}T${pad(d(label).getUTCHours())}:${pad(d(label).getUTCMinutes())}`,
  },
  hourly: {
    label: (wall) => floorTo(wall, HOUR),
    next: (label) => label + HOUR,
    key: (label) => `${ymd(label)}T${pad(d(label).getUTCHours())}`,
  },
  daily: { label: (wall) => floorTo(wall, DAY), next: (label) => label + DAY, key: ymd },
  weekly: {
    // 1970-01-01 was a Thursday: (days + 3) mod 7 counts days since Monday.
    label: (wall) => {
      const day = floorTo(wall, DAY) / DAY;
      return (day - ((((day + 3) % 7) + 7) % 7)) * DAY;
    },
    next: (label) => label + 7 * DAY,
    key: (label) => {
      // ISO 8601 week: the week belongs to the year of its Thursday.
      const thursday = label + 3 * DAY;
      const year = d(thursday).getUTCFullYear();
      return `${year}-W${pad(Math.floor((thursday - Date.UTC(year, 0, 1)) / DAY / 7) + 1)}`;
    },
  },
  semimonthly: {
    label: (wall) => monthStart(wall, 0, d(wall).getUTCDate() < 16 ? 1 : 16),
    next: (label) => (d(label).getUTCDate() === 1 ? monthStart(label, 0, 16) : monthStart(label, 1)),
    key: (label) => `${ym(label)}-H${d(label).getUTCDate() === 1 ? 1 : 2}`,
  },
  monthly: { label: (wall) => monthStart(wall, 0), next: (label) => monthStart(label, 1), key: ym },
};

/** The period of `kind` holding `instant` on the zone's clock. */
export function periodOf(kind: PeriodKind, instant: number, zone: string): Period {
  const cal = calendars[kind];
  let label = cal.label(wallOf(instant, zone));
  let start = firstInstantAtOrAfter(label, zone);
  // The loop only turns when a fall-back shows a label again after the next one began (the 5-minute labels of a
  // repeated hour, or a zone that falls back across midnight): the instant belongs to a later period.
  for (;;) {
    const next = cal.next(label);
    const end = firstInstantAtOrAfter(next, zone);
    if (instant < end) return { kind, key: cal.key(label), start, end };
    [label, start] = [next, end];
  }
}

export const nextPeriod = (period: Period, zone: string) => periodOf(period.kind, period.end, zone);
export const previousPeriod = (period: Period, zone: string) => periodOf(period.kind, period.start - 1, zone);

/**
 * The complete periods from the one holding `from` to the last one ended by `to`, oldest first and at most `limit`:
 * what a run that last paid the period ending at `from` must catch up on at `to`.
 */
export function periodsBetween(kind: PeriodKind, from: number, to: number, zone: string, limit = 10_000): Period[] {
  const out: Period[] = [];
  for (let p = periodOf(kind, from, zone); p.end <= to && out.length < limit; p = nextPeriod(p, zone)) out.push(p);
  return out;
}
