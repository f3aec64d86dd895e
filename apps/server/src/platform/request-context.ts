import { type Device, devices, type Language } from '@lotus/contract';
import type { FastifyRequest } from 'fastify';
import type { AuditSource } from './audit.ts';
import type { Clock } from './clock.ts';
import type { MerchantConfig } from './merchant/merchant-config.ts';

/** What a use case needs to know about the request, without Fastify. */
export interface RequestContext extends AuditSource {
  merchant: MerchantConfig;
  ip: string;
  language: Language;
  /** The `Device` header: one live session per member and channel. */
  channel: Device;
  /** The origin of the brand's site links in messages and answers start with (base-url.ts), never the raw `Host`. */
  baseUrl: string;
  now: Date;
}

export function requestContext(request: FastifyRequest, clock: Clock): RequestContext {
  const device = String(request.headers.device ?? '').toLowerCase();
  return {
    merchant: request.merchant,
    merchantId: request.merchant.id,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    requestId: String(request.id),
    language: request.language,
    channel: (devices as readonly string[]).includes(device) ? (device as Device) : 'web',
    baseUrl: request.baseUrl,
    now: clock.now(),
  };
}
