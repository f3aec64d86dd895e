import { fromMinorUnits, type PromotionClaim, type promotionClaimQuerySchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { payBonus } from './pay-bonus.ts';
import {
  claimPage,
  decideEntry,
  depositAmount,
  findEntry,
  findPromotion,
  lockEntry,
  lockMemberPromotions,
  releaseBudget,
} from './queries.ts';

type ClaimQuery = z.output<typeof promotionClaimQuerySchema>;

/** Claims waiting for review (oldest first), or decided ones (newest first). */
export async function listClaims(db: Database, merchantId: number, query: ClaimQuery) {
  const { rows, total } = await claimPage(db.orm, merchantId, {
    status: query.status,
    promotionId: query.promotionId,
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    list: rows.map(claimView),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    total,
  };
}

const claimView = (r: Awaited<ReturnType<typeof claimPage>>['rows'][number]): PromotionClaim => ({
  id: r.entry.id,
  promotionId: r.entry.promotionId,
  promotionKind: r.kind,
  promotionTitle: r.title,
  username: r.username,
  amount: fromMinorUnits(r.entry.amount),
  depositOrderNo: r.orderNo,
  status: r.entry.status as PromotionClaim['status'],
  rejectReason: r.entry.rejectReason,
  requestedBy: r.requester,
  note: r.entry.note,
  reviewedBy: r.reviewer,
  createdAt: r.entry.createdAt.getTime(),
  decidedAt: r.entry.decidedAt?.getTime() ?? null,
});

/**
 * Approves or rejects one claim under the member's lock and the entry's row lock, with its audit entry: an approval
 * pays the bonus (what the claim reserved of the budget is now spent), a rejection gives the reservation back and
 * keeps the reason for the member. A claim already decided is refused, so two reviewers never pay twice.
 */
export async function reviewClaim(
  deps: { db: Database; events: EventBus },
  ctx: RequestContext,
  operatorId: number,
  entryId: number,
  decision: { approve: true } | { approve: false; reason: string },
) {
  const found = await findEntry(deps.db.orm, ctx.merchant.id, entryId);
  if (!found) throw new AppError('not.found');
  const memberId = await deps.db.orm.transaction(async (tx) => {
    await lockMemberPromotions(tx, found.memberId);
    const entry = await lockEntry(tx, ctx.merchant.id, entryId);
    if (!entry) throw new AppError('not.found');
    if (entry.status !== 'applying') throw new AppError('promotion.claim.decided');
    // Four eyes on money given by hand: the operator who asked for a grant may not decide it.
    if (entry.requestedBy === operatorId) throw new AppError('promotion.grant.own.request');
    const p = await findPromotion(tx, ctx.merchant.id, entry.promotionId);
    if (!p) throw new AppError('not.found');
    if (decision.approve) {
      const deposit = entry.depositOrderId === null ? 0 : await depositAmount(tx, entry.depositOrderId);
      await payBonus(tx, p, entry, deposit, ctx.now);
      await decideEntry(tx, entry.id, { status: 'issued', reviewedBy: operatorId, decidedAt: ctx.now });
    } else {
      await releaseBudget(tx, p.id, entry.amount);
      await decideEntry(tx, entry.id, {
        status: 'rejected',
        reviewedBy: operatorId,
        decidedAt: ctx.now,
        rejectReason: decision.reason,
      });
    }
    await recordAudit(tx, ctx, {
      event: decision.approve ? 'console.promotion.claim.approved' : 'console.promotion.claim.rejected',
      operatorId,
      memberId: entry.memberId,
      detail: {
        entryId: entry.id,
        promotionId: p.id,
        amount: entry.amount,
        ...(decision.approve ? {} : { reason: decision.reason }),
      },
    });
    return entry.memberId;
  });
  const to = { merchantId: ctx.merchant.id, memberId };
  await deps.events.publish(to, 'promotion.available', {});
  if (decision.approve) await deps.events.publish(to, 'balance.changed', { reason: 'bonus' });
  const { rows } = await claimPage(deps.db.orm, ctx.merchant.id, { entryId, offset: 0, limit: 1 });
  const [row] = rows;
  if (!row) throw new Error(`claim ${entryId} not found`);
  return claimView(row);
}
