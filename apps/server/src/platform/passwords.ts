import { hash, verify } from '@node-rs/argon2';

// argon2id at the OWASP minimum (19 MiB, 2 passes). `algorithm` is the numeric value of the library's
// const enum, which isolated modules cannot import.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes off the event loop (the library runs on libuv's thread pool). */
export const hashPassword = (password: string) => hash(password, options);

export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password);

// Unknown accounts are checked against this hash, so that they take as long as known ones.
let dummyHash: Promise<string> | undefined;
export const timingHash = () => {
  dummyHash ??= hashPassword('not-a-password-of-anyone');
  return dummyHash;
};
