import { z } from 'zod';
import type { OperatorRole } from './console.ts';
import { contentHtmlSchema, contentTitleSchema } from './console-content.ts';
import { gameCategories } from './constants.ts';
import { amountOrZeroSchema, positiveAmountSchema } from './deposit.ts';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { promotionSettingsSchema } from './merchant-settings.ts';
import {
  bonusTermsSchema,
  promotionCategories,
  promotionKinds,
  promotionPeriods,
  promotionRewardSchema,
  raffleTicketSources,
  vipKinds,
  wageringBases,
} from './promotions.ts';
import { MAX_VIP_LEVEL } from './vip.ts';

/**
 * Promotions in the operator console (`/api/console/promotions…`): campaigns written in EN and CN, the queue of
 * claims that wait for review, and each campaign's figures. Amounts in requests are major units (two decimals) read
 * as minor units, as the cashier's forms do; answers give major units. Every change is audited.
 */
export const PROMOTION_EDITOR_ROLES: OperatorRole[] = ['admin', 'content'];
export const PROMOTION_VIEWER_ROLES: OperatorRole[] = ['admin', 'content', 'finance', 'risk'];
export const PROMOTION_REVIEW_ROLES: OperatorRole[] = ['admin', 'finance', 'risk'];

const rewardInputSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('percent'),
    /** Percent of the qualifying deposit, up to 1000 %. */
    percent: z.number().min(0.01).max(1000).multipleOf(0.01),
    cap: positiveAmountSchema,
  }),
  z.strictObject({ type: z.literal('fixed'), amount: positiveAmountSchema }),
  z.strictObject({ type: z.literal('streak'), amounts: z.array(positiveAmountSchema).min(1).max(31) }),
  /** VIP kinds: what levels 1, 2, … pay (0: nothing at that level). */
  z.strictObject({ type: z.literal('levels'), amounts: z.array(amountOrZeroSchema).min(1).max(MAX_VIP_LEVEL) }),
  /** Raffles: prize tiers from the first down. */
  z.strictObject({
    type: z.literal('prizes'),
    prizes: z
      .array(z.strictObject({ amount: positiveAmountSchema, count: z.number().int().min(1).max(10_000) }))
      .min(1)
      .max(20),
  }),
  /** Red packets: the bounds of the random amount. */
  z
    .strictObject({ type: z.literal('random'), min: positiveAmountSchema, max: positiveAmountSchema })
    .refine((r) => r.min <= r.max, { message: 'The smallest packet cannot be larger than the largest', path: ['max'] }),
]);

/** A raffle's rules: what earns a ticket, the most one member may hold, and the days winners have to claim. */
export const raffleInputSchema = z.strictObject({
  ticketBy: z.enum(raffleTicketSources),
  ticketUnit: positiveAmountSchema,
  maxTickets: z.number().int().min(1).max(1_000_000).nullable(),
  claimDays: z.number().int().min(1).max(90),
});

/** When a red packet rains each business day: from `startMinute` after midnight, for `minutes`. */
export const rainInputSchema = z.strictObject({
  startMinute: z.number().int().min(0).max(1439),
  minutes: z.number().int().min(1).max(240),
});

const productWeightInputSchema = z.strictObject({
  category: z.enum(gameCategories),
  weight: z.number().int().min(0).max(100),
});

/**
 * Who a campaign is for; every part left empty lets everyone through. Members of an agent line are the named
 * agents and everyone under them.
 */
export const promotionAudienceSchema = z.strictObject({
  /** Usernames of the agents whose lines may take part. */
  agentLines: z.array(z.string().trim().min(1).max(60)).max(100),
  /** Registered on or after / before (epoch ms). */
  registeredFrom: z.number().int().min(0).nullable(),
  registeredUntil: z.number().int().min(0).nullable(),
  /** Usernames of the only members who may take part. */
  members: z.array(z.string().trim().min(1).max(60)).max(5000),
  /** VIP levels that may take part (empty: every level). */
  vipLevels: z
    .array(z.number().int().min(0).max(MAX_VIP_LEVEL))
    .max(MAX_VIP_LEVEL + 1)
    .default([]),
});
export type PromotionAudience = z.infer<typeof promotionAudienceSchema>;

/** What a campaign asks of the bet and of the member while its bonus is wagered. */
const termsInputSchema = z.strictObject({
  multiple: z.number().min(0).max(100).multipleOf(0.1),
  base: z.enum(wageringBases),
  expiryDays: z.number().int().min(1).max(365),
  maxBet: positiveAmountSchema.nullable(),
  /** null: every category counts in full; a category left out does not count. */
  products: z
    .array(productWeightInputSchema)
    .max(gameCategories.length)
    .refine((list) => new Set(list.map((p) => p.category)).size === list.length, {
      message: 'Name each category once',
    })
    .nullable(),
});

