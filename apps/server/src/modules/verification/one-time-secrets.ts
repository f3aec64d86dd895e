import type { Orm } from '../../db/database.ts';
import { newToken, sha256 } from '../../platform/secrets.ts';
import { insertCode, peekSecret, takeSecret } from './queries.ts';

/**
 * Single-use handles with an expiry, kept as hashes in `verification_codes`: captcha answers, pending second
 * steps, emailed reset links, social-login states. The browser or client holds the handle; the server holds
 * `sha256(handle)` and the data.
 */
export type SecretPurpose = 'captcha' | 'login-2fa' | 'reset-email' | 'social' | 'totp-step';

export interface StoredSecret {
  merchantId: number;
  purpose: SecretPurpose;
  memberId?: number | null;
  ip?: string | null;
  /** What the holder must also present (e.g. the captcha answer), hashed by the caller; empty when none. */
  secretHash?: string;
  data?: Record<string, unknown>;
  now: Date;
  ttlMs: number;
  /** A handle of the caller's choosing; by default a fresh random token. */
  handle?: string;
}

export async function storeSecret(orm: Orm, secret: StoredSecret) {
  const handle = secret.handle ?? newToken();
  await insertCode(orm, {
    merchantId: secret.merchantId,
    purpose: secret.purpose,
    target: sha256(handle),
    codeHash: secret.secretHash ?? '',
    memberId: secret.memberId ?? null,
    ip: secret.ip ?? null,
    data: secret.data ?? {},
    createdAt: secret.now,
    expiresAt: new Date(secret.now.getTime() + secret.ttlMs),
  });
  return handle;
}

/** Uses the handle up; null when it is unknown, used or expired. */
export function useSecret(orm: Orm, merchantId: number, purpose: SecretPurpose, handle: string, now: Date) {
  return takeSecret(orm, merchantId, purpose, sha256(handle), now);
}

export function readSecret(orm: Orm, merchantId: number, purpose: SecretPurpose, handle: string, now: Date) {
  return peekSecret(orm, merchantId, purpose, sha256(handle), now);
}
