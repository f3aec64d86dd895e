import type { RegistrationPage, registrationsQuerySchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/database.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { resolvePeriod } from '../records/period.ts';
import { teamMemberOf } from './member-view.ts';
import { membersByIds, registrationsPage, registrationTotals } from './queries.ts';
import { requireAgent } from './require-agent.ts';

/**
 * Register centre figures (`agentRegistrations`): who registered through the agent's affiliate code in the period
 * (the registration's audit entry names the agent as the new member's upline), per code and per day, newest first.
 */
export async function registrations(
  orm: Orm,
  merchant: MerchantConfig,
  memberId: number,
  query: z.output<typeof registrationsQuerySchema>,
  nowMs: number,
): Promise<RegistrationPage> {
  const agent = await requireAgent(orm, merchant.id, memberId);
  const period = resolvePeriod(query, nowMs, merchant.gmtOffsetMinutes);
  const window = { from: period.from, until: period.until, gmtOffsetMinutes: merchant.gmtOffsetMinutes };
  const [totals, rows] = await Promise.all([
    registrationTotals(orm, merchant.id, agent.id, window),
    registrationsPage(orm, merchant.id, agent.id, window, {
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    }),
  ]);
  const named = new Map(
    (
      await membersByIds(
        orm,
        merchant.id,
        rows.map((r) => r.memberId),
      )
    ).map((m) => [m.id, m]),
  );
  const total = totals.days.reduce((sum, d) => sum + d.count, 0);
  return {
    list: rows.flatMap((r) => {
      const m = named.get(r.memberId);
      return m ? [{ ...teamMemberOf(m), registeredAt: r.at.getTime() }] : [];
    }),
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
    startDate: period.startDate,
    endDate: period.endDate,
    codes: agent.referralCode ? [{ code: agent.referralCode, registrations: total, allTime: totals.allTime }] : [],
    days: totals.days.map((d) => ({ date: d.date, registrations: d.count })),
  };
}
