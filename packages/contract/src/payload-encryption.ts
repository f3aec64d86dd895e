import { z } from 'zod';
import type { ModId } from './modules.ts';

/** The module that keeps the v1 scheme of existing clients (API.md "Encrypted calls"); a merchant may switch it off. */
export const ENCRYPTION_V1_MODULE = 'ENCV1COMPAT3' satisfies ModId;

/** `Encryption: v2.<base64 of RSA-OAEP(aes key)>`; any other envelope is v1 (hex). */
export const ENCRYPTION_V2_PREFIX = 'v2.';

/** v2 body value: base64(IV ‖ AES-256-GCM ciphertext ‖ tag). */
export const AES_GCM_IV_BYTES = 12;
export const AES_GCM_TAG_BYTES = 16;

/** The body of every encrypted call, before decryption. */
export const encryptedBodySchema = z.object({ value: z.string().min(1) });
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

/** `GET /wps/session/key/rsa`: `t` is the cache buster of existing clients, `v=2` asks for the v2 key. */
export const rsaKeyQuerySchema = z.object({
  t: z.string().optional(),
  v: z.enum(['1', '2']).optional(),
});
