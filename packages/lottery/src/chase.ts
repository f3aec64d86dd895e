/**
 * Chase plans (追号): the same slip over the next N periods, with a multiple per period in one of the three usual
 * modes: the same multiple every period; doubling (the multiple times `factor` every `every` periods, 翻倍); or a target
 * profit rate (利润率追号: each period the smallest multiple, at least the start multiple, for which a win in that
 * period returns at least the target profit on everything staked so far). With stop-on-win, the periods after a win
 * are refunded: `chaseRefund`. All amounts are minor units; options come from players and are checked.
 */

export type ChaseMode = 'same' | 'double' | 'profit';

export interface ChaseOptions {
  mode: ChaseMode;
  periods: number;
  startMultiple: number;
  /** Double mode: multiply every this many periods (default 1). */
  every?: number;
  /** Double mode: by this factor (default 2). */
  factor?: number;
  /** Profit mode: the least profit on the cumulative cost, in percent (50 = 50 %). */
  targetProfitPercent?: number;
  maxMultiple: number;
}

export interface ChasePeriod {
  /** 0 for the first period chased. */
  index: number;
  multiple: number;
  cost: number;
  cumulativeCost: number;
  /** What a win in this period pays at its multiple. */
  prize: number;
  /** prize − cumulativeCost: the net if this period wins. */
  profit: number;
}

export type ChaseErrorCode =
  | 'BAD_MODE'
  | 'BAD_PERIODS'
  | 'BAD_MULTIPLE'
  | 'BAD_FACTOR'
  | 'BAD_TARGET'
  | 'BAD_AMOUNT'
  | 'MULTIPLE_TOO_LARGE'
  | 'PROFIT_UNREACHABLE'
  | 'AMOUNT_TOO_LARGE';

export type ChasePlan =
  | { ok: true; periods: ChasePeriod[]; totalCost: number }
  | { ok: false; code: ChaseErrorCode; period?: number };

export const CHASE_MAX_PERIODS = 200;

const isCount = (n: unknown, max = Number.MAX_SAFE_INTEGER): n is number =>
  Number.isSafeInteger(n) && (n as number) >= 1 && (n as number) <= max;

/**
 * The multiples and costs of a chase. `stakePerMultiple` is the slip's cost at multiple 1 and `prizePerMultiple` what
 * it pays at multiple 1 when it wins (the prize the profit mode aims at).
 */
export function chasePlan(options: ChaseOptions, stakePerMultiple: number, prizePerMultiple: number): ChasePlan {
  const { mode, periods, startMultiple, maxMultiple } = options;
  if (mode !== 'same' && mode !== 'double' && mode !== 'profit') return { ok: false, code: 'BAD_MODE' };
  if (!isCount(periods, CHASE_MAX_PERIODS)) return { ok: false, code: 'BAD_PERIODS' };
  if (!isCount(maxMultiple) || !isCount(startMultiple, maxMultiple)) return { ok: false, code: 'BAD_MULTIPLE' };
  if (!isCount(stakePerMultiple) || !Number.isSafeInteger(prizePerMultiple) || prizePerMultiple < 0) {
    return { ok: false, code: 'BAD_AMOUNT' };
  }
  const every = options.every ?? 1;
  const factor = options.factor ?? 2;
  if (mode === 'double' && (!isCount(every, periods) || !isCount(factor, 1000)))
    return { ok: false, code: 'BAD_FACTOR' };
  const target = options.targetProfitPercent ?? 0;
  if (mode === 'profit' && (!Number.isSafeInteger(target) || target < 0 || target > 1_000_000)) {
    return { ok: false, code: 'BAD_TARGET' };
  }

  const stake = BigInt(stakePerMultiple);
  const prize = BigInt(prizePerMultiple);
  const out: ChasePeriod[] = [];
  let cumulative = 0n;
  let multiple = BigInt(startMultiple);
  for (let index = 0; index < periods; index++) {
    if (mode === 'double' && index > 0 && index % every === 0) multiple *= BigInt(factor);
    if (mode === 'profit') {
      // m·prize ≥ (1 + t)(C + m·stake)  ⇔  m·(100·prize − (100 + t)·stake) ≥ (100 + t)·C
      const rate = BigInt(100 + target);
      const margin = 100n * prize - rate * stake;
      if (margin <= 0n) return { ok: false, code: 'PROFIT_UNREACHABLE', period: index };
      const needed = (rate * cumulative + margin - 1n) / margin;
      multiple = needed > BigInt(startMultiple) ? needed : BigInt(startMultiple);
    }
    if (multiple > BigInt(maxMultiple)) {
      return { ok: false, code: mode === 'profit' ? 'PROFIT_UNREACHABLE' : 'MULTIPLE_TOO_LARGE', period: index };
    }
    const cost = multiple * stake;
    cumulative += cost;
    const won = multiple * prize;
    if (won > BigInt(Number.MAX_SAFE_INTEGER) || cumulative > BigInt(Number.MAX_SAFE_INTEGER)) {
      return { ok: false, code: 'AMOUNT_TOO_LARGE', period: index };
    }
    out.push({
      index,
      multiple: Number(multiple),
      cost: Number(cost),
      cumulativeCost: Number(cumulative),
      prize: Number(won),
      profit: Number(won - cumulative),
    });
  }
  return { ok: true, periods: out, totalCost: Number(cumulative) };
}

/** What stop-on-win refunds when the chase stops after period `lastPlayed`: the cost of every later period. */
export function chaseRefund(periods: readonly ChasePeriod[], lastPlayed: number): number {
  return periods.filter((p) => p.index > lastPlayed).reduce((total, p) => total + p.cost, 0);
}
