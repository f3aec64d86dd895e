import { createPrivateKey } from 'node:crypto';
import { generateV2KeyPair, openV2 } from '@lotus/payload-crypto';
import type { MockResponse } from './fetch-mock';

/** The key route plus a way to read what the client sent. */
export interface PayloadKeyServer {
  /** Spread into `mockFetch` routes: answers the key request with this server's public key. */
  routes: Record<string, () => MockResponse>;
  /** The JSON an encrypted call carried, decrypted with the server's own code; null when it does not open. */
  decrypt(init: RequestInit): unknown;
}

/**
 * A stand-in for the server's side of encrypted calls (login, register, password changes), for tests that mock
 * `fetch`: `mockFetch({ ...keys.routes, '/wps/session/login': (_url, init) => ok(check(keys.decrypt(init))) })`.
 */
export async function payloadKeyServer(): Promise<PayloadKeyServer> {
  const pair = await generateV2KeyPair();
  const privateKey = createPrivateKey(pair.privateKey);
  return {
    routes: { '/wps/session/key/rsa': () => ({ body: pair.publicKey }) },
    decrypt(init) {
      const envelope = new Headers(init.headers).get('Encryption') ?? '';
      const { value } = JSON.parse(String(init.body)) as { value?: unknown };
      if (typeof value !== 'string') return null;
      const plain = openV2(privateKey, envelope, value);
      return plain ? JSON.parse(plain.toString('utf8')) : null;
    },
  };
}
