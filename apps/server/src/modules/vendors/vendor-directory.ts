import type { Database } from '../../db/database.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { merchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import { findVendorByCode, type VendorRow } from './queries.ts';

/** As long as a merchant stays cached: a vendor's settings change as rarely, and change through the console. */
const TTL_MS = 5000;
/** Bounds memory when callers send many different unknown vendor codes. */
const MAX_ENTRIES = 1000;

interface Entry {
  expires: number;
  value: Promise<VendorRow | null>;
}

/**
 * Vendors by merchant and code, cached in the process like merchants, so a vendor's call does not wait on a database
 * round trip to find whose secret signs it. A console change to a vendor invalidates its merchant in every process
 * (`merchantDirectory(db).invalidate`), which drops the merchant's vendors here too.
 */
export class VendorDirectory {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly load: (merchantId: number, code: string) => Promise<VendorRow | null>,
    private readonly now: () => number = Date.now,
  ) {}

  get(merchant: Pick<MerchantConfig, 'id' | 'code'>, code: string): Promise<VendorRow | null> {
    const key = `${merchant.code}\n${code}`;
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const value = this.load(merchant.id, code);
    const entry = { expires: now + TTL_MS, value };
    this.entries.set(key, entry);
    // A failed load (database down) is not remembered.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Drops every vendor of the merchant `code`. */
  forgetMerchant(code: string) {
    for (const key of this.entries.keys()) if (key.startsWith(`${code}\n`)) this.entries.delete(key);
  }
}

const directories = new WeakMap<Database, VendorDirectory>();

/** The one vendor directory of a database in this process, tied to its merchant directory. */
export function vendorDirectory(db: Database): VendorDirectory {
  let directory = directories.get(db);
  if (!directory) {
    const vendors = new VendorDirectory((merchantId, code) => findVendorByCode(db.orm, merchantId, code));
    merchantDirectory(db).onForget((code) => vendors.forgetMerchant(code));
    directories.set(db, vendors);
    directory = vendors;
  }
  return directory;
}
