import { z } from 'zod';
import { businessDateOf, businessDateSchema, daysBetween } from './business-date.ts';
import { gameCategories } from './constants.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { MAX_RECORD_DAYS } from './transactions.ts';

/**
 * A member's betting record and personal profit and loss (spec §2 `personalHistoryCopy`, `personalProfit`), read from
 * the bet rows the seamless wallet keeps: one per member and vendor round. Amounts are in the merchant currency with 2
 * decimals; `winLoss` and `profit` are payout − stake from the member's side (positive: the member won).
 */
export const betStatuses = ['open', 'settled', 'cancelled'] as const;
export type BetStatus = (typeof betStatuses)[number];

/** Spec §9 date presets of the records pages: today, yesterday, and the last 7 or 30 days (today included). */
export const betRecordPresets = ['today', 'yesterday', 'last7', 'last30'] as const;
export type BetRecordPreset = (typeof betRecordPresets)[number];

const DAY = 86_400_000;
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The business dates (both included) a preset covers at the merchant's offset. */
export function betPresetRange(preset: BetRecordPreset, nowMs: number, gmtOffsetMinutes: number) {
  const today = businessDateOf(nowMs, gmtOffsetMinutes);
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday':
      return { startDate: shiftDate(today, -1), endDate: shiftDate(today, -1) };
    case 'last7':
      return { startDate: shiftDate(today, -6), endDate: today };
    case 'last30':
      return { startDate: shiftDate(today, -29), endDate: today };
  }
}

/**
 * The period of a records query: a preset, or two business dates (at most 90 days), never both; neither means today.
 * The server resolves presets with its own clock in the merchant's offset.
 */
export const periodFields = {
  preset: z.enum(betRecordPresets).optional(),
  startDate: businessDateSchema.optional(),
  endDate: businessDateSchema.optional(),
};

type PeriodInput = { preset?: unknown; startDate?: string | undefined; endDate?: string | undefined };

export const withPeriodRules = <T extends z.ZodType<PeriodInput>>(schema: T) =>
  schema
    .refine((q) => !(q.preset && (q.startDate || q.endDate)), {
      message: 'Choose a preset or dates, not both',
      path: ['preset'],
    })
    .refine((q) => Boolean(q.startDate) === Boolean(q.endDate), {
      message: 'Give both the start and the end date',
      path: ['endDate'],
    })
    .refine((q) => !q.startDate || !q.endDate || daysBetween(q.startDate, q.endDate) >= 0, {
      message: 'The end date is before the start date',
      path: ['endDate'],
    })
    .refine((q) => !q.startDate || !q.endDate || daysBetween(q.startDate, q.endDate) < MAX_RECORD_DAYS, {
      message: `Choose at most ${MAX_RECORD_DAYS} days`,
      path: ['startDate'],
    });

/** GET `ODSFE2_betRecords`: one page of the member's bets, newest first, with totals over the whole filter. */
export const betRecordsQuerySchema = withPeriodRules(
  pageQuerySchema.extend({
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    ...periodFields,
    gameType: z.enum(gameCategories).optional(),
    /** A vendor's code (`PG`, `HOUSE` …). */
    vendor: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,32}$/, 'Not a vendor code')
      .optional(),
    status: z.enum(betStatuses).optional(),
  }),
);
export type BetRecordsQuery = z.input<typeof betRecordsQuerySchema>;

const amount = z.number();

/** Stake, valid bet, payout and win/loss summed over a set of bets. */
export const betTotalsSchema = z.object({
  count: z.number().int(),
  stake: amount,
  validBet: amount,
  payout: amount,
  winLoss: amount,
});
export type BetTotals = z.infer<typeof betTotalsSchema>;

export const betRecordSchema = z.object({
  id: z.number().int(),
  vendorCode: z.string(),
  vendorName: z.string(),
  /** Null when the vendor reported a round for a game the catalogue does not know. */
  gameCode: z.string().nullable(),
  gameName: z.string().nullable(),
  gameType: z.string().nullable(),
  roundId: z.string(),
  stake: amount,
  validBet: amount,
  payout: amount,
  /** payout − stake once settled; 0 while open or after a cancellation (nothing won or lost). */
  winLoss: amount,
  status: z.enum(betStatuses),
  placedAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betRecordPageSchema = pageSchema(betRecordSchema).extend({
  /** The period the page covers (business dates, both included). */
  startDate: z.string(),
  endDate: z.string(),
  totals: betTotalsSchema,
});
export type BetRecordPage = z.infer<typeof betRecordPageSchema>;

/** GET `ODSFE2_betDetail?id=`: one bet of the member; another member's bet is 404 like a missing one. */
export const betDetailQuerySchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const betDetailSchema = betRecordSchema.extend({
  /** House games: the `house_rounds` id whose proof `houseRound` answers (`roundId` of the bet). */
  houseRoundId: z.number().int().nullable(),
  /** House lottery bets: the period, the play and picks, the period's result once drawn. */
  lottery: z
    .object({
      numero: z.string(),
      play: z.string(),
      picks: z.array(z.array(z.string())),
      multiple: z.number().int(),
      betCount: z.number().int(),
      result: z.string().nullable(),
    })
    .nullable(),
  /** The vendor's extras as it reported them. */
  detail: z.record(z.string(), z.unknown()),
});
export type BetDetail = z.infer<typeof betDetailSchema>;

/**
 * GET `ODSFE2_personalProfit`: the member's profit and loss over a period, by category and by day, from the settled
 * bets placed in it (open bets have no result yet, cancelled ones none at all).
 */
export const personalProfitQuerySchema = withPeriodRules(z.object(periodFields));
export type PersonalProfitQuery = z.input<typeof personalProfitQuerySchema>;

const profitFields = {
  count: z.number().int(),
  stake: amount,
  validBet: amount,
  payout: amount,
  /** payout − stake: positive when the member won. */
  profit: amount,
};

export const personalProfitSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** Categories with bets in the period, in catalogue order; `OTHER` for bets of games the catalogue does not know. */
  categories: z.array(z.object({ gameType: z.string(), ...profitFields })),
  /** Days with bets in the period, newest first (business dates). */
  days: z.array(z.object({ date: z.string(), ...profitFields })),
  total: z.object(profitFields),
});
export type PersonalProfit = z.infer<typeof personalProfitSchema>;
