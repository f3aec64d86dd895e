import { z } from 'zod';

/**
 * Business dates (API.md "Time"): `YYYY-MM-DD` as the merchant's clock shows it (its GMT offset), so "today" and
 * report periods mean the same to the player, the operator and the server.
 */
export const businessDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && isoDate(Date.parse(`${value}T00:00:00Z`)) === value,
    {
      message: 'Not a calendar date',
    },
  );

const DAY = 86_400_000;
const isoDate = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

/** The first instant (epoch ms) of a business date at the merchant's offset. */
export const businessDayStart = (date: string, gmtOffsetMinutes: number) =>
  Date.parse(`${date}T00:00:00Z`) - gmtOffsetMinutes * 60_000;

/** The business date an instant falls on. */
export const businessDateOf = (epochMs: number, gmtOffsetMinutes: number) =>
  isoDate(epochMs + gmtOffsetMinutes * 60_000);

/** Whole days from one business date to another (0 for the same day). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

/** Spec §9 date presets: today, and the last 7 or 30 days (today included). */
export const datePresets = ['today', 'last7', 'last30'] as const;
export type DatePreset = (typeof datePresets)[number];

export function datePresetRange(preset: DatePreset, nowMs: number, gmtOffsetMinutes: number) {
  const endDate = businessDateOf(nowMs, gmtOffsetMinutes);
  const back = preset === 'today' ? 0 : preset === 'last7' ? 6 : 29;
  const startDate = isoDate(Date.parse(`${endDate}T00:00:00Z`) - back * DAY);
  return { startDate, endDate };
}
