import CryptoJS from 'crypto-js';

const KEY_LENGTH = 8;

/** Decrypts `base64(DES-ECB/PKCS7(url)) + key`; an empty string when the link does not decrypt. */
export function decryptServiceLink(path: string): string {
  if (path.length <= KEY_LENGTH) return '';
  const key = CryptoJS.enc.Utf8.parse(path.slice(-KEY_LENGTH));
  const ciphertext = path.slice(0, -KEY_LENGTH);
  try {
    return CryptoJS.DES.decrypt(ciphertext, key, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString(
      CryptoJS.enc.Utf8,
    );
  } catch {
    // Malformed UTF-8 after a wrong key: the link is unusable, not an application failure.
    return '';
  }
}

/** The inverse, as an operator tool would produce a link; kept beside the decryption so tests can round-trip. */
export function encryptServiceLink(url: string, key: string): string {
  if (key.length !== KEY_LENGTH) throw new Error('The key must be 8 characters');
  const encrypted = CryptoJS.DES.encrypt(url, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  return encrypted.toString() + key;
}
