/**
 * Wall-clock arithmetic in an IANA time zone (`Asia/Shanghai`) or a fixed offset (`+08:00`, what a brand's
 * `gmtOffsetMinutes` becomes through `zoneOfOffset`), on Intl alone. A wall time is written as the epoch ms it would be
 * in UTC ("wall ms"), so calendar steps are plain `Date.UTC` arithmetic.
 */

const HOUR = 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall ms the zone's clock shows at `instant` (to the millisecond). */
export function wallOf(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const ms = ((instant % 1000) + 1000) % 1000;
  return (
    Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour, parts.minute, parts.second) + ms
  );
}

const offsetAt = (instant: number, zone: string) => wallOf(instant, zone) - instant;

/**
 * The first instant whose wall clock shows `wall` or later: the instant itself when the clock shows `wall` once, the
 * earlier one when a fall-back shows it twice, and the end of the jump when a spring-forward skips it.
 */
export function firstInstantAtOrAfter(wall: number, zone: string): number {
  // Offsets lie within ±14 h, and a transition moves the clock by at most a few hours: probing either side of `wall`
  // finds every offset the answer may be under.
  const offsets = new Set([offsetAt(wall - 16 * HOUR, zone), offsetAt(wall + 16 * HOUR, zone)]);
  for (const o of [...offsets]) offsets.add(offsetAt(wall - o, zone));
  let best = Number.POSITIVE_INFINITY;
  for (const o of offsets) if (offsetAt(wall - o, zone) === o) best = Math.min(best, wall - o);
  if (best !== Number.POSITIVE_INFINITY) return best;
  // A skipped wall time: the answer is the transition, between the instants the two offsets would give.
  let lo = wall - Math.max(...offsets);
  let hi = wall - Math.min(...offsets);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (wallOf(mid, zone) >= wall) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** A brand's fixed GMT offset as a zone Intl reads: 480 → `+08:00`, -330 → `-05:30`. */
export function zoneOfOffset(gmtOffsetMinutes: number): string {
  const sign = gmtOffsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(gmtOffsetMinutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
