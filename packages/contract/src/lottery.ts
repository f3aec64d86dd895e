import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope.ts';

/**
 * The house lottery (DOMAIN.md "Games"). Two surfaces, as an outside lottery vendor would have them:
 * - the spec's lottery calls in the player API's endpoint table (menus, recent games, open numeros, the fairness
 *   proof of a period), answered for the request's brand;
 * - the lottery vendor's own server, `/lotto/v1/*` (session, bets, results), authenticated by the launch token the
 *   lobby launch handed out, never the member's session, like the house games' `/house/v1/*`. It moves money only
 *   through the seamless wallet API, so a third-party lottery plugs in the same way.
 * The rules themselves (plays, picks, pay tables, results) are `@lotus/lottery`.
 */

/** Prize modes of the lobby launch and the menus (spec §7): LOTT and ZY (Chinese), ELOTT (e-lottery), SEA (4D). */
export const lotteryPrizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type LotteryPrizeMode = (typeof lotteryPrizeModes)[number];

export const lotteryFamilies = ['SSC5', 'PK10', 'VN', 'SEA4D'] as const;
export type LotteryFamilyName = (typeof lotteryFamilies)[number];

/** The lottery page a game opens on (spec §2 game-start routing). */
export const lotteryPages = ['/lottery', '/vnLottery', '/seaLottery'] as const;
export type LotteryPage = (typeof lotteryPages)[number];

/** Stake units of a single bet: 2.00, 0.20 or 0.02 of the currency (yuan, jiao, fen). */
export const lotteryUnits = ['yuan', 'jiao', 'fen'] as const;
export type LotteryUnit = (typeof lotteryUnits)[number];

const amount = z.number().finite();
const epochMs = z.number().int();
const gameCode = z.string().trim().min(1).max(80);
const numero = z.string().regex(/^\d{8}-\d{4}$/, 'numero is YYYYMMDD-NNNN');
const token = z.string().min(1).max(200);

