import {
  type Country,
  type CustomerService,
  type HelpEntry,
  type Language,
  parseLanguage,
  type Resource,
  type SystemStatusValue,
} from '@lotus/contract';
import type { Database } from '../../db/database.ts';
import { countryOf } from '../../platform/geo.ts';
import { localize } from '../../platform/localize.ts';
import { isUnderMaintenance, type MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { isRegionRestricted, normalizeIp } from '../../platform/merchant/region-rules.ts';
import type { SiteUrls } from '../../platform/merchant/site-urls.ts';
import { countries } from './countries.ts';
import { buildHelpTree } from './help-tree.ts';
import { listCustomerService, listDomains, listHelpEntries, listResources } from './queries.ts';

export interface Visitor {
  ip: string;
  language: Language;
  now: Date;
}

type BootRows = {
  customerService: Awaited<ReturnType<typeof listCustomerService>>;
  resources: Awaited<ReturnType<typeof listResources>>;
  domains: Awaited<ReturnType<typeof listDomains>>;
};

/**
 * The merchant's customer-service entries, resources and domains, read once per loaded merchant: keyed by the
 * MerchantConfig object, they live exactly as long as the directory's copy of the merchant and are dropped with it
 * when a change invalidates the merchant, in every process. Every visitor's first call needs them.
 */
const bootRows = new WeakMap<MerchantConfig, Promise<BootRows>>();

function loadBootRows(db: Database, merchant: MerchantConfig): Promise<BootRows> {
  let rows = bootRows.get(merchant);
  if (!rows) {
    rows = Promise.all([
      listCustomerService(db.orm, merchant.id),
      listResources(db.orm, merchant.id),
      listDomains(db.orm, merchant.id),
    ]).then(([customerService, resources, domains]) => ({ customerService, resources, domains }));
    bootRows.set(merchant, rows);
    rows.catch(() => bootRows.delete(merchant));
  }
  return rows;
}

export async function customerServiceEntries(db: Database, merchant: MerchantConfig, language: Language) {
  const rows = (await loadBootRows(db, merchant)).customerService;
  return rows.map((r): CustomerService => ({ csType: r.csType, path: r.path, labelName: localize(r.label, language) }));
}

export async function resourceEntries(db: Database, merchant: MerchantConfig, language: Language, urls: SiteUrls) {
  const rows = (await loadBootRows(db, merchant)).resources;
  return rows.map(
    (r): Resource => ({
      resourceType: r.resourceType as Resource['resourceType'],
      url: r.url,
      labelName: localize(r.labelName, language),
      ...(r.iconUrl ? { iconUrl: urls.image(r.iconUrl) } : {}),
    }),
  );
}

export const domainRoutes = async (db: Database, merchant: MerchantConfig) =>
  (await loadBootRows(db, merchant)).domains;

/**
 * The boot payload (spec §4): everything the client needs before the first screen, plus whether that screen is
 * the maintenance page (1), the region-block page (2) or the site (0). Pictures are absolute URLs and the CDN lists
 * are never empty (the site itself when the brand has no CDN), so a client on any domain can resolve a path.
 */
export async function systemStatus(
  db: Database,
  merchant: MerchantConfig,
  visitor: Visitor,
  urls: SiteUrls,
): Promise<SystemStatusValue> {
  const [customerService, resources, domainRoute] = await Promise.all([
    customerServiceEntries(db, merchant, visitor.language),
    resourceEntries(db, merchant, visitor.language, urls),
    domainRoutes(db, merchant),
  ]);
  const ip = normalizeIp(visitor.ip);
  const country = countryOf(ip);
  const maintenance = isUnderMaintenance(merchant, visitor.now, ip);
  const regionRestriction = isRegionRestricted(merchant.regionRules, ip, country);
  const maintenanceMessage = merchant.maintenance.message;
  const regionMessage = merchant.regionBlock.message;
  return {
    info: {
      merchant: {
        code: merchant.code,
        name: merchant.name,
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
        gmtOffsetMinutes: merchant.gmtOffsetMinutes,
        languages: merchant.languages,
        logoUrl: merchant.logoUrl && urls.image(merchant.logoUrl),
        theme: merchant.theme,
      },
      customerService,
      domainRoute,
      resources,
      whitelabel: merchant.whitelabel,
      register: merchant.registerRules,
      mainDomain: merchant.mainDomain,
      analytics: { gtagId: merchant.gtagId },
      imageCDNs: urls.imageHosts,
      launchGameCDNs: urls.launchHosts,
    },
    location: { ip, country },
    maintenance,
    maintenanceInfo: {
      endsAt: maintenance ? (merchant.maintenance.endsAt?.getTime() ?? null) : null,
      message: maintenance && maintenanceMessage ? localize(maintenanceMessage, visitor.language) : null,
    },
    regionRestriction,
    regionRestrictionInfo: {
      message: regionRestriction && regionMessage ? localize(regionMessage, visitor.language) : null,
    },
    systemStatus: maintenance ? 1 : regionRestriction ? 2 : 0,
  };
}

/** The help centre in the asked language (`lang` in the query, else the `Language` header). */
export async function helpCenter(db: Database, merchant: MerchantConfig, language: Language): Promise<HelpEntry[]> {
  return buildHelpTree(await listHelpEntries(db.orm, merchant.id, language));
}

export const helpLanguage = (lang: string | undefined, fallback: Language) => (lang ? parseLanguage(lang) : fallback);

export function countryList(language: Language): Country[] {
  return countries.map((c) => ({ countryCode: c.code, countryDialingCode: c.dial, name: localize(c.name, language) }));
}
