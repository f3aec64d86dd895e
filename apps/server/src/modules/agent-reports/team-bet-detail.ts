import type { Language, TeamBetDetail } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { betDetail } from '../records/bet-detail.ts';
import { findBet } from '../records/queries.ts';
import { findInTeam, membersByIds } from './queries.ts';
import { requireAgent } from './require-agent.ts';

/**
 * One bet of the agent's team (`agentTeamBetDetail`), as the member's own betting record details it; a bet outside
 * the team answers 404 like one that does not exist.
 */
export async function teamBetDetail(
  orm: Orm,
  merchantId: number,
  memberId: number,
  betId: number,
  language: Language,
): Promise<TeamBetDetail> {
  const agent = await requireAgent(orm, merchantId, memberId);
  const bet = await findBet(orm, merchantId, betId);
  const [owner] = bet ? await membersByIds(orm, merchantId, [bet.memberId]) : [];
  if (!bet || !owner || !(await findInTeam(orm, merchantId, agent.id, owner.username))) {
    throw new AppError('not.found');
  }
  return { ...(await betDetail(orm, merchantId, bet.memberId, betId, language)), username: owner.username };
}
