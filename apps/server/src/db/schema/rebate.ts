import type { GameCategory, RebateLine, RebateSource } from '@lotus/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchantId } from './brands.ts';
import { members } from './members.ts';
import { ledgerTransfers } from './wallet.ts';

// Rebate: a brand's rules and rates, and every rebate paid.

/**
 * A brand's rebate rules. `since` is set when rebate is first turned on: bets settled before it are never rebated.
 * Minor units; the wagering multiple has one decimal.
 */
export const rebateSettings = pgTable('rebate_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  minClaim: bigint('min_claim', { mode: 'number' }).notNull().default(0),
  wageringMultiple: numeric('wagering_multiple', { precision: 6, scale: 1, mode: 'number' }).notNull().default(0),
  autoHour: integer('auto_hour'),
  since: timestamp('since', { withTimezone: true }),
  /** The last business date whose automatic rebate ran (`YYYY-MM-DD`). */
  autoRanOn: text('auto_ran_on'),
});

/** The rate of a category at a VIP level, in hundredths of a percent (80 is 0.80 %). */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    merchantId: merchantId(),
    level: integer('level').notNull(),
    category: text('category').$type<GameCategory>().notNull(),
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.level, t.category] }),
    check('rebate_rates_range', sql`${t.rateBp} between 0 and 500`),
  ],
);

/**
 * Rebates paid, each over the bets a member settled in [`fromAt`, `toAt`). A member's rebates follow each other:
 * each starts where the one before ended, and the unique key on the start makes two payments of one window
 * impossible, however they race. Minor units.
 */
export const rebates = pgTable(
  'rebates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    source: text('source').$type<RebateSource>().notNull(),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    toAt: timestamp('to_at', { withTimezone: true }).notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    rankLevel: integer('rank_level').notNull(),
    /** Per category, minor units and the rate in percent. */
    lines: jsonb('lines').$type<RebateLine[]>().notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('rebates_member_from_key').on(t.memberId, t.fromAt),
    uniqueIndex('rebates_member_idempotency_key')
      .on(t.memberId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('rebates_member_to_idx').on(t.memberId, t.toAt),
    index('rebates_merchant_time_idx').on(t.merchantId, t.createdAt),
    check('rebates_window', sql`${t.toAt} > ${t.fromAt}`),
    check('rebates_amount_positive', sql`${t.amount} > 0`),
  ],
);
