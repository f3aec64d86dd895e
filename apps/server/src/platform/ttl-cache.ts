/**
 * Values loaded on demand and kept for a short time, per key, in this process. Callers asking for a key while its
 * load runs share that load; a load that fails is not remembered (the next call tries again). The oldest key goes
 * first once `maxEntries` are held, so callers sending many different unknown keys cannot grow it without bound.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  private readonly options: { ttlMs: number; maxEntries: number; now?: () => number };
  constructor(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
    this.options = options;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = (this.options.now ?? Date.now)();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const value = load();
    const entry = { expires: now + this.options.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  /** Drops every key the test accepts. */
  deleteWhere(test: (key: string) => boolean) {
    for (const key of this.entries.keys()) if (test(key)) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}
