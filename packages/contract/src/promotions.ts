import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope.ts';

/**
 * Promotions that pay (the reward centre, bonus details, the promotions page). A campaign is one promotion a brand
 * runs; a member's entry is their part in it for one period; a bonus is money a claim credited, with the wagering it
 * asks before it may leave. Amounts on this wire are major units with two decimals, as every player amount.
 */

/**
 * The kinds of campaign the engine runs: a bonus on the member's first deposit, a bonus on a later deposit (a
 * reload), a daily check-in that pays by the day of the member's streak, lose-back (a share of the net loss of the
 * period before, claimed in the next) and rescue (a share of today's net loss, once the balance has run low). A
 * `grant` campaign is never shown to players: operators give its bonus to the members they name. A `vip-upgrade`
 * campaign pays the reward of each VIP level a member reaches, once per level however often they fall and climb back
 * (a claim pays every level reached since the last one paid); a `birthday` campaign pays the reward of the member's
 * level once a year, in the month of the birthday on their profile (set at least 30 days before). A `raffle` gives
 * each member who joined a ticket for every `ticketUnit` deposited (or validly bet) while it runs, and at its end
 * draws the prizes from a seed committed at its start (`raffleWinners` in `@lotus/lottery`); winners claim them with
 * `MCS2_claimRafflePromotion`. A `red-packet` rains for a window of minutes each business day: a member grabs one
 * packet a day, of a random amount between the reward's bounds, while the budget lasts.
 */
export const promotionKinds = [
  'first-deposit',
  'reload',
  'check-in',
  'lose-back',
  'rescue',
  'grant',
  'vip-upgrade',
  'birthday',
  'raffle',
  'red-packet',
] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/** The promotions page's tabs: bonuses on deposits, what a member collects each day, and money back on losses. */
export const promotionCategories = ['deposit', 'daily', 'cashback', 'vip', 'lucky', 'grant'] as const;
export type PromotionCategory = (typeof promotionCategories)[number];
export const categoryOfKind: Record<PromotionKind, PromotionCategory> = {
  'first-deposit': 'deposit',
  reload: 'deposit',
  'check-in': 'daily',
  'lose-back': 'cashback',
  rescue: 'cashback',
  grant: 'grant',
  'vip-upgrade': 'vip',
  birthday: 'vip',
  raffle: 'lucky',
  'red-packet': 'lucky',
};
/** The categories the promotions page shows (operators' grants are not on it; VIP only when the brand runs VIP). */
export const playerCategories: readonly PromotionCategory[] = ['deposit', 'daily', 'cashback', 'vip', 'lucky'];
/** Kinds that pay on a deposit: the brand's one-bonus-at-a-time rule is about these. */
export const depositKinds: readonly PromotionKind[] = ['first-deposit', 'reload'];
/** Kinds that pay back a net loss: stakes minus payouts of the bets settled in the period. */
export const lossKinds: readonly PromotionKind[] = ['lose-back', 'rescue'];
/** Kinds that pay by the member's VIP level (their reward is `levels`); they need the brand's VIP module. */
export const vipKinds: readonly PromotionKind[] = ['vip-upgrade', 'birthday'];
/** Kinds whose amount is left to chance: a raffle's draw, a red packet's random amount. */
export const chanceKinds: readonly PromotionKind[] = ['raffle', 'red-packet'];

/** What earns a raffle ticket: money deposited, or valid bets settled, while the raffle runs. */
export const raffleTicketSources = ['deposit', 'valid-bet'] as const;
export type RaffleTicketSource = (typeof raffleTicketSources)[number];

/**
 * A campaign's state for one member (spec: the ten promotion statuses), each with what it allows:
 * - `comingSoon`: not started; nothing yet.
 * - `join`: open to the member, nothing qualifying yet; joining holds their place (a deposit then qualifies).
 * - `process`: joined, waiting for what qualifies (the deposit).
 * - `claim`: qualified; claiming pays (or asks the brand, when the campaign is reviewed). A check-in is claimed.
 * - `applying`: claimed, waiting for the brand's review.
 * - `rejected`: the brand refused the claim (with its reason).
 * - `issued`: the brand approved a reviewed claim and paid it.
 * - `claimed`: claimed and paid at once.
 * - `signed`: checked in today; the next check-in opens tomorrow.
 * - `close`: ended, its budget spent, or no longer for this member.
 */
export const promotionStates = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'signed',
  'comingSoon',
] as const;
export type PromotionState = (typeof promotionStates)[number];
/** The states in which the member can do something now (the red badge counts these). */
export const actionableStates: readonly PromotionState[] = ['join', 'claim'];

