import type { BetRecordPage, betRecordsQuerySchema, Language } from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/database.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { betRecordOf, totalsOf } from './bet-view.ts';
import { resolvePeriod } from './period.ts';
import { betsPage, betTotals } from './queries.ts';

/**
 * Betting record (`ODSFE2_betRecords`): the member's bets of the period by category, vendor and status, newest first,
 * one page at a time, with the totals of every matching bet (not only the page's).
 */
export async function betRecords(
  orm: Orm,
  merchant: MerchantConfig,
  memberId: number,
  query: z.output<typeof betRecordsQuerySchema>,
  nowMs: number,
  language: Language,
): Promise<BetRecordPage> {
  const period = resolvePeriod(query, nowMs, merchant.gmtOffsetMinutes);
  const filter = {
    merchantId: merchant.id,
    memberIds: [memberId],
    from: period.from,
    until: period.until,
    gameType: query.gameType,
    vendorCode: query.vendor,
    status: query.status,
  };
  const [totals, rows] = await Promise.all([
    betTotals(orm, filter),
    betsPage(orm, filter, (query.pageNo - 1) * query.pageSize, query.pageSize),
  ]);
  return {
    list: rows.map((row) => betRecordOf(row, language)),
    pageNum: query.pageNo,
    totalPages: Math.ceil(totals.count / query.pageSize),
    total: totals.count,
    startDate: period.startDate,
    endDate: period.endDate,
    totals: totalsOf(totals),
  };
}
