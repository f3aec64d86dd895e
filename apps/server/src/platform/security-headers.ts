import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * A CSP for the built SPA: scripts only from this origin, inline styles (React style attributes), images from anywhere
 * on https (brand CDNs), games in https iframes, and API plus WebSocket calls to this origin.
 */
const options: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      mediaSrc: ["'self'", 'https:'],
      frameSrc: ["'self'", 'https:'],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  strictTransportSecurity: false,
  // Game vendors' pages are embedded cross-origin and must not be required to opt in.
  crossOriginEmbedderPolicy: false,
};

const hsts = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets for these options, recorded once. None depends on the request (no nonces, no directive
 * functions), and building them per request was a tenth of a tiny route's time.
 */
export function recordHelmetHeaders(helmetOptions: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  let failure: unknown;
  helmet(helmetOptions)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined) throw failure;
  return headers;
}

/**
 * Helmet's security headers on every answer. HSTS is sent only on requests that arrived over TLS (directly or as
 * reported by a trusted proxy), so a plain-http install on a LAN is not told to insist on https.
 */
export default fp(
  async function securityHeaders(app) {
    const headers = recordHelmetHeaders(options);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
      done();
    });
  },
  { name: 'security-headers' },
);
