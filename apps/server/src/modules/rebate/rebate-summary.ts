import { fromMinorUnits, type RebateSummary } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { evaluateMember } from './member-window.ts';
import { findSettings } from './queries.ts';
import { lineView } from './rebate-view.ts';
import { nextAutoAt, SETTLE_MARGIN_MS } from './rules.ts';

/**
 * GET MCSFE_getRebateSummary: what a claim would pay now, over the bets the member settled in their window. While the
 * brand does not rebate, an empty window that cannot be claimed.
 */
export async function rebateSummary(orm: Orm, ctx: RequestContext, memberId: number): Promise<RebateSummary> {
  const settings = await findSettings(orm, ctx.merchant.id);
  const minClaim = fromMinorUnits(settings?.minClaim ?? 0);
  if (!settings?.enabled || !settings.since) {
    const at = ctx.now.getTime() - SETTLE_MARGIN_MS;
    return { from: at, to: at, lines: [], validBet: 0, amount: 0, minClaim, claimable: false, nextAutoAt: null };
  }
  const now = await evaluateMember(orm, ctx.merchant.id, settings.since, memberId, ctx.now);
  const from = now.window.from.getTime();
  return {
    from,
    // Just after rebate is turned on the window has not opened yet.
    to: Math.max(from, now.window.to.getTime()),
    lines: now.lines.map(lineView),
    validBet: fromMinorUnits(now.validBet),
    amount: fromMinorUnits(now.amount),
    minClaim,
    claimable: now.amount > 0 && now.amount >= settings.minClaim,
    nextAutoAt:
      settings.autoHour === null
        ? null
        : nextAutoAt(ctx.now.getTime(), ctx.merchant.gmtOffsetMinutes, settings.autoHour, settings.autoRanOn),
  };
}
