import { type BetRecordPreset, betPresetRange, businessDayStart } from '@lotus/contract';

const DAY = 86_400_000;

export interface PeriodQuery {
  preset?: BetRecordPreset | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/**
 * The business dates a records query covers and the instants they span: its dates, or its preset (today when
 * neither) resolved by the server's clock at the merchant's offset, so "today" is the merchant's today.
 */
export function resolvePeriod(query: PeriodQuery, nowMs: number, gmtOffsetMinutes: number) {
  const { startDate, endDate } =
    query.startDate && query.endDate
      ? { startDate: query.startDate, endDate: query.endDate }
      : betPresetRange(query.preset ?? 'today', nowMs, gmtOffsetMinutes);
  return {
    startDate,
    endDate,
    from: new Date(businessDayStart(startDate, gmtOffsetMinutes)),
    until: new Date(businessDayStart(endDate, gmtOffsetMinutes) + DAY),
  };
}
