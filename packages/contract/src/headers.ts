/** Request headers of API.md "Every request". */
export const headers = {
  merchant: 'merchant',
  authorization: 'authorization',
  language: 'language',
  device: 'device',
  gatewayVersion: 'x-gateway-version',
  encryption: 'encryption',
  idempotencyKey: 'idempotency-key',
  requestId: 'x-request-id',
} as const;

export const devices = ['web', 'mobile', 'app'] as const;
export type Device = (typeof devices)[number];

/** The merchant a fresh install seeds, used by the web client when its domain maps to no other brand. */
export const DEMO_MERCHANT_CODE = 'LOTUS';
