import fp from 'fastify-plugin';
import { AppError } from '../app-error.ts';
import { addEndpointHook } from '../endpoint-hooks.ts';
import type { MerchantConfig } from './merchant-config.ts';
import type { MerchantDirectory } from './merchant-directory.ts';
import { parseMerchantHeader } from './merchant-header.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand named by the `Merchant` header; set on every route that declares an endpoint. */
    merchant: MerchantConfig;
  }
}

/** Every endpoint route needs exactly one known `Merchant`; anything else is `function.not.available`. */
export default fp<{ directory: MerchantDirectory }>(
  async function merchantResolution(app, { directory }) {
    // Typed as always present: only endpoint routes read it, and their first hook sets it or refuses the request.
    app.decorateRequest('merchant', null as unknown as MerchantConfig);
    addEndpointHook(app, async (request) => {
      const code = parseMerchantHeader(request.headers.merchant);
      const merchant = code ? await directory.get(code) : null;
      if (!merchant) throw new AppError('function.not.available');
      request.merchant = merchant;
    });
  },
  { name: 'merchant-resolution', dependencies: ['envelope'] },
);
