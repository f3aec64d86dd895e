import type { LocalizedText, VipChangeReason } from '@lotus/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { merchantId } from './brands.ts';
import { createdAt } from './columns.ts';
import { members } from './members.ts';
import { operators } from './operations.ts';

// VIP levels: a brand's ladder, each member's progress towards it, the changes of level, and where counting stands.

/**
 * A brand's levels; level 0 (every member's first) holds only its name. Thresholds are minor units of rank progress
 * (valid bet and deposits); `keepValidBet` is the valid bet a business month must bring to keep the level.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    merchantId: merchantId(),
    level: integer('level').notNull(),
    name: jsonb('name').$type<Partial<LocalizedText>>().notNull(),
    upgradeValidBet: bigint('upgrade_valid_bet', { mode: 'number' }).notNull().default(0),
    upgradeDeposit: bigint('upgrade_deposit', { mode: 'number' }).notNull().default(0),
    keepValidBet: bigint('keep_valid_bet', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.level] }),
    check('vip_levels_level_range', sql`${t.level} between 0 and 20`),
  ],
);

/**
 * A member's rank progress: valid bet settled and deposits credited since they joined, less what a downgrade took
 * back (it sets progress to the lower level's thresholds). `levelSince` is when the member reached their level.
 */
export const vipProgress = pgTable('vip_progress', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  merchantId: merchantId(),
  validBet: bigint('valid_bet', { mode: 'number' }).notNull().default(0),
  deposit: bigint('deposit', { mode: 'number' }).notNull().default(0),
  levelSince: timestamp('level_since', { withTimezone: true }),
});

/** Every change of a member's level, with why (and, by hand, who and the reason). */
export const vipChanges = pgTable(
  'vip_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    reason: text('reason').$type<VipChangeReason>().notNull(),
    note: text('note'),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [index('vip_changes_member_idx').on(t.memberId, t.id)],
);

/**
 * Where each brand's counting stands: bets settled and deposits credited before `countedUntil` are in every member's
 * progress; `reviewedMonth` (`YYYY-MM`, business time) is the last month whose keep check ran.
 */
export const vipCounts = pgTable('vip_counts', {
  merchantId: integer('merchant_id').primaryKey(),
  countedUntil: timestamp('counted_until', { withTimezone: true }).notNull(),
  reviewedMonth: text('reviewed_month'),
});
