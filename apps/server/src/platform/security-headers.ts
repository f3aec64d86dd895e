import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Helmet with a CSP for the built SPA: scripts only from this origin, inline styles (React style attributes),
 * images from anywhere on https (brand CDNs), games in https iframes, and API plus WebSocket calls to this origin.
 * HSTS is sent only on requests that arrived over TLS (directly or as reported by a trusted proxy), so a plain-http
 * install on a LAN is not told to insist on https.
 */
export default fp(
  async function securityHeaders(app) {
    await app.register(helmet, {
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
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
    });
  },
  { name: 'security-headers' },
);