/** How often a member may take part: once ever, or once per business day, week or month. */
export const promotionPeriods = ['once', 'day', 'week', 'month'] as const;
export type PromotionPeriod = (typeof promotionPeriods)[number];

/** What the wagering requirement multiplies: the bonus alone, or the qualifying deposit and the bonus. */
export const wageringBases = ['bonus', 'deposit-and-bonus'] as const;
export type WageringBase = (typeof wageringBases)[number];

/** The reward rule as players read it (major units). */
export const promotionRewardSchema = z.discriminatedUnion('type', [
  /** A share of the qualifying deposit, at most `cap`. */
  z.object({ type: z.literal('percent'), percent: z.number(), cap: z.number() }),
  z.object({ type: z.literal('fixed'), amount: z.number() }),
  /** A check-in: what day 1, 2, … of an unbroken streak pays; past the last day the last amount repeats. */
  z.object({ type: z.literal('streak'), amounts: z.array(z.number()) }),
  /** VIP kinds: what level 1, 2, … pays (0: nothing at that level); level 0 pays nothing. */
  z.object({ type: z.literal('levels'), amounts: z.array(z.number()) }),
  /** A raffle: prize tiers from the first down, each an amount and how many win it. */
  z.object({ type: z.literal('prizes'), prizes: z.array(z.object({ amount: z.number(), count: z.number().int() })) }),
  /** A red packet: an amount drawn uniformly from `min` to `max` (whole cents). */
  z.object({ type: z.literal('random'), min: z.number(), max: z.number() }),
]);
export type PromotionReward = z.infer<typeof promotionRewardSchema>;

/** A game category's share of each bet that counts towards a bonus's wagering (percent, 0 does not count). */
export const productWeightSchema = z.object({ category: z.string(), weight: z.number().int() });

/** The terms a bonus comes with, stated before joining (and kept on each bonus as they were when it was paid). */
export const bonusTermsSchema = z.object({
  /** Times the base must be wagered; 0: the bonus can be withdrawn at once. */
  multiple: z.number(),
  base: z.enum(wageringBases),
  /** Days from payment to meet the requirement; past them what is left of the bonus is forfeited. */
  expiryDays: z.number().int(),
  /** The largest stake a bet may have while the bonus is being wagered; null: no limit. */
  maxBet: z.number().nullable(),
  /** Categories that count and their weights; null: every bet counts in full. */
  products: z.array(productWeightSchema).nullable(),
});
export type BonusTerms = z.infer<typeof bonusTermsSchema>;

/** A raffle as players read it: how tickets are earned, the draw, its proof, and this member's part. */
export const raffleViewSchema = z.object({
  ticketBy: z.enum(raffleTicketSources),
  /** Each this much deposited (or validly bet) between the start and the draw earns one ticket. */
  ticketUnit: z.number(),
  /** The most tickets one member may hold (null: no limit). */
  maxTickets: z.number().int().nullable(),
  /** The draw is at the campaign's end, when tickets stop counting; prizes may be claimed until `claimUntil`. */
  drawAt: z.number().int(),
  claimUntil: z.number().int(),
  /** hex(SHA-256(seed)), public from the start; the seed itself once drawn (the proof: `raffleProof`). */
  seedHash: z.string(),
  seed: z.string().nullable(),
  drawnAt: z.number().int().nullable(),
  /** The member's tickets: so far, or at the draw; null for a guest or a member who has not joined. */
  tickets: z.number().int().nullable(),
  /** The prize tier the member won (1: the first), null when they did not (or before the draw). */
  prizeRank: z.number().int().nullable(),
});
export type RaffleView = z.infer<typeof raffleViewSchema>;

/** A red-packet rain: a window of minutes each business day, from `startMinute` after the day's midnight. */
export const rainViewSchema = z.object({
  startMinute: z.number().int(),
  minutes: z.number().int(),
  /** The rain falling now, or the next one (epoch ms); null when the campaign has no rain left. */
  nextStartsAt: z.number().int().nullable(),
  nextEndsAt: z.number().int().nullable(),
});
export type RainView = z.infer<typeof rainViewSchema>;

