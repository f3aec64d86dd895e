import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  type EndpointMethod,
  type EndpointName,
  type EndpointSchemaSet,
  type EndpointSchemaSetOf,
  endpointSchemas,
  endpoints,
  type HttpMethod,
  type MultiMethodEndpoint,
} from '@lotus/contract';

export interface EndpointRouteOptions {
  /** A tighter limit than the global one, e.g. `{ max: 10, timeWindow: 60_000 }`. */
  rateLimit?: Pick<RateLimitOptions, 'max' | 'timeWindow'>;
}

/** An endpoint with two methods has a route per method, each with its own schemas. */
type OptionsOf<N extends EndpointName, M> = N extends MultiMethodEndpoint
  ? [options: EndpointRouteOptions & { method: M }]
  : [options?: EndpointRouteOptions];

/** The table's parts under Fastify's names; the input parts only where the route, not the handler, validates them. */
type RouteSchema<S> = (S extends { parsedByHandler: true }
  ? None
  : (S extends { params: infer P } ? { params: P } : None) &
      (S extends { query: infer Q } ? { querystring: Q } : None) &
      (S extends { body: infer B } ? { body: B } : None)) &
  (S extends { headers: infer H } ? { headers: H } : None) &
  (S extends { response: infer R } ? { response: { 200: R } } : None);
type None = Record<never, never>;

function routeSchema(set: EndpointSchemaSet): Record<string, unknown> {
  const validated = !set.parsedByHandler;
  return {
    ...(validated && set.params ? { params: set.params } : {}),
    ...(validated && set.query ? { querystring: set.query } : {}),
    ...(validated && set.body ? { body: set.body } : {}),
    ...(set.headers ? { headers: set.headers } : {}),
    ...(set.response ? { response: { 200: set.response } } : {}),
  };
}

/**
 * Method, path, config and schemas of a contract endpoint (`endpoints` and `endpointSchemas`), to spread into
 * `app.route`. The declared endpoint makes the route answer in the envelope, require a known merchant and pass the
 * feature, access and session gates; its schemas validate the request and type `request.params/query/body` and the
 * handler's answer (with `withTypeProvider<ZodTypeProvider>()`):
 *
 *   r.route({ ...endpointRoute('helpCenter'), handler: (request) => helpCenter(request.query.lang) })
 *   r.route({ ...endpointRoute('avatar', { method: 'POST' }), handler })  // an endpoint with two methods
 *
 * Handlers return the value; the envelope plugin wraps it.
 */
export function endpointRoute<N extends EndpointName, M extends EndpointMethod<N> = EndpointMethod<N>>(
  name: N,
  ...[options]: OptionsOf<N, M>
) {
  const endpoint = endpoints[name];
  const entry: EndpointSchemaSet | Partial<Record<HttpMethod, EndpointSchemaSet>> = endpointSchemas[name];
  const method = (options && 'method' in options ? options.method : endpoint.method) as M;
  const set =
    typeof method === 'string' && method in entry ? (entry as Record<string, EndpointSchemaSet>)[method] : entry;
  const rateLimit = options?.rateLimit;
  return {
    method: method as M,
    url: endpoint.path,
    config: { endpoint: name, ...(rateLimit ? { rateLimit } : {}) },
    schema: routeSchema(set as EndpointSchemaSet) as RouteSchema<EndpointSchemaSetOf<N, M>>,
  };
}
