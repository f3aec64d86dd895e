import { type agentPeriodQuerySchema, businessDateOf, type TeamOverview } from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/database.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { resolvePeriod } from '../records/period.ts';
import { teamSizes } from './queries.ts';
import { requireAgent } from './require-agent.ts';
import { figuresOf, noFigures, teamFigures } from './team-figures.ts';

const DAY = 86_400_000;

/**
 * Team overview (`agentTeamOverview`, the agent centre's first page): the agent's team today, yesterday, this month
 * and over the period asked, who is in it, and the last 30 days day by day for the chart.
 */
export async function teamOverview(
  orm: Orm,
  merchant: MerchantConfig,
  memberId: number,
  query: z.output<typeof agentPeriodQuerySchema>,
  nowMs: number,
): Promise<TeamOverview> {
  const agent = await requireAgent(orm, merchant.id, memberId);
  const offset = merchant.gmtOffsetMinutes;
  const today = businessDateOf(nowMs, offset);
  const periods = {
    today: resolvePeriod({ preset: 'today' }, nowMs, offset),
    yesterday: resolvePeriod({ preset: 'yesterday' }, nowMs, offset),
    thisMonth: resolvePeriod({ startDate: `${today.slice(0, 8)}01`, endDate: today }, nowMs, offset),
    period: resolvePeriod(query, nowMs, offset),
  };
  const last30 = resolvePeriod({ preset: 'last30' }, nowMs, offset);
  const scope = (p: { from: Date; until: Date }, key: 'head' | 'day') => ({
    merchantId: merchant.id,
    heads: [agent.id],
    from: p.from,
    until: p.until,
    key,
    gmtOffsetMinutes: offset,
    // The agent's own account is not one of its team's new registrations.
    headsNotNew: true,
  });
  const [sizes, days, ...named] = await Promise.all([
    teamSizes(orm, merchant.id, [agent.id]),
    teamFigures(orm, scope(last30, 'day')),
    ...Object.entries(periods).map(async ([name, p]) => {
      const figures = (await teamFigures(orm, scope(p, 'head'))).get(String(agent.id)) ?? noFigures();
      return [name, { startDate: p.startDate, endDate: p.endDate, figures: figuresOf(figures) }] as const;
    }),
  ]);
  const size = sizes[0];
  const byName = Object.fromEntries(named) as Pick<TeamOverview, keyof typeof periods>;
  const series = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.parse(`${last30.startDate}T00:00:00Z`) + i * DAY).toISOString().slice(0, 10);
    return { date, figures: figuresOf(days.get(date) ?? noFigures()) };
  });
  return {
    members: size?.members ?? 0,
    agents: size?.agents ?? 0,
    directMembers: size?.directMembers ?? 0,
    directAgents: size?.directAgents ?? 0,
    ...byName,
    series,
  };
}
