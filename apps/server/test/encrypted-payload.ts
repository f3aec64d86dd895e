import { DEMO_MERCHANT_CODE } from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import { sealV1 } from '../src/platform/payload-encryption/v1-cipher.ts';
import { sealV2 } from '../src/platform/payload-encryption/v2-cipher.ts';

export interface EncryptedPayloadOptions {
  /** `v2` (our web client, the default) or `v1` (existing clients). */
  scheme?: 'v1' | 'v2';
  /** The `Merchant` header of the key request; default the demo brand. */
  merchant?: string;
}

/**
 * Encrypts `body` the way a client does: fetches the public key through the app, then builds the `Encryption`
 * header and the `{ value }` body. Use with `app.inject({ method, url, headers: { Merchant, ...enc.headers },
 * payload: enc.payload })`.
 */
export async function encryptedPayload(
  app: FastifyInstance,
  body: unknown,
  options: EncryptedPayloadOptions = {},
): Promise<{ headers: Record<string, string>; payload: { value: string } }> {
  const scheme = options.scheme ?? 'v2';
  const res = await app.inject({
    method: 'GET',
    url: '/wps/session/key/rsa',
    query: scheme === 'v2' ? { v: '2' } : { t: String(Date.now()) },
    headers: { merchant: options.merchant ?? DEMO_MERCHANT_CODE },
  });
  if (res.statusCode !== 200) throw new Error(`key request failed: ${res.statusCode} ${res.body}`);
  const seal = scheme === 'v2' ? sealV2 : sealV1;
  const { envelope, value } = seal(res.body, JSON.stringify(body));
  return { headers: { encryption: envelope }, payload: { value } };
}
