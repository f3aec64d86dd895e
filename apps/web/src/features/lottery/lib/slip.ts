import type { LotteryLine, LotterySession, LotteryUnit } from '@lotus/contract';
import { type ChaseMode, chasePlan, countBets, type PayTable, type Picks, pointStake, unitStake } from '@lotus/lottery';

/**
 * The bet slip as pure data: lines the board added, what each costs, and the request the server takes. Amounts are
 * integer minor units; the wire's major units are made only at the edge (`toMajor`).
 */
export interface SlipLine {
  id: string;
  play: string;
  picks: Picks;
  /** Single bets of the line (`countBets`). */
  count: number;
  unit: LotteryUnit;
  /** The multiple (prize-group families) or the points (VN, 4D) of each single bet. */
  multiple: number;
}

type Pricing = Pick<LotterySession, 'baseStake' | 'pointValue' | 'prizeGroup'> & { odds: PayTable };

/** Families priced by prize group (SSC5, PK10) have units and multiples; VN and 4D are priced in points. */
export const usesUnits = (session: Pick<LotterySession, 'prizeGroup'>) => session.prizeGroup !== null;

/** The stake of ONE single bet of a line, minor units. */
export function singleStake(line: Pick<SlipLine, 'play' | 'unit' | 'multiple'>, pricing: Pricing): number {
  return usesUnits(pricing)
    ? unitStake(line.unit, pricing.baseStake) * line.multiple
    : pointStake(line.play, line.multiple, pricing.pointValue, pricing.odds);
}

export const lineStake = (line: SlipLine, pricing: Pricing) => singleStake(line, pricing) * line.count;

export function slipTotals(lines: readonly SlipLine[], pricing: Pricing): { bets: number; stake: number } {
  return lines.reduce((sum, line) => ({ bets: sum.bets + line.count, stake: sum.stake + lineStake(line, pricing) }), {
    bets: 0,
    stake: 0,
  });
}

/** A line from the board's picks, or null when they make no bet (`countBets` canonicalises them). */
export function makeLine(
  play: string,
  picks: Picks,
  unit: LotteryUnit,
  multiple: number,
  id: string = crypto.randomUUID(),
): SlipLine | null {
  if (!Number.isSafeInteger(multiple) || multiple < 1) return null;
  const counted = countBets(play, picks);
  if (!counted.ok) return null;
  return { id, play, picks: counted.picks, count: counted.count, unit, multiple };
}

export const toRequestLines = (lines: readonly SlipLine[]): LotteryLine[] =>
  lines.map(({ play, picks, unit, multiple }) => ({ play, picks, unit, multiple }));

/** Minor units to the wire's major units (exact for two decimals). */
export const toMajor = (minor: number) => minor / 100;

export interface ChaseInput {
  mode: ChaseMode;
  periods: number;
  startMultiple: number;
  targetProfitPercent: number;
  maxMultiple: number;
}

export type ChaseRequest =
  | { ok: true; periods: { numero: string; multiple: number }[]; totalCost: number }
  | { ok: false; code: string };

/**
 * A chase over the current period and the next ones: the multiples `chasePlan` gives each period (the slip's own
 * multiples times the period's), on the numeros the session lists. `prizePerMultiple` is what the slip pays on a win at
 * multiple 1, the figure the profit mode aims at.
 */
export function chaseRequest(
  input: ChaseInput,
  numeros: readonly string[],
  stakePerMultiple: number,
  prizePerMultiple: number,
): ChaseRequest {
  if (input.periods > numeros.length) return { ok: false, code: 'BAD_PERIODS' };
  const plan = chasePlan(
    {
      mode: input.mode,
      periods: input.periods,
      startMultiple: input.startMultiple,
      maxMultiple: input.maxMultiple,
      ...(input.mode === 'profit' ? { targetProfitPercent: input.targetProfitPercent } : {}),
    },
    stakePerMultiple,
    prizePerMultiple,
  );
  if (!plan.ok) return { ok: false, code: plan.code };
  return {
    ok: true,
    totalCost: plan.totalCost,
    periods: plan.periods.map((p, i) => ({ numero: numeros[i] as string, multiple: p.multiple })),
  };
}

/** A fresh idempotency key for a slip (the server takes 8–64 of `[A-Za-z0-9_-]`). */
export const newRequestKey = () => crypto.randomUUID().replaceAll('-', '');
