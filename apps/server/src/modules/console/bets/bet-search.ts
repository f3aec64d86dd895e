import type { ConsoleBetPage, consoleBetSearchSchema, Language } from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../../db/database.ts';
import type { MerchantConfig } from '../../../platform/merchant/merchant-config.ts';
import { betRecordOf, totalsOf } from '../../records/bet-view.ts';
import { resolvePeriod } from '../../records/period.ts';
import { betsPage, betTotals } from '../../records/queries.ts';
import { memberIdsMatching, usernamesOf } from './queries.ts';

const EMPTY_TOTALS = { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 };

/** Bets of the merchant matching the operator's search, newest placed first, with totals over every match. */
export async function searchBets(
  orm: Orm,
  merchant: MerchantConfig,
  query: z.output<typeof consoleBetSearchSchema>,
  language: Language,
): Promise<ConsoleBetPage> {
  const period = resolvePeriod(query, 0, merchant.gmtOffsetMinutes);
  const memberIds = query.member ? await memberIdsMatching(orm, merchant.id, query.member) : undefined;
  if (memberIds?.length === 0) {
    return { list: [], pageNum: query.pageNo, totalPages: 0, total: 0, totals: totalsOf(EMPTY_TOTALS) };
  }
  const filter = {
    merchantId: merchant.id,
    from: period.from,
    until: period.until,
    memberIds,
    vendorCode: query.vendor,
    gameCode: query.game,
    status: query.status,
    roundId: query.roundId,
  };
  const [totals, rows] = await Promise.all([
    betTotals(orm, filter),
    betsPage(orm, filter, (query.pageNo - 1) * query.pageSize, query.pageSize),
  ]);
  const names = await usernamesOf(orm, [...new Set(rows.map((r) => r.memberId))]);
  return {
    list: rows.map((row) => ({
      ...betRecordOf(row, language),
      memberId: row.memberId,
      username: names.get(row.memberId) ?? '',
    })),
    pageNum: query.pageNo,
    totalPages: Math.ceil(totals.count / query.pageSize),
    total: totals.count,
    totals: totalsOf(totals),
  };
}
