import {
  type ContractKind,
  fromMinorUnits,
  type OwedPayoutPage,
  type PayoutComputation,
  type PayoutPage,
  type payoutListQuerySchema,
} from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/database.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { requireAgent } from '../agent-reports/require-agent.ts';
import { resolvePeriod } from '../records/period.ts';
import { listPayouts, type PayoutRow, payoutTotals } from './queries.ts';

const money = (v: unknown) => (typeof v === 'number' ? fromMinorUnits(v) : null);
const percent = (v: unknown) => (typeof v === 'number' ? v / 100 : null);

/** A stored computation (minor units, basis points) as the wire shows it (major units, percent). */
function computationOf(c: Record<string, unknown>): PayoutComputation {
  return {
    basis: money(c.basis) ?? 0,
    tier: typeof c.tier === 'number' ? c.tier : null,
    rate: percent(c.basisPoints),
    gross: money(c.gross) ?? 0,
    downlines: money(c.downlines) ?? 0,
    amount: money(c.amount) ?? 0,
    team: money(c.team) ?? 0,
    carryOut: money(c.carryOut),
    profit: money(c.profit),
    loss: money(c.loss),
    profitRate: percent(c.profitBasisPoints),
    lossRate: percent(c.lossBasisPoints),
  };
}

/** A stored payout as the wire shows it. */
export const payoutOf = (p: PayoutRow, payer: string | null) => ({
  id: p.id,
  kind: p.kind,
  contractId: p.contractId,
  periodKey: p.periodKey,
  periodStart: p.periodStart.getTime(),
  periodEnd: p.periodEnd.getTime(),
  due: fromMinorUnits(p.due),
  paid: fromMinorUnits(p.paid),
  status: p.status,
  payer,
  computation: computationOf(p.computation),
  createdAt: p.createdAt.getTime(),
});

type PayoutListInput = Omit<z.output<typeof payoutListQuerySchema>, 'kind'> & { kind?: ContractKind | undefined };

/** One page of the member's payouts on one side, with the range it covers and the totals over all of it. */
async function payoutPage(
  orm: Orm,
  merchant: MerchantConfig,
  memberId: number,
  side: 'payee' | 'payer',
  query: PayoutListInput,
  nowMs: number,
) {
  // A member's own payouts are its own to see, agent or not (a player may hold a contract from its upline); what an
  // upline pays its downlines is an agent's, as the team's reports are.
  if (side === 'payer') await requireAgent(orm, merchant.id, memberId);
  const period = resolvePeriod(
    query.startDate || query.preset ? query : { ...query, preset: 'last7' },
    nowMs,
    merchant.gmtOffsetMinutes,
  );
  const filter = {
    merchantId: merchant.id,
    memberId,
    side,
    kind: query.kind,
    from: period.from,
    until: period.until,
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  };
  const [rows, totals] = [await listPayouts(orm, filter), await payoutTotals(orm, filter)];
  return {
    rows,
    totals,
    page: {
      pageNum: query.pageNo,
      totalPages: Math.ceil(totals.count / query.pageSize),
      total: totals.count,
      startDate: period.startDate,
      endDate: period.endDate,
    },
  };
}

/**
 * "My income" and the payout history of one kind (`agentIncome`, `agentPayoutHistory`), for every member who holds or
 * held a contract, agent or not: the caller's payouts whose
 * period starts in the range (the last 7 days when none is given), newest first, each with its computation, and the
 * totals over the range.
 */
export async function listMyPayouts(
  orm: Orm,
  merchant: MerchantConfig,
  memberId: number,
  query: PayoutListInput,
  nowMs: number,
): Promise<PayoutPage> {
  const { rows, totals, page } = await payoutPage(orm, merchant, memberId, 'payee', query, nowMs);
  return {
    list: rows.map((r) => payoutOf(r.payout, r.payer)),
    ...page,
    totals: { due: fromMinorUnits(totals.due), paid: fromMinorUnits(totals.paid) },
  };
}

/**
 * What the caller pays its downlines (`agentPayoutsOwed`): in upline funding each upline pays its direct downlines
 * from its wallet, so these are the payouts whose payer it is, with the same range and paging as "my income", and
 * what it still owes on them.
 */
export async function listPayoutsOwed(
  orm: Orm,
  merchant: MerchantConfig,
  memberId: number,
  query: PayoutListInput,
  nowMs: number,
): Promise<OwedPayoutPage> {
  const { rows, totals, page } = await payoutPage(orm, merchant, memberId, 'payer', query, nowMs);
  return {
    list: rows.map((r) => ({ ...payoutOf(r.payout, r.payer), payee: r.payee })),
    ...page,
    totals: {
      due: fromMinorUnits(totals.due),
      paid: fromMinorUnits(totals.paid),
      outstanding: fromMinorUnits(totals.outstanding),
      held: fromMinorUnits(totals.held),
    },
  };
}
