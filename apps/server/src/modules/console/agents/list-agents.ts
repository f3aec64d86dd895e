import type { ConsoleAgentPage, consoleAgentSearchSchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../../db/database.ts';
import { agentPage, countAgents, teamSizes } from './queries.ts';

type AgentSearch = z.output<typeof consoleAgentSearchSchema>;

/** One page of the brand's agents with their upline, direct downlines and whole team. */
export async function listAgents(orm: Orm, merchantId: number, search: AgentSearch): Promise<ConsoleAgentPage> {
  const filter = { merchantId, q: search.q || undefined, type: search.type };
  const [rows, total] = await Promise.all([
    agentPage(orm, filter, (search.pageNo - 1) * search.pageSize, search.pageSize),
    countAgents(orm, filter),
  ]);
  const teams = await teamSizes(
    orm,
    merchantId,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      username: r.username,
      nickname: r.nickname,
      type: r.type,
      status: r.status,
      upline: r.upline,
      directDownlines: r.directDownlines,
      teamSize: teams.get(r.id) ?? 0,
      registeredAt: r.createdAt.getTime(),
    })),
    pageNum: search.pageNo,
    totalPages: Math.ceil(total / search.pageSize),
    total,
  };
}
