import { createCipheriv, createDecipheriv } from 'node:crypto';

const KEY_LENGTH = 8;

// OpenSSL 3 dropped single DES; two-key triple DES with both halves equal (K, K) computes E_K(D_K(E_K(x))) = E_K(x).
function desKey(key: string): Buffer {
  const bytes = Buffer.from(key, 'latin1');
  if (key.length !== KEY_LENGTH || bytes.length !== KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    throw new Error('A customer-service link key is 8 printable ASCII characters');
  }
  return Buffer.concat([bytes, bytes]);
}

/** `base64(DES-ECB/PKCS7(url)) + key`: the encrypted form of a customer-service link (scheme in the contract). */
export function encryptServiceLink(url: string, key: string): string {
  const cipher = createCipheriv('des-ede-ecb', desKey(key), null);
  return Buffer.concat([cipher.update(url, 'utf8'), cipher.final()]).toString('base64') + key;
}

/** The URL inside an encrypted link; null when it does not decrypt. */
export function decryptServiceLink(path: string): string | null {
  if (path.length <= KEY_LENGTH) return null;
  try {
    const decipher = createDecipheriv('des-ede-ecb', desKey(path.slice(-KEY_LENGTH)), null);
    const ciphertext = Buffer.from(path.slice(0, -KEY_LENGTH), 'base64');
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
