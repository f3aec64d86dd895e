import { fromMinorUnits, gameCategories, type PersonalProfit, type personalProfitQuerySchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/database.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import type { MinorTotals } from './bet-view.ts';
import { resolvePeriod } from './period.ts';
import { totalsByCategory, totalsByDay } from './queries.ts';

const profitOf = (row: MinorTotals) => ({
  count: row.count,
  stake: fromMinorUnits(row.stake),
  validBet: fromMinorUnits(row.validBet),
  payout: fromMinorUnits(row.payout),
  profit: fromMinorUnits(row.payout - row.stake),
});

const categoryRank = (gameType: string) => {
  const index = (gameCategories as readonly string[]).indexOf(gameType);
  return index < 0 ? gameCategories.length : index;
};

/**
 * Personal profit and loss (`ODSFE2_personalProfit`): the member's settled bets placed in the period, summed per
 * category (catalogue order) and per business day (newest first), with the period's total.
 */
export async function personalProfit(
  orm: Orm,
  merchant: MerchantConfig,
  memberId: number,
  query: z.output<typeof personalProfitQuerySchema>,
  nowMs: number,
): Promise<PersonalProfit> {
  const period = resolvePeriod(query, nowMs, merchant.gmtOffsetMinutes);
  const filter = {
    merchantId: merchant.id,
    memberIds: [memberId],
    from: period.from,
    until: period.until,
    status: 'settled' as const,
  };
  const [categories, days] = await Promise.all([
    totalsByCategory(orm, filter),
    totalsByDay(orm, filter, merchant.gmtOffsetMinutes),
  ]);
  const total = categories.reduce(
    (sum, c) => ({
      count: sum.count + c.count,
      stake: sum.stake + c.stake,
      validBet: sum.validBet + c.validBet,
      payout: sum.payout + c.payout,
      winLoss: 0,
    }),
    { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 },
  );
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    categories: categories
      .toSorted((a, b) => categoryRank(a.gameType) - categoryRank(b.gameType))
      .map((c) => ({ gameType: c.gameType, ...profitOf(c) })),
    days: days.map((d) => ({ date: d.date, ...profitOf(d) })),
    total: profitOf(total),
  };
}
