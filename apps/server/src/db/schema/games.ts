import type { LocalizedText } from '@lotus/contract';
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
import { members, sessions } from './members.ts';
import { ledgerTransfers } from './wallet.ts';

// Games: vendors, the catalogue, favourites and recent plays, launch tokens, the seamless wallet calls, bets, house
// games and transfer-wallet moves.
/**
 * Game vendors of a merchant (DOMAIN.md "Games"). `code` is the vassalage clients send. Seamless vendors call the
 * wallet API signed with `secret` (HMAC-SHA256, so it is kept, not hashed); transfer vendors hold money in a
 * per-member vendor wallet. `launchUrl` is the vendor's game client, `{token}`, `{game}` and `{lang}` filled in.
 */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    walletMode: text('wallet_mode').$type<'seamless' | 'transfer'>().notNull().default('seamless'),
    secret: text('secret').notNull(),
    launchUrl: text('launch_url').notNull(),
    currency: text('currency').notNull().default('CNY'),
    enabled: boolean('enabled').notNull().default(true),
    maintenance: boolean('maintenance').notNull().default(false),
    /** Shown in the exclusive-games section (spec §2: vendors 10 to 15 of the slot list, as MXWIN under PVP). */
    exclusive: boolean('exclusive').notNull().default(false),
    /** The local slot vendor section of the home page. */
    local: boolean('local').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('game_vendors_code_key').on(t.merchantId, t.code)],
);

/**
 * Games (`id` is the client's `nodeId`). `gameType` is the category (RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, LOTT,
 * ELOTT, COCKFIGHT), `subType` the RNG sub-type (SC, VP, JP, TG, AC, BG). `icon` is a path below the merchant's
 * image CDN. A vendor's card in a category opens a sub-list when it has more than one game there.
 */
export const games = pgTable(
  'games',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id, { onDelete: 'cascade' }),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    subType: text('sub_type'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    icon: text('icon').notNull(),
    /** Smallest stake, minor units (spec §9 slot filter "minimum bet"). */
    minBet: bigint('min_bet', { mode: 'number' }).notNull().default(100),
    /** Pay lines of a slot (spec §9 slot filter "lines"). */
    lines: integer('lines'),
    hot: boolean('hot').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    maintenance: boolean('maintenance').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('games_vendor_code_key').on(t.vendorId, t.gameCode),
    index('games_merchant_type_idx').on(t.merchantId, t.gameType, t.sortOrder),
    check('games_min_bet_positive', sql`${t.minBet} > 0`),
  ],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

export const recentGames = pgTable(
  'recent_games',
  {
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index('recent_games_member_idx').on(t.memberId, t.playedAt)],
);

/**
 * Launch tokens (DOMAIN.md "Games"): single-purpose, short-lived, bound to member, game and currency; kept as a hash.
 * Free play (`accountType 0`) has no member and never reaches the ledger. Real play is bound to the session that
 * launched it (`sessionId`): the token works only while that session is live, so logout, a password change, a
 * suspension, a newer login on the channel or the session's end close the game too.
 */
export const gameLaunchTokens = pgTable(
  'game_launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    freePlay: boolean('free_play').notNull().default(false),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('game_launch_tokens_expiry_idx').on(t.expiresAt)],
);

/**
 * Every money call of a vendor through the seamless wallet API, with its reply (API.md): unique `(vendor, txId)` makes
 * a repeat answer the stored reply; `fingerprint` tells it from another request under the same id. A rollback whose
 * debit never arrived stays here as the tombstone that refuses the late debit (`refTxId`).
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id, { onDelete: 'cascade' }),
    txId: text('tx_id').notNull(),
    action: text('action').$type<'debit' | 'credit' | 'rollback'>().notNull(),
    roundId: text('round_id'),
    refTxId: text('ref_tx_id'),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    currency: text('currency'),
    fingerprint: text('fingerprint').notNull(),
    /** The business status of the reply (`OK`, `INSUFFICIENT_FUNDS` …). */
    status: text('status').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_transactions_tx_key').on(t.vendorId, t.txId),
    index('vendor_transactions_ref_idx').on(t.vendorId, t.refTxId),
    index('vendor_transactions_merchant_time_idx').on(t.merchantId, t.createdAt),
  ],
);

