import { z } from 'zod';

/**
 * VIP levels (spec §1 "VIP levels", §2 "VIP if enabled", §3 `hasVip`, `vipLabelName`, `vipRankLevel`; the original's
 * `MCSFE_getPlayerRankProgress`). Every member starts at level 0; a brand names levels 1 to 20, each reached by a
 * member's valid bet (and deposits) counted towards ranks, and kept by a valid bet in each business month.
 *
 * - **Upgrade**: a job adds each member's settled valid bet and credited deposits to their rank progress every few
 *   minutes; a member moves to the highest level whose thresholds the progress meets, never down on this path.
 * - **Keep**: at the start of each business month, a member whose level asks a monthly valid bet and who wagered less
 *   in the month before drops one level, and their progress is set back to that level's thresholds, so it takes new
 *   play to climb again. A member who reached the level during that month is not checked until the next.
 * - **Rewards**: each level may pay an upgrade reward (once per level, whatever the ups and downs) and a birthday
 *   reward; both are promotions of kind `vip-upgrade` and `birthday` in the reward centre (`promotions.ts`), so they
 *   come with the campaign's wagering terms, budget and review.
 *
 * Amounts on this wire are major units, as every player amount.
 */

export const MAX_VIP_LEVEL = 20;

/** One level as players read it. */
export const vipLevelViewSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  /** Rank progress needed to reach the level: valid bet and deposits (0: not asked). */
  upgradeValidBet: z.number(),
  upgradeDeposit: z.number(),
  /** Valid bet each business month to keep the level; null: kept for good. */
  keepValidBet: z.number().nullable(),
});
export type VipLevelView = z.infer<typeof vipLevelViewSchema>;

/**
 * GET MCSFE_getPlayerRankProgress: the member's level, progress and what the next level asks. `hasVip` is false when
 * the brand has no levels (the VIP page then says so, and the side menu leaves VIP out).
 */
export const rankProgressSchema = z.object({
  hasVip: z.boolean(),
  /** The member's level (0: none yet) and its name (`vipLabelName`). */
  rankLevel: z.number().int(),
  playerRankName: z.string(),
  /** Valid bet this business month against what keeping the level asks (expected 0: nothing to keep). */
  monthlyTurnover: z.object({ actual: z.number(), expected: z.number() }),
  /** Rank progress: valid bet and deposits counted towards levels. */
  totalTurnover: z.number(),
  totalDeposit: z.number(),
  /** The next level and what it asks; null at the top. */
  next: vipLevelViewSchema.nullable(),
  /** Every level of the brand, level 0 first. */
  levels: z.array(vipLevelViewSchema),
  /** When progress was last counted, and when the next keep check runs (epoch ms; null: no level asks a keep). */
  countedAt: z.number().int().nullable(),
  reviewAt: z.number().int().nullable(),
});
export type RankProgress = z.infer<typeof rankProgressSchema>;

/** Why a member's level changed. */
export const vipChangeReasons = ['upgrade', 'downgrade', 'operator'] as const;
export type VipChangeReason = (typeof vipChangeReasons)[number];
