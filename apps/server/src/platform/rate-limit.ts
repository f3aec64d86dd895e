import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './app-error.ts';
import type { Clock } from './clock.ts';
import { clockedRateLimitStore } from './rate-limit-store.ts';

export interface RateLimitSettings {
  perMinute: number;
  /** Counters shared by every process; without it each process counts on its own. */
  redis?: Redis | undefined;
  /** Keeps counters of different deployments (or test schemas) sharing one Redis apart. */
  namespace: string;
  /** Windows of the in-process counters end on this clock (Redis counts in its own time). */
  clock: Clock;
  /** The key of a request made in a verified session (see `sessionRateLimitKey`); null counts it by address. */
  sessionKey?: (request: FastifyRequest) => Promise<string | null>;
}

/**
 * Options for @fastify/rate-limit: a global limit per session, and per address for calls without a live session,
 * answered as 429 `rate.limited` in the envelope with `value.retryAfterSeconds` (and `Retry-After`). A route sets a
 * tighter limit with `endpointRoute(name, { rateLimit })` or `config: { rateLimit: { max, timeWindow } }`, counted
 * by the same key.
 */
export function rateLimitOptions({
  perMinute,
  redis,
  namespace,
  clock,
  sessionKey,
}: RateLimitSettings): RateLimitPluginOptions {
  return {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: async (request) => (await sessionKey?.(request)) ?? `address:${request.ip}`,
    ...(redis ? { redis, nameSpace: `${namespace}:rate-limit:` } : { store: clockedRateLimitStore(clock) }),
    // A Redis outage should not take the API down with it; /readyz reports it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate.limited', { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  };
}
