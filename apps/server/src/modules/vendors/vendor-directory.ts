import type { Database } from '../../db/database.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { merchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { findVendorByCode, type VendorRow } from './queries.ts';

/** As long as a merchant stays cached: a vendor's settings change as rarely, and change through the console. */
const TTL_MS = 5000;
/** Bounds memory when callers send many different unknown vendor codes. */
const MAX_ENTRIES = 1000;

/**
 * Vendors by merchant and code, cached in the process like merchants, so a vendor's call does not wait on a database
 * round trip to find whose secret signs it. A console change to a vendor invalidates its merchant in every process
 * (`merchantDirectory(db).invalidate`), which drops the merchant's vendors here too.
 */
export class VendorDirectory {
  private readonly entries: TtlCache<VendorRow | null>;

  private readonly load: (merchantId: number, code: string) => Promise<VendorRow | null>;
  constructor(load: (merchantId: number, code: string) => Promise<VendorRow | null>, now: () => number = Date.now) {
    this.load = load;
    this.entries = new TtlCache({ ttlMs: TTL_MS, maxEntries: MAX_ENTRIES, now });
  }

  get(merchant: Pick<MerchantConfig, 'id' | 'code'>, code: string): Promise<VendorRow | null> {
    return this.entries.get(`${merchant.code}\n${code}`, () => this.load(merchant.id, code));
  }

  /** Drops every vendor of the merchant `code`. */
  forgetMerchant(code: string) {
    this.entries.deleteWhere((key) => key.startsWith(`${code}\n`));
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
