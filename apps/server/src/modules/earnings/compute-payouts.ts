import type { ContractKind, ContractTermsOf } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { carriesOf, type Holder, holdersInPeriod, periodFigures, periodRounds } from './queries.ts';
import { realtimeThreshold } from './rules/amounts.ts';
import { dividendPayouts } from './rules/dividend-payouts.ts';
import type { Payout } from './rules/payouts.ts';
import type { Period } from './rules/periods.ts';
import { realtimePayouts } from './rules/realtime-payouts.ts';
import { salaryPayouts } from './rules/salary-payouts.ts';

/** One holder's payout for the period as the rules computed it, with the contract it is paid under. */
export interface ComputedPayout {
  contractId: number;
  memberId: number;
  /** The nearest holder above (member id): the payer in upline funding. */
  upline: number | null;
  amount: number;
  team: number;
  /** The rules' payout (minor units, basis points), stored as the payout's computation. */
  computation: Record<string, unknown>;
  /** Dividend only: the carry into and out of the period, and the period the stored carry was last moved by. */
  carry?: { in: number; out: number; storedFor: string | null };
}

const byMember = <T>(holders: readonly Holder[], pick: (h: Holder) => T) =>
  new Map(holders.map((h) => [h.memberId, pick(h)]));

/**
 * Every holder's payout of `kind` for the period: the contracts in force, the team figures from the bets settled in
 * the period (one statement), and the rules. Dividends start from each contract's carry into the period.
 */
export async function computePayouts(
  orm: Orm,
  merchantId: number,
  kind: ContractKind,
  period: Period,
): Promise<ComputedPayout[]> {
  const holders = await holdersInPeriod(orm, merchantId, kind, period);
  if (holders.length === 0) return [];
  const heads = holders.map((h) => h.memberId);
  const contractOf = byMember(holders, (h) => h.contractId);
  let payouts: Payout[];
  const carryIns = new Map<number, number>();
  const stored = new Map<number, string>();
  if (kind === 'realtimeSalary') {
    const contracts = byMember(holders, (h) => h.terms as ContractTermsOf<'realtimeSalary'>);
    const thresholds = [...contracts.values()].map(realtimeThreshold);
    const { nodes, rounds } = await periodRounds(orm, merchantId, heads, thresholds, period);
    payouts = realtimePayouts({ nodes, rounds, contracts });
  } else {
    const { nodes, figures } = await periodFigures(orm, merchantId, heads, period);
    if (kind === 'dividend') {
      // A recompute of the period the carry was last moved by starts from the carry into it again.
      const carries = await carriesOf(orm, [...contractOf.values()]);
      const carryIn = new Map<number, number>();
      for (const c of carries) {
        stored.set(c.contractId, c.periodKey);
        carryIn.set(c.contractId, c.periodKey === period.key ? c.carryIn : c.carry);
      }
      for (const h of holders) carryIns.set(h.memberId, carryIn.get(h.contractId) ?? 0);
      payouts = dividendPayouts({
        nodes,
        figures,
        contracts: byMember(holders, (h) => h.terms as ContractTermsOf<'dividend'>),
        carries: carryIns,
      });
    } else {
      payouts = salaryPayouts({
        nodes,
        figures,
        contracts: byMember(holders, (h) => h.terms as ContractTermsOf<'dailySalary' | 'hourlySalary'>),
      });
    }
  }
  return payouts.map((p) => {
    const { memberId, upline, amount, team, ...rest } = p;
    const carryOut = (p as { carryOut?: number }).carryOut;
    return {
      contractId: contractOf.get(memberId) as number,
      memberId,
      upline,
      amount,
      team,
      computation: {
        ...rest,
        amount,
        team,
        ...(kind === 'dividend' && { carryIn: carryIns.get(memberId) ?? 0 }),
      },
      ...(carryOut !== undefined && {
        carry: {
          in: carryIns.get(memberId) ?? 0,
          out: carryOut,
          storedFor: stored.get(contractOf.get(memberId) as number) ?? null,
        },
      }),
    };
  });
}
