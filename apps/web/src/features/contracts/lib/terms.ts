import {
  CONTRACT_MAX_TIERS,
  type ContractKind,
  type ContractRates,
  type ContractTerms,
  type DividendPeriod,
} from '@lotus/contract';

/**
 * The terms editor's model: the fields as typed (strings), checked here as the contract's schemas check them, plus the
 * agent's bound, so the agent sees what the server would refuse before sending.
 */
export type TierField = 'rate' | 'activeMembers' | 'periodValidBet' | 'periodLoss' | 'dailyBet' | 'hourlyBet';
export type RealtimeField = 'profitRate' | 'lossRate' | 'singleBet';

export const tierFields = {
  dividend: ['rate', 'activeMembers', 'periodValidBet', 'periodLoss'],
  dailySalary: ['rate', 'activeMembers', 'dailyBet'],
  hourlySalary: ['rate', 'activeMembers', 'hourlyBet'],
} as const satisfies Record<Exclude<ContractKind, 'realtimeSalary'>, readonly TierField[]>;

export const realtimeFields = ['profitRate', 'lossRate', 'singleBet'] as const satisfies readonly RealtimeField[];

/** Whether a field is a percentage, a count of members or an amount of money. */
export const fieldUnit = (field: TierField | RealtimeField): 'rate' | 'count' | 'money' =>
  field === 'activeMembers'
    ? 'count'
    : field === 'rate' || field === 'profitRate' || field === 'lossRate'
      ? 'rate'
      : 'money';

export type TierDraft = Partial<Record<TierField, string>>;
export type TermsDraft =
  | { kind: 'dividend'; period: DividendPeriod; tiers: TierDraft[] }
  | { kind: 'dailySalary' | 'hourlySalary'; tiers: TierDraft[] }
  | { kind: 'realtimeSalary'; values: Partial<Record<RealtimeField, string>> };

export type TermsErrorCode =
  | 'required'
  | 'number'
  | 'negative'
  | 'decimals'
  | 'integer'
  | 'rateMax'
  | 'tooLarge'
  | 'rateRise'
  | 'thresholdFall'
  | 'aboveBound'
  | 'noBound';

/** Errors by field: `tiers.<i>.<field>`, `<realtime field>`, or `form` for the whole offer. */
export type TermsErrors = Record<string, TermsErrorCode>;

const MAX_MONEY = 10_000_000_000;
const MAX_MEMBERS = 1_000_000;

export function emptyTier(kind: Exclude<ContractKind, 'realtimeSalary'>): TierDraft {
  return Object.fromEntries(tierFields[kind].map((f) => [f, ''])) as TierDraft;
}

const text = (n: number) => String(n);

/** A draft from existing terms (the pending or active contract), or an empty one of the kind. */
export function draftFrom(kind: ContractKind, terms?: ContractTerms | null): TermsDraft {
  if (kind === 'realtimeSalary') {
    const t = terms?.kind === 'realtimeSalary' ? terms : null;
    return {
      kind,
      values: t
        ? { profitRate: text(t.profitRate), lossRate: text(t.lossRate), singleBet: text(t.singleBet) }
        : { profitRate: '', lossRate: '', singleBet: '' },
    };
  }
  const fields: readonly TierField[] = tierFields[kind];
  const tiers =
    terms && terms.kind === kind && 'tiers' in terms
      ? terms.tiers.map((tier) => {
          const row = tier as Partial<Record<TierField, number>>;
          return Object.fromEntries(fields.map((f) => [f, text(row[f] ?? 0)])) as TierDraft;
        })
      : [emptyTier(kind)];
  if (kind === 'dividend') return { kind, period: terms?.kind === 'dividend' ? terms.period : 'monthly', tiers };
  return { kind, tiers };
}

export const canAddTier = (draft: TermsDraft) =>
  draft.kind !== 'realtimeSalary' && draft.tiers.length < CONTRACT_MAX_TIERS;
export const canRemoveTier = (draft: TermsDraft) => draft.kind !== 'realtimeSalary' && draft.tiers.length > 1;

const hasCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const cents = (n: number) => Math.round(n * 100);

