import { z } from 'zod';
import type { OperatorRole } from './console.ts';
import { positiveAmountSchema } from './deposit.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { lotteryFamilies } from './lottery.ts';

/**
 * The house lottery in the operator console (`/api/console/lottery/…`). A game's rules (schedule, odds, prize groups,
 * limits) decide what the brand pays, so they are set by admins, as the cashier's rules are; content reads them
 * beside the catalogue, finance and risk beside the periods. Periods (bets, exposure, results, proofs) are for those who read bets (admin, finance, risk); voiding one
 * refunds every stake, a decision about a draw's integrity taken by admin or risk. Adding a game (it lists under a
 * vendor whose wallet it debits) is for admins, as adding a vendor is. Every change is audited.
 */
export const LOTTERY_GAME_ROLES: OperatorRole[] = ['admin'];
export const LOTTERY_ADD_ROLES: OperatorRole[] = ['admin'];
export const LOTTERY_READER_ROLES: OperatorRole[] = ['admin', 'content', 'finance', 'risk'];
export const LOTTERY_PERIOD_ROLES: OperatorRole[] = ['admin', 'finance', 'risk'];
export const LOTTERY_VOID_ROLES: OperatorRole[] = ['admin', 'risk'];

/** Betting stops at least this long before a draw. */
export const LOTTERY_MIN_CLOSE_SECONDS = 5;
export const lotteryPeriodStatuses = ['open', 'drawn', 'settled', 'void'] as const;
export type LotteryPeriodStatusName = (typeof lotteryPeriodStatuses)[number];

const localizedName = z.object({ EN: z.string(), CN: z.string() });
const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const lotteryIdParamsSchema = z.strictObject({ id: idParam });

/** What a play pays: `pays[level] / price` times a single bet's stake (`@lotus/lottery`'s `PlayOdds`). */
const playOddsSchema = z.strictObject({
  price: z.number().int().positive(),
  pays: z.record(z.string().max(40), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)),
});
/** The brand's odds per play code, over the family's defaults; `{}` for the defaults alone. */
export const lotteryPayTableSchema = z.record(z.string().max(40), playOddsSchema);
export type LotteryPayTableInput = z.input<typeof lotteryPayTableSchema>;

/** Fast games draw every `intervalSeconds` (at least a minute, at most a day); daily games at `drawTime`. */
export const lotteryScheduleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('interval'), intervalSeconds: z.number().int().min(60).max(86_400) }),
  z.strictObject({
    kind: z.literal('daily'),
    drawTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time HH:MM, such as 19:15'),
  }),
]);
export type LotterySchedule = z.infer<typeof lotteryScheduleSchema>;

const prizeGroup = z.number().int().min(1000).max(2000);

/**
 * PUT lottery/games/:id: any of these; what is left out stays. A new schedule or close applies to periods opened from
 * then on (the ones already open keep their times); `enabled` is the catalogue game's switch. Limits are wire
 * amounts above 0; the pay table is checked against the family's plays by the server.
 */
export const updateLotteryGameSchema = z
  .strictObject({
    schedule: lotteryScheduleSchema.optional(),
    closeSeconds: z.number().int().min(LOTTERY_MIN_CLOSE_SECONDS).max(3600).optional(),
    enabled: z.boolean().optional(),
    maxPayoutPerNumber: positiveAmountSchema.optional(),
    maxPayoutPerPeriod: positiveAmountSchema.optional(),
    defaultPrizeGroup: prizeGroup.optional(),
    maxPrizeGroup: prizeGroup.optional(),
    voidAfterMinutes: z.number().int().min(1).max(1440).optional(),
    payTable: lotteryPayTableSchema.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Change at least one field', path: ['enabled'] })
  .refine(
    (v) => v.defaultPrizeGroup === undefined || v.maxPrizeGroup === undefined || v.defaultPrizeGroup <= v.maxPrizeGroup,
    { message: 'The default group is above the top group', path: ['defaultPrizeGroup'] },
  );
export type UpdateLotteryGame = z.input<typeof updateLotteryGameSchema>;

/** A lottery game's code: lower-case letters, digits and -, as its pages and numeros show it (`ssc-1`). */
export const LOTTERY_GAME_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;
const lotteryNameSchema = z.strictObject({
  EN: z.string().trim().min(1).max(60),
  CN: z.string().trim().min(1).max(60),
});

/**
 * POST lottery/games (admins): a new game of the house lottery, listed in the catalogue under a seamless vendor of
 * the brand. The code is the vendor's once (`console.lotteryGame.code.taken`); the family's default odds apply until
 * the game is edited. The prize group applies to the families that pay by group (SSC5, PK10).
 */
export const createLotteryGameSchema = z
  .strictObject({
    family: z.enum(lotteryFamilies),
    vendorId: z.number().int().positive().max(2_147_483_647),
    gameCode: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.string().regex(LOTTERY_GAME_CODE_PATTERN, 'Lower-case letters, digits or -, such as ssc-1 (at most 32)')),
    name: lotteryNameSchema,
    schedule: lotteryScheduleSchema,
    closeSeconds: z.number().int().min(LOTTERY_MIN_CLOSE_SECONDS).max(3600),
    defaultPrizeGroup: prizeGroup.optional(),
    maxPayoutPerNumber: positiveAmountSchema,
    maxPayoutPerPeriod: positiveAmountSchema,
    enabled: z.boolean(),
  })
  .refine((v) => v.schedule.kind !== 'interval' || v.closeSeconds < v.schedule.intervalSeconds, {
    message: 'Betting must close less than one draw interval before the draw',
    path: ['closeSeconds'],
  })
  .refine((v) => v.maxPayoutPerNumber <= v.maxPayoutPerPeriod, {
    message: 'The limit per number is above the limit per period',
    path: ['maxPayoutPerNumber'],
  });
export type CreateLotteryGame = z.input<typeof createLotteryGameSchema>;

const nextDrawSchema = z.object({ numero: z.string(), closesAt: z.number().int(), drawsAt: z.number().int() });

/** A lottery game in the console: its catalogue identity, schedule, limits (wire amounts) and next draw. */
export const consoleLotteryGameSchema = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  vendorCode: z.string(),
  name: localizedName,
  family: z.enum(lotteryFamilies),
  area: z.string(),
  enabled: z.boolean(),
  intervalSeconds: z.number().int().nullable(),
  drawTime: z.string().nullable(),
  closeSeconds: z.number().int(),
  maxPayoutPerNumber: z.number(),
  maxPayoutPerPeriod: z.number(),
  defaultPrizeGroup: z.number().int(),
  maxPrizeGroup: z.number().int(),
  /** Whether the family pays by prize group (SSC5, PK10); the others are priced per point. */
  usesPrizeGroup: z.boolean(),
  voidAfterMinutes: z.number().int(),
  payTable: z.record(z.string(), z.object({ price: z.number().int(), pays: z.record(z.string(), z.number()) })),
  /** The period taking bets now, if any. */
  nextDraw: nextDrawSchema.nullable(),
});
export type ConsoleLotteryGame = z.infer<typeof consoleLotteryGameSchema>;
export const consoleLotteryGameListSchema = z.object({ list: z.array(consoleLotteryGameSchema) });

