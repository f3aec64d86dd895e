import type { DepositSettings } from '@lotus/contract';
import type { RequestContext } from '../../../platform/request-context.ts';
import type { DepositDeps } from './deposit-deps.ts';
import { channelView } from './deposit-view.ts';
import { enabledChannels } from './queries.ts';

/** The channels a member can deposit through now: enabled, and online ones only with their provider present. */
export async function depositSettings(deps: DepositDeps, ctx: RequestContext): Promise<DepositSettings> {
  const channels = await enabledChannels(deps.db.orm, ctx.merchant.id);
  return {
    channels: channels
      .filter((c) => c.kind !== 'online' || deps.providers.has(c.provider ?? ''))
      .map((c) => channelView(c, ctx.language)),
    turnoverPercent: ctx.merchant.cashier.depositTurnoverPercent,
  };
}
