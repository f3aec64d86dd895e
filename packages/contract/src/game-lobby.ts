import { z } from 'zod/mini';

// The catalogue answers the home page's first view reads (game lists, hot games, the vendor lanes and the winner board),
// in `zod/mini` like system-status.ts; the rest of the catalogue is in games.ts.

/** A game as every list carries it. `nodeId` is the game's id; names are in the request's language. */
export const gameItemSchema = z.object({
  nodeId: z.int(),
  gameType: z.string(),
  vassalage: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  nodeName: z.string(),
  displayName: z.string(),
  /** The vendor's name in the request's language. */
  vendorName: z.string(),
  iconUrl: z.string(),
  subType: z.nullable(z.string()),
  minBet: z.number(),
  lines: z.nullable(z.int()),
  hot: z.boolean(),
  /** The game or its vendor is under maintenance: launching answers `game.maintenance` with recommendations. */
  maintenance: z.boolean(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

/** GET `GCSGAME_gameList` (query in games.ts). */
export const gameListSchema = z.object({
  games: z.array(gameItemSchema),
  totalPages: z.int(),
  /** Games matching the filters, over all pages. */
  total: z.int(),
});
export type GameList = z.infer<typeof gameListSchema>;

/** GET or POST `GCSGAME_hotGamesV2` (query in games.ts). */
export const hotGamesSchema = z.object({ list: z.array(gameItemSchema) });
export type HotGames = z.infer<typeof hotGamesSchema>;

/**
 * A vendor's card in a category lane. `isGame` is `VASSALAGE` when the vendor has more than one game in the category
 * (the card opens a sub-list), otherwise the single game's `nodeId` (the card launches it directly).
 * The flags after `isGame` are always sent by Lotus; they are optional only for older servers.
 */
export const vendorCardSchema = z.object({
  vassalage: z.string(),
  gameType: z.string(),
  displayName: z.string(),
  lagerIcon: z.optional(z.nullable(z.string())),
  isGame: z.optional(z.union([z.boolean(), z.string(), z.number()])),
  maintenance: z.optional(z.boolean()),
  /** The exclusive-games section (slot vendors 10 to 15, MXWIN under PVP). */
  exclusive: z.optional(z.boolean()),
  /** The local slot vendor section of the home page. */
  local: z.optional(z.boolean()),
  walletMode: z.optional(z.enum(['seamless', 'transfer'])),
  /** Enabled games of the vendor in this category. */
  gameCount: z.optional(z.int()),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

/** One lane per category (`title` is the category, e.g. `RNG`), in the order RNG, LIVE, FISH, PVP, SPORTS … */
export const vendorLaneSchema = z.object({
  title: z.string(),
  cards: z.array(vendorCardSchema),
  /** Sub-types of the category with their game counts (RNG: SC, VP, JP …). */
  gameClassify: z._default(z.array(z.object({ displayName: z.string(), key: z.string(), gameCount: z.int() })), []),
});
export const vendorLanesSchema = z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) });
export type VendorLane = z.infer<typeof vendorLaneSchema>;

/**
 * Winner board (spec §9: 20 entries, amount descending): the largest payouts of the rounds settled in the last 7
 * days that won, i.e. paid more than their stake. `winAmount` is the payout (the prize, stake included), as the
 * original shows it; a round paying back less than its stake is a loss and never listed. `customerName` is masked
 * (`ab***9`); `at` is the settle time, epoch milliseconds.
 */
export const winnerEntrySchema = z.object({
  customerName: z.string(),
  winAmount: z.number(),
  gameName: z.optional(z.nullable(z.string())),
  vassalage: z.optional(z.string()),
  gameType: z.optional(z.string()),
  at: z.optional(z.int()),
});
export const winnerBoardSchema = z.object({ list: z.array(winnerEntrySchema) });
export type WinnerEntry = z.infer<typeof winnerEntrySchema>;
