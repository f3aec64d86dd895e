import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error.ts';
import { addEndpointHook } from '../endpoint-hooks.ts';
import { resolveBaseUrl, siteOrigins } from './base-url.ts';
import type { MerchantConfig } from './merchant-config.ts';
import type { MerchantDirectory } from './merchant-directory.ts';
import { parseMerchantHeader } from './merchant-header.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand named by the `Merchant` header; set on every route that declares an endpoint. */
    merchant: MerchantConfig;
    /** The origin of the brand's site every link in the answer starts with; never the raw `Host` (base-url.ts). */
    readonly baseUrl: string;
    /** Every origin the brand's site is served on (its domains' base URLs). */
    readonly siteOrigins: ReadonlySet<string>;
  }
}

export interface MerchantResolutionOptions {
  directory: MerchantDirectory;
  /** The port links to a loopback domain without a stored base URL name: the one this process listens on. */
  port: () => number;
}

/** Every endpoint route needs exactly one known `Merchant`; anything else is `function.not.available`. */
export default fp<MerchantResolutionOptions>(
  async function merchantResolution(app, { directory, port }) {
    // Typed as always present: only endpoint routes read it, and their first hook sets it or refuses the request.
    app.decorateRequest('merchant', null as unknown as MerchantConfig);
    // Read from the merchant whoever set it (this hook, or the console from the operator's session).
    app.decorateRequest('baseUrl', {
      getter(this: FastifyRequest) {
        return resolveBaseUrl(this.merchant, this.hostname, port());
      },
    });
    app.decorateRequest('siteOrigins', {
      getter(this: FastifyRequest) {
        return siteOrigins(this.merchant, port());
      },
    });
    addEndpointHook(app, async (request) => {
      const code = parseMerchantHeader(request.headers.merchant);
      const merchant = code ? await directory.get(code) : null;
      if (!merchant) throw new AppError('function.not.available');
      request.merchant = merchant;
    });
  },
  { name: 'merchant-resolution', dependencies: ['envelope'] },
);
