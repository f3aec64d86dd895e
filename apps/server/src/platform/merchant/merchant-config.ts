import type { BlockList } from 'node:net';
import {
  type AuthSettings,
  buildWhitelabelTree,
  type CashierSettings,
  type ContentSettings,
  type ContractSettings,
  defaultAuthSettings,
  defaultCashierSettings,
  defaultContentSettings,
  defaultContractSettings,
  defaultPromotionSettings,
  flattenWhitelabel,
  type Language,
  type LocalizedText,
  type PromotionSettings,
  parseLanguage,
  type RegionBlock,
  type RegisterRules,
  type WhitelabelNode,
} from '@lotus/contract';
import type { merchantDomains, merchants } from '../../db/schema.ts';
import { compileRanges, compileRegionRules, type RegionRules, rangesContain } from './region-rules.ts';

/** A merchant as every request sees it: the stored row plus what is derived once per load. */
export interface MerchantConfig {
  id: number;
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  gmtOffsetMinutes: number;
  languages: string[];
  logoUrl: string | null;
  theme: Record<string, string>;
  mainDomain: string;
  /** The domains the site is served on, in their display order (see `base-url.ts` for the links built on them). */
  domains: MerchantDomain[];
  gtagId: string | null;
  imageCdns: string[];
  launchGameCdns: string[];
  disabledModules: string[];
  whitelabel: WhitelabelNode[];
  /** `{modId: on}`; a module is on only when it and every ancestor are on. */
  features: Record<string, boolean>;
  registerRules: RegisterRules;
  maintenance: {
    on: boolean;
    endsAt: Date | null;
    message: LocalizedText | null;
    /** Addresses that still see the site while it is under maintenance. */
    allowCidrs: string[];
    allow: BlockList;
  };
  regionBlock: RegionBlock;
  regionRules: RegionRules;
  /** Sessions, codes, trial accounts and social providers; defaults fill settings added after the row was stored. */
  auth: AuthSettings;
  cashier: CashierSettings;
  /** Feedback word limits and other rules for what players write. */
  content: ContentSettings;
  /** The caps on top-level agents' contract rates. */
  contractSettings: ContractSettings;
  /** The wagering cap and the one-bonus rule every campaign follows. */
  promotions: PromotionSettings;
  /** The demo brand, with the README's published passwords. */
  isDemo: boolean;
}

export type MerchantDomain = Pick<typeof merchantDomains.$inferSelect, 'domain' | 'label' | 'primary' | 'baseUrl'>;

export function toMerchantConfig(row: typeof merchants.$inferSelect, domains: MerchantDomain[]): MerchantConfig {
  const whitelabel = buildWhitelabelTree(new Set(row.disabledModules));
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    currency: row.currency,
    currencySymbol: row.currencySymbol,
    gmtOffsetMinutes: row.gmtOffsetMinutes,
    languages: row.languages,
    logoUrl: row.logoUrl,
    theme: row.theme,
    mainDomain: row.mainDomain,
    domains,
    gtagId: row.gtagId,
    imageCdns: row.imageCdns,
    launchGameCdns: row.launchGameCdns,
    disabledModules: row.disabledModules,
    whitelabel,
    features: flattenWhitelabel(whitelabel),
    registerRules: row.registerRules,
    maintenance: {
      on: row.maintenance,
      endsAt: row.maintenanceEndsAt,
      message: row.maintenanceMessage,
      allowCidrs: row.maintenanceAllowCidrs,
      allow: compileRanges(row.maintenanceAllowCidrs),
    },
    regionBlock: row.regionBlock,
    regionRules: compileRegionRules(row.regionBlock),
    auth: { ...defaultAuthSettings, ...row.authSettings },
    cashier: { ...defaultCashierSettings, ...row.cashierSettings },
    content: { ...defaultContentSettings, ...row.contentSettings },
    contractSettings: { ...defaultContractSettings, ...row.contractSettings },
    promotions: { ...defaultPromotionSettings, ...row.promotionSettings },
    isDemo: row.isDemo,
  };
}

/** The merchant's first language: what a player gets when content is not written in theirs. */
export const defaultLanguage = (merchant: Pick<MerchantConfig, 'languages'>): Language =>
  parseLanguage(merchant.languages[0]);

/**
 * Maintenance counts while switched on and its end, if any, is still ahead; a visitor whose address is in the allowed
 * ranges (`ip` given) still sees the site.
 */
export function isUnderMaintenance(merchant: MerchantConfig, now: Date, ip?: string): boolean {
  const { on, endsAt, allow } = merchant.maintenance;
  if (!on || (endsAt !== null && endsAt.getTime() <= now.getTime())) return false;
  return ip === undefined || !rangesContain(allow, ip);
}
