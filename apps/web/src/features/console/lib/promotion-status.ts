import type { ConsolePromotion } from '@lotus/contract';

/** What members see of a campaign now: switched off, waiting for its start, running, or past its end. */
export type CampaignStatus = 'live' | 'scheduled' | 'ended' | 'off';

/** The server says whether a campaign is live; the rest follows from its switch and schedule. */
export function campaignStatus(
  item: Pick<ConsolePromotion, 'enabled' | 'live' | 'startsAt'>,
  now: number,
): CampaignStatus {
  if (!item.enabled) return 'off';
  if (item.live) return 'live';
  return now < item.startsAt ? 'scheduled' : 'ended';
}

/**
 * How much of a budget is taken: what was paid and what waits for review (reserved against it), as a share from 0
 * to 1 for the meter (past 1 when a budget was lowered below what it had paid); null without a budget.
 */
export function budgetUse(item: Pick<ConsolePromotion, 'budget' | 'stats'>) {
  if (item.budget === null || item.budget <= 0) return null;
  const used = item.stats.paid + item.stats.reserved;
  return { used, share: used / item.budget, left: Math.max(0, item.budget - used) };
}
