import {
  constants,
  createCipheriv,
  createDecipheriv,
  createPublicKey,
  generateKeyPair,
  type KeyObject,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import { promisify } from 'node:util';
import { AES_GCM_IV_BYTES, AES_GCM_TAG_BYTES, ENCRYPTION_V2_PREFIX } from '@lotus/contract';
import type { StoredKeyPair } from './key-pair.ts';
import { decodeBase64 } from './strict-base64.ts';

/*
 * The v2 scheme of our web client: RSA-OAEP-SHA256 wraps a fresh AES-256 key, AES-GCM seals the JSON body, so a
 * tampered body fails its tag instead of decrypting to something else.
 */

const generate = promisify(generateKeyPair);
const AES_KEY_BYTES = 32;
const oaep = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' } as const;

/** A 2048-bit pair; the public half is SPKI DER as base64, which WebCrypto imports as is. */
export async function generateV2KeyPair(): Promise<StoredKeyPair> {
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: 2048,
    publicExponent: 65_537,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey: publicKey.toString('base64'), privateKey };
}

/** The plaintext bytes, or null when the envelope is not this key's, the base64 is bad or the tag fails. */
export function openV2(privateKey: KeyObject, envelope: string, value: string): Buffer | null {
  if (!envelope.startsWith(ENCRYPTION_V2_PREFIX)) return null;
  const wrapped = decodeBase64(envelope.slice(ENCRYPTION_V2_PREFIX.length));
  const sealed = decodeBase64(value);
  if (!wrapped || !sealed || sealed.length < AES_GCM_IV_BYTES + AES_GCM_TAG_BYTES) return null;
  try {
    const key = privateDecrypt({ key: privateKey, ...oaep }, wrapped);
    if (key.length !== AES_KEY_BYTES) return null;
    const iv = sealed.subarray(0, AES_GCM_IV_BYTES);
    const tag = sealed.subarray(sealed.length - AES_GCM_TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: AES_GCM_TAG_BYTES });
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.subarray(AES_GCM_IV_BYTES, -AES_GCM_TAG_BYTES)), decipher.final()]);
  } catch {
    return null;
  }
}

/** What a v2 client sends, for tests and server-side callers: the `Encryption` header and the body's `value`. */
export function sealV2(spkiBase64: string, plaintext: string): { envelope: string; value: string } {
  const publicKey = createPublicKey({ key: Buffer.from(spkiBase64, 'base64'), format: 'der', type: 'spki' });
  const key = randomBytes(AES_KEY_BYTES);
  const iv = randomBytes(AES_GCM_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: AES_GCM_TAG_BYTES });
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    envelope: `${ENCRYPTION_V2_PREFIX}${publicEncrypt({ key: publicKey, ...oaep }, key).toString('base64')}`,
    value: Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64'),
  };
}
