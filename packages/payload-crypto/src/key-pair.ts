/** A key pair as the `payload_keys` table stores it: the public half in the scheme's wire form, the private as PEM. */
export interface StoredKeyPair {
  publicKey: string;
  /** PKCS#8 PEM. */
  privateKey: string;
}