export const promotionViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(promotionKinds),
  category: z.enum(promotionCategories),
  title: z.string(),
  summary: z.string(),
  /** The rules, as safe HTML. */
  rules: z.string(),
  imageUrl: z.string().nullable(),
  startsAt: z.number().int(),
  endsAt: z.number().int().nullable(),
  reward: promotionRewardSchema,
  /** The smallest deposit that qualifies (deposit kinds) or that a day needs before checking in (0: none). */
  minDeposit: z.number(),
  /** Loss kinds: the smallest net loss that qualifies, and (rescue) the balance it may be claimed at or below. */
  minLoss: z.number(),
  balanceBelow: z.number().nullable(),
  terms: bonusTermsSchema,
  period: z.enum(promotionPeriods),
  needsReview: z.boolean(),
  /** This member's state; for a guest, what a member would see (`join` for an open campaign). */
  state: z.enum(promotionStates),
  /** What a claim would pay now (`claim`), or what was paid or asked for (`claimed`, `issued`, `applying`). */
  amount: z.number().nullable(),
  /** The brand's reason (`rejected`). */
  rejectReason: z.string().nullable(),
  /** Check-ins: the day of the streak a check-in now would be (`claim`), or the one today's was (`signed`). */
  streak: z.number().int().nullable(),
  /** Loss kinds: the net loss the claim is on (the period before for lose-back, today for rescue). */
  loss: z.number().nullable(),
  /** VIP upgrade: the levels a claim now pays (`claim`) or the last one paid; birthday: the level it pays at. */
  levels: z.array(z.number().int()).nullable(),
  /** Raffles: the rules, the draw and the member's tickets and prize. */
  raffle: raffleViewSchema.nullable(),
  /** Red packets: when it rains. */
  rain: rainViewSchema.nullable(),
});
export type PromotionView = z.infer<typeof promotionViewSchema>;

export const promotionListSchema = z.object({
  list: z.array(promotionViewSchema),
  /**
   * The server's clock when it answered (epoch ms): a rain's and a draw's times are on it, so a device whose own clock
   * differs times them by this rather than by its own.
   */
  serverTime: z.number().int().optional(),
});
export type PromotionList = z.infer<typeof promotionListSchema>;

/** The count of the red badge and what it counts (spec: `availablePromoCount`, `availablePromo`). */
export const availablePromoSchema = z.object({
  availablePromoCount: z.number().int(),
  availablePromo: z.array(z.object({ id: z.number().int(), title: z.string(), state: z.enum(promotionStates) })),
});
export type AvailablePromo = z.infer<typeof availablePromoSchema>;

const promotionIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
/** Join or claim: which campaign. The claim's `Idempotency-Key` header makes a retried claim answer the first. */
export const promotionActionSchema = z.object({ promotionId: promotionIdSchema });
export const promotionActionResultSchema = z.object({ promotion: promotionViewSchema });

/** A raffle's draw, with all anyone needs to recompute it (see `raffleWinners` in `@lotus/lottery`). */
export const raffleProofQuerySchema = z.object({ promotionId: promotionIdSchema });
export const raffleProofSchema = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  /** The stream's message prefix, `raffle-<id>`. */
  drawKey: z.string(),
  seedHash: z.string(),
  /** Null until the draw. */
  seed: z.string().nullable(),
  drawAt: z.number().int(),
  drawnAt: z.number().int().nullable(),
  prizes: z.array(z.object({ amount: z.number(), count: z.number().int() })),
  /** Every entry that held tickets at the draw, in ticket order: the first holds tickets 1 … n, and so on. */
  entries: z.array(z.object({ entryId: z.number().int(), name: z.string(), tickets: z.number().int() })),
  /** The winners in drawing order, first tier first. */
  winners: z.array(
    z.object({ entryId: z.number().int(), name: z.string(), rank: z.number().int(), amount: z.number() }),
  ),
  /** The viewer's own entry, when they hold one (so they can find themselves among the masked names). */
  ownEntryId: z.number().int().nullable(),
});
export type RaffleProof = z.infer<typeof raffleProofSchema>;

export const bonusStatuses = ['active', 'completed', 'forfeited', 'expired'] as const;
export type BonusStatus = (typeof bonusStatuses)[number];

/** A bonus in the member's bonus details: amount, requirement, progress, expiry and terms. */
export const bonusViewSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  title: z.string(),
  amount: z.number(),
  /** What must be wagered (major units), and what has been. */
  requirement: z.number(),
  wagered: z.number(),
  status: z.enum(bonusStatuses),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  /** When it was completed, forfeited or expired. */
  settledAt: z.number().int().nullable(),
  /** What a forfeit or an expiry took back. */
  forfeited: z.number(),
  terms: bonusTermsSchema,
});
export type BonusView = z.infer<typeof bonusViewSchema>;

export const bonusListQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(bonusStatuses).optional(),
});
export const bonusPageSchema = pageSchema(bonusViewSchema);
export type BonusPage = z.infer<typeof bonusPageSchema>;

/** Give up an active bonus: what is left of it goes back, and its requirement with it. */
export const bonusForfeitSchema = z.object({ bonusId: promotionIdSchema });
export const bonusForfeitResultSchema = z.object({ bonus: bonusViewSchema });
