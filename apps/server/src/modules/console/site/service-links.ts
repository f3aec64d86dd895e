import { randomInt } from 'node:crypto';
import { encryptServiceLink } from '../../system/customer-service-link.ts';

/** Players' pages open a plain http(s) path as it is and decode anything else (see `customerServiceSchema`). */
export const isObfuscatedLink = (path: string) => !/^https?:\/\/\S+$/i.test(path);

const KEY_CHARACTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** The stored path of a customer-service address: as it is, or encrypted under a fresh 8-character key. */
export function servicePath(url: string, obfuscated: boolean) {
  if (!obfuscated) return url;
  const key = Array.from({ length: 8 }, () => KEY_CHARACTERS[randomInt(KEY_CHARACTERS.length)]).join('');
  return encryptServiceLink(url, key);
}
