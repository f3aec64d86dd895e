import { QueryClient } from '@tanstack/react-query';
import { isApiError, isRateLimited, retryAfterMs } from './api-error';

/** A rate-limited query tries again this many times, each after the wait the server asked for. */
const RATE_LIMIT_RETRIES = 3;

/**
 * Retries only what a retry can fix: network failures and server-side 5xx, twice, and a rate-limited call (429) once
 * its `Retry-After` has passed.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isRateLimited(error)) return failureCount < RATE_LIMIT_RETRIES;
  if (failureCount >= 2) return false;
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

/** The server's `Retry-After` for a rate-limited call; otherwise React Query's own back-off (1 s, 2 s, 4 s … 30 s). */
export function retryDelay(failureCount: number, error: unknown): number {
  return retryAfterMs(error) ?? Math.min(1000 * 2 ** failureCount, 30_000);
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