/**
 * GET lottery/games/:id/periods: the periods that have opened, newest draw first (the one taking bets on top), or
 * with `upcoming=true` those opened ahead that take no bets yet, soonest first (a chase can hold bets on them);
 * optionally one status.
 */
export const lotteryPeriodSearchSchema = pageQuerySchema
  .extend({
    pageSize: z.coerce.number().int().min(1).max(200).default(20),
    status: z.enum(lotteryPeriodStatuses).optional(),
    upcoming: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  })
  .strict();
export type LotteryPeriodSearch = z.input<typeof lotteryPeriodSearchSchema>;

export const consoleLotteryPeriodSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  numero: z.string(),
  opensAt: z.number().int(),
  closesAt: z.number().int(),
  drawsAt: z.number().int(),
  status: z.enum(lotteryPeriodStatuses),
  /** The result as players read it (`displayResult`), once drawn. */
  display: z.string().nullable(),
  seedHash: z.string(),
  /** Revealed once drawn (commit-reveal): anyone can re-derive the result from it. */
  seed: z.string().nullable(),
  drawnAt: z.number().int().nullable(),
  voidReason: z.string().nullable(),
  /** Bets that took a stake (refused ones never did). */
  bets: z.number().int(),
  stake: z.number(),
  payout: z.number(),
});
export type ConsoleLotteryPeriod = z.infer<typeof consoleLotteryPeriodSchema>;
export const consoleLotteryPeriodPageSchema = pageSchema(consoleLotteryPeriodSchema);
export type ConsoleLotteryPeriodPage = z.infer<typeof consoleLotteryPeriodPageSchema>;

export const consoleLotteryBetSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  play: z.string(),
  picks: z.array(z.array(z.string())),
  betCount: z.number().int(),
  stake: z.number(),
  payout: z.number(),
  status: z.string(),
  createdAt: z.number().int(),
});
export type ConsoleLotteryBet = z.infer<typeof consoleLotteryBetSchema>;

/** What the period could pay at worst on one number (`*` is the whole period), against the game's limit. */
export const lotteryExposureRowSchema = z.object({ key: z.string(), amount: z.number(), limit: z.number() });

/** GET lottery/periods/:id: the period, its bets (newest first, at most 500) and its exposure, largest first. */
export const consoleLotteryPeriodDetailSchema = z.object({
  period: consoleLotteryPeriodSchema,
  game: z.object({ gameId: z.number().int(), gameCode: z.string(), name: localizedName, family: z.string() }),
  bets: z.array(consoleLotteryBetSchema),
  /** More bets than listed. */
  moreBets: z.boolean(),
  exposure: z.array(lotteryExposureRowSchema),
});
export type ConsoleLotteryPeriodDetail = z.infer<typeof consoleLotteryPeriodDetailSchema>;

/** POST lottery/periods/:id/void: no result stands, every stake goes back. Refused once the period is settled. */
export const voidLotteryPeriodSchema = z.strictObject({ reason: z.string().trim().min(3).max(500) });
export type VoidLotteryPeriod = z.input<typeof voidLotteryPeriodSchema>;

export const voidLotteryPeriodResultSchema = z.object({
  period: consoleLotteryPeriodSchema,
  /** Bets whose stake came back now. */
  refunded: z.number().int(),
  /** Bets the wallet did not answer for yet: the keeper refunds them on its next runs. */
  waiting: z.number().int(),
});
export type VoidLotteryPeriodResult = z.infer<typeof voidLotteryPeriodResultSchema>;
