import { ENCRYPTION_V1_MODULE, type EndpointName, endpoints } from '@lotus/contract';
import type { preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error.ts';
import { decryptPayload } from './decrypt-payload.ts';
import type { PayloadKeyStore } from './key-store.ts';

/**
 * Encrypted calls (API.md "Encrypted calls"): on routes whose contract endpoint is `encrypted`, the body
 * `{ value }` with its `Encryption` header is replaced by the decrypted JSON before validation, so the route's schema
 * checks the plaintext. Anything that does not decrypt answers 400 `request_body_required` and nothing else runs.
 * The v1 scheme of existing clients is a per-brand switch, the module `ENCV1COMPAT3` (on unless the brand lists it in
 * its disabled modules): switched off, a v1 envelope answers 400 `encryption.v1.off`. `X-Digest` and `X-RSA`, sent by
 * some existing clients, are ignored.
 */
export default fp<{ store: PayloadKeyStore }>(
  async function payloadEncryption(app, { store }) {
    const decrypt: preValidationHookHandler = async (request) => {
      const result = await decryptPayload(store, {
        envelope: request.headers.encryption,
        body: request.body,
        v1Allowed: request.merchant.features[ENCRYPTION_V1_MODULE] === true,
      });
      if (!result) throw new AppError('request_body_required');
      request.body = result.json;
    };

    app.addHook('onRoute', (route) => {
      const name: EndpointName | undefined = route.config?.endpoint;
      if (!name || !endpoints[name].encrypted) return;
      const existing = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [decrypt, ...existing] as preValidationHookHandler[];
    });
  },
  { name: 'payload-encryption', dependencies: ['merchant-resolution'] },
);
