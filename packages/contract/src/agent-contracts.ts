import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { MINOR_PER_MAJOR } from './money.ts';
import { balanceSchema } from './wallet.ts';

/**
 * Agent contracts (spec §3, §4; DOMAIN.md "Agents"): the direct upline offers a downline a dividend, daily salary,
 * hourly salary or real-time salary contract; the downline accepts or rejects it; it is later terminated. A downline's
 * rate never exceeds its upline's own rate of the same kind (top-level agents are bounded by the merchant's caps), and
 * a new lower-rate contract terminates the higher-rate contracts below it once its holder confirms.
 *
 * Rates are percentages with at most two decimals (1.25 = 1.25 %); thresholds are money in major units, like every
 * amount on the wire. Stored terms are the wire terms.
 */

export const contractKinds = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
export type ContractKind = (typeof contractKinds)[number];

/** The whitelabel module of each kind; every kind also needs `AGENTPOLICY3`. */
export const contractKindModules = {
  dividend: 'SIGNCONDIV3',
  dailySalary: 'DAILYSALCONT3',
  hourlySalary: 'HOURSAL3',
  realtimeSalary: 'RTSALARY3',
} as const satisfies Record<ContractKind, string>;

/** Dividend periods (spec §9 "Salary periods: daily, weekly, semimonthly, monthly"). */
export const dividendPeriods = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type DividendPeriod = (typeof dividendPeriods)[number];

