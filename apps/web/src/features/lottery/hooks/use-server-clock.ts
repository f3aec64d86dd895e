import { useNow } from '@/lib/use-now';

/** Server time now, ticking every second: the device clock corrected by the offset the server's answer showed. */
export function useServerNow(offsetMs: number): number {
  return useNow(1000) + offsetMs;
}

/** The server's clock minus the device's, from an answer's `serverTime` and when it arrived. */
export const clockOffset = (serverTime: number, receivedAt: number) => serverTime - receivedAt;
