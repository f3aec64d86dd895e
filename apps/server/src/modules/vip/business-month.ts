import { businessDateOf, businessDayStart } from '@lotus/contract';

// Business months (`YYYY-MM` at the brand's GMT offset): what the keep check reviews and the monthly valid bet counts.

export const businessMonthOf = (at: Date, gmtOffsetMinutes: number) =>
  businessDateOf(at.getTime(), gmtOffsetMinutes).slice(0, 7);

/** The month `delta` months after `month` (negative: before). */
export function shiftMonth(month: string, delta: number) {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index - 1 + delta, 1)).toISOString().slice(0, 7);
}

/** The instants [start, end) of a business month. */
export const monthWindow = (month: string, gmtOffsetMinutes: number) => ({
  start: new Date(businessDayStart(`${month}-01`, gmtOffsetMinutes)),
  end: new Date(businessDayStart(`${shiftMonth(month, 1)}-01`, gmtOffsetMinutes)),
});
