import type { PromotionView } from '@lotus/contract';
import { useEffect } from 'react';
import { queryClient } from '@/lib/api';
import { campaignsKey } from '../api/keys';
import { nextRainCheck } from '../lib/rain';
import { serverNow } from '../lib/server-clock';

/**
 * Reads the campaigns again just after the next red-packet rain starts or stops (`nextRainCheck`), so the rain opens
 * and closes without a reload. The moment is on the server's clock, which may differ from the device's; only the wait
 * runs on the device. `updatedAt` (the answer's time) sets a new timer after each answer, even one that
 * changed nothing.
 */
export function useRainSchedule(list: readonly PromotionView[], updatedAt: number) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer, even an unchanged one, schedules anew
  useEffect(() => {
    const delay = nextRainCheck(list, serverNow());
    if (delay === null) return;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: campaignsKey }), delay);
    return () => clearTimeout(timer);
  }, [list, updatedAt]);
}
