import type { LocalizedText, RegionBlock, RegisterRules } from '@lotus/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const merchantId = () =>
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
  regionBlock: jsonb('region_block')
    .$type<RegionBlock>()
    .notNull()
    .default({ blockedCountries: [], allowCidrs: [], denyCidrs: [], message: null }),
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
  },
  (t) => [index('merchant_domains_merchant_idx').on(t.merchantId)],
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

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    groupName: text('group_name').notNull(),
    imageUrl: text('image_url').notNull(),
    linkType: text('link_type').notNull().default('NONE'),
    linkTarget: text('link_target'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
    /** Shown from this instant (null: already) until `activeUntil` (null: no end). */
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('banners_merchant_group_idx').on(t.merchantId, t.groupName)],
);

export const helpEntries = pgTable(
  'help_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    parentId: integer('parent_id').references((): AnyPgColumn => helpEntries.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    /** Trusted HTML: written by the seed or sanitised by the operator console before it is stored. */
    content: text('content').notNull(),
    anchor: text('anchor'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('help_entries_merchant_lang_idx').on(t.merchantId, t.lang)],
);

export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 0 member, 1 / 2 / 41 / 42 agent kinds, 4 trial (spec §4). */
    type: integer('type').notNull().default(0),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
    nickname: text('nickname'),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_merchant_username_key').on(t.merchantId, sql`lower(${t.username})`),
    index('members_parent_idx').on(t.parentId),
  ],
);

export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_merchant_username_key').on(t.merchantId, sql`lower(${t.username})`)],
);
