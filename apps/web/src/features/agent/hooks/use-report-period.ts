import type { BetRecordPreset } from '@lotus/contract';
import { useState } from 'react';
import { useMerchant } from '@/features/system';
import { type Period, periodQuery, periodRange } from '../lib/period';

/** A report page's period, with the query fields and the dates it covers at the brand's offset. */
export function useReportPeriod(preset: BetRecordPreset = 'today') {
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const [period, setPeriod] = useState<Period>({ preset, back: 0 });
  const now = Date.now();
  return { period, setPeriod, query: periodQuery(period, now, offset), range: periodRange(period, now, offset) };
}