/** Reads one field: its value, or why it cannot be one. */
function readField(raw: string | undefined, unit: 'rate' | 'count' | 'money'): number | TermsErrorCode {
  const value = (raw ?? '').trim();
  if (value === '') return 'required';
  if (!/^-?\d+(\.\d*)?$|^-?\.\d+$/.test(value)) return 'number';
  const n = Number(value);
  if (!Number.isFinite(n)) return 'number';
  if (n < 0) return 'negative';
  if (unit === 'count') {
    if (!Number.isInteger(n)) return 'integer';
    return n > MAX_MEMBERS ? 'tooLarge' : n;
  }
  if (!hasCents(n)) return 'decimals';
  if (unit === 'rate' && n > 100) return 'rateMax';
  if (unit === 'money' && n > MAX_MONEY) return 'tooLarge';
  return n;
}

export interface TermsCheck {
  errors: TermsErrors;
  /** The terms to send, when there are no errors. */
  terms: ContractTerms | null;
}

/**
 * Checks a draft as the server would: two decimals, rates up to 100 and rising from tier to tier, thresholds never
 * falling, at most CONTRACT_MAX_TIERS tiers, and never above the agent's `bound` (null: the agent may not offer).
 */
export function checkTerms(draft: TermsDraft, bound: ContractRates | null): TermsCheck {
  const errors: TermsErrors = {};
  if (bound === null) errors.form = 'noBound';

  if (draft.kind === 'realtimeSalary') {
    const values: Partial<Record<RealtimeField, number>> = {};
    for (const field of realtimeFields) {
      const read = readField(draft.values[field], fieldUnit(field));
      if (typeof read === 'number') values[field] = read;
      else errors[field] = read;
    }
    if (bound && 'profitRate' in bound) {
      if (values.profitRate !== undefined && cents(values.profitRate) > cents(bound.profitRate))
        errors.profitRate = 'aboveBound';
      if (values.lossRate !== undefined && cents(values.lossRate) > cents(bound.lossRate))
        errors.lossRate = 'aboveBound';
    }
    if (Object.keys(errors).length > 0) return { errors, terms: null };
    return {
      errors,
      terms: {
        kind: 'realtimeSalary',
        profitRate: values.profitRate as number,
        lossRate: values.lossRate as number,
        singleBet: values.singleBet as number,
      },
    };
  }

  const fields: readonly TierField[] = tierFields[draft.kind];
  const tiers: Partial<Record<TierField, number>>[] = draft.tiers.slice(0, CONTRACT_MAX_TIERS).map((tier, i) => {
    const row: Partial<Record<TierField, number>> = {};
    for (const field of fields) {
      const read = readField(tier[field], fieldUnit(field));
      if (typeof read === 'number') row[field] = read;
      else errors[`tiers.${i}.${field}`] = read;
    }
    return row;
  });
  for (let i = 1; i < tiers.length; i++) {
    const [prev, tier] = [tiers[i - 1] ?? {}, tiers[i] ?? {}];
    for (const field of fields) {
      const key = `tiers.${i}.${field}`;
      const [a, b] = [prev[field], tier[field]];
      if (errors[key] || a === undefined || b === undefined) continue;
      if (field === 'rate' && cents(b) <= cents(a)) errors[key] = 'rateRise';
      else if (field !== 'rate' && b < a) errors[key] = 'thresholdFall';
    }
  }
  if (bound && 'rate' in bound)
    tiers.forEach((tier, i) => {
      const key = `tiers.${i}.rate`;
      if (!errors[key] && tier.rate !== undefined && cents(tier.rate) > cents(bound.rate)) errors[key] = 'aboveBound';
    });
  if (Object.keys(errors).length > 0) return { errors, terms: null };
  const rows = tiers as Record<TierField, number>[];
  const pick = <F extends TierField>(row: Record<TierField, number>, keys: readonly F[]) =>
    Object.fromEntries(keys.map((k) => [k, row[k]])) as Record<F, number>;
  switch (draft.kind) {
    case 'dividend':
      return {
        errors,
        terms: { kind: 'dividend', period: draft.period, tiers: rows.map((r) => pick(r, tierFields.dividend)) },
      };
    case 'dailySalary':
      return { errors, terms: { kind: 'dailySalary', tiers: rows.map((r) => pick(r, tierFields.dailySalary)) } };
    case 'hourlySalary':
      return { errors, terms: { kind: 'hourlySalary', tiers: rows.map((r) => pick(r, tierFields.hourlySalary)) } };
  }
}

/** Rates as a short text: the top tier's rate, or real-time salary's profit and loss rates. */
export function formatRate(n: number): string {
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n)}%`;
}
