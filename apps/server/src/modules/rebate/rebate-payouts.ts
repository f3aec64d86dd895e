import { fromMinorUnits, type RebatePayoutPage, type RebateSource } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { payoutPage } from './queries.ts';
import { rebateView } from './rebate-view.ts';

export interface PayoutQuery {
  pageNo: number;
  pageSize: number;
  username?: string | undefined;
  source?: RebateSource | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** GET /api/console/rebate/payouts: the brand's paid rebates, newest first, and the totals of all that match. */
export async function rebatePayouts(orm: Orm, merchantId: number, query: PayoutQuery): Promise<RebatePayoutPage> {
  const { rows, totals } = await payoutPage(orm, merchantId, query, {
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    list: rows.map(({ rebate, username }) => ({ ...rebateView(rebate), username })),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(totals.count / query.pageSize)),
    total: totals.count,
    totals: { amount: fromMinorUnits(totals.amount), validBet: fromMinorUnits(totals.validBet), count: totals.count },
  };
}
