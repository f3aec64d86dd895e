import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Slips of one member the wallet may refuse (no funds, a refused debit) in a window before it takes none. */
export const REFUSED_SLIPS_MAX = 10;
export const REFUSED_SLIPS_WINDOW_MS = 10 * 60_000;

/** A member's refused slips, counted where the API's rate limits count (Redis, or the server's clock in process). */
export interface SlipRefusals {
  /** Seconds until the member's slips are taken again; 0 while they are. */
  waitSeconds(memberId: number): Promise<number>;
  /** Counts one refused slip of the member's. */
  add(memberId: number): Promise<void>;
}

/**
 * The counter, per request: a member who keeps sending slips the wallet refuses costs a balance call and a refusal
 * each, and a member past the limit nothing but this check until the window ends.
 */
export function slipRefusalCounter(app: FastifyInstance): (request: FastifyRequest) => SlipRefusals {
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    max: REFUSED_SLIPS_MAX,
    timeWindow: REFUSED_SLIPS_WINDOW_MS,
    keyGenerator: (request) => keys.get(request) ?? '',
  });
  return (request) => {
    const count = (memberId: number, increment: boolean) => {
      keys.set(request, `lottery-refused-slips:${memberId}`);
      return limiter(request, { increment });
    };
    return {
      async waitSeconds(memberId) {
        const state = await count(memberId, false);
        return !state.isAllowed && state.remaining === 0 ? Math.max(1, state.ttlInSeconds) : 0;
      },
      async add(memberId) {
        await count(memberId, true);
      },
    };
  };
}
