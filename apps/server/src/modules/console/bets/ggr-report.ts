import { fromMinorUnits, type GgrReport, type ggrReportQuerySchema, type Language } from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../../db/database.ts';
import type { MerchantConfig } from '../../../platform/merchant/merchant-config.ts';
import { resolvePeriod } from '../../records/period.ts';
import { totalsByVendor } from '../../records/queries.ts';
import { vendorCategories } from './queries.ts';

interface Sums {
  count: number;
  stake: number;
  validBet: number;
  payout: number;
}

const ggrOf = (s: Sums) => ({
  bets: s.count,
  stake: fromMinorUnits(s.stake),
  validBet: fromMinorUnits(s.validBet),
  payout: fromMinorUnits(s.payout),
  ggr: fromMinorUnits(s.stake - s.payout),
});

/**
 * Gross gaming revenue per vendor (stake − payout, the house's side) from the settled bets placed in the period,
 * highest first, with the total: what finance reconciles against each vendor's own statement. Each vendor comes
 * with the categories of its games, so the house lottery's vendors (LOTT, ELOTT) read as lottery.
 */
export async function ggrReport(
  orm: Orm,
  merchant: MerchantConfig,
  query: z.output<typeof ggrReportQuerySchema>,
  language: Language,
): Promise<GgrReport> {
  const period = resolvePeriod(query, 0, merchant.gmtOffsetMinutes);
  const rows = await totalsByVendor(orm, {
    merchantId: merchant.id,
    from: period.from,
    until: period.until,
    status: 'settled',
  });
  const categories = await vendorCategories(
    orm,
    merchant.id,
    rows.map((r) => r.vendorCode),
  );
  const total = rows.reduce(
    (sum, r) => ({
      count: sum.count + r.count,
      stake: sum.stake + r.stake,
      validBet: sum.validBet + r.validBet,
      payout: sum.payout + r.payout,
    }),
    { count: 0, stake: 0, validBet: 0, payout: 0 },
  );
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    vendors: rows
      .toSorted((a, b) => b.stake - b.payout - (a.stake - a.payout) || a.vendorCode.localeCompare(b.vendorCode))
      .map((r) => ({
        vendorCode: r.vendorCode,
        vendorName: r.vendorName[language] || r.vendorCode,
        categories: categories.get(r.vendorCode) ?? [],
        ...ggrOf(r),
      })),
    total: ggrOf(total),
  };
}
