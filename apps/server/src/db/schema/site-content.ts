import type { LocalizedText } from '@lotus/contract';
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchantId } from './brands.ts';
import { createdAt, updatedAt } from './columns.ts';

// The site's content: banners, announcements and the help centre.
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
    enabled: boolean('enabled').notNull().default(true),
    /** Languages it shows in (`EN`, `CN`); null: every language. */
    languages: text('languages').array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('banners_merchant_group_idx').on(t.merchantId, t.groupName)],
);

/**
 * Notices (the home marquee), pop-ups and promotion announcements (`MCSFE_getListAnnouncements` PL/H, PU, PR), and
 * agent notices (`agent`: the agent centre only, never the players' feed). Title and content per language (at least
 * one); content is HTML sanitised when saved.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    kind: text('kind').$type<'notice' | 'popup' | 'promotion' | 'agent'>().notNull(),
    title: jsonb('title').$type<Partial<LocalizedText>>().notNull(),
    content: jsonb('content').$type<Partial<LocalizedText>>().notNull(),
    /** Pop-ups: B anonymous, A logged in, F first login. */
    execution: text('execution'),
    promotionType: text('promotion_type'),
    linkType: text('link_type').notNull().default('NONE'),
    linkTarget: text('link_target'),
    /** Platforms (`W`, `M`, `A`) and languages it shows on; null: all. */
    platforms: text('platforms').array(),
    languages: text('languages').array(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('announcements_merchant_kind_idx').on(t.merchantId, t.kind, t.sort)],
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
