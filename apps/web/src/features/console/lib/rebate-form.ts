import { type ConsoleRebateSettings, gameCategories, type RebateSettingsInput } from '@lotus/contract';

/**
 * The brand's rebate as the rebate page edits it: the rules, and the rates as a matrix of VIP levels (rows) by game
 * category (columns), each a percent as typed. The body keeps a cell for every category, a blank one as 0 (earns
 * nothing), so the contract's refusal of a cell names its row and column; `sentRebate` then leaves the zeros out, as
 * the contract reads a category it is not given.
 */

export interface RateRow {
  level: number;
  /** A percent per category, in the order of `gameCategories`; blank: earns nothing. */
  percents: string[];
}

export interface RebateValues {
  enabled: boolean;
  minClaim: string;
  wageringMultiple: string;
  /** The business hour unclaimed rebate is paid at, `0`–`23`; blank: only claimed by hand. */
  autoHour: string;
  rates: RateRow[];
}

/** The levels the matrix has a row for: the ladder's, and any level rates are stored for that it no longer has. */
export function rateLevels(ladder: readonly number[], settings: ConsoleRebateSettings): number[] {
  const levels = new Set([0, ...ladder, ...settings.rates.map((r) => r.level)]);
  return [...levels].sort((a, b) => a - b);
}

/** The stored settings as the form shows them, a row for each level given. */
export function rebateValuesOf(settings: ConsoleRebateSettings, levels: readonly number[]): RebateValues {
  return {
    enabled: settings.enabled,
    minClaim: String(settings.minClaim),
    wageringMultiple: String(settings.wageringMultiple),
    autoHour: settings.autoHour === null ? '' : String(settings.autoHour),
    rates: levels.map((level) => {
      const row = settings.rates.find((r) => r.level === level);
      return {
        level,
        percents: gameCategories.map((category) => {
          const percent = row?.categories.find((c) => c.category === category)?.percent;
          return percent === undefined || percent === 0 ? '' : percent.toFixed(2);
        }),
      };
    }),
  };
}

/** A number typed; blank or unreadable stays NaN, which the contract refuses. */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));

/** The request body of the settings the form holds: every cell of the matrix, a blank one as 0. */
export function rebatePayload(values: RebateValues): RebateSettingsInput {
  return {
    enabled: values.enabled,
    minClaim: values.minClaim.trim(),
    wageringMultiple: numberOf(values.wageringMultiple),
    autoHour: values.autoHour === '' ? null : numberOf(values.autoHour),
    rates: values.rates.map((row) => ({
      level: row.level,
      categories: gameCategories.map((category, i) => {
        const text = row.percents[i] ?? '';
        return { category, percent: text.trim() === '' ? 0 : numberOf(text) };
      }),
    })),
  };
}

/** The body as sent: categories at 0 % are left out (they earn nothing either way). */
export function sentRebate(body: RebateSettingsInput): RebateSettingsInput {
  return {
    ...body,
    rates: body.rates.map((row) => ({ ...row, categories: row.categories.filter((c) => c.percent !== 0) })),
  };
}

/** What is wrong with a field of the rebate form (`consoleVip.rebate.problems.*`), by the path the contract names. */
export function rebateProblem(path: string): 'amountOrZero' | 'multiple' | 'hour' | 'percent' | undefined {
  if (path === 'minClaim') return 'amountOrZero';
  if (path === 'wageringMultiple') return 'multiple';
  if (path === 'autoHour') return 'hour';
  if (path.startsWith('rates')) return 'percent';
  return undefined;
}
