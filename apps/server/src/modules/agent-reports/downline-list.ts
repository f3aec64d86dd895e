import type { DownlinePage, downlineListQuerySchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { resolvePeriod } from '../records/period.ts';
import { teamMemberOf } from './member-view.ts';
import {
  countDirectDownlines,
  countTeamMatches,
  directDownlines,
  findInTeam,
  membersByIds,
  type PlacedMember,
  searchTeam,
  teamSizes,
} from './queries.ts';
import { requireAgent } from './require-agent.ts';
import { figuresOf, noFigures, teamFigures } from './team-figures.ts';

/**
 * Downline management (`agentDownlines`): one level of the agent's tree (the direct downlines of the agent or of a
 * member of its team, with the breadcrumbs to it), or a search by username anywhere below the agent; each row with
 * its own team's figures for the period. A parent outside the agent's team is refused as one that does not exist.
 */
export async function downlineList(
  orm: Orm,
  merchant: MerchantConfig,
  memberId: number,
  query: z.output<typeof downlineListQuerySchema>,
  nowMs: number,
): Promise<DownlinePage> {
  const agent = await requireAgent(orm, merchant.id, memberId);
  const period = resolvePeriod(query, nowMs, merchant.gmtOffsetMinutes);
  const page = { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize };
  const scope = (heads: number[], withoutHeads = false) => ({
    merchantId: merchant.id,
    heads,
    from: period.from,
    until: period.until,
    key: 'head' as const,
    gmtOffsetMinutes: merchant.gmtOffsetMinutes,
    withoutHeads,
  });

  const needle = query.username || undefined;
  let parent: PlacedMember | null = null;
  let placed: PlacedMember[];
  let total: number;
  if (needle) {
    [placed, total] = await Promise.all([
      searchTeam(orm, merchant.id, agent.id, needle, page),
      countTeamMatches(orm, merchant.id, agent.id, needle),
    ]);
  } else {
    parent = query.parent
      ? await findInTeam(orm, merchant.id, agent.id, query.parent)
      : { id: agent.id, path: [agent.id] };
    if (!parent) throw new AppError('agent.member.not.in.team');
    const under = parent;
    const [children, count] = await Promise.all([
      directDownlines(orm, merchant.id, under.id, page),
      countDirectDownlines(orm, merchant.id, under.id),
    ]);
    placed = children.map((c) => ({ id: c.id, path: [...under.path, c.id] }));
    total = count;
  }

  const heads = placed.map((p) => p.id);
  const [figures, sizes, named, totals] = await Promise.all([
    teamFigures(orm, scope(heads)),
    teamSizes(orm, merchant.id, heads),
    membersByIds(orm, merchant.id, [...placed.flatMap((p) => p.path), ...(parent?.path ?? [])]),
    // The parent's team without the parent: every one of its direct downlines' teams together, not only this page's.
    parent ? teamFigures(orm, scope([parent.id], true)) : null,
  ]);
  const names = new Map(named.map((m) => [m.id, m]));
  const nameOf = (id: number) => {
    const m = names.get(id);
    if (!m) throw new Error(`member ${id} of a path not found`);
    return m;
  };
  const sizeOf = new Map(sizes.map((s) => [s.head, s]));
  const list = placed.map((p) => {
    const m = nameOf(p.id);
    const size = sizeOf.get(p.id);
    return {
      ...teamMemberOf(m),
      registeredAt: m.createdAt.getTime(),
      directDownlines: (size?.directMembers ?? 0) + (size?.directAgents ?? 0),
      teamSize: (size?.members ?? 0) + (size?.agents ?? 0),
      path: p.path.slice(0, -1).map((id) => teamMemberOf(nameOf(id))),
      figures: figuresOf(figures.get(String(p.id)) ?? noFigures()),
    };
  });
  return {
    list,
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
    startDate: period.startDate,
    endDate: period.endDate,
    parent: parent ? teamMemberOf(nameOf(parent.id)) : null,
    path: parent ? parent.path.map((id) => teamMemberOf(nameOf(id))) : [],
    totals: totals && parent ? figuresOf(totals.get(String(parent.id)) ?? noFigures()) : null,
  };
}
