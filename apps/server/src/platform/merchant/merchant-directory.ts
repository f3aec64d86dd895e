import type { Database } from '../../db/database.ts';
import { TtlCache } from '../ttl-cache.ts';
import { type MerchantConfig, toMerchantConfig } from './merchant-config.ts';
import { findMerchantByCode, findMerchantCodeByDomain, findMerchantDomains } from './merchant-queries.ts';

export interface MerchantSource {
  byCode(code: string): Promise<MerchantConfig | null>;
  codeForDomain(domain: string): Promise<string | null>;
}

/** Bounds memory when clients send many different unknown codes or host names. */
const MAX_ENTRIES = 1000;

/**
 * Merchants by code and by domain, cached in the process for a few seconds. The service that changes a merchant
 * calls `invalidate`, which drops the local copy and tells other processes (through Redis, when configured).
 */
export class MerchantDirectory {
  private readonly byCode: TtlCache<MerchantConfig | null>;
  private readonly byDomain: TtlCache<string | null>;
  private readonly publishers = new Set<(code: string) => void>();
  private readonly forgetListeners = new Set<(code: string) => void>();

  private readonly source: MerchantSource;
  constructor(source: MerchantSource, ttlMs = 5000, now: () => number = Date.now) {
    this.source = source;
    this.byCode = new TtlCache({ ttlMs, maxEntries: MAX_ENTRIES, now });
    this.byDomain = new TtlCache({ ttlMs, maxEntries: MAX_ENTRIES, now });
  }

  get(code: string): Promise<MerchantConfig | null> {
    return this.byCode.get(code, () => this.source.byCode(code));
  }

  codeForDomain(domain: string): Promise<string | null> {
    const key = domain.toLowerCase();
    return this.byDomain.get(key, () => this.source.codeForDomain(key));
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
}

const directories = new WeakMap<Database, MerchantDirectory>();

/** The one directory of a database in this process, shared by the app and by services that change merchants. */
export function merchantDirectory(db: Database): MerchantDirectory {
  let directory = directories.get(db);
  if (!directory) {
    directory = new MerchantDirectory({
      byCode: async (code) => {
        const row = await findMerchantByCode(db.orm, code);
        return row ? toMerchantConfig(row, await findMerchantDomains(db.orm, row.id)) : null;
      },
      codeForDomain: (domain) => findMerchantCodeByDomain(db.orm, domain),
    });
    directories.set(db, directory);
  }
  return directory;
}
