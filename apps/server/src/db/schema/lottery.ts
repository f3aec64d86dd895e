import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchantId } from './brands.ts';
import { createdAt, updatedAt } from './columns.ts';
import { games } from './games.ts';
import { members } from './members.ts';

// The house lottery: each lottery game of the catalogue, its periods (one draw each) and the bets placed on them. The
// lottery moves money only through the seamless wallet API, as an outside lottery vendor would; these tables are the
// vendor's own books.

/** Family of a lottery game: how a result looks and which plays it offers (`@lotus/lottery`). */
export type LotteryFamilyCode = 'SSC5' | 'PK10' | 'VN' | 'SEA4D';

/**
 * A lottery game's schedule and rules, one row per catalogue game of the house lottery vendor. Fast games draw every
 * `intervalSeconds` around the clock; daily games at `drawTime` (HH:MM) in the brand's time zone. Betting stops
 * `closeSeconds` before each draw. `payTable` overrides the family's default odds per play; limits are minor units.
 */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    merchantId: merchantId(),
    family: text('family').$type<LotteryFamilyCode>().notNull(),
    /** The lottery area it is listed under (spec: LOTT, ZY, ELOTT, SEA, and VN for the Vietnamese menu). */
    area: text('area').notNull(),
    intervalSeconds: integer('interval_seconds'),
    drawTime: text('draw_time'),
    closeSeconds: integer('close_seconds').notNull(),
    payTable: jsonb('pay_table').$type<Record<string, unknown>>().notNull().default({}),
    /** The `lottery_odds` version `payTable` is: each change of the pay table is a new version; bets keep theirs. */
    oddsVersion: integer('odds_version').notNull().default(1),
    /** Largest payout the brand accepts on one number (key of `exposureKeys`) in one period. */
    maxPayoutPerNumber: bigint('max_payout_per_number', { mode: 'number' }).notNull(),
    /** Largest payout the brand accepts on one period in all. */
    maxPayoutPerPeriod: bigint('max_payout_per_period', { mode: 'number' }).notNull(),
    /**
     * Prize groups (SSC5 and PK10): the brand's top group, and the one a member has until an agent grants another.
     * The margin between a member's group and the top goes to the agent line as rebate.
     */
    maxPrizeGroup: integer('max_prize_group').notNull().default(1980),
    defaultPrizeGroup: integer('default_prize_group').notNull().default(1950),
    /** Minutes past a daily game's official time after which an undrawn period is voided and refunded. */
    voidAfterMinutes: integer('void_after_minutes').notNull().default(30),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lottery_games_merchant_idx').on(t.merchantId),
    check(
      'lottery_games_schedule',
      sql`(${t.intervalSeconds} is not null and ${t.intervalSeconds} > 0 and ${t.drawTime} is null)
        or (${t.intervalSeconds} is null and ${t.drawTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`,
    ),
    check('lottery_games_close', sql`${t.closeSeconds} >= 0`),
    check(
      'lottery_games_prize_groups',
      sql`${t.defaultPrizeGroup} between 1000 and ${t.maxPrizeGroup} and ${t.maxPrizeGroup} <= 2000`,
    ),
    check('lottery_games_limits', sql`${t.maxPayoutPerNumber} > 0 and ${t.maxPayoutPerPeriod} > 0`),
  ],
);

/**
 * Every pay table a game has had, numbered from 1 (the one it was added with). A version never changes: a bet records
 * the version it was placed under (`lottery_bets.odds_version`) and is settled, and gives its exposure back, at it,
 * whatever the game's odds are by then. The game's current version is `lottery_games.odds_version`.
 */
export const lotteryOdds = pgTable(
  'lottery_odds',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryGames.gameId, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    payTable: jsonb('pay_table').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.version] })],
);

export type LotteryPeriodStatus = 'open' | 'drawn' | 'settled' | 'void';

/**
 * One draw of a game (`numero` `YYYYMMDD-NNNN`). Betting is open until `closesAt`, a status of time rather than of
 * the row. The seed's hash is public from the start; the seed and the result only once drawn (commit-reveal). A
 * period is drawn once (`open` → `drawn` by a conditional update) and settled once all its bets are.
 */