/** `expired`: an offer left unanswered past the brand's `offerExpiryDays`. */
export const contractStatuses = ['pending', 'active', 'rejected', 'cancelled', 'terminated', 'expired'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/**
 * Why a contract ended: the upline ended it, a newer accepted contract replaced it, the holder's upline signed a lower
 * rate than it (spec §4), the upline's own contract of the kind ended, leaving nothing to bound it, or an operator
 * moved the holder under another upline.
 */
export const contractEndReasons = [
  'upline',
  'replaced',
  'uplineRateLowered',
  'uplineContractEnded',
  'uplineChanged',
] as const;
export type ContractEndReason = (typeof contractEndReasons)[number];

export const CONTRACT_MAX_TIERS = 10;

/** At most two decimals, checked on hundredths so that 0.1 + 0.2 style floats are not refused. */
const hasCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const rateSchema = z.number().min(0).max(100).refine(hasCents, 'at most two decimals');
const thresholdSchema = z
  .number()
  .min(0)
  .max(1_000_000_000_000 / MINOR_PER_MAJOR)
  .refine(hasCents, 'at most two decimals');
const activeMembersSchema = z.number().int().min(0).max(1_000_000);

/** Tiers climb: each needs at least what the one before needs and pays a higher rate. */
function tiersClimb<T extends { rate: number }>(
  tiers: readonly T[],
  thresholds: readonly (keyof T)[],
  ctx: z.RefinementCtx,
): void {
  for (let i = 1; i < tiers.length; i++) {
    const [prev, tier] = [tiers[i - 1] as T, tiers[i] as T];
    if (tier.rate <= prev.rate) ctx.addIssue({ code: 'custom', path: [i, 'rate'], message: 'rates must rise' });
    for (const key of thresholds)
      if ((tier[key] as number) < (prev[key] as number))
        ctx.addIssue({ code: 'custom', path: [i, key as string], message: 'thresholds must not fall' });
  }
}

const dividendTierSchema = z.object({
  rate: rateSchema,
  activeMembers: activeMembersSchema,
  periodValidBet: thresholdSchema,
  /** The team's net loss over the period that the tier needs. */
  periodLoss: thresholdSchema,
});
const dailySalaryTierSchema = z.object({
  rate: rateSchema,
  activeMembers: activeMembersSchema,
  dailyBet: thresholdSchema,
});
const hourlySalaryTierSchema = z.object({
  rate: rateSchema,
  activeMembers: activeMembersSchema,
  hourlyBet: thresholdSchema,
});

export const dividendTermsSchema = z.object({
  kind: z.literal('dividend'),
  period: z.enum(dividendPeriods),
  tiers: z
    .array(dividendTierSchema)
    .min(1)
    .max(CONTRACT_MAX_TIERS)
    .superRefine((t, ctx) => tiersClimb(t, ['activeMembers', 'periodValidBet', 'periodLoss'], ctx)),
});
export const dailySalaryTermsSchema = z.object({
  kind: z.literal('dailySalary'),
  tiers: z
    .array(dailySalaryTierSchema)
    .min(1)
    .max(CONTRACT_MAX_TIERS)
    .superRefine((t, ctx) => tiersClimb(t, ['activeMembers', 'dailyBet'], ctx)),
});
export const hourlySalaryTermsSchema = z.object({
  kind: z.literal('hourlySalary'),
  tiers: z
    .array(hourlySalaryTierSchema)
    .min(1)
    .max(CONTRACT_MAX_TIERS)
    .superRefine((t, ctx) => tiersClimb(t, ['activeMembers', 'hourlyBet'], ctx)),
});
/** Real-time salary (spec §3): a rate of each settled round's profit or loss, for bets of at least `singleBet`. */
export const realtimeSalaryTermsSchema = z.object({
  kind: z.literal('realtimeSalary'),
  profitRate: rateSchema,
  lossRate: rateSchema,
  singleBet: thresholdSchema,
});

export const contractTermsSchema = z.discriminatedUnion('kind', [
  dividendTermsSchema,
  dailySalaryTermsSchema,
  hourlySalaryTermsSchema,
  realtimeSalaryTermsSchema,
]);
export type ContractTerms = z.infer<typeof contractTermsSchema>;
export type ContractTermsOf<K extends ContractKind> = Extract<ContractTerms, { kind: K }>;

/** The rates a contract is compared by: the top tier's, or real-time salary's profit and loss rates. */
export type ContractRates = { profitRate: number; lossRate: number } | { rate: number };
export function contractRates(terms: ContractTerms): ContractRates {
  if (terms.kind === 'realtimeSalary') return { profitRate: terms.profitRate, lossRate: terms.lossRate };
  return { rate: Math.max(...terms.tiers.map((t) => t.rate)) };
}

/** Whether `child` pays more than `bound` allows (spec §4: a downline's rate never exceeds its upline's). */
export function ratesExceed(child: ContractRates, bound: ContractRates): boolean {
  const cents = (n: number) => Math.round(n * 100);
  if ('rate' in child && 'rate' in bound) return cents(child.rate) > cents(bound.rate);
  if ('profitRate' in child && 'profitRate' in bound)
    return cents(child.profitRate) > cents(bound.profitRate) || cents(child.lossRate) > cents(bound.lossRate);
  return true;
}

export const DEFAULT_OFFER_EXPIRY_DAYS = 7;
export const MAX_OFFER_EXPIRY_DAYS = 365;

/**
 * The merchant's caps: the rates a top-level agent (one without an agent upline) may offer its downlines; and how many
 * days an offer waits for its answer before it expires (0: it never does). The deadline counts from the offer, by
 * the setting as it is now, so a shorter setting also shortens the offers already waiting.
 */
export const contractSettingsSchema = z
  .object({
    dividendMaxRate: rateSchema,
    dailySalaryMaxRate: rateSchema,
    hourlySalaryMaxRate: rateSchema,
    realtimeProfitMaxRate: rateSchema,
    realtimeLossMaxRate: rateSchema,
    offerExpiryDays: z.number().int().min(0).max(MAX_OFFER_EXPIRY_DAYS).default(DEFAULT_OFFER_EXPIRY_DAYS),
  })
  .strict();
export type ContractSettings = z.infer<typeof contractSettingsSchema>;
export const defaultContractSettings: ContractSettings = {
  dividendMaxRate: 40,
  dailySalaryMaxRate: 2,
  hourlySalaryMaxRate: 1,
  realtimeProfitMaxRate: 1,
  realtimeLossMaxRate: 1,
  offerExpiryDays: DEFAULT_OFFER_EXPIRY_DAYS,
};

const DAY_MS = 86_400_000;

/** When an offer made at `offeredAt` expires under the settings; null when offers never expire. */
export function offerExpiresAt(settings: Pick<ContractSettings, 'offerExpiryDays'>, offeredAt: number): number | null {
  return settings.offerExpiryDays > 0 ? offeredAt + settings.offerExpiryDays * DAY_MS : null;
}

/** The bound a top-level agent works under for each kind. */
export function merchantContractBound(settings: ContractSettings, kind: ContractKind): ContractRates {
  switch (kind) {
    case 'dividend':
      return { rate: settings.dividendMaxRate };
    case 'dailySalary':
      return { rate: settings.dailySalaryMaxRate };
    case 'hourlySalary':
      return { rate: settings.hourlySalaryMaxRate };
    case 'realtimeSalary':
      return { profitRate: settings.realtimeProfitMaxRate, lossRate: settings.realtimeLossMaxRate };
  }
}

const partySchema = z.object({ username: z.string(), nickname: z.string().nullable() });

/** A contract as either party sees it. */
export const contractSchema = z.object({
  id: z.number().int(),
  kind: z.enum(contractKinds),
  status: z.enum(contractStatuses),
  terms: contractTermsSchema,
  upline: partySchema,
  downline: partySchema,
  offeredAt: z.number().int(),
  answeredAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
  endReason: z.enum(contractEndReasons).nullable(),
  /** A pending offer: when it expires unanswered (null: never). Null for every other status. */
  expiresAt: z.number().int().nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

/**
 * The parts of consolidated funds as the original client reads them (spec §3): per kind, the offer waiting for the
 * member's answer (`…req…`) and the contract they hold (`…info…`). Each part is keyed by game category, as the
 * original's pop-up lists one row per category; a Lotus contract covers every category, so its key is
 * `CONSOLIDATED_CATEGORY` (the original's "comprehensive"). A part is null when the member has nothing of that kind.
 * Field names, `status` letters and fractional rates (0.015 = 1.5 %; the client shows `100 * rate` %) are the
 * original client's; `id` and `contractId` both carry the contract id for the answer calls.
 */
export const CONSOLIDATED_CATEGORY = 'CONS';

/** `P`: offered, waiting for the member's answer; `A`: accepted and in force. */
export const consolidatedPartStatuses = ['P', 'A'] as const;

const partHead = {
  id: z.number().int(),
  contractId: z.number().int(),
  status: z.enum(consolidatedPartStatuses),
  /** Offers only: `Y` when accepting ends contracts below the member that pay more (the client asks to confirm). */
  downlineHigherRate: z.enum(['Y', 'N']).optional(),
};
/** Each row is one dividend tier; the head fields repeat on every row. */
const dividendPartSchema = z.object({
  ...partHead,
  period: z.enum(dividendPeriods),
  minimumBet: z.number(),
  netLoss: z.number(),
  activeMember: z.number().int(),
  contractRate: z.number(),
});
/** `rateType` `P`: `rate` is a fraction of the bets. */
const salaryTierPartSchema = z.object({ activeMember: z.number().int(), rateType: z.literal('P'), rate: z.number() });
const dailySalaryPartSchema = z.object({
  ...partHead,
  details: z.array(salaryTierPartSchema.extend({ betVolume: z.number() })),
});
const hourlySalaryPartSchema = z.object({
  ...partHead,
  hourSalaryRates: z.array(salaryTierPartSchema.extend({ minimumBet: z.number() })),
});
const realtimeSalaryPartSchema = z.object({
  ...partHead,
  profitRate: z.number(),
  lossRate: z.number(),
  singleBet: z.number(),
});
const byCategory = <T extends z.ZodType>(entry: T) => z.record(z.string(), z.array(entry)).nullable();

export const consolidatedPartsSchema = z.object({
  divtypereq: byCategory(dividendPartSchema),
  dailysalreqtype: byCategory(dailySalaryPartSchema),
  contracthoursalreq: byCategory(hourlySalaryPartSchema),
  realtimesalreqtype: byCategory(realtimeSalaryPartSchema),
  divtypeinfo: byCategory(dividendPartSchema),
  dailysalinfotype: byCategory(dailySalaryPartSchema),
  contracthoursalinfo: byCategory(hourlySalaryPartSchema),
  /** The real-time salary contract held (the fourth info part of spec §3, beside the three named after their kind). */
  contractmrdailysalinfotype: byCategory(realtimeSalaryPartSchema),
});
export type ConsolidatedParts = z.infer<typeof consolidatedPartsSchema>;

/** The request and info part of each kind. */
export const consolidatedPartKeys = {
  dividend: { request: 'divtypereq', info: 'divtypeinfo' },
  dailySalary: { request: 'dailysalreqtype', info: 'dailysalinfotype' },
  hourlySalary: { request: 'contracthoursalreq', info: 'contracthoursalinfo' },
  realtimeSalary: { request: 'realtimesalreqtype', info: 'contractmrdailysalinfotype' },
} as const satisfies Record<ContractKind, { request: keyof ConsolidatedParts; info: keyof ConsolidatedParts }>;

/**
 * `GET /wps/member/info/funds/consolidated` (spec §3, ORIGINAL.md): the member's balance fields, the contract offers
 * waiting for their answer and the contracts they hold, each at most one per kind and only of the kinds the merchant
 * runs: as `requests` and `contracts` in the shape of the other contract calls, and again as the original client's
 * parts (`consolidatedPartsSchema`); and the session keys `enableSalary` / `enableContract`.
 */
export const consolidatedSchema = balanceSchema
  .extend({
    enabledKinds: z.array(z.enum(contractKinds)),
    requests: z.array(contractSchema),
    contracts: z.array(contractSchema),
    /**
     * The member has daily salary (`enableSalary`) or dividend (`enableContract`) contracts to work with: the brand runs
     * the kind (`AGENTPOLICY3` and its module), the member is an agent, and it has a bound to offer under: a contract of
     * the kind it holds, or the brand's caps when its upline is not an agent. The original client derives both from the
     * info parts, which a top-level agent without a contract leaves null.
     */
    enableSalary: z.boolean(),
    enableContract: z.boolean(),
  })
  .extend(consolidatedPartsSchema.shape);
export type Consolidated = z.infer<typeof consolidatedSchema>;

/**
 * The four process calls (`MCS2_processDividendReq`, `MCS2_processDailySalContract`, `MCS2_processContractHourSalary`,
 * `MCSFE_processRealTimeSalaryContract`), each for its own kind: accept or reject a pending offer. Accepting a lower
 * rate than contracts below the member hold is refused with 409 `contract.confirm.terminations` (listing them) unless
 * `confirmTerminations` is true.
 */
export const contractDecisionSchema = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  accept: z.boolean(),
  confirmTerminations: z.boolean().optional(),
});
export type ContractDecision = z.infer<typeof contractDecisionSchema>;
export const contractDecisionResultSchema = z.object({
  contract: contractSchema,
  /** Contracts below the member that this answer ended. */
  terminated: z.number().int(),
});
export type ContractDecisionResult = z.infer<typeof contractDecisionResultSchema>;

/** The value of a 409 `contract.confirm.terminations`: the contracts that accepting (or ending) would end. */
export const contractTerminationPreviewSchema = z.object({
  count: z.number().int(),
  downlines: z.array(z.object({ username: z.string(), kind: z.enum(contractKinds) })),
});
export type ContractTerminationPreview = z.infer<typeof contractTerminationPreviewSchema>;

/**
 * `GET /wps/relay/MCS2_getContractOverview` (agents): per kind, the agent's own contract and the rates it may offer;
 * and a page of its direct downlines with their active and pending contracts.
 */
export const contractOverviewQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
  username: z.string().trim().max(40).optional(),
});
export type ContractOverviewQuery = z.input<typeof contractOverviewQuerySchema>;
export const contractOverviewSchema = z.object({
  kinds: z.array(
    z.object({
      kind: z.enum(contractKinds),
      own: contractSchema.nullable(),
      /** The highest rates this agent may offer: its own contract's, or the merchant's caps for a top-level agent. */
      bound: z
        .union([z.object({ rate: z.number() }), z.object({ profitRate: z.number(), lossRate: z.number() })])
        .nullable(),
    }),
  ),
  downlines: pageSchema(
    z.object({
      username: z.string(),
      nickname: z.string().nullable(),
      isAgent: z.boolean(),
      contracts: z.array(contractSchema),
    }),
  ),
});
export type ContractOverview = z.infer<typeof contractOverviewSchema>;

