import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** Keeps a caller's `x-request-id` (a proxy's or a client's) when it is well formed, else makes a new one. */
export function requestIdFor(raw: IncomingMessage): string {
  const incoming = raw.headers['x-request-id'];
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}

/** Echoes the request id so a person reporting a problem can quote it and we can find the log line. */
export default fp(
  async function requestId(app) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-id' },
);
