import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from './clock.ts';

/** Counters kept per process at most; the oldest window goes first, as the plugin's own store does. */
const MAX_KEYS = 5_000;

interface Window {
  count: number;
  startedAt: number;
}

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's in-process counters on the server's clock: its own store reads `Date.now()`, so a window
 * could only end by waiting it out, while this one ends when the clock moves past it (tests move it). A fixed window
 * per key, counted from the first request in it. With Redis the counters live there instead.
 */
export function clockedRateLimitStore(clock: Clock): FastifyRateLimitStoreCtor {
  class ClockedStore implements FastifyRateLimitStore {
    private readonly windows = new Map<string, Window>();

    incr(key: string, answer: Answer, timeWindow: number) {
      const now = clock.now().getTime();
      let window = this.windows.get(key);
      if (!window || window.startedAt + timeWindow <= now) {
        window = { count: 0, startedAt: now };
      }
      window.count += 1;
      // Re-inserted last, so the map's first key is the least recently counted.
      this.windows.delete(key);
      this.windows.set(key, window);
      if (this.windows.size > MAX_KEYS) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
      answer(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
    }

    /** The count of the key's window without counting (`createRateLimit`'s `{ increment: false }`). */
    read(key: string, answer: Answer, timeWindow: number) {
      const now = clock.now().getTime();
      const window = this.windows.get(key);
      if (!window || window.startedAt + timeWindow <= now) answer(null, { current: 0, ttl: timeWindow });
      else answer(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
    }

    child() {
      return new ClockedStore();
    }
  }
  return ClockedStore;
}
