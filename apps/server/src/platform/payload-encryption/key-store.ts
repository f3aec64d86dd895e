import { createPrivateKey, type KeyObject } from 'node:crypto';
import { generateV2KeyPair, type StoredKeyPair } from '@lotus/payload-crypto';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../clock.ts';
import { newestKeys, type PayloadKeyRow, type PayloadScheme, replaceKey } from './key-queries.ts';
import { generateV1KeyPair } from './v1-cipher.ts';

export type { PayloadScheme } from './key-queries.ts';

export interface PayloadKey {
  id: number;
  scheme: PayloadScheme;
  /** What the key endpoint hands out: the v1 modulus as hex, or the v2 SPKI as base64. */
  publicKey: string;
  privateKey: KeyObject;
  createdAt: Date;
}

export interface PayloadKeyStoreOptions {
  db: Database;
  clock: Clock;
  /** A pair older than this is replaced the next time a client asks for a key. */
  rotationMs: number;
  /** How long this process trusts its copy of the table before reading it again. */
  refreshMs?: number;
  /** Test seam: cheaper or deterministic pairs. */
  generate?: Record<PayloadScheme, () => Promise<StoredKeyPair>>;
}

export interface PayloadKeyStore {
  /** The pair to hand out: the newest, created when there is none and replaced once it is older than the rotation. */
  current(scheme: PayloadScheme): Promise<PayloadKey>;
  /**
   * The pairs that decrypt, newest first (current and previous). `recheck` reads the table again: after a failure,
   * another process may have rotated since this one last looked. Concurrent reads share one query.
   */
  accepted(scheme: PayloadScheme, options?: { recheck?: boolean }): Promise<PayloadKey[]>;
}

const defaultGenerators: Record<PayloadScheme, () => Promise<StoredKeyPair>> = {
  v1: generateV1KeyPair,
  v2: generateV2KeyPair,
};

interface Loaded {
  keys: PayloadKey[];
  /** Monotonic time of the read, independent of the (possibly frozen) business clock. */
  at: number;
}

/**
 * Payload key pairs shared by every server process through the `payload_keys` table, with a short in-memory copy.
 * A pair one process hands out decrypts in every other: a process that cannot decrypt reads the table again.
 */
export function createPayloadKeyStore(options: PayloadKeyStoreOptions): PayloadKeyStore {
  const { db, clock, rotationMs } = options;
  const refreshMs = options.refreshMs ?? 30_000;
  const generators = options.generate ?? defaultGenerators;
  const loaded = new Map<PayloadScheme, Loaded>();
  const loading = new Map<PayloadScheme, Promise<Loaded>>();
  const rotating = new Map<PayloadScheme, Promise<void>>();
  // Parsing PEM costs more than the query; a pair never changes once stored.
  const parsed = new Map<number, KeyObject>();

  const toKey = (row: PayloadKeyRow): PayloadKey => {
    let privateKey = parsed.get(row.id);
    if (!privateKey) {
      privateKey = createPrivateKey(row.privateKey);
      parsed.set(row.id, privateKey);
    }
    return {
      id: row.id,
      scheme: row.scheme as PayloadScheme,
      publicKey: row.publicKey,
      privateKey,
      createdAt: row.createdAt,
    };
  };

  const isFresh = (createdAt: Date) => clock.now().getTime() - createdAt.getTime() < rotationMs;

  function load(scheme: PayloadScheme): Promise<Loaded> {
    const pending = loading.get(scheme);
    if (pending) return pending;
    const read = newestKeys(db.orm, scheme)
      .then((rows) => {
        const result = { keys: rows.map(toKey), at: performance.now() };
        loaded.set(scheme, result);
        const live = new Set([...loaded.values()].flatMap((l) => l.keys.map((k) => k.id)));
        for (const id of parsed.keys()) if (!live.has(id)) parsed.delete(id);
        return result;
      })
      .finally(() => loading.delete(scheme));
    loading.set(scheme, read);
    return read;
  }

  async function accepted(scheme: PayloadScheme, { recheck = false } = {}): Promise<PayloadKey[]> {
    const copy = loaded.get(scheme);
    if (copy && !recheck && performance.now() - copy.at < refreshMs) return copy.keys;
    return (await load(scheme)).keys;
  }

  function rotate(scheme: PayloadScheme): Promise<void> {
    const pending = rotating.get(scheme);
    if (pending) return pending;
    const run = (async () => {
      // Generated before taking the lock: RSA generation takes a while and runs off the event loop.
      const pair = await generators[scheme]();
      await replaceKey(db.orm, scheme, pair, clock.now(), isFresh);
      await load(scheme);
    })().finally(() => rotating.delete(scheme));
    rotating.set(scheme, run);
    return run;
  }

  async function current(scheme: PayloadScheme): Promise<PayloadKey> {
    const [newest] = await accepted(scheme);
    if (newest && isFresh(newest.createdAt)) return newest;
    await rotate(scheme);
    const [replaced] = await accepted(scheme);
    if (!replaced) throw new Error(`no ${scheme} payload key after rotation`);
    return replaced;
  }

  return { current, accepted };
}
