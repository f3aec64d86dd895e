import { captchaSchema } from '@lotus/contract';
import { callEndpoint } from '@/lib/api';

/** A new captcha image as a data URL; the server binds its answer to this browser with a cookie. */
export async function getCaptcha(): Promise<string> {
  const base64 = await callEndpoint('captcha', { query: { t: String(Date.now()) }, schema: captchaSchema });
  return base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;
}
