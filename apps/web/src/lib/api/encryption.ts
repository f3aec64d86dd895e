import { AES_GCM_IV_BYTES, ENCRYPTION_V2_PREFIX } from '@lotus/contract';

/*
 * Encrypted calls, scheme v2 (API.md "Encrypted calls"): a fresh AES-256-GCM key seals the JSON body and the
 * server's RSA-OAEP-SHA256 key wraps it. WebCrypto only, so no crypto library reaches the bundle.
 */

/** What an encrypted call sends: the `Encryption` header and the `{ value }` body. */
export interface SealedPayload {
  envelope: string;
  body: { value: string };
}

const AES_KEY_BYTES = 32;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: spreading a whole large body into fromCharCode would overflow the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** The server's v2 key as the key endpoint hands it out (SPKI, base64). */
export function importPayloadKey(spkiBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', fromBase64(spkiBase64.trim()), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
}

/** Seals `body` as JSON: `value` is base64(IV ‖ ciphertext ‖ tag), the envelope `v2.` + base64 of the wrapped key. */
export async function sealPayload(publicKey: CryptoKey, body: unknown): Promise<SealedPayload> {
  const raw = crypto.getRandomValues(new Uint8Array(AES_KEY_BYTES));
  const iv = crypto.getRandomValues(new Uint8Array(AES_GCM_IV_BYTES));
  const aesKey = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
  const plaintext = new TextEncoder().encode(JSON.stringify(body));
  // WebCrypto appends the 16-byte tag to the ciphertext, which is the wire order.
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext));
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, raw));
  const value = new Uint8Array(iv.length + sealed.length);
  value.set(iv);
  value.set(sealed, iv.length);
  return { envelope: `${ENCRYPTION_V2_PREFIX}${toBase64(wrapped)}`, body: { value: toBase64(value) } };
}

export interface PayloadSealer {
  seal(body: unknown): Promise<SealedPayload>;
  /** Drops the cached key, e.g. when the server refused a body after rotating its keys. */
  forget(): void;
}

/** Fetches the server's key on first use and keeps it for the page's life; a failed fetch is tried again next time. */
export function createPayloadSealer(loadKey: () => Promise<string>): PayloadSealer {
  let key: Promise<CryptoKey> | null = null;
  return {
    seal(body) {
      if (!key) {
        const loading = loadKey().then(importPayloadKey);
        loading.catch(() => {
          if (key === loading) key = null;
        });
        key = loading;
      }
      return key.then((publicKey) => sealPayload(publicKey, body));
    },
    forget() {
      key = null;
    },
  };
}