export const lotteryPeriods = pgTable(
  'lottery_periods',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryGames.gameId, { onDelete: 'cascade' }),
    numero: text('numero').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawsAt: timestamp('draws_at', { withTimezone: true }).notNull(),
    status: text('status').$type<LotteryPeriodStatus>().notNull().default('open'),
    seedHash: text('seed_hash').notNull(),
    seed: text('seed').notNull(),
    result: jsonb('result').$type<unknown>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lottery_periods_numero_key').on(t.gameId, t.numero),
    index('lottery_periods_due_idx').on(t.status, t.drawsAt),
    index('lottery_periods_game_draws_idx').on(t.gameId, t.drawsAt),
    check('lottery_periods_order', sql`${t.opensAt} <= ${t.closesAt} and ${t.closesAt} <= ${t.drawsAt}`),
  ],
);

export type LotteryBetStatus = 'pending' | 'open' | 'won' | 'lost' | 'cancelled' | 'void' | 'refused';

/**
 * A line of a player's slip on one period. `stake` = single bets × unit stake × multiple (minor units). It is
 * `pending` until the wallet took the stake, `open` until the period settles, then `won`/`lost` once its credit
 * (0 for a loss) was accepted; `cancelled` (by the player before close) and `void` (the period voided) were rolled
 * back, `refused` never took money. `requestKey` makes a resubmitted slip answer the bets it already made.
 */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    periodId: bigint('period_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryPeriods.id),
    chaseId: bigint('chase_id', { mode: 'number' }).references(() => lotteryChases.id),
    requestKey: text('request_key').notNull(),
    play: text('play').notNull(),
    picks: jsonb('picks').$type<unknown>().notNull(),
    unit: text('unit').notNull(),
    multiple: integer('multiple').notNull(),
    betCount: integer('bet_count').notNull(),
    prizeGroup: integer('prize_group').notNull(),
    /** The game's odds version (`lottery_odds`) when the bet was placed: what it pays and the exposure it holds. */
    oddsVersion: integer('odds_version').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<LotteryBetStatus>().notNull().default('pending'),
    /** What the settlement found: winning single bets per prize level. */
    detail: jsonb('detail').$type<unknown>(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_bets_request_key').on(t.merchantId, t.memberId, t.requestKey),
    index('lottery_bets_period_idx').on(t.periodId, t.status),
    index('lottery_bets_member_idx').on(t.merchantId, t.memberId, t.id),
    // The real-time salary run reads the bets settled in the last five minutes, every five minutes.
    index('lottery_bets_merchant_settled_idx').on(t.merchantId, t.settledAt),
    check('lottery_bets_amounts', sql`${t.stake} > 0 and ${t.payout} >= 0 and ${t.multiple} > 0 and ${t.betCount} > 0`),
  ],
);

export type LotteryChaseStatus = 'running' | 'won' | 'finished' | 'stopped';

/** A chase: the same picks over consecutive periods with a multiple per period; it may stop after a win. */
export const lotteryChases = pgTable(
  'lottery_chases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryGames.gameId),
    mode: text('mode').notNull(),
    stopOnWin: boolean('stop_on_win').notNull().default(true),
    status: text('status').$type<LotteryChaseStatus>().notNull().default('running'),
    /**
     * Where the chase stopped: the draw time of the period whose win stopped it, or (`stopped`) of the last period
     * whose betting had closed when the member stopped it. Its bets on later periods are refunded.
     */
    wonDrawsAt: timestamp('won_draws_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('lottery_chases_member_idx').on(t.merchantId, t.memberId, t.id)],
);

/**
 * What a period could pay at worst on each number (`@lotus/lottery` exposure keys, and `*` for the whole period),
 * minor units. A bet adds its share under row locks taken in key order, and is refused if a brand's limit would be
 * passed; cancelled and voided bets take theirs back.
 */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    periodId: bigint('period_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryPeriods.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.periodId, t.key] }), check('lottery_exposure_not_negative', sql`${t.amount} >= 0`)],
);
