import { type BetRecordPreset, betPresetRange } from '@lotus/contract';

/**
 * A report's period (spec §9 presets): one of the presets, moved `back` whole windows into the past by the previous
 * and next buttons (a week at a time for the last 7 days, a month of 30 days for the last 30, a day for one day).
 */
export interface Period {
  preset: BetRecordPreset;
  back: number;
}

const DAY = 86_400_000;
const windowDays = (preset: BetRecordPreset) => (preset === 'last7' ? 7 : preset === 'last30' ? 30 : 1);
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The business dates (both included) the period covers at the merchant's offset. */
export function periodRange(period: Period, nowMs: number, gmtOffsetMinutes: number) {
  const range = betPresetRange(period.preset, nowMs, gmtOffsetMinutes);
  const days = -period.back * windowDays(period.preset);
  return { startDate: shift(range.startDate, days), endDate: shift(range.endDate, days) };
}

/**
 * The period as a report query: the preset itself while it is current (the server resolves it with its own clock),
 * the two dates once moved back.
 */
export function periodQuery(period: Period, nowMs: number, gmtOffsetMinutes: number) {
  return period.back === 0 ? { preset: period.preset } : periodRange(period, nowMs, gmtOffsetMinutes);
}
