import {
  type AuthSettings,
  type CashierSettings,
  type ContentSettings,
  type ContractSettings,
  type DeliverySettings,
  defaultAuthSettings,
  defaultCashierSettings,
  defaultContentSettings,
  defaultContractSettings,
  defaultDeliverySettings,
  defaultEarningsSettings,
  defaultPromotionSettings,
  type EarningsSettings,
  type LocalizedText,
  type PromotionSettings,
  type RegionBlock,
  type RegisterRules,
} from '@lotus/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

// Brands (merchants): their settings, domains, customer service and resources.
export const merchantId = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });

export const merchants = pgTable('merchants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  gmtOffsetMinutes: integer('gmt_offset_minutes').notNull().default(0),
  languages: text('languages').array().notNull().default(sql`'{EN,CN}'::text[]`),
  logoUrl: text('logo_url'),
  theme: jsonb('theme').$type<Record<string, string>>().notNull().default({}),
  mainDomain: text('main_domain').notNull(),
  gtagId: text('gtag_id'),
  imageCdns: text('image_cdns').array().notNull().default(sql`'{}'::text[]`),
  launchGameCdns: text('launch_game_cdns').array().notNull().default(sql`'{}'::text[]`),
  disabledModules: text('disabled_modules').array().notNull().default(sql`'{}'::text[]`),
  registerRules: jsonb('register_rules').$type<RegisterRules>().notNull(),
  maintenance: boolean('maintenance').notNull().default(false),
  maintenanceEndsAt: timestamp('maintenance_ends_at', { withTimezone: true }),
  maintenanceMessage: jsonb('maintenance_message').$type<LocalizedText>(),
  /** Addresses (CIDR or single) that still see the site during maintenance. */
  maintenanceAllowCidrs: text('maintenance_allow_cidrs').array().notNull().default(sql`'{}'::text[]`),
  regionBlock: jsonb('region_block')
    .$type<RegionBlock>()
    .notNull()
    .default({ blockedCountries: [], allowCidrs: [], denyCidrs: [], message: null }),
  /** Session lifetimes, code validity, trial money, social providers (see `authSettingsSchema`). */
  authSettings: jsonb('auth_settings').$type<AuthSettings>().notNull().default(defaultAuthSettings),
  /** Withdrawal limits, auto-confirmation and bank accounts per member (see `cashierSettingsSchema`). */
  cashierSettings: jsonb('cashier_settings').$type<CashierSettings>().notNull().default(defaultCashierSettings),
  /** Feedback word limits and other content rules (see `contentSettingsSchema`). */
  contentSettings: jsonb('content_settings').$type<ContentSettings>().notNull().default(defaultContentSettings),
  /** The caps on top-level agents' contract rates (see `contractSettingsSchema`). */
  contractSettings: jsonb('contract_settings').$type<ContractSettings>().notNull().default(defaultContractSettings),
  /** Who funds agent earnings, shortfalls, and the approval threshold (see `earningsSettingsSchema`). */
  earningsSettings: jsonb('earnings_settings').$type<EarningsSettings>().notNull().default(defaultEarningsSettings),
  /** The wagering cap and the one-bonus rule (see `promotionSettingsSchema`). */
  promotionSettings: jsonb('promotion_settings').$type<PromotionSettings>().notNull().default(defaultPromotionSettings),
  /** The brand's own SMTP account and SMS provider; a null part uses the server's (see `deliverySettingsSchema`). */
  deliverySettings: jsonb('delivery_settings').$type<DeliverySettings>().notNull().default(defaultDeliverySettings),
  /** The demo brand, whose accounts have the passwords published in the README; the console shows a badge. */
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Host names that serve a merchant's site; the first match of the request host picks the brand. */
export const merchantDomains = pgTable(
  'merchant_domains',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    domain: text('domain').notNull().unique(),
    label: text('label').notNull(),
    primary: boolean('is_primary').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /**
     * The public origin of the site on this domain (`https://www.brand.example`), which every link Lotus builds starts
     * with; null: `https://<domain>`, or `http://<domain>:<PORT>` for a loopback domain (see `base-url.ts`).
     */
    baseUrl: text('base_url'),
  },
  (t) => [
    index('merchant_domains_merchant_idx').on(t.merchantId),
    // An origin only: scheme, lower-case host and port; no path, query or credentials.
    check(
      'merchant_domains_base_url_origin',
      sql`${t.baseUrl} is null or ${t.baseUrl} ~ '^https?://([a-z0-9.-]+|\\[[0-9a-f:.]+\\])(:[0-9]{1,5})?$'`,
    ),
  ],
);

export const customerService = pgTable(
  'customer_service',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    csType: text('cs_type').notNull(),
    /** A plain https URL or an encrypted link (see `customerServiceSchema` in the contract). */
    path: text('path').notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('customer_service_merchant_idx').on(t.merchantId)],
);

export const resources = pgTable(
  'resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    resourceType: text('resource_type').notNull(),
    url: text('url').notNull(),
    labelName: jsonb('label_name').$type<LocalizedText>().notNull(),
    iconUrl: text('icon_url'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('resources_merchant_idx').on(t.merchantId)],
);
