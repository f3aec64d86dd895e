import type { RebatePage } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { memberRebatePage } from './queries.ts';
import { rebateView } from './rebate-view.ts';

/** GET MCSFE_getRebateHistory: the member's rebates, newest first. */
export async function rebateHistory(
  orm: Orm,
  merchantId: number,
  memberId: number,
  query: { pageNo: number; pageSize: number },
): Promise<RebatePage> {
  const { rows, total } = await memberRebatePage(orm, merchantId, memberId, {
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    list: rows.map(rebateView),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    total,
  };
}
