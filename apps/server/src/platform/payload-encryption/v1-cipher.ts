import {
  constants,
  createCipheriv,
  createDecipheriv,
  createPublicKey,
  generateKeyPair,
  type KeyObject,
  privateDecrypt,
  randomInt,
} from 'node:crypto';
import { promisify } from 'node:util';
import { decodeBase64, type StoredKeyPair } from '@lotus/payload-crypto';

/*
 * The v1 scheme of existing clients (API.md "Encrypted calls"): textbook RSA carries a 16-character key whose first
 * 8 bytes key DES-ECB/PKCS7 over the JSON body. Obfuscation kept for compatibility; TLS is the protection.
 */

const generate = promisify(generateKeyPair);
const PUBLIC_EXPONENT = 65_537n;
const HEX = /^[0-9a-fA-F]+$/;
const KEY_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const DES_KEY_BYTES = 8;

/** A 1024-bit pair; the public half is the modulus as hex, all that the original key endpoint returned. */
export async function generateV1KeyPair(): Promise<StoredKeyPair> {
  const { privateKey } = await generate('rsa', {
    modulusLength: 1024,
    publicExponent: Number(PUBLIC_EXPONENT),
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const { n } = createPublicKey(privateKey).export({ format: 'jwk' });
  return { publicKey: Buffer.from(n ?? '', 'base64url').toString('hex'), privateKey };
}

/**
 * OpenSSL 3 dropped single DES, but two-key triple DES with both halves equal (encrypt k, decrypt k, encrypt k)
 * reduces to single DES under k.
 */
const desKey = (key: Buffer) => {
  const half = key.subarray(0, DES_KEY_BYTES);
  return Buffer.concat([half, half]);
};

/**
 * The body's key from the `Encryption` header: c^d mod n read as big-endian bytes, leading zeros dropped. The
 * original client's RSA library packs characters little-endian and reverses the key first, so the two cancel out.
 */
function unwrapKey(privateKey: KeyObject, envelope: string): Buffer | null {
  const bits = privateKey.asymmetricKeyDetails?.modulusLength;
  if (!bits || !HEX.test(envelope)) return null;
  const size = Math.ceil(bits / 8);
  const hex = BigInt(`0x${envelope}`)
    .toString(16)
    .padStart(size * 2, '0');
  if (hex.length > size * 2) return null;
  try {
    // OpenSSL refuses c ≥ n, so an envelope for a larger modulus fails here rather than decrypting to noise.
    const plain = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(hex, 'hex'));
    const first = plain.findIndex((byte) => byte !== 0);
    return first === -1 ? null : plain.subarray(first);
  } catch {
    return null;
  }
}

/** The plaintext bytes, or null when the envelope, the base64 or the DES padding is wrong. */
export function openV1(privateKey: KeyObject, envelope: string, value: string): Buffer | null {
  const key = unwrapKey(privateKey, envelope);
  const ciphertext = decodeBase64(value);
  if (!key || key.length < DES_KEY_BYTES || !ciphertext || ciphertext.length === 0) return null;
  try {
    const decipher = createDecipheriv('des-ede-ecb', desKey(key), null);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    return null;
  }
}

/** A random 16-character key, as the original client picks it. */
export function randomV1Key(): string {
  let key = '';
  for (let i = 0; i < 16; i += 1) key += KEY_CHARACTERS[randomInt(KEY_CHARACTERS.length)];
  return key;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

/** What a v1 client sends: the `Encryption` header (hex) and the body's `value` (base64). */
export function sealV1(
  modulusHex: string,
  plaintext: string,
  key = randomV1Key(),
): { envelope: string; value: string } {
  const modulus = BigInt(`0x${modulusHex}`);
  const message = BigInt(`0x${Buffer.from(key, 'utf8').toString('hex')}`);
  const envelope = modPow(message, PUBLIC_EXPONENT, modulus).toString(16);
  const cipher = createCipheriv('des-ede-ecb', desKey(Buffer.from(key, 'utf8')), null);
  const value = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
  return { envelope, value };
}
