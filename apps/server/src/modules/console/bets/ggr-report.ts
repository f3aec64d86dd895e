import {
  contractKinds,
  fromMinorUnits,
  type GgrReport,
  type ggrReportQuerySchema,
  type Language,
} from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../../db/database.ts';
import type { MerchantConfig } from '../../../platform/merchant/merchant-config.ts';
import { resolvePeriod } from '../../records/period.ts';
import { totalsByVendor } from '../../records/queries.ts';
import { earningsByKind } from '../earnings/queries.ts';
import { vendorCategories } from './queries.ts';

interface Sums {
  count: number;
  stake: number;
  validBet: number;
  payout: number;
}

interface EarningSums {
  payouts: number;
  due: number;
  paid: number;
  platformPaid: number;
}

const earningOf = (s: EarningSums) => ({
  payouts: s.payouts,
  due: fromMinorUnits(s.due),
  paid: fromMinorUnits(s.paid),
  platformPaid: fromMinorUnits(s.platformPaid),
});

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
 * with the categories of its games, so the house lottery's vendors (LOTT, ELOTT) read as lottery. Next to it, the
 * agent earnings of the periods starting in the range, by kind, and the GGR net of what the platform paid agents.
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
  const earnings = (await earningsByKind(orm, merchant.id, period.from, period.until)).toSorted(
    (a, b) => contractKinds.indexOf(a.kind) - contractKinds.indexOf(b.kind),
  );
  const earned = earnings.reduce(
    (sum, r) => ({
      payouts: sum.payouts + r.payouts,
      due: sum.due + r.due,
      paid: sum.paid + r.paid,
      platformPaid: sum.platformPaid + r.platformPaid,
    }),
    { payouts: 0, due: 0, paid: 0, platformPaid: 0 },
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
    earnings: {
      kinds: earnings.map((r) => ({ kind: r.kind, ...earningOf(r) })),
      total: earningOf(earned),
      net: fromMinorUnits(total.stake - total.payout - earned.platformPaid),
    },
  };
}
