/**
 * Schedules of site content as the console shows and edits them. The console writes times in the merchant's
 * business time (its GMT offset), whatever the operator's own computer is set to; the server stores instants.
 */

export type ScheduleState = 'live' | 'scheduled' | 'ended' | 'disabled';

export interface Scheduled {
  enabled: boolean;
  activeFrom: number | null;
  activeUntil: number | null;
}

/** What players see of an item now: switched off, waiting for its start, showing, or past its end. */
export function scheduleState(item: Scheduled, now: number): ScheduleState {
  if (!item.enabled) return 'disabled';
  if (item.activeFrom !== null && now < item.activeFrom) return 'scheduled';
  if (item.activeUntil !== null && now >= item.activeUntil) return 'ended';
  return 'live';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DDTHH:mm` (a `datetime-local` value) of an instant at a GMT offset; empty for no time. */
export function toLocalInput(epochMs: number | null, gmtOffsetMinutes: number): string {
  if (epochMs === null) return '';
  const d = new Date(epochMs + gmtOffsetMinutes * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant of a `datetime-local` value read at a GMT offset: null for an empty value, undefined when the text is
 * not a real date and time (Feb 30, 24:00).
 */
export function fromLocalInput(text: string, gmtOffsetMinutes: number): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  const m = LOCAL_INPUT.exec(value);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as number[];
  const utc = Date.UTC(year as number, (month as number) - 1, day, hour, minute, second);
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== (month as number) - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour
  ) {
    return undefined;
  }
  return utc - gmtOffsetMinutes * 60_000;
}
