import type {
  BonusStatus,
  LocalizedText,
  PromotionKind,
  PromotionPeriod,
  RaffleTicketSource,
  WageringBase,
} from '@lotus/contract';
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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchantId } from './brands.ts';
import { createdAt, updatedAt } from './columns.ts';
import { members } from './members.ts';
import { operators } from './operations.ts';
import { depositOrders, ledgerTransfers, turnoverRequirements } from './wallet.ts';

// Promotions that pay: campaigns, members' entries in them, and the bonuses their claims credited.

/** The reward rule as stored (minor units). */
export type StoredReward =
  | { type: 'percent'; percent: number; cap: number }
  | { type: 'fixed'; amount: number }
  | { type: 'streak'; amounts: number[] }
  /** VIP kinds: what level 1, 2, … pays (`amounts[i]` is level i + 1's; 0: nothing at that level). */
  | { type: 'levels'; amounts: number[] }
  /** Raffles: prize tiers from the first down. */
  | { type: 'prizes'; prizes: { amount: number; count: number }[] }
  /** Red packets: the bounds of the random amount. */
  | { type: 'random'; min: number; max: number };

/** A raffle's ticket rules (minor units). */
export interface StoredRaffle {
  ticketBy: RaffleTicketSource;
  ticketUnit: number;
  maxTickets: number | null;
  claimDays: number;
}

/** When a red packet rains each business day. */
export interface StoredRain {
  startMinute: number;
  minutes: number;
}

/** Who may take part (ids resolved from the usernames the console wrote); empty parts let everyone through. */
export interface StoredAudience {
  agentIds: number[];
  registeredFrom: number | null;
  registeredUntil: number | null;
  memberIds: number[];
  /** VIP levels that may take part; absent (campaigns saved before VIP levels) or empty: every level. */
  vipLevels?: number[];
}

/** Game categories that count towards a bonus's wagering, with their weight in percent; null: all, in full. */
export type ProductWeights = Record<string, number> | null;

/**
 * A brand's campaigns. `spent` is what its claims have paid or hold for review; a claim raises it in the same
 * statement that checks it against `budget`, so concurrent claims can never take the campaign past its budget.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    title: jsonb('title').$type<Partial<LocalizedText>>().notNull(),
    summary: jsonb('summary').$type<Partial<LocalizedText>>().notNull(),
    rules: jsonb('rules').$type<Partial<LocalizedText>>().notNull(),
    imageUrl: text('image_url'),
    enabled: boolean('enabled').notNull(),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    audience: jsonb('audience').$type<StoredAudience>().notNull(),
    reward: jsonb('reward').$type<StoredReward>().notNull(),
    minDeposit: bigint('min_deposit', { mode: 'number' }).notNull().default(0),
    /** Loss kinds: the smallest net loss that qualifies; rescue: the balance it may be claimed at or below. */
    minLoss: bigint('min_loss', { mode: 'number' }).notNull().default(0),
    balanceBelow: bigint('balance_below', { mode: 'number' }),
    /** Times the base must be wagered (one decimal). */
    wageringMultiple: numeric('wagering_multiple', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    wageringBase: text('wagering_base').$type<WageringBase>().notNull(),
    expiryDays: integer('expiry_days').notNull(),
    maxBet: bigint('max_bet', { mode: 'number' }),
    productWeights: jsonb('product_weights').$type<ProductWeights>(),
    period: text('period').$type<PromotionPeriod>().notNull(),
    perMemberLimit: integer('per_member_limit'),
    budget: bigint('budget', { mode: 'number' }),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
    needsReview: boolean('needs_review').notNull(),
    /** Raffles: the ticket rules; the seed committed at creation (its hash public), revealed by the draw. */
    raffle: jsonb('raffle').$type<StoredRaffle>(),
    seed: text('seed'),
    seedHash: text('seed_hash'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    /** Red packets: the daily rain window. */
    rain: jsonb('rain').$type<StoredRain>(),
    createdBy: integer('created_by').references(() => operators.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('promotions_merchant_idx').on(t.merchantId, t.sort, t.id),
    check('promotions_spent_within_budget', sql`${t.budget} is null or ${t.spent} <= ${t.budget}`),
    check('promotions_spent_not_negative', sql`${t.spent} >= 0`),
  ],
);

/**
 * A member's part in a campaign for one period (`once`, a business date, an ISO week or a month): joined and
 * waiting for what qualifies, applying for review, rejected, or paid (claimed at once or issued after review). The
 * unique key makes every join and claim happen at most once per member and period, however many arrive together.
 */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    periodKey: text('period_key').notNull(),
    /** joined | applying | rejected | claimed | issued. */
    status: text('status').$type<EntryStatus>().notNull(),
    /** The deposit that qualified (deposit kinds). */
    depositOrderId: bigint('deposit_order_id', { mode: 'number' }).references(() => depositOrders.id),
    /** What it pays or asks for (minor units); 0 while joined. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /**
     * Check-ins: the day of the streak this one is. VIP kinds: the lowest level the claim pays (an upgrade reward
     * pays every level from it up to the level in its period key `level:<L>`), or the level a birthday was paid at.
     */
    streakDay: integer('streak_day'),
    /** Loss kinds: the net loss the claim was on. */
    loss: bigint('loss', { mode: 'number' }),
    /** Raffles: the tickets the entry held at the draw, and the prize tier it won (1: the first). */
    tickets: integer('tickets'),
    prizeRank: integer('prize_rank'),
    rejectReason: text('reject_reason'),
    /** Grants: the operator who gave it, and why. */
    requestedBy: integer('requested_by').references(() => operators.id),
    note: text('note'),
    reviewedBy: integer('reviewed_by').references(() => operators.id),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promotion_entries_period_key').on(t.promotionId, t.memberId, t.periodKey),
    index('promotion_entries_member_idx').on(t.memberId, t.promotionId),
    index('promotion_entries_review_idx').on(t.merchantId, t.status, t.id),
    // A deposit qualifies for one claim of a campaign.
    uniqueIndex('promotion_entries_deposit_key')
      .on(t.promotionId, t.depositOrderId)
      .where(sql`${t.depositOrderId} is not null and ${t.status} <> 'rejected'`),
  ],
);
export type EntryStatus = 'joined' | 'applying' | 'rejected' | 'claimed' | 'issued';

/**
 * Bonus money a claim credited, with the terms it was paid on. Its wagering is the turnover requirement
 * `bonus:<id>`; while that has something left and the bonus is active, its max bet applies to every stake. At expiry,
 * or when the member gives it up, what is left of it goes back (`forfeited`).
 */
export const memberBonuses = pgTable(
  'member_bonuses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => promotionEntries.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    requirementId: bigint('requirement_id', { mode: 'number' }).references(() => turnoverRequirements.id),
    required: bigint('required', { mode: 'number' }).notNull(),
    terms: jsonb('terms').$type<BonusTermsRow>().notNull(),
    maxBet: bigint('max_bet', { mode: 'number' }),
    status: text('status').$type<BonusStatus>().notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    forfeited: bigint('forfeited', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('member_bonuses_entry_key').on(t.entryId),
    index('member_bonuses_member_idx').on(t.memberId, t.id),
    index('member_bonuses_active_idx').on(t.memberId).where(sql`${t.status} = 'active'`),
    index('member_bonuses_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'active'`),
    index('member_bonuses_promotion_idx').on(t.promotionId),
    check('member_bonuses_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The terms a bonus was paid on, as the member was told them (minor units). */
export interface BonusTermsRow {
  multiple: number;
  base: WageringBase;
  expiryDays: number;
  maxBet: number | null;
  products: ProductWeights;
}
