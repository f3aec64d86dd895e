import type { RateLimitOptions } from '@fastify/rate-limit';
import { type EndpointName, endpoints } from '@lotus/contract';

export interface EndpointRouteOptions {
  /** A tighter limit than the global one, e.g. `{ max: 10, timeWindow: 60_000 }`. */
  rateLimit?: Pick<RateLimitOptions, 'max' | 'timeWindow'>;
}

/**
 * Method, path and config of a contract endpoint, to spread into `app.route`. The declared endpoint makes the
 * route answer in the envelope, require a known merchant and pass the feature, access and session gates:
 *
 *   app.route({ ...endpointRoute('helpCenter'), schema: { querystring, response: { 200: value } }, handler })
 *
 * Handlers return the value; the envelope plugin wraps it.
 */
export function endpointRoute(name: EndpointName, options: EndpointRouteOptions = {}) {
  const endpoint = endpoints[name];
  return {
    method: typeof endpoint.method === 'string' ? endpoint.method : [...endpoint.method],
    url: endpoint.path,
    config: { endpoint: name, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
  };
}
