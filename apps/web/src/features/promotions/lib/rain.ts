import type { PromotionView, RainView } from '@lotus/contract';
import type { Formatters, Phrase } from './states';

const DAY_MS = 86_400_000;
const DAY_MINUTES = 1440;
/** After a rain's start or end, the moment the reward centre is read again: the server's clock has passed it too. */
export const RAIN_SETTLE_MS = 1_000;
/** How soon to ask again when the view lags the device's clock (a server clock a little behind, a stale answer). */
export const RAIN_RETRY_MS = 15_000;
/** How long after a rain's start a member still waiting for it keeps asking (the server may not have reached it). */
const RAIN_SKEW_MS = 60_000;
/** The longest single wait: a rain days away is looked at again this often (timers past 2³¹ ms overflow). */
export const RAIN_MAX_WAIT_MS = 6 * 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** A minute after the business day's midnight as `HH:mm`; past midnight it wraps to the next day's clock. */
export function minuteClock(minute: number): string {
  const m = ((minute % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** The daily rain's hours in the brand's business time: `20:00`–`20:30`. */
export const rainHours = (rain: Pick<RainView, 'startMinute' | 'minutes'>) => ({
  start: minuteClock(rain.startMinute),
  end: minuteClock(rain.startMinute + rain.minutes),
});

/** The rain the view names is falling at `now`. */
export const isRaining = (rain: RainView | null, now: number) =>
  rain !== null &&
  rain.nextStartsAt !== null &&
  rain.nextEndsAt !== null &&
  rain.nextStartsAt <= now &&
  now < rain.nextEndsAt;

/**
 * The start of the next rain to tell the member of: the one the view names, or, once that one is falling, the next
 * day's while the campaign still runs. Without a time, the one the view names.
 */
export function upcomingRain(p: Pick<PromotionView, 'rain' | 'endsAt'>, now: number | undefined): number | null {
  const next = p.rain?.nextStartsAt ?? null;
  if (next === null || now === undefined || next > now) return next;
  const after = next + DAY_MS;
  return p.endsAt === null || after < p.endsAt ? after : null;
}

/**
 * A red packet's note for its state: grab now (claim), the next rain and the deposit it asks (join, process), or what was
 * grabbed and when it rains next. Null: the common note of the state.
 */
export function rainNote(p: PromotionView, { money, time, now }: Formatters): Phrase | null {
  if (!p.rain) return null;
  const max = p.reward.type === 'random' ? money(p.reward.max) : null;
  const min = p.minDeposit > 0 ? money(p.minDeposit) : null;
  const next = upcomingRain(p, now);
  switch (p.state) {
    case 'claim':
      return max === null ? null : { key: 'notes.rainClaim', values: { max } };
    case 'join':
    case 'process':
      if (now !== undefined && isRaining(p.rain, now) && min !== null) {
        return { key: 'notes.rainDeposit', values: { amount: min } };
      }
      if (next === null) return null;
      if (min !== null) return { key: 'notes.rainNextDeposit', values: { time: time(next), amount: min } };
      return max === null ? null : { key: 'notes.rainNext', values: { time: time(next), max } };
    case 'claimed':
    case 'issued': {
      if (p.amount === null) return null;
      const amount = money(p.amount);
      return next === null
        ? { key: 'notes.rainGrabbedLast', values: { amount } }
        : { key: 'notes.rainGrabbed', values: { amount, time: time(next) } };
    }
    default:
      return null;
  }
}

/** The red packet falling for this member now, not yet grabbed (its state `claim`), if any. */
export const rainingCampaign = (list: readonly PromotionView[]) =>
  list.find((p) => p.kind === 'red-packet' && p.state === 'claim' && p.rain !== null) ?? null;

/**
 * How long until the reward centre should be read again so that a rain starts and stops on time without a reload:
 * just after the next start or end any red packet's view names. A view naming a rain already over lags, and so does
 * one still waiting for a rain that has just begun by this device's clock: those ask again soon. Null: no rain to
 * wait for.
 */
export function nextRainCheck(list: readonly PromotionView[], now: number): number | null {
  let soonest: number | null = null;
  const consider = (delay: number) => {
    soonest = soonest === null ? delay : Math.min(soonest, delay);
  };
  for (const p of list) {
    if (p.kind !== 'red-packet' || p.rain === null || p.state === 'close') continue;
    const { nextStartsAt: start, nextEndsAt: end } = p.rain;
    if (start === null || end === null) continue;
    if (end <= now) {
      consider(RAIN_RETRY_MS);
    } else if (start > now) {
      consider(start - now + RAIN_SETTLE_MS);
    } else {
      const waiting = p.state === 'process' || p.state === 'comingSoon';
      if (waiting && now - start < RAIN_SKEW_MS) consider(RAIN_RETRY_MS);
      consider(end - now + RAIN_SETTLE_MS);
    }
  }
  return soonest === null ? null : Math.min(soonest, RAIN_MAX_WAIT_MS);
}
