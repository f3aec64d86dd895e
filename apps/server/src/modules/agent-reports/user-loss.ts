import { fromMinorUnits, type UserLossPage, type userLossQuerySchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/database.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { resolvePeriod } from '../records/period.ts';
import { teamMemberOf } from './member-view.ts';
import { membersByIds } from './queries.ts';
import { requireAgent } from './require-agent.ts';
import { type MinorFigures, teamFigures } from './team-figures.ts';

const lossOf = (f: Pick<MinorFigures, 'betCount' | 'stake' | 'validBet' | 'payout' | 'bonuses'>) => ({
  betCount: f.betCount,
  stake: fromMinorUnits(f.stake),
  validBet: fromMinorUnits(f.validBet),
  payout: fromMinorUnits(f.payout),
  winLoss: fromMinorUnits(f.payout - f.stake),
  bonuses: fromMinorUnits(f.bonuses),
  net: fromMinorUnits(f.payout - f.stake + f.bonuses),
});

/**
 * User loss (`agentUserLoss`): each member below the agent with settled bets or bonuses in the period, with its own
 * profit and loss (not its team's), biggest loss first, and the totals over every such member.
 */
export async function userLoss(
  orm: Orm,
  merchant: MerchantConfig,
  memberId: number,
  query: z.output<typeof userLossQuerySchema>,
  nowMs: number,
): Promise<UserLossPage> {
  const agent = await requireAgent(orm, merchant.id, memberId);
  const period = resolvePeriod(query, nowMs, merchant.gmtOffsetMinutes);
  const figures = await teamFigures(orm, {
    merchantId: merchant.id,
    heads: [agent.id],
    from: period.from,
    until: period.until,
    key: 'member',
    gmtOffsetMinutes: merchant.gmtOffsetMinutes,
    withoutHeads: true,
  });
  const played = [...figures].filter(([, f]) => f.betCount > 0 || f.bonuses !== 0);
  const named = new Map(
    (
      await membersByIds(
        orm,
        merchant.id,
        played.map(([id]) => Number(id)),
      )
    ).map((m) => [m.id, m]),
  );
  const needle = query.username?.toLowerCase();
  const rows = played
    .map(([id, f]) => ({ member: named.get(Number(id)), f, net: f.payout - f.stake + f.bonuses }))
    .filter((r) => r.member && (!needle || r.member.username.toLowerCase().includes(needle)))
    .toSorted((a, b) => a.net - b.net || (a.member?.username ?? '').localeCompare(b.member?.username ?? '', 'en'));
  const sum = (pick: (f: MinorFigures) => number) => rows.reduce((s, r) => s + pick(r.f), 0);
  const offset = (query.pageNo - 1) * query.pageSize;
  return {
    list: rows.slice(offset, offset + query.pageSize).map((r) => ({
      ...teamMemberOf(r.member as NonNullable<typeof r.member>),
      ...lossOf(r.f),
    })),
    pageNum: query.pageNo,
    totalPages: Math.ceil(rows.length / query.pageSize),
    total: rows.length,
    startDate: period.startDate,
    endDate: period.endDate,
    totals: lossOf({
      betCount: sum((f) => f.betCount),
      stake: sum((f) => f.stake),
      validBet: sum((f) => f.validBet),
      payout: sum((f) => f.payout),
      bonuses: sum((f) => f.bonuses),
    }),
  };
}
