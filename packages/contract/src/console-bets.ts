import { z } from 'zod';
import { contractKinds } from './agent-contracts.ts';
import { betRecordSchema, betStatuses, betTotalsSchema } from './bet-records.ts';
import { businessDateSchema, daysBetween } from './business-date.ts';
import type { OperatorRole } from './console.ts';
import { pageQuerySchema } from './envelope.ts';
import { MAX_RECORD_DAYS } from './transactions.ts';

/**
 * Bets in the operator console (`/api/console/bets…`): finance reconciles vendors (GGR), risk investigates players,
 * admin both. Reads only, so nothing is audited. Periods are business dates of the merchant (both included), at most
 * 90 days.
 */
export const BET_VIEWER_ROLES: OperatorRole[] = ['admin', 'finance', 'risk'];

const period = {
  startDate: businessDateSchema,
  endDate: businessDateSchema,
};

const periodRules = <T extends z.ZodType<{ startDate: string; endDate: string }>>(schema: T) =>
  schema
    .refine((q) => daysBetween(q.startDate, q.endDate) >= 0, {
      message: 'The end date is before the start date',
      path: ['endDate'],
    })
    .refine((q) => daysBetween(q.startDate, q.endDate) < MAX_RECORD_DAYS, {
      message: `Choose at most ${MAX_RECORD_DAYS} days`,
      path: ['startDate'],
    });

const codeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'Letters, digits, ., - or _');

/**
 * GET bets: `member` is a username (exact, any case) or, when it is a number, the member id too; `vendor` a vendor
 * code, `game` a game code, `roundId` the vendor's round id (exact). Newest first.
 */
export const consoleBetSearchSchema = periodRules(
  pageQuerySchema
    .extend({
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
      ...period,
      member: z.string().trim().min(1).max(64).optional(),
      vendor: codeSchema.optional(),
      game: codeSchema.optional(),
      status: z.enum(betStatuses).optional(),
      roundId: z.string().trim().min(1).max(128).optional(),
    })
    .strict(),
);
export type ConsoleBetSearch = z.input<typeof consoleBetSearchSchema>;

export const consoleBetRowSchema = betRecordSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
});
export type ConsoleBetRow = z.infer<typeof consoleBetRowSchema>;

export const consoleBetPageSchema = z.object({
  list: z.array(consoleBetRowSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  totals: betTotalsSchema,
});
export type ConsoleBetPage = z.infer<typeof consoleBetPageSchema>;

/**
 * GET bets/ggr: gross gaming revenue per vendor from the settled bets placed in the period (open rounds have no result
 * yet; cancelled ones moved no money).
 */
export const ggrReportQuerySchema = periodRules(z.strictObject(period));
export type GgrReportQuery = z.input<typeof ggrReportQuerySchema>;

const ggrFields = {
  /** Settled bets. */
  bets: z.number().int(),
  stake: z.number(),
  validBet: z.number(),
  payout: z.number(),
  /** stake − payout: the house's side (positive: the house won). */
  ggr: z.number(),
};

const earningFields = {
  payouts: z.number().int(),
  due: z.number(),
  paid: z.number(),
  platformPaid: z.number(),
};

export const ggrReportSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** Vendors with bets in the period, highest GGR first. */
  vendors: z.array(
    z.object({
      vendorCode: z.string(),
      vendorName: z.string(),
      /** The categories the vendor's games are in (`LOTT`, `ELOTT`: the lottery's bets). */
      categories: z.array(z.string()),
      ...ggrFields,
    }),
  ),
  total: z.object(ggrFields),
  /**
   * Agent earnings of the periods that start in the range, by contract kind: what the holders were paid (`paid`,
   * reversals taken off) and what of it the platform paid (`platformPaid`; the rest went from uplines' wallets).
   * `net` is the total GGR less what the platform paid.
   */
  earnings: z.object({
    kinds: z.array(z.object({ kind: z.enum(contractKinds), ...earningFields })),
    total: z.object(earningFields),
    net: z.number(),
  }),
});
export type GgrReport = z.infer<typeof ggrReportSchema>;
