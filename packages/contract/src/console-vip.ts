import { z } from 'zod';
import type { OperatorRole } from './console.ts';
import { contentTitleSchema } from './console-content.ts';
import { gameCategories } from './constants.ts';
import { amountOrZeroSchema, positiveAmountSchema } from './deposit.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { MAX_REBATE_PERCENT, rebateLineSchema, rebateSources } from './rebate.ts';
import { MAX_VIP_LEVEL, vipChangeReasons } from './vip.ts';

/**
 * VIP levels and rebate in the operator console (`/api/console/vip…`, `/api/console/rebate…`). Amounts in requests
 * are major units read as minor units; answers give major units. Every change is audited.
 */
export const VIP_EDITOR_ROLES: OperatorRole[] = ['admin'];
/** Support reads levels too: members ask about them, and messages go to levels. */
export const VIP_VIEWER_ROLES: OperatorRole[] = ['admin', 'content', 'finance', 'risk', 'support'];
/** Who may set a member's level by hand (audited, with a reason). */
export const VIP_MEMBER_ROLES: OperatorRole[] = ['admin', 'risk'];

const localizedOut = z.object({ EN: z.string().optional(), CN: z.string().optional() });

/** A level as the console writes it; levels are numbered 1, 2, … in the order given (level 0 is every member). */
export const vipLevelInputSchema = z.strictObject({
  name: contentTitleSchema,
  upgradeValidBet: amountOrZeroSchema,
  upgradeDeposit: amountOrZeroSchema,
  /** null: the level is kept for good. */
  keepValidBet: positiveAmountSchema.nullable(),
});

/**
 * PUT /api/console/vip/levels: the whole ladder, replacing the one before. Each level must ask more than the one
 * below it. Removing levels that members hold is refused (`vip.level.held`): move those members first.
 */
export const vipLevelsInputSchema = z.strictObject({
  /** The name of level 0, every member's level before the first upgrade. */
  baseName: contentTitleSchema,
  levels: z
    .array(vipLevelInputSchema)
    .max(MAX_VIP_LEVEL)
    .superRefine((levels, ctx) => {
      for (let i = 1; i < levels.length; i++) {
        const [below, level] = [levels[i - 1], levels[i]];
        if (!below || !level) continue;
        if (level.upgradeValidBet < below.upgradeValidBet || level.upgradeDeposit < below.upgradeDeposit) {
          ctx.addIssue({ code: 'custom', message: 'A level must ask at least what the one below it asks', path: [i] });
        } else if (level.upgradeValidBet === below.upgradeValidBet && level.upgradeDeposit === below.upgradeDeposit) {
          ctx.addIssue({ code: 'custom', message: 'A level must ask more than the one below it', path: [i] });
        }
      }
    }),
});
export type VipLevelsInput = z.input<typeof vipLevelsInputSchema>;

export const consoleVipLevelSchema = z.object({
  level: z.number().int(),
  name: localizedOut,
  upgradeValidBet: z.number(),
  upgradeDeposit: z.number(),
  keepValidBet: z.number().nullable(),
  /** Members at the level now. */
  members: z.number().int(),
});
export type ConsoleVipLevel = z.infer<typeof consoleVipLevelSchema>;
/** GET /api/console/vip/levels: level 0 first. */
export const consoleVipLevelsSchema = z.object({ levels: z.array(consoleVipLevelSchema) });

/** POST /api/console/members/:id/vip: set a member's level by hand; their progress is raised to its thresholds. */
export const setMemberVipSchema = z.strictObject({
  level: z.number().int().min(0).max(MAX_VIP_LEVEL),
  reason: z.string().trim().min(1).max(500),
});
export const memberVipChangeSchema = z.object({
  id: z.number().int(),
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  reason: z.enum(vipChangeReasons),
  /** The operator's reason, for changes by hand. */
  note: z.string().nullable(),
  operator: z.string().nullable(),
  createdAt: z.number().int(),
});
/** The member's level, progress and the history of its changes, newest first. */
export const memberVipSchema = z.object({
  level: z.number().int(),
  progressValidBet: z.number(),
  progressDeposit: z.number(),
  changes: z.array(memberVipChangeSchema),
});
export type MemberVip = z.infer<typeof memberVipSchema>;

// Rebate.

export const REBATE_EDITOR_ROLES: OperatorRole[] = ['admin'];
export const REBATE_VIEWER_ROLES: OperatorRole[] = ['admin', 'finance', 'risk'];

const percentSchema = z.number().min(0).max(MAX_REBATE_PERCENT).multipleOf(0.01);

/**
 * PUT /api/console/rebate: the brand's rebate. `rates` holds one row per VIP level (level 0 first) and in it the
 * percent of each category that earns (a category left out earns nothing). Turning rebate on sets the moment from
 * which bets count; bets settled before it (and so while rebate was off) are never rebated.
 */
export const rebateSettingsInputSchema = z.strictObject({
  enabled: z.boolean(),
  minClaim: amountOrZeroSchema,
  wageringMultiple: z.number().min(0).max(100).multipleOf(0.1),
  autoHour: z.number().int().min(0).max(23).nullable(),
  rates: z
    .array(
      z.strictObject({
        level: z.number().int().min(0).max(MAX_VIP_LEVEL),
        categories: z
          .array(z.strictObject({ category: z.enum(gameCategories), percent: percentSchema }))
          .max(gameCategories.length)
          .refine((list) => new Set(list.map((c) => c.category)).size === list.length, {
            message: 'Name each category once',
          }),
      }),
    )
    .max(MAX_VIP_LEVEL + 1)
    .refine((rows) => new Set(rows.map((r) => r.level)).size === rows.length, { message: 'Name each level once' }),
});
export type RebateSettingsInput = z.input<typeof rebateSettingsInputSchema>;

export const consoleRebateSettingsSchema = z.object({
  enabled: z.boolean(),
  minClaim: z.number(),
  wageringMultiple: z.number(),
  autoHour: z.number().int().nullable(),
  /** From when settled bets count: the last time rebate was turned on (epoch ms; null: never turned on). */
  since: z.number().int().nullable(),
  rates: z.array(
    z.object({
      level: z.number().int(),
      categories: z.array(z.object({ category: z.enum(gameCategories), percent: z.number() })),
    }),
  ),
});
export type ConsoleRebateSettings = z.infer<typeof consoleRebateSettingsSchema>;

/** GET /api/console/rebate/payouts: paid rebates, newest first, with the period's total. */
export const rebatePayoutQuerySchema = pageQuerySchema
  .extend({
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    username: z.string().trim().min(1).max(60).optional(),
    source: z.enum(rebateSources).optional(),
    /** Epoch ms, paid at or after / before. */
    from: z.coerce.number().int().min(0).optional(),
    to: z.coerce.number().int().min(0).optional(),
  })
  .strict();
export const consoleRebatePayoutSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  source: z.enum(rebateSources),
  from: z.number().int(),
  to: z.number().int(),
  validBet: z.number(),
  amount: z.number(),
  rankLevel: z.number().int(),
  lines: z.array(rebateLineSchema),
  createdAt: z.number().int(),
});
export const rebatePayoutPageSchema = pageSchema(consoleRebatePayoutSchema).extend({
  totals: z.object({ amount: z.number(), validBet: z.number(), count: z.number().int() }),
});
export type RebatePayoutPage = z.infer<typeof rebatePayoutPageSchema>;
