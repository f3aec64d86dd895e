import { z } from 'zod';
import { gameCategories } from './constants.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';

/**
 * Rebate (spec §2 side menu "rebate", member centre `manualRebate`; the original's
 * `MCSFE_getCustomerRebateSettingByProductType`): a share of the member's valid bet paid back, at a rate per game
 * category and VIP level that the brand sets.
 *
 * Each settled bet is rebated once. A member's rebate runs from the end of their last rebate (or from when the brand
 * started rebating) to a moment a little before now (`settleMargin`), over the bets settled in between; the next one
 * starts where it ended. A member claims it by hand whenever it reaches the brand's minimum, and what nobody claimed is
 * paid automatically each day at the brand's hour, on the same windows. The rate is the one of the member's level
 * when the rebate is paid. Rebates are credited through the ledger (`house:rebate` to the main wallet, kind `rebate`)
 * and may carry a withdrawal turnover of a multiple the brand sets.
 *
 * Amounts are major units; rates are percents with two decimals (0.80 is 0.8 % of the valid bet).
 */

export const MAX_REBATE_PERCENT = 5;

/** One category's rate for the member's level. */
export const rebateRateSchema = z.object({ category: z.enum(gameCategories), percent: z.number() });
export type RebateRate = z.infer<typeof rebateRateSchema>;

/**
 * GET MCSFE_getCustomerRebateSettingByProductType: the rates of the member's level, by category (a category left
 * out earns nothing), and every level's, for the VIP page's table.
 */
export const rebateSettingsViewSchema = z.object({
  enabled: z.boolean(),
  rankLevel: z.number().int(),
  rates: z.array(rebateRateSchema),
  levels: z.array(z.object({ level: z.number().int(), name: z.string(), rates: z.array(rebateRateSchema) })),
  /** The smallest rebate a member may claim by hand. */
  minClaim: z.number(),
  /** Turnover a rebate asks before it may be withdrawn, as a multiple of it (0: none). */
  wageringMultiple: z.number(),
  /** The business hour at which unclaimed rebate is paid each day (0–23; null: only by hand). */
  autoHour: z.number().int().nullable(),
});
export type RebateSettingsView = z.infer<typeof rebateSettingsViewSchema>;

/** One category's part of a rebate. */
export const rebateLineSchema = z.object({
  category: z.enum(gameCategories),
  validBet: z.number(),
  percent: z.number(),
  amount: z.number(),
});
export type RebateLine = z.infer<typeof rebateLineSchema>;

/**
 * GET MCSFE_getRebateSummary: what a claim would pay now, over the bets settled from `from` to `to` (epoch ms).
 * `claimable` is false while the amount is under `minClaim` (or 0), and when the brand does not rebate.
 */
export const rebateSummarySchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  lines: z.array(rebateLineSchema),
  validBet: z.number(),
  amount: z.number(),
  minClaim: z.number(),
  claimable: z.boolean(),
  /** When unclaimed rebate is next paid automatically (epoch ms; null: never). */
  nextAutoAt: z.number().int().nullable(),
});
export type RebateSummary = z.infer<typeof rebateSummarySchema>;

export const rebateSources = ['manual', 'auto'] as const;
export type RebateSource = (typeof rebateSources)[number];

/** A paid rebate. */
export const rebateRecordSchema = z.object({
  id: z.number().int(),
  source: z.enum(rebateSources),
  from: z.number().int(),
  to: z.number().int(),
  validBet: z.number(),
  amount: z.number(),
  /** The level whose rates it was paid at. */
  rankLevel: z.number().int(),
  lines: z.array(rebateLineSchema),
  createdAt: z.number().int(),
});
export type RebateRecord = z.infer<typeof rebateRecordSchema>;

/**
 * POST MCSFE_claimRebate: pays the summary's amount now. The `Idempotency-Key` header makes a retried claim answer
 * the first; a second claim right after answers `rebate.nothing.to.claim`.
 */
export const rebateClaimResultSchema = z.object({ rebate: rebateRecordSchema });

export const rebateHistoryQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const rebatePageSchema = pageSchema(rebateRecordSchema);
export type RebatePage = z.infer<typeof rebatePageSchema>;
