import type { Language, TeamBetPage, teamBetsQuerySchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/database.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { betRecordOf, totalsOf } from '../records/bet-view.ts';
import { resolvePeriod } from '../records/period.ts';
import { betsPage, betTotals } from '../records/queries.ts';
import { findInTeam, membersByIds, teamMemberIds } from './queries.ts';
import { requireAgent } from './require-agent.ts';

/**
 * Team betting (`agentTeamBets`): the bets of the agent's whole team (itself included) placed in the period, by
 * category, vendor, member and status, newest first, with the totals of every matching bet. The rows and totals are
 * the member betting record's, over the team instead of one member.
 */
export async function teamBets(
  orm: Orm,
  merchant: MerchantConfig,
  memberId: number,
  query: z.output<typeof teamBetsQuerySchema>,
  nowMs: number,
  language: Language,
): Promise<TeamBetPage> {
  const agent = await requireAgent(orm, merchant.id, memberId);
  const period = resolvePeriod(query, nowMs, merchant.gmtOffsetMinutes);
  const empty = { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 };
  const base = { pageNum: query.pageNo, startDate: period.startDate, endDate: period.endDate };
  // One member of the team, or none (a name outside the team reads like one that does not exist).
  const one = query.username ? await findInTeam(orm, merchant.id, agent.id, query.username) : undefined;
  if (one === null) return { ...base, list: [], totalPages: 0, total: 0, totals: totalsOf(empty) };
  const filter = {
    merchantId: merchant.id,
    ...(one ? { memberIds: [one.id] } : { memberIn: teamMemberIds(merchant.id, agent.id) }),
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
  const names = new Map(
    (
      await membersByIds(
        orm,
        merchant.id,
        rows.map((r) => r.memberId),
      )
    ).map((m) => [m.id, m]),
  );
  return {
    ...base,
    list: rows.map((row) => ({ ...betRecordOf(row, language), username: names.get(row.memberId)?.username ?? '' })),
    totalPages: Math.ceil(totals.count / query.pageSize),
    total: totals.count,
    totals: totalsOf(totals),
  };
}
