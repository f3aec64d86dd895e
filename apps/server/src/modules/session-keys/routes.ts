import { ENCRYPTION_V1_MODULE } from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/app-error.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import type { PayloadKeyStore } from '../../platform/payload-encryption/key-store.ts';

/**
 * The public key for encrypted calls, as plain text: the v1 modulus as hex by default (existing clients add only a
 * `t` cache buster), the v2 SPKI as base64 with `v=2`. A merchant with v1 switched off refuses the v1 key too
 * (`encryption.v1.off`).
 */
export default async function sessionKeyRoutes(app: FastifyInstance, { store }: { store: PayloadKeyStore }) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute('rsaKey'),
    handler: async (request, reply) => {
      const scheme = request.query.v === '2' ? 'v2' : 'v1';
      if (scheme === 'v1' && request.merchant.features[ENCRYPTION_V1_MODULE] !== true) {
        throw new AppError('encryption.v1.off');
      }
      const key = await store.current(scheme);
      return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(key.publicKey);
    },
  });
}
