import type { ConsoleEarningRunPage, earningRunSearchSchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../../db/database.ts';
import type { MerchantConfig } from '../../../platform/merchant/merchant-config.ts';
import { resolvePeriod } from '../../records/period.ts';
import { runPage } from './queries.ts';
import { runView } from './views.ts';

/** The brand's payout runs, newest period first; a range (when given) holds the periods' starts. */
export async function listEarningRuns(
  orm: Orm,
  merchant: MerchantConfig,
  query: z.output<typeof earningRunSearchSchema>,
  nowMs: number,
): Promise<ConsoleEarningRunPage> {
  const range = query.preset || query.startDate ? resolvePeriod(query, nowMs, merchant.gmtOffsetMinutes) : null;
  const { rows, total } = await runPage(
    orm,
    {
      merchantId: merchant.id,
      kind: query.kind,
      status: query.status,
      payoutStatus: query.payoutStatus,
      from: range?.from,
      until: range?.until,
    },
    { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
  );
  return {
    list: rows.map((r) => runView(r.run, r.held)),
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
  };
}
