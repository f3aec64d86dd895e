import type { RateLimitOptions } from '@fastify/rate-limit';
import { type ConsoleEndpointName, consoleEndpoints } from '@lotus/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The row of the contract's console table this route serves; the operator guard checks its roles. */
    consoleEndpoint?: ConsoleEndpointName;
  }
}

export interface ConsoleRouteLimits {
  /** A tighter limit than the global one, e.g. `{ max: 10, timeWindow: 60_000 }`. */
  rateLimit?: Pick<RateLimitOptions, 'max' | 'timeWindow'>;
}

/**
 * Method, path and config of a console endpoint, to spread into `route`; the operator guard then admits only the
 * roles the table lists before the handler runs:
 *
 *   a.route({ ...consoleRoute('members'), schema: { querystring, response }, handler })
 */
export function consoleRoute(name: ConsoleEndpointName, options: ConsoleRouteLimits = {}) {
  const endpoint = consoleEndpoints[name];
  return {
    method: endpoint.method,
    url: endpoint.path,
    config: { consoleEndpoint: name, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
  };
}
