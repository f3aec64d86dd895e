import type { KeyObject } from 'node:crypto';
import { ENCRYPTION_V2_PREFIX, encryptedBodySchema } from '@lotus/contract';
import { openV2 } from '@lotus/payload-crypto';
import { AppError } from '../app-error.ts';
import type { PayloadKey, PayloadKeyStore, PayloadScheme } from './key-store.ts';
import { openV1 } from './v1-cipher.ts';

const openers: Record<PayloadScheme, (key: KeyObject, envelope: string, value: string) => Buffer | null> = {
  v1: openV1,
  v2: openV2,
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

export interface EncryptedRequest {
  /** The `Encryption` header, as Node hands it over. */
  envelope: string | string[] | undefined;
  /** The parsed JSON body, expected to be `{ value: <base64> }`. */
  body: unknown;
  /** False when the merchant switched the v1 scheme off. */
  v1Allowed: boolean;
}

/** The body's JSON under the first key that opens it as UTF-8 JSON, or null. */
function tryKeys(keys: PayloadKey[], scheme: PayloadScheme, envelope: string, value: string): { json: unknown } | null {
  for (const key of keys) {
    const plain = openers[scheme](key.privateKey, envelope, value);
    if (!plain) continue;
    try {
      return { json: JSON.parse(utf8.decode(plain)) };
    } catch {
      // v1 has no integrity check: a wrong key usually fails the padding, and otherwise yields noise that is not JSON.
    }
  }
  return null;
}

/**
 * The decrypted JSON of an encrypted call, or null when anything about it is wrong (the caller answers 400). A v1
 * envelope to a brand that switched v1 off is refused with its own error, so an old client's user learns why.
 */
export async function decryptPayload(
  store: PayloadKeyStore,
  request: EncryptedRequest,
): Promise<{ json: unknown } | null> {
  const envelope = typeof request.envelope === 'string' ? request.envelope.trim() : '';
  const body = encryptedBodySchema.safeParse(request.body);
  if (!envelope || !body.success) return null;
  const { value } = body.data;
  const scheme: PayloadScheme = envelope.startsWith(ENCRYPTION_V2_PREFIX) ? 'v2' : 'v1';
  if (scheme === 'v1' && !request.v1Allowed) throw new AppError('encryption.v1.off');

  const keys = await store.accepted(scheme);
  const opened = tryKeys(keys, scheme, envelope, value);
  if (opened) return opened;
  // Another process may have rotated since this one last read the table.
  const reread = (await store.accepted(scheme, { recheck: true })).filter((k) => !keys.some((old) => old.id === k.id));
  return reread.length > 0 ? tryKeys(reread, scheme, envelope, value) : null;
}
