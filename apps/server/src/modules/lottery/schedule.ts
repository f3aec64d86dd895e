/**
 * When a lottery game's periods open, close and draw, as pure arithmetic on the brand's GMT offset. A fast game draws
 * every `intervalSeconds` from local midnight (the k-th draw of a local day is numero `YYYYMMDD-kkkk`, the one at
 * midnight ending the day); a daily game draws once at `drawTime`, numero `YYYYMMDD-0001`. Betting on a period stops
 * `closeSeconds` before its draw, and the next period opens at that moment, so a player can always bet on something.
 */

const DAY_MS = 86_400_000;

export interface GameSchedule {
  intervalSeconds: number | null;
  /** `HH:MM` local, for daily games. */
  drawTime: string | null;
  closeSeconds: number;
  gmtOffsetMinutes: number;
}

export interface PeriodTimes {
  numero: string;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The local date `YYYYMMDD` of the local day starting at `dayStartMs` (UTC ms of local midnight). */
function localDate(dayStartMs: number, offsetMs: number) {
  const d = new Date(dayStartMs + offsetMs);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
}

/** UTC ms of the local midnight that starts the local day holding `ms`. */
const localDayStart = (ms: number, offsetMs: number) => Math.floor((ms + offsetMs) / DAY_MS) * DAY_MS - offsetMs;

/** Draw times as UTC ms, in order: each knows the local day it belongs to and its number within it. */
interface Draw {
  at: number;
  dayStart: number;
  index: number;
}

function drawsPerDay(schedule: GameSchedule) {
  if (schedule.intervalSeconds === null) return 1;
  return Math.floor(86_400 / schedule.intervalSeconds);
}

function dailyDrawOffsetMs(drawTime: string) {
  const [hours, minutes] = drawTime.split(':').map(Number);
  return ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
}

/** The first draw strictly after `ms`. */
function drawAfter(schedule: GameSchedule, ms: number): Draw {
  const offsetMs = schedule.gmtOffsetMinutes * 60_000;
  if (schedule.intervalSeconds === null) {
    const within = dailyDrawOffsetMs(schedule.drawTime ?? '00:00');
    let dayStart = localDayStart(ms, offsetMs);
    if (dayStart + within <= ms) dayStart += DAY_MS;
    return { at: dayStart + within, dayStart, index: 1 };
  }
  const step = schedule.intervalSeconds * 1000;
  // The draw at local midnight is the last of the day before: look from just before `ms`'s day.
  let dayStart = localDayStart(ms - 1, offsetMs);
  let index = Math.floor((ms - dayStart) / step) + 1;
  if (index > drawsPerDay(schedule)) {
    dayStart += DAY_MS;
    index = 1;
  }
  return { at: dayStart + index * step, dayStart, index };
}

/** The draw before `draw` (the previous day's last for the first of a day). */
function drawBefore(schedule: GameSchedule, draw: Draw): Draw {
  if (schedule.intervalSeconds === null) {
    return { at: draw.at - DAY_MS, dayStart: draw.dayStart - DAY_MS, index: 1 };
  }
  const step = schedule.intervalSeconds * 1000;
  if (draw.index > 1) return { at: draw.at - step, dayStart: draw.dayStart, index: draw.index - 1 };
  const last = drawsPerDay(schedule);
  return { at: draw.dayStart - DAY_MS + last * step, dayStart: draw.dayStart - DAY_MS, index: last };
}

function timesOf(schedule: GameSchedule, draw: Draw): PeriodTimes {
  const closeMs = schedule.closeSeconds * 1000;
  const previous = drawBefore(schedule, draw);
  return {
    numero: `${localDate(draw.dayStart, schedule.gmtOffsetMinutes * 60_000)}-${pad(draw.index, 4)}`,
    opensAt: new Date(previous.at - closeMs),
    closesAt: new Date(draw.at - closeMs),
    drawsAt: new Date(draw.at),
  };
}

/** The period taking bets at `now`: the first whose betting closes after it. */
export function periodAt(schedule: GameSchedule, now: Date): PeriodTimes {
  return timesOf(schedule, drawAfter(schedule, now.getTime() + schedule.closeSeconds * 1000));
}

/** `count` consecutive periods from the one taking bets at `now`. */
export function periodsFrom(schedule: GameSchedule, now: Date, count: number): PeriodTimes[] {
  const periods: PeriodTimes[] = [];
  let at = now.getTime() + schedule.closeSeconds * 1000;
  for (let i = 0; i < count; i += 1) {
    const draw = drawAfter(schedule, at);
    periods.push(timesOf(schedule, draw));
    at = draw.at;
  }
  return periods;
}

/** Every period whose draw falls in (`from`, `to`], oldest first: what a server that was down must still draw. */
export function periodsDrawnBetween(schedule: GameSchedule, from: Date, to: Date): PeriodTimes[] {
  const periods: PeriodTimes[] = [];
  let draw = drawAfter(schedule, from.getTime());
  while (draw.at <= to.getTime()) {
    periods.push(timesOf(schedule, draw));
    draw = drawAfter(schedule, draw.at);
  }
  return periods;
}
