import { z } from 'zod';
import { gameItemSchema } from './game-lobby.ts';

/**
 * The game catalogue (spec §2, §7, §9; API.md "Endpoints from the spec"). Game categories are `gameCategories` of
 * `constants.ts`; a category or vendor the server does not know answers an empty list, never an error.
 *
 * Icons (`iconUrl`, `lagerIcon`) are absolute URLs on the first of the boot payload's `imageCDNs`, e.g.
 * `https://img.brand.example/game-art/games/HOUSE/lotus-slot.webp` (the site itself when the brand has no CDN); a
 * client may move them to another CDN of that list.
 * Money (`minBet`, `winAmount`) is in major units with 2 decimals.
 */

/** RNG sub-types (`subType`, the `gameClassify` keys of the RNG lane): scratch, video poker, jackpot, table, arcade, bingo. */
export const rngSubTypes = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type RngSubType = (typeof rngSubTypes)[number];

/** Largest page of game lists; the favourites list alone goes up to 999 (spec §9). */
export const GAME_PAGE_SIZE_MAX = 60;
export const FAVOURITES_PAGE_SIZE_MAX = 999;
/** The recent-games list keeps this many, most recent first. */
export const RECENT_GAMES_MAX = 24;
/** Other playable games offered when a game or vendor is under maintenance. */
export const MAINTENANCE_RECOMMENDATIONS_MAX = 6;

/** `isGame` of a vendor card that opens a sub-list of the vendor's games (spec §2, §6). */
export const VASSALAGE_CARD = 'VASSALAGE';

/** Query strings arrive as text, JSON bodies (hot games by POST) may carry numbers; empty values mean "not given". */
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'number' ? String(v) : v),
    z.string().trim().max(max).optional(),
  );
const optionalNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const pageNo = z.coerce.number().int().min(1).default(1);

/**
 * GET `GCSGAME_gameList`. `gameClassify` is a sub-type key (SC, VP …); `keyword` searches game names in both languages
 * and game codes; `minBet` and `lines` are the slot filters (games whose minimum bet, lines are at least these).
 */
export const gameListQuerySchema = z.object({
  clientType: optionalText(10),
  platform: optionalText(40),
  merchant: optionalText(60),
  gameType: optionalText(20),
  vassalage: optionalText(60),
  gameClassify: optionalText(20),
  keyword: optionalText(60),
  minBet: optionalNumber(z.coerce.number().positive().max(1_000_000)),
  lines: optionalNumber(z.coerce.number().int().positive().max(10_000)),
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(GAME_PAGE_SIZE_MAX).default(24),
  language: optionalText(10),
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;

/** GET or POST `GCSGAME_hotGamesV2` (POST sends the same fields as JSON). `gameType` narrows to one category. */
export const hotGamesQuerySchema = z.object({
  merchantCode: optionalText(60),
  isPlatform: optionalText(10),
  platform: optionalText(40),
  gameType: optionalText(20),
  language: optionalText(10),
});

/** GET `GCSGAME_newGameVendor`. */
export const vendorLanesQuerySchema = z.object({
  platform: optionalText(40),
  language: optionalText(10),
  flush: optionalText(10),
});

/** GET `GCSGAME_getVassGameType`: per category, per vendor, the sub-types its games have (may be empty). */
export const vendorGameTypesSchema = z.object({
  content: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
});
export type VendorGameTypes = z.infer<typeof vendorGameTypesSchema>;

/** GET `MCSFE_getFavoriteGames`: the node ids of the member's favourites. */
export const favouriteIdsSchema = z.array(z.number().int());

/** GET `MCSFE_getFavoriteGamesList`, newest first. */
export const favouriteListQuerySchema = z.object({
  gameType: optionalText(20),
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(FAVOURITES_PAGE_SIZE_MAX).default(FAVOURITES_PAGE_SIZE_MAX),
  language: optionalText(10),
});
export const favouriteListSchema = z.object({
  content: z.array(gameItemSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type FavouriteList = z.infer<typeof favouriteListSchema>;

/**
 * POST `MCSFE_addFavoriteGameV2` (JSON body) and DELETE `MCSFE_removeFavoriteGameV2` (JSON body or query).
 * Adding a favourite already there and removing one that is not are both successes; the answer is `true`.
 */
export const favouriteChangeSchema = z.object({
  nodeId: z.coerce.number().int().positive(),
  vendor: optionalText(60),
  gameType: optionalText(20),
});
export type FavouriteChange = z.input<typeof favouriteChangeSchema>;

/** GET `GCS_recentGame`: at most 24 games, most recent first. */
export const recentGamesQuerySchema = z.object({ language: optionalText(10) });
export const recentGameSchema = z.object({ ...gameItemSchema.shape, playedAt: z.number().int() });
export const recentGamesSchema = z.object({ list: z.array(recentGameSchema) });
export type RecentGames = z.infer<typeof recentGamesSchema>;

/** GET `GLS2_roomList`: the tables of the PVP (card) games. `vassalage` narrows to one vendor. */
export const pvpRoomsQuerySchema = z.object({ vassalage: optionalText(60), language: optionalText(10) });
export const pvpRoomSchema = z.object({
  roomId: z.string(),
  roomName: z.string(),
  nodeId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  iconUrl: z.string(),
  minBet: z.number(),
  seats: z.number().int(),
  maintenance: z.boolean(),
});
export const pvpRoomsSchema = z.object({ list: z.array(pvpRoomSchema) });
export type PvpRoom = z.infer<typeof pvpRoomSchema>;

/** GET `GCSGAME_getRankList` (`gameCategory` ALL or a category, `limitNum` up to 20). */
export const winnerBoardQuerySchema = z.object({
  gameCategory: optionalText(20),
  language: optionalText(10),
  limitNum: z.coerce.number().int().min(1).max(20).default(20),
});

/**
 * GET `/wps/game/launchGame`. The game is `nodeId`, or `gameId` (a node id or, with `vassalage`, a game code).
 * `accountType` 1 plays for real (login needed, real accounts only), 0 is free play (no login, never the ledger).
 */
export const launchGameQuerySchema = z
  .object({
    gameType: optionalText(20),
    vassalage: optionalText(60),
    gameId: optionalText(120),
    nodeId: optionalNumber(z.coerce.number().int().positive()),
    platform: optionalText(40),
    launchMode: optionalText(20),
    accountType: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? '1' : String(v)),
      z.enum(['0', '1']).transform(Number),
    ),
    language: optionalText(10),
    // Spec §7 lottery lobby parameters: the lottery page sends them, a vendor may ignore them.
    lottoArea: optionalText(20),
    lottoPrizeMode: optionalText(20),
    lottoGameCode: optionalText(80),
    lottoView: z.enum(['betting', 'lobby']).optional(),
    device: optionalText(20),
    backUrl: optionalText(500),
  })
  .refine((q) => q.nodeId !== undefined || q.gameId !== undefined, {
    message: 'Choose a game',
    path: ['nodeId'],
  });
export type LaunchGameQuery = z.input<typeof launchGameQuerySchema>;

/**
 * `game_url` is the vendor's launch URL with token, game and language filled in; always absolute (a vendor whose game
 * client is a page of the site is launched on the brand's base URL).
 */
export const launchGameSchema = z.object({ content: z.object({ game_url: z.string() }) });
export type LaunchGame = z.infer<typeof launchGameSchema>;

/** `value` of the `game.maintenance` error: up to 6 playable games of the same category, hot ones first. */
export const gameMaintenanceValueSchema = z.object({ recommendations: z.array(gameItemSchema) });
export type GameMaintenanceValue = z.infer<typeof gameMaintenanceValueSchema>;
