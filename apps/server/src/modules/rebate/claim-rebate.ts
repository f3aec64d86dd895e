import { fromMinorUnits, type RebateRecord } from '@lotus/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { evaluateMember } from './member-window.ts';
import { payRebates } from './pay-rebates.ts';
import { findSettings, lockMemberRebate, rebateByKey, rebateFrom } from './queries.ts';
import { rebateView } from './rebate-view.ts';

/**
 * POST MCSFE_claimRebate: pays the member's window now. Under the member's rebate lock (a claim and the automatic
 * run take turns): a retry under the same Idempotency-Key answers the first claim's rebate; otherwise the window is
 * computed again and paid when it reaches the brand's minimum. Refusals change nothing. A second claim right after
 * finds an empty window (`rebate.nothing.to.claim`).
 */
export async function claimRebate(
  deps: { db: Database; events: EventBus },
  ctx: RequestContext,
  memberId: number,
  clientKey: string | undefined,
): Promise<{ rebate: RebateRecord }> {
  const merchantId = ctx.merchant.id;
  const { row, paid } = await deps.db.orm.transaction(async (tx) => {
    await lockMemberRebate(tx, memberId);
    if (clientKey) {
      const earlier = await rebateByKey(tx, memberId, clientKey);
      if (earlier) return { row: earlier, paid: false };
    }
    const settings = await findSettings(tx, merchantId);
    if (!settings?.enabled || !settings.since) throw new AppError('rebate.not.enabled');
    const now = await evaluateMember(tx, merchantId, settings.since, memberId, ctx.now);
    if (now.amount === 0) throw new AppError('rebate.nothing.to.claim');
    if (now.amount < settings.minClaim) {
      throw new AppError('rebate.below.minimum', { minClaim: fromMinorUnits(settings.minClaim) });
    }
    const [written] = await payRebates(
      tx,
      merchantId,
      settings.wageringMultiple,
      [
        {
          memberId,
          source: 'manual',
          from: now.window.from,
          to: now.window.to,
          validBet: now.validBet,
          amount: now.amount,
          level: now.state.level,
          lines: now.lines,
          idempotencyKey: clientKey ?? null,
        },
      ],
      ctx.now,
    );
    if (written) return { row: written, paid: true };
    // The unique key on the window's start refused it: that window was paid; answer the rebate that paid it.
    const earlier = await rebateFrom(tx, memberId, now.window.from);
    if (!earlier) throw new Error(`rebate of member ${memberId} neither written nor found`);
    return { row: earlier, paid: false };
  });
  if (paid) await deps.events.publish({ merchantId, memberId }, 'balance.changed', { reason: 'rebate' });
  return { rebate: rebateView(row) };
}
