import type { Database } from '../../db/database.ts';
import { type MerchantConfig, toMerchantConfig } from './merchant-config.ts';
import { findMerchantByCode, findMerchantCodeByDomain } from './merchant-queries.ts';

export interface MerchantSource {
  byCode(code: string): Promise<MerchantConfig | null>;
  codeForDomain(domain: string): Promise<string | null>;
}

interface Entry<T> {
  expires: number;
  value: Promise<T>;
}

/** Bounds memory when clients send many different unknown codes or host names. */
const MAX_ENTRIES = 1000;

/**
 * Merchants by code and by domain, cached in the process for a few seconds. The service that changes a merchant
 * calls `invalidate`, which drops the local copy and tells other processes (through Redis, when configured).
 */
export class MerchantDirectory {
  private readonly byCode = new Map<string, Entry<MerchantConfig | null>>();
  private readonly byDomain = new Map<string, Entry<string | null>>();
  private readonly publishers = new Set<(code: string) => void>();
  private readonly forgetListeners = new Set<(code: string) => void>();

  constructor(
    private readonly source: MerchantSource,
    private readonly ttlMs = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  get(code: string): Promise<MerchantConfig | null> {
    return this.cached(this.byCode, code, () => this.source.byCode(code));
  }

  codeForDomain(domain: string): Promise<string | null> {
    return this.cached(this.byDomain, domain.toLowerCase(), () => this.source.codeForDomain(domain.toLowerCase()));
  }

  /** After a change: every process drops its copy and reloads on next use. */
  invalidate(code: string) {
    this.forget(code);
    for (const publish of this.publishers) publish(code);
  }

  /** Drops this process's copy only (a message from another process lands here). */
  forget(code: string) {
    this.byCode.delete(code);
    this.byDomain.clear();
    for (const listener of this.forgetListeners) listener(code);
  }

  /** Caches of things that belong to a merchant (its vendors …) drop them whenever the merchant is dropped. */
  onForget(listener: (code: string) => void): () => void {
    this.forgetListeners.add(listener);
    return () => this.forgetListeners.delete(listener);
  }

  /** Registers a way to tell other processes; returns its removal. */
  addPublisher(publish: (code: string) => void): () => void {
    this.publishers.add(publish);
    return () => this.publishers.delete(publish);
  }

  private cached<T>(map: Map<string, Entry<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const hit = map.get(key);
    const now = this.now();
    if (hit && hit.expires > now) return hit.value;
    if (map.size >= MAX_ENTRIES) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
    const value = load();
    const entry = { expires: now + this.ttlMs, value };
    map.set(key, entry);
    // A failed load (database down) is not remembered.
    value.catch(() => {
      if (map.get(key) === entry) map.delete(key);
    });
    return value;
  }
}

const directories = new WeakMap<Database, MerchantDirectory>();

/** The one directory of a database in this process, shared by the app and by services that change merchants. */
export function merchantDirectory(db: Database): MerchantDirectory {
  let directory = directories.get(db);
  if (!directory) {
    directory = new MerchantDirectory({
      byCode: async (code) => {
        const row = await findMerchantByCode(db.orm, code);
        return row ? toMerchantConfig(row) : null;
      },
      codeForDomain: (domain) => findMerchantCodeByDomain(db.orm, domain),
    });
    directories.set(db, directory);
  }
  return directory;
}