/** A campaign as the console writes it. */
export const promotionInputSchema = z
  .strictObject({
    kind: z.enum(promotionKinds),
    title: contentTitleSchema,
    summary: contentTitleSchema,
    /** HTML; the server keeps only safe tags and attributes. */
    rules: contentHtmlSchema,
    /** A site path (`/media/…`) or an upload (`media/<id>`) from the content images. */
    imageUrl: z.string().trim().min(1).max(500).nullable(),
    enabled: z.boolean(),
    sort: z.number().int().min(0).max(1_000_000),
    startsAt: z.number().int().min(0),
    endsAt: z.number().int().min(0).nullable(),
    audience: promotionAudienceSchema,
    reward: rewardInputSchema,
    minDeposit: amountOrZeroSchema,
    /** Loss kinds: the smallest net loss that qualifies. */
    minLoss: amountOrZeroSchema.default(0),
    /** Rescue: claimable only while the balance is at or below this (null: whatever the balance). */
    balanceBelow: amountOrZeroSchema.nullable().default(null),
    terms: termsInputSchema,
    period: z.enum(promotionPeriods),
    /** Claims a member may make over the campaign's life (null: as many as its periods allow). */
    perMemberLimit: z.number().int().min(1).max(10_000).nullable(),
    /** The most the campaign may pay out in all (null: no cap). */
    budget: positiveAmountSchema.nullable(),
    needsReview: z.boolean(),
    /** Raffles only. */
    raffle: raffleInputSchema.nullable().default(null),
    /** Red packets only. */
    rain: rainInputSchema.nullable().default(null),
  })
  .refine((p) => p.endsAt === null || p.endsAt > p.startsAt, {
    message: 'The end must be after the start',
    path: ['endsAt'],
  })
  .refine((p) => (p.kind === 'check-in') === (p.reward.type === 'streak'), {
    message: 'A check-in pays by the day of the streak; other kinds pay a percent or a fixed amount',
    path: ['reward'],
  })
  .refine((p) => (p.kind !== 'check-in' && p.kind !== 'rescue') || p.period === 'day', {
    message: 'A check-in and a rescue are once a day',
    path: ['period'],
  })
  .refine((p) => vipKinds.includes(p.kind) === (p.reward.type === 'levels'), {
    message: 'A VIP upgrade or birthday reward pays by level; other kinds do not',
    path: ['reward'],
  })
  .refine((p) => !vipKinds.includes(p.kind) || p.period === 'once', {
    message: 'VIP rewards are paid once per level (upgrade) or once a year (birthday)',
    path: ['period'],
  })
  .refine((p) => p.kind !== 'grant' || p.reward.type === 'fixed', {
    message: 'A grant gives a fixed amount (each grant may name its own)',
    path: ['reward'],
  })
  .refine((p) => p.kind !== 'lose-back' || p.period !== 'once', {
    message: 'Lose-back pays on the loss of each day, week or month',
    path: ['period'],
  })
  .refine((p) => p.kind !== 'first-deposit' || p.period === 'once', {
    message: 'A first deposit happens once',
    path: ['period'],
  })
  .refine((p) => (p.kind === 'raffle') === (p.reward.type === 'prizes'), {
    message: 'A raffle pays prize tiers; other kinds do not',
    path: ['reward'],
  })
  .refine((p) => (p.kind === 'raffle') === (p.raffle !== null), {
    message: 'A raffle needs its ticket rules; other kinds have none',
    path: ['raffle'],
  })
  .refine((p) => p.kind !== 'raffle' || p.endsAt !== null, {
    message: 'A raffle is drawn at its end: give it one',
    path: ['endsAt'],
  })
  .refine((p) => p.kind !== 'raffle' || p.period === 'once', {
    message: 'A raffle is drawn once',
    path: ['period'],
  })
  .refine(
    (p) =>
      p.kind !== 'raffle' ||
      p.budget === null ||
      p.reward.type !== 'prizes' ||
      p.budget >= p.reward.prizes.reduce((sum, prize) => sum + prize.amount * prize.count, 0),
    { message: 'The budget must cover every prize', path: ['budget'] },
  )
  .refine((p) => (p.kind === 'red-packet') === (p.reward.type === 'random'), {
    message: 'A red packet pays a random amount; other kinds do not',
    path: ['reward'],
  })
  .refine((p) => (p.kind === 'red-packet') === (p.rain !== null), {
    message: 'A red packet needs its rain time; other kinds have none',
    path: ['rain'],
  })
  .refine((p) => p.kind !== 'red-packet' || p.period === 'day', {
    message: 'A red packet is grabbed once a day',
    path: ['period'],
  })
  .refine((p) => p.kind !== 'red-packet' || p.budget !== null, {
    message: 'Random amounts need a budget to stop at',
    path: ['budget'],
  });
export type PromotionInput = z.input<typeof promotionInputSchema>;

const localizedOut = z.object({ EN: z.string().optional(), CN: z.string().optional() });

