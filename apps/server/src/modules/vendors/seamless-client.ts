import { createHmac } from 'node:crypto';
import type {
  vendorAuthenticateRequestSchema,
  vendorBalanceRequestSchema,
  vendorCreditBatchRequestSchema,
  vendorCreditRequestSchema,
  vendorDebitRequestSchema,
  vendorRollbackRequestSchema,
} from '@lotus/contract';
import {
  VENDOR_API_PREFIX,
  VENDOR_SIGNATURE_HEADER,
  type VendorAction,
  type VendorBatchReply,
  type VendorReply,
  vendorBatchReplySchema,
  vendorReplySchema,
} from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** One HTTP POST as a vendor's server makes it: the path (and query), the raw body and the headers. */
export interface SeamlessHttpRequest {
  path: string;
  body: string;
  headers: Record<string, string>;
}

/** What came back: the HTTP status and the raw body. A transport that cannot reach Lotus throws. */
export interface SeamlessHttpResponse {
  status: number;
  body: string;
}

/** How a vendor reaches the seamless wallet API: in-process `inject()` by default, `fetch` for a real network. */
export type SeamlessTransport = (request: SeamlessHttpRequest) => Promise<SeamlessHttpResponse>;

/** The hex HMAC-SHA256 of the exact body bytes under the vendor's secret (`X-Signature`). */
export const signVendorBody = (secret: string, body: string | Buffer) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** Calls the app in process, as if over HTTP (nothing listens on a port for it). */
export function injectTransport(app: () => FastifyInstance): SeamlessTransport {
  return async ({ path, body, headers }) => {
    const res = await app().inject({ method: 'POST', url: path, payload: body, headers });
    return { status: res.statusCode, body: res.body };
  };
}

export interface SeamlessClientOptions {
  transport: SeamlessTransport;
  vendorCode: string;
  /** The vendor's HMAC key (`game_vendors.secret`). */
  secret: string;
  /** Sent as the `Merchant` header: which brand's wallet the call is for. */
  merchantCode: string;
}

export type VendorAuthenticateRequest = z.input<typeof vendorAuthenticateRequestSchema>;
export type VendorBalanceRequest = z.input<typeof vendorBalanceRequestSchema>;
export type VendorDebitRequest = z.input<typeof vendorDebitRequestSchema>;
export type VendorCreditRequest = z.input<typeof vendorCreditRequestSchema>;
export type VendorRollbackRequest = z.input<typeof vendorRollbackRequestSchema>;
export type VendorCreditBatchRequest = z.input<typeof vendorCreditBatchRequestSchema>;

export interface SeamlessClient {
  /** Any action with any body, signed (tests use it to send odd bodies). */
  call(action: VendorAction, body: unknown): Promise<VendorReply>;
  authenticate(request: VendorAuthenticateRequest): Promise<VendorReply>;
  balance(request: VendorBalanceRequest): Promise<VendorReply>;
  debit(request: VendorDebitRequest): Promise<VendorReply>;
  credit(request: VendorCreditRequest): Promise<VendorReply>;
  rollback(request: VendorRollbackRequest): Promise<VendorReply>;
  creditBatch(request: VendorCreditBatchRequest): Promise<VendorBatchReply>;
}

/**
 * A vendor's side of the seamless wallet API: signs each JSON body and posts it to
 * `/vendor/v1/<vendorCode>/<action>`. A transport failure, a non-200 answer or an unreadable body comes back as
 * `INTERNAL_RETRYABLE`, which is what a vendor does with it: try again later with the same txId.
 */
export function createSeamlessClient(options: SeamlessClientOptions): SeamlessClient {
  const { transport, vendorCode, secret, merchantCode } = options;
  async function send<R>(
    action: VendorAction,
    payload: unknown,
    schema: { safeParse(value: unknown): { success: true; data: R } | { success: false } },
  ): Promise<R | { status: 'INTERNAL_RETRYABLE' }> {
    const body = JSON.stringify(payload);
    const headers = {
      'content-type': 'application/json',
      merchant: merchantCode,
      [VENDOR_SIGNATURE_HEADER]: signVendorBody(secret, body),
    };
    try {
      const res = await transport({
        path: `${VENDOR_API_PREFIX}/${encodeURIComponent(vendorCode)}/${action}`,
        body,
        headers,
      });
      if (res.status !== 200) return { status: 'INTERNAL_RETRYABLE' };
      const parsed = schema.safeParse(JSON.parse(res.body));
      return parsed.success ? parsed.data : { status: 'INTERNAL_RETRYABLE' };
    } catch {
      return { status: 'INTERNAL_RETRYABLE' };
    }
  }
  const call = (action: VendorAction, payload: unknown): Promise<VendorReply> =>
    send(action, payload, vendorReplySchema);
  return {
    call,
    authenticate: (request) => call('authenticate', request),
    balance: (request) => call('balance', request),
    debit: (request) => call('debit', request),
    credit: (request) => call('credit', request),
    rollback: (request) => call('rollback', request),
    creditBatch: (request) => send('credit-batch', request, vendorBatchReplySchema),
  };
}
