import { businessDateOf, businessDayStart, type GameCategory, gameCategories, type RebateLine } from '@lotus/contract';

/**
 * The rebate's arithmetic, as pure functions: windows, amounts and the automatic run's hour. The module's use cases
 * read the database and call these, so a claim, the summary and the automatic run cannot disagree.
 */

/**
 * A window ends this long before now: a bet stamped settled just before may still be committing, and a bet counted
 * after its window closed would never be rebated. The next window starts where this one ends.
 */
export const SETTLE_MARGIN_MS = 60_000;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** A member's valid bet of one category in a window, and the rate their level earns on it (hundredths of a percent). */
export interface RatedSum {
  category: GameCategory;
  /** Minor units. */
  validBet: number;
  rateBp: number;
}

/** What a window pays, in minor units; the lines are stored as they are (`rebates.lines`). */
export interface RebateAmounts {
  lines: RebateLine[];
  validBet: number;
  amount: number;
}

const categoryRank = (category: GameCategory) => gameCategories.indexOf(category);

/** floor(valid bet × rate / 10000), exactly: in doubles while the product is a safe integer, else in BigInt. */
export function lineAmount(validBet: number, rateBp: number) {
  const product = validBet * rateBp;
  if (Number.isSafeInteger(product)) return (product - (product % 10_000)) / 10_000;
  return Number((BigInt(validBet) * BigInt(rateBp)) / 10_000n);
}

/**
 * Each category's amount is floor(valid bet × rate / 10000) in minor units, and the rebate is their sum. Only
 * categories with a positive rate and valid bet make lines (a category without a rate earns nothing); the lines keep
 * the contract's category order.
 */
export function rebateAmounts(sums: readonly RatedSum[]): RebateAmounts {
  const lines: RebateLine[] = [];
  let validBet = 0;
  let amount = 0;
  for (const s of sums) {
    if (s.rateBp <= 0 || s.validBet <= 0) continue;
    const line = {
      category: s.category,
      validBet: s.validBet,
      percent: s.rateBp / 100,
      amount: lineAmount(s.validBet, s.rateBp),
    };
    lines.push(line);
    validBet += line.validBet;
    amount += line.amount;
  }
  if (lines.length > 1) lines.sort((a, b) => categoryRank(a.category) - categoryRank(b.category));
  return { lines, validBet, amount };
}

/**
 * The member's window now: from the end of their last rebate (never before the brand started rebating) to the settle
 * margin before now. `to` may not be after `from` (nothing settled in between can count yet).
 */
export function windowOf(since: Date, lastTo: Date | null, now: Date) {
  const from = lastTo && lastTo.getTime() > since.getTime() ? lastTo : since;
  return { from, to: new Date(now.getTime() - SETTLE_MARGIN_MS) };
}

/** The last business date whose automatic hour has come by `now` (the run for it is due once). */
export const latestAutoDate = (nowMs: number, gmtOffsetMinutes: number, autoHour: number) =>
  businessDateOf(nowMs - autoHour * HOUR_MS, gmtOffsetMinutes);

/** The instant a business date's automatic hour begins. */
export const autoHourStart = (date: string, gmtOffsetMinutes: number, autoHour: number) =>
  businessDayStart(date, gmtOffsetMinutes) + autoHour * HOUR_MS;

/** Whether the automatic run of the latest date whose hour has come has not run yet. */
export const autoRunDue = (nowMs: number, gmtOffsetMinutes: number, autoHour: number, autoRanOn: string | null) =>
  autoRanOn === null || autoRanOn < latestAutoDate(nowMs, gmtOffsetMinutes, autoHour);

/**
 * When unclaimed rebate is next paid automatically: the hour of the next business date not run yet; now, when that
 * hour has come and the run is waiting for its job (every five minutes).
 */
export function nextAutoAt(nowMs: number, gmtOffsetMinutes: number, autoHour: number, autoRanOn: string | null) {
  const latest = latestAutoDate(nowMs, gmtOffsetMinutes, autoHour);
  if (autoRanOn === null || autoRanOn < latest) {
    return Math.max(nowMs, autoHourStart(latest, gmtOffsetMinutes, autoHour));
  }
  const next = new Date(Date.parse(`${latest}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return autoHourStart(next, gmtOffsetMinutes, autoHour);
}

/** A wagering multiple with one decimal as the percent of the rebate to wager (1.5 → 150). */
export const wageringPercent = (multiple: number) => Math.round(multiple * 10) * 10;

/** A rate in percent with two decimals (0.8) as hundredths of a percent (80), and back. */
export const rateBpOf = (percent: number) => Math.round(percent * 100);