/** A campaign's figures: what it cost, how often it was claimed, the wagering it brought and whom it reached. */
export const promotionStatsSchema = z.object({
  /** Paid, plus what waits for review (reserved against the budget). */
  paid: z.number(),
  reserved: z.number(),
  claims: z.number().int(),
  pending: z.number().int(),
  rejected: z.number().int(),
  /** Members who joined or claimed. */
  members: z.number().int(),
  /** Wagering its bonuses' requirements have counted so far. */
  turnover: z.number(),
  forfeited: z.number(),
});
export type PromotionStats = z.infer<typeof promotionStatsSchema>;

export const consolePromotionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(promotionKinds),
  category: z.enum(promotionCategories),
  title: localizedOut,
  summary: localizedOut,
  rules: localizedOut,
  imageUrl: z.string().nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
  startsAt: z.number().int(),
  endsAt: z.number().int().nullable(),
  audience: promotionAudienceSchema,
  reward: promotionRewardSchema,
  minDeposit: z.number(),
  minLoss: z.number(),
  balanceBelow: z.number().nullable(),
  terms: bonusTermsSchema,
  period: z.enum(promotionPeriods),
  perMemberLimit: z.number().int().nullable(),
  budget: z.number().nullable(),
  needsReview: z.boolean(),
  /** Raffles: the rules, the committed seed (revealed once drawn), and the draw's totals. */
  raffle: z
    .object({
      ticketBy: z.enum(raffleTicketSources),
      ticketUnit: z.number(),
      maxTickets: z.number().int().nullable(),
      claimDays: z.number().int(),
      seedHash: z.string(),
      seed: z.string().nullable(),
      drawnAt: z.number().int().nullable(),
      /** Tickets and entries at the draw (null before it). */
      tickets: z.number().int().nullable(),
      entries: z.number().int().nullable(),
    })
    .nullable(),
  rain: z.object({ startMinute: z.number().int(), minutes: z.number().int() }).nullable(),
  /** Enabled and within its schedule now. */
  live: z.boolean(),
  stats: promotionStatsSchema,
  updatedAt: z.number().int(),
});
export type ConsolePromotion = z.infer<typeof consolePromotionSchema>;

/** The campaigns, with the brand's rules every campaign is checked against (so every editor sees them). */
export const consolePromotionListSchema = z.object({
  list: z.array(consolePromotionSchema),
  rules: promotionSettingsSchema,
});
export const promotionIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Claims waiting for review, oldest first; `status` shows decided ones too. */
export const promotionClaimStatuses = ['applying', 'issued', 'rejected'] as const;
export const promotionClaimQuerySchema = pageQuerySchema
  .extend({
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    status: z.enum(promotionClaimStatuses).default('applying'),
    promotionId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();

export const promotionClaimSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionKind: z.enum(promotionKinds),
  promotionTitle: localizedOut,
  username: z.string(),
  amount: z.number(),
  /** The deposit that qualified (deposit kinds). */
  depositOrderNo: z.string().nullable(),
  status: z.enum(promotionClaimStatuses),
  rejectReason: z.string().nullable(),
  /** Grants: the operator who gave it (a second one approves it above the brand's threshold), and why. */
  requestedBy: z.string().nullable(),
  note: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type PromotionClaim = z.infer<typeof promotionClaimSchema>;
export const promotionClaimPageSchema = pageSchema(promotionClaimSchema);

export const promotionClaimRejectSchema = z.strictObject({ reason: z.string().trim().min(1).max(500) });

/**
 * An operator's grant of a `grant` campaign's bonus to the members named, each with the campaign's terms. Above the
 * brand's `adjustmentApprovalAbove` (the cashier's threshold for money given by hand) each waits in the claims queue
 * for a second operator; at or below it is paid at once. Audited, with the note.
 */
export const promotionGrantSchema = z.strictObject({
  usernames: z.array(z.string().trim().min(1).max(60)).min(1).max(500),
  amount: positiveAmountSchema,
  note: z.string().trim().min(1).max(500),
});
export type PromotionGrant = z.input<typeof promotionGrantSchema>;
export const promotionGrantResultSchema = z.object({ paid: z.number().int(), pending: z.number().int() });

/** A raffle's winners as the console sees them: who, which tier, and whether they claimed. */
export const raffleWinnerStates = ['waiting', 'claimed', 'applying', 'issued', 'rejected', 'expired'] as const;
export const consoleRaffleWinnerSchema = z.object({
  rank: z.number().int(),
  entryId: z.number().int(),
  username: z.string(),
  tickets: z.number().int(),
  amount: z.number(),
  state: z.enum(raffleWinnerStates),
});
export const consoleRaffleWinnersSchema = z.object({ list: z.array(consoleRaffleWinnerSchema) });
export type ConsoleRaffleWinner = z.infer<typeof consoleRaffleWinnerSchema>;