/** `GET /wps/relay/MCS2_getContractList`: contracts the member offered or holds, newest first. */
export const contractListQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
  kind: z.enum(contractKinds).optional(),
  status: z.enum(contractStatuses).optional(),
  /** `offered`: contracts this member offered its downlines; `held`: contracts offered to this member. */
  role: z.enum(['offered', 'held']).optional(),
});
export type ContractListQuery = z.input<typeof contractListQuerySchema>;
export const contractPageSchema = pageSchema(contractSchema);
export type ContractPage = z.infer<typeof contractPageSchema>;

/**
 * `POST /wps/relay/MCS2_offerContract` (agents): offer a direct downline a contract. A pending offer of the same kind is
 * replaced (cancelled); an active one stays until the new offer is accepted.
 */
export const contractOfferSchema = z.object({
  downline: z.string().trim().min(1).max(40),
  terms: contractTermsSchema,
});
export type ContractOffer = z.infer<typeof contractOfferSchema>;

/** `POST /wps/relay/MCS2_cancelContract` (a pending offer) and `MCS2_terminateContract` (an active contract). */
export const contractIdSchema = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  confirmTerminations: z.boolean().optional(),
});
export type ContractIdRequest = z.infer<typeof contractIdSchema>;

/**
 * `contract.offered` to the downline; `contract.terminated` to the holder of an ended contract; `contract.expired` to
 * the upline whose offer went unanswered.
 */
export interface ContractOfferedData {
  id: number;
  kind: ContractKind;
  upline: string;
}
export interface ContractTerminatedData {
  id: number;
  kind: ContractKind;
  reason: ContractEndReason;
}
export interface ContractExpiredData {
  id: number;
  kind: ContractKind;
  downline: string;
}