/** A lottery game as menus list it, in the request's language. */
export const lotteryGameSchema = z.object({
  gameCode: z.string(),
  /** The vendor (vassalage) it is listed under: clients route by it. */
  vendor: z.string(),
  nodeId: z.number().int(),
  name: z.string(),
  icon: z.string(),
  family: z.enum(lotteryFamilies),
  prizeMode: z.enum(lotteryPrizeModes),
  page: z.enum(lotteryPages),
  /** Fast games: seconds between draws; daily games: null and `drawTime`. */
  intervalSeconds: z.number().int().nullable(),
  /** Daily games: `HH:MM` in the brand's time zone. */
  drawTime: z.string().nullable(),
  closeSeconds: z.number().int(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

/** GET /lgw/games/game_menus (bare JSON): every lottery game of the brand by prize mode. */
export const lotteryMenusSchema = z.object({
  menus: z.array(z.object({ prizeMode: z.enum(lotteryPrizeModes), games: z.array(lotteryGameSchema) })),
});
export type LotteryMenus = z.infer<typeof lotteryMenusSchema>;

/** GET /lgw/vn/games/game_menu `{prizeMode, device}`. */
export const lotteryMenuQuerySchema = z.object({
  prizeMode: z.enum(lotteryPrizeModes).optional(),
  device: z.enum(['WEB', 'MOBILE', 'H5']).optional(),
});
export const lotteryGameListSchema = z.object({ list: z.array(lotteryGameSchema) });
export type LotteryGameList = z.infer<typeof lotteryGameListSchema>;

/** A period as players see it: the seed's hash from the start, the seed and result once drawn. */
export const lotteryPeriodSchema = z.object({
  gameCode: z.string(),
  numero: z.string(),
  opensAt: epochMs,
  closesAt: epochMs,
  drawsAt: epochMs,
  status: z.enum(['open', 'drawn', 'settled', 'void']),
  seedHash: z.string(),
  seed: z.string().nullable(),
  /** The family's result (`@lotus/lottery` `LotteryResult`), null until drawn. */
  result: z.unknown().nullable(),
  /** `3,0,7,1,9`-style display form, null until drawn. */
  display: z.string().nullable(),
  drawnAt: epochMs.nullable(),
  voidReason: z.string().nullable(),
});
export type LotteryPeriod = z.infer<typeof lotteryPeriodSchema>;

/**
 * GET /lotto/lgw/games/opened/numero `{gameCode}`: the period taking bets, the last drawn one, and the server's clock
 * (countdowns run on server time, not the device's).
 */
export const lotteryOpenedQuerySchema = z.object({ gameCode });
export const lotteryOpenedSchema = z.object({
  serverTime: epochMs,
  current: lotteryPeriodSchema,
  previous: lotteryPeriodSchema.nullable(),
});
export type LotteryOpened = z.infer<typeof lotteryOpenedSchema>;

/** GET /lgw/vn/numeros/opened/game: the period taking bets of every game, for the side menu's countdowns. */
export const lotteryOpenedAllSchema = z.object({
  serverTime: epochMs,
  list: z.array(lotteryPeriodSchema.pick({ gameCode: true, numero: true, closesAt: true, drawsAt: true })),
});
export type LotteryOpenedAll = z.infer<typeof lotteryOpenedAllSchema>;

/** GET LOTTO_periodProof `{gameCode, numero}`: what the fairness page recomputes a result from. */
export const lotteryProofQuerySchema = z.object({ gameCode, numero });
export const lotteryProofSchema = z.object({ family: z.enum(lotteryFamilies), period: lotteryPeriodSchema });
export type LotteryProof = z.infer<typeof lotteryProofSchema>;

// --- The lottery vendor's server, `/lotto/v1/*`, by launch token -------------------------------------------------

/** A pay table entry as the board shows it: what one single bet of `unit` yuan pays at each prize level. */
export const lotteryOddsSchema = z.record(
  z.string(),
  z.object({ price: z.number(), pays: z.record(z.string(), z.number()) }),
);

/** GET /lotto/v1/session?token=…: the game, the member's odds and balance, and the period taking bets. */
export const lotterySessionSchema = z.object({
  game: lotteryGameSchema.omit({ icon: true }),
  currency: z.string(),
  balance: amount,
  /** The member's prize group and the brand's top one (SSC5, PK10; null for point-priced families). */
  prizeGroup: z.number().int().nullable(),
  maxPrizeGroup: z.number().int().nullable(),
  /** Minor units of one single bet at unit `yuan` (2.00 by default); jiao and fen are a tenth and a hundredth. */
  baseStake: z.number().int(),
  /** Minor units of one point of a point-priced game (VN, 4D), before the play's price. */
  pointValue: z.number().int(),
  /** Play code → odds (price, pays per level), after the brand's pay table and the member's prize group. */
  odds: lotteryOddsSchema,
  /** The game's odds version these odds are: a slip sends it back, and is refused if the odds changed meanwhile. */
  oddsVersion: z.number().int(),
  maxMultiple: z.number().int(),
  chaseMaxPeriods: z.number().int(),
  serverTime: epochMs,
  current: lotteryPeriodSchema,
  /** Periods after the current one a chase can run over, numero and draw time. */
  upcoming: z.array(lotteryPeriodSchema.pick({ numero: true, closesAt: true, drawsAt: true })),
});
export type LotterySession = z.infer<typeof lotterySessionSchema>;

/** Picks of one line: one array of option strings per row of the play (`@lotus/lottery` `Picks`). */
export const lotteryPicksSchema = z
  .array(z.array(z.string().max(8)).max(100))
  .min(1)
  .max(10);

export const lotteryLineSchema = z.object({
  play: z.string().min(1).max(40),
  picks: lotteryPicksSchema,
  unit: z.enum(lotteryUnits),
  multiple: z.number().int().min(1).max(100_000),
});
export type LotteryLine = z.infer<typeof lotteryLineSchema>;

export const lotteryChaseModes = ['same', 'double', 'profit'] as const;

/**
 * POST /lotto/v1/bets: a slip on the period `numero`, or a chase over the listed periods (each with its multiple of
 * the lines, `stopOnWin` refunding the rest after a win). `requestKey` is the client's idempotency key: a resubmitted
 * slip answers the bets it made the first time.
 */
export const lotteryPlaceRequestSchema = z.object({
  token,
  requestKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  numero,
  lines: z.array(lotteryLineSchema).min(1).max(50),
  /**
   * The odds version the player was shown (the session's `oddsVersion`): a slip priced at odds the game no longer
   * offers is refused (`lottery.odds.changed`) rather than placed at odds the player never saw.
   */
  oddsVersion: z.number().int().min(1).optional(),
  chase: z
    .object({
      mode: z.enum(lotteryChaseModes),
      stopOnWin: z.boolean(),
      periods: z
        .array(z.object({ numero, multiple: z.number().int().min(1).max(100_000) }))
        .min(1)
        .max(120),
    })
    .optional(),
});
export type LotteryPlaceRequest = z.input<typeof lotteryPlaceRequestSchema>;

export const lotteryBetStatuses = ['pending', 'open', 'won', 'lost', 'cancelled', 'void', 'refused'] as const;
export type LotteryBetStatus = (typeof lotteryBetStatuses)[number];

export const lotteryBetSchema = z.object({
  id: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  play: z.string(),
  picks: z.array(z.array(z.string())),
  unit: z.enum(lotteryUnits),
  multiple: z.number().int(),
  betCount: z.number().int(),
  prizeGroup: z.number().int(),
  stake: amount,
  payout: amount,
  status: z.enum(lotteryBetStatuses),
  chaseId: z.number().int().nullable(),
  /** The period's result once drawn, display form. */
  result: z.string().nullable(),
  /** Winning single bets per prize level, once settled. */
  wins: z.array(z.object({ level: z.string(), count: z.number().int() })).nullable(),
  createdAt: epochMs,
  settledAt: epochMs.nullable(),
});
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

export const lotteryPlaceResultSchema = z.object({ bets: z.array(lotteryBetSchema), balance: amount });
export type LotteryPlaceResult = z.infer<typeof lotteryPlaceResultSchema>;

/** GET /lotto/v1/bets?token=…: the member's bets on this game, newest first; `open` only those still to settle. */
export const lotteryBetsQuerySchema = pageQuerySchema.extend({ token, open: z.coerce.boolean().optional() });
export const lotteryBetPageSchema = pageSchema(lotteryBetSchema);
export type LotteryBetPage = z.infer<typeof lotteryBetPageSchema>;

/** POST /lotto/v1/bets/cancel: a bet of the member's on a period still taking bets; its stake comes back. */
export const lotteryCancelRequestSchema = z.object({ token, betId: z.number().int().positive() });
export const lotteryCancelResultSchema = z.object({ bet: lotteryBetSchema, balance: amount });

/**
 * POST /lotto/v1/chases/stop: ends a chase of the member's at once. Its bets on periods still taking bets come back
 * (each stake once, however often the stop is sent); those whose betting has closed stand. Answers the chase's bets.
 */
export const lotteryStopChaseRequestSchema = z.object({ token, chaseId: z.number().int().positive() });
export const lotteryStopChaseResultSchema = z.object({ bets: z.array(lotteryBetSchema), balance: amount });
export type LotteryStopChaseResult = z.infer<typeof lotteryStopChaseResultSchema>;

/** GET /lotto/v1/results?token=…&limit=…: the game's latest drawn periods, newest first (trends are drawn from them). */
export const lotteryResultsQuerySchema = z.object({
  token,
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const lotteryResultsSchema = z.object({ list: z.array(lotteryPeriodSchema) });
export type LotteryResults = z.infer<typeof lotteryResultsSchema>;

// --- Socket -------------------------------------------------------------------------------------------------------

/** `lottery.drawn`, to every socket of the brand: a period's result (the side menu and open boards update). */
export interface LotteryDrawnData {
  gameCode: string;
  numero: string;
  display: string;
  result: unknown;
  drawnAt: number;
}

/** `lottery.settled`, to the member: bets of a period were paid (or lost), with the total paid. */
export interface LotterySettledData {
  gameCode: string;
  numero: string;
  betIds: number[];
  payout: number;
}
