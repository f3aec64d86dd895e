import { DEMO_MERCHANT_CODE } from '@lotus/contract';
import { session, sessionKeys } from './storage';

/**
 * The brand code sent as `Merchant`. The server injects `<meta name="lotus-merchant">` into index.html from the
 * domain; the dev server and a bare build have none, so they talk to the demo merchant.
 */
export function getMerchantCode(): string {
  const meta = document.querySelector('meta[name="lotus-merchant"]')?.getAttribute('content')?.trim();
  const code = meta || DEMO_MERCHANT_CODE;
  if (session.get(sessionKeys.merchantCode) !== code) session.set(sessionKeys.merchantCode, code);
  return code;
}
