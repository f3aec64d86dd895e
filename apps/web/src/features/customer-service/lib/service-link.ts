import type { CustomerService } from '@lotus/contract';

export const isPlainUrl = (path: string) => /^https?:\/\/\S+$/i.test(path);

/** The entry for a `csType`, else the first one (spec §7). */
export function pickServiceEntry(entries: readonly CustomerService[], csType?: string): CustomerService | undefined {
  return (csType ? entries.find((e) => e.csType === csType) : undefined) ?? entries[0];
}

/**
 * The URL behind a customer-service `path`: either a plain http(s) URL or `base64(DES-ECB/PKCS7(url)) + key`
 * where the key is the last 8 characters. The cipher code loads only when an encrypted link is opened.
 */
export async function resolveServiceLink(path: string): Promise<string> {
  if (isPlainUrl(path)) return path;
  const { decryptServiceLink } = await import('./des-link');
  const url = decryptServiceLink(path);
  if (!isPlainUrl(url)) throw new Error('The customer-service link is not a web address');
  return url;
}
