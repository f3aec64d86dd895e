import { type ConsoleEarningPayout, type ConsoleEarningRun, fromMinorUnits } from '@lotus/contract';
import type { earningRuns } from '../../../db/schema.ts';
import { payoutOf } from '../../earnings/list-payouts.ts';
import type { PayoutRow } from '../../earnings/queries.ts';

/** A run as the console lists it (money in major units). */
export const runView = (r: typeof earningRuns.$inferSelect, held: number): ConsoleEarningRun => ({
  id: r.id,
  kind: r.kind,
  periodKind: r.periodKind,
  periodKey: r.periodKey,
  periodStart: r.periodStart.getTime(),
  periodEnd: r.periodEnd.getTime(),
  status: r.status,
  payouts: r.payouts,
  totalDue: fromMinorUnits(r.totalDue),
  totalPaid: fromMinorUnits(r.totalPaid),
  held,
  recomputes: r.recomputes,
  createdAt: r.createdAt.getTime(),
  finishedAt: r.finishedAt?.getTime() ?? null,
});

/** A payout as the console shows it: the agent's view with its holder and why it is held. */
export const consolePayoutView = (row: {
  payout: PayoutRow;
  username: string;
  payer: string | null;
}): ConsoleEarningPayout => ({
  ...payoutOf(row.payout, row.payer),
  memberId: row.payout.memberId,
  username: row.username,
  holdReason: row.payout.holdReason ?? null,
  approvedAt: row.payout.approvedAt?.getTime() ?? null,
});