/**
 * Bet records (DOMAIN.md "Games"), one per member and vendor round: stake, valid bet and payout in minor units.
 * Betting records, profit and loss, the winner board, hot games and agent salaries are computed from these rows.
 */
export const bets = pgTable(
  'bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    gameId: bigint('game_id', { mode: 'number' }).references(() => games.id),
    roundId: text('round_id').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull().default(0),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull().default(0),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<'open' | 'settled' | 'cancelled'>().notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Vendor extras; house games keep the round id of their fairness proof here. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('bets_round_key').on(t.vendorId, t.memberId, t.roundId),
    index('bets_member_time_idx').on(t.merchantId, t.memberId, t.placedAt),
    index('bets_merchant_time_idx').on(t.merchantId, t.placedAt),
    // Earnings runs read the bets settled in a period (an hour, a day): without it, every run reads the whole history.
    index('bets_merchant_settled_idx').on(t.merchantId, t.settledAt),
    check('bets_amounts_not_negative', sql`${t.stake} >= 0 and ${t.validBet} >= 0 and ${t.payout} >= 0`),
  ],
);

/**
 * The demo vendor's own record of its real-money rounds (an outside vendor keeps these in its own storage): the win
 * is drawn from the CSPRNG once the stake is taken and kept here, so a resubmitted round shows the same result and
 * the payout is sent once. Minor units.
 */
export const demoVendorRounds = pgTable(
  'demo_vendor_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    roundId: text('round_id').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('demo_vendor_rounds_round_key').on(t.vendorId, t.memberId, t.roundId),
    check('demo_vendor_rounds_amounts_not_negative', sql`${t.stake} > 0 and ${t.win} >= 0`),
  ],
);

/**
 * Provably fair seeds of the house vendor: the hash of `serverSeed` is shown before play, the seed itself only once it
 * is rotated out (`revealedAt`). One active seed per player (`playerKey`: `member:<id>`, or `free:<token hash>`).
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    playerKey: text('player_key').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next round under this seed. */
    nextNonce: integer('next_nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('fair_seeds_active_key').on(t.merchantId, t.playerKey).where(sql`${t.active}`)],
);

/** Rounds of the house games with everything needed to re-derive them from their seed. */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    playerKey: text('player_key').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => fairSeeds.id),
    nonce: integer('nonce').notNull(),
    gameCode: text('game_code').notNull(),
    /** The client's key for one press of the button: a repeat answers the same round. */
    roundKey: text('round_key').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'open' | 'settled' | 'void'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('house_rounds_seed_nonce_key').on(t.seedId, t.nonce),
    uniqueIndex('house_rounds_round_key').on(t.merchantId, t.playerKey, t.roundKey),
    index('house_rounds_player_idx').on(t.merchantId, t.playerKey, t.id),
  ],
);

/** Progressive jackpots of the house games: grown by a share of each stake, paid out and reset on a hit. */
export const jackpotPools = pgTable(
  'jackpot_pools',
  {
    merchantId: merchantId(),
    gameCode: text('game_code').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.gameCode] }),
    check('jackpot_pools_not_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * Transfers between a member's main wallet and a transfer-wallet vendor (`GCS_walletTransfer`): `reference` is unique
 * per merchant, so a retry after a lost answer asks the status instead of moving money twice.
 */
export const vendorWalletTransfers = pgTable(
  'vendor_wallet_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vendor_wallet_transfers_reference_key').on(t.merchantId, t.reference),
    index('vendor_wallet_transfers_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    check('vendor_wallet_transfers_amount_positive', sql`${t.amount} > 0`),
  ],
);
