import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { AppError } from './app-error.ts';
import { sameSecret } from './secrets.ts';

/** The token of `Authorization: Bearer <token>`, or '' when the header has another form. */
const bearerToken = (header: string | undefined) => /^Bearer +(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';

/**
 * Prometheus metrics at /metrics: process defaults and request durations by method, route pattern and status.
 * They describe the installation (routes, load, memory), so they are served only with a `METRICS_TOKEN`, to callers
 * that send it as a bearer token, and count against the rate limit like any other route; without a token there is no
 * /metrics at all. Each app has its own registry, so several apps in one process (tests) do not collide.
 */
export default fp<{ token: string | undefined }>(
  async function metrics(app, { token }) {
    if (!token) return;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });

    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, not the URL: one series per route whatever the ids or query strings.
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!sameSecret(bearerToken(request.headers.authorization), token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('metrics.token.invalid');
      }
      reply.type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
