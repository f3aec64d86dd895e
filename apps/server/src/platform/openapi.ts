import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The API reference at /docs (JSON at /docs/json), generated from the routes' zod schemas, which come from the
 * contract package. Registered before any route so every route is collected.
 */
export default fp(
  async function openapi(app) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Lotus API',
          description:
            'Every response is `{success, value}` or `{success: false, errorCode, message, value}`. ' +
            'Send `Merchant` on every /wps and /lgw call, `Language` (EN or CN) for messages, ' +
            'and `Authorization` (the raw session token) where login is required.',
          version: '1',
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
