/*
 * Node's side of encrypted calls, scheme v2: the server opens with it, and the web's tests check with it that what the
 * browser seals opens where it is received. Node only (node:crypto); the browser seals with WebCrypto in
 * apps/web/src/lib/api/encryption.ts, so nothing here reaches the web bundle.
 */
export type { StoredKeyPair } from './key-pair.ts';
export { decodeBase64 } from './strict-base64.ts';
export { generateV2KeyPair, openV2, sealV2 } from './v2-cipher.ts';
