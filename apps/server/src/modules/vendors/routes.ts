import { VENDOR_API_PREFIX, VENDOR_SIGNATURE_HEADER } from '@lotus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MerchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import { requestContext } from '../../platform/request-context.ts';
import { sessionOf } from '../../platform/session-guard.ts';
import demoVendorPages from './demo-vendor/demo-vendor-pages.ts';
import { handleVendorCall } from './handle-vendor-call.ts';
import { injectTransport, type SeamlessTransport } from './seamless-client.ts';
import { transferBetweenWallets } from './transfer-wallets/transfer-between-wallets.ts';
import { transferWallets } from './transfer-wallets/transfer-wallets.ts';
import { walletTransferStatus } from './transfer-wallets/wallet-transfer-status.ts';

export interface VendorRouteOptions {
  db: Database;
  clock: Clock;
  events: EventBus;
  directory: MerchantDirectory;
  /** Serve the demo vendor (demo mode, or DEMO_VENDOR=true). */
  demoVendor: boolean;
  /** How the demo vendor's server reaches the seamless API; by default in process (`inject`). */
  demoVendorTransport?: SeamlessTransport | undefined;
}

/** The seamless wallet API game vendors call (API.md "Game vendors"), and transfer wallets (`GCS_walletTransfer`). */
export default async function vendorRoutes(app: FastifyInstance, options: VendorRouteOptions) {
  const { db, clock, events, directory } = options;

  // A vendor's server, not a player: no envelope, merchant gate or session. Its own scope keeps the body as raw
  // bytes (the signature covers exactly them) whatever content type the vendor declares.
  await app.register(async (vendorApi) => {
    vendorApi.removeAllContentTypeParsers();
    vendorApi.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    // Even what fails before the handler (a body over the size limit) answers 200 with a business status.
    vendorApi.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
      const code = error instanceof AppError ? error.status : error.statusCode;
      const status = code !== undefined && code < 500 ? 'INVALID_PARAMS' : 'INTERNAL_RETRYABLE';
      request.log.warn({ err: error }, 'vendor call refused before its handler');
      return reply.code(200).header('cache-control', 'no-store').send({ status });
    });
    vendorApi.post<{ Params: { vendorCode: string; action: string } }>(
      `${VENDOR_API_PREFIX}/:vendorCode/:action`,
      // Vendors call from a few servers at game speed and prove themselves by signature; the per-address limit for
      // players would throttle them.
      { config: { rateLimit: false } },
      async (request, reply) => {
        const answer = await handleVendorCall(
          { db, clock, events, directory, log: request.log },
          {
            merchantHeader: request.headers.merchant,
            vendorCode: request.params.vendorCode,
            action: request.params.action,
            rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            signature: request.headers[VENDOR_SIGNATURE_HEADER],
          },
        );
        return reply.code(200).header('cache-control', 'no-store').send(answer);
      },
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => requestContext(request, clock);
  r.route({
    ...endpointRoute('walletTransfer'),
    handler: (request) =>
      transferBetweenWallets({ db, events }, ctx(request), sessionOf(request).memberId, request.body),
  });
  r.route({
    ...endpointRoute('walletTransferStatus'),
    handler: (request) => walletTransferStatus(db, ctx(request), sessionOf(request).memberId, request.query.reference),
  });
  r.route({
    ...endpointRoute('transferWallets'),
    handler: (request) => transferWallets(db, ctx(request), sessionOf(request).memberId),
  });

  // The demo vendor stands in for an outside game vendor, so every seeded third-party game is playable.
  if (options.demoVendor) {
    await app.register(demoVendorPages, { db, transport: options.demoVendorTransport ?? injectTransport(() => app) });
  }
}
