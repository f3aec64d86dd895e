import { formatDateTime } from '@/lib/format';

const DAY = 86_400_000;

/**
 * A payout period as the agent reads it at the brand's offset: whole days as dates (`2026-11-27`,
 * `2026-11-23 – 2026-11-29`), shorter periods as a time span (`2026-11-27 14:00 – 15:00`).
 */
export function payoutPeriodLabel(startMs: number, endMs: number, gmtOffsetMinutes: number): string {
  const start = formatDateTime(startMs, gmtOffsetMinutes);
  const end = formatDateTime(endMs, gmtOffsetMinutes);
  const wholeDays = start.endsWith(' 00:00:00') && end.endsWith(' 00:00:00');
  if (wholeDays) {
    const last = formatDateTime(endMs - DAY, gmtOffsetMinutes).slice(0, 10);
    const first = start.slice(0, 10);
    return first === last ? first : `${first} – ${last}`;
  }
  return `${start.slice(0, 16)} – ${end.slice(11, 16)}`;
}
