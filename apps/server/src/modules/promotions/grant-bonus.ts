import { randomUUID } from 'node:crypto';
import type { promotionGrantSchema } from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { invalidField } from '../../platform/content-fields.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { payBonus } from './pay-bonus.ts';
import { findPromotion, idsOfUsernames, insertGrantEntry, lockMemberPromotions, reserveBudget } from './queries.ts';

type GrantInput = z.output<typeof promotionGrantSchema>;

/**
 * An operator gives a grant campaign's bonus to each member named, with the campaign's terms: one transaction per
 * member under its lock, the amount held against the budget, an entry of its own (so a member may be granted again)
 * and an audit entry with the note. Above the brand's threshold for money given by hand the grant waits for a second
 * operator in the claims queue; at or below it is paid at once. Every username must be an account of the brand, and
 * the budget must cover every grant, or nothing is granted.
 */
export async function grantBonus(
  deps: { db: Database; events: EventBus },
  ctx: RequestContext,
  operatorId: number,
  promotionId: number,
  input: GrantInput,
) {
  const { db } = deps;
  const p = await findPromotion(db.orm, ctx.merchant.id, promotionId);
  if (p?.kind !== 'grant') throw new AppError('not.found');
  if (!p.enabled) throw new AppError('promotion.not.open');
  const names = [...new Set(input.usernames.map((u) => u.trim()))];
  const ids = await idsOfUsernames(db.orm, ctx.merchant.id, names);
  const unknown = names.filter((u) => !ids.has(u.toLowerCase()));
  if (unknown.length > 0)
    throw invalidField('usernames', `Not accounts of this brand: ${unknown.slice(0, 20).join(', ')}`);
  const waits = input.amount > ctx.merchant.cashier.adjustmentApprovalAbove;
  const memberIds = names.map((u) => ids.get(u.toLowerCase()) as number);
  await db.orm.transaction(async (tx) => {
    for (const memberId of [...memberIds].sort((a, b) => a - b)) {
      await lockMemberPromotions(tx, memberId);
      if (!(await reserveBudget(tx, p.id, input.amount))) throw new AppError('promotion.budget.spent');
      const entry = await insertGrantEntry(tx, {
        merchantId: p.merchantId,
        promotionId: p.id,
        memberId,
        periodKey: `grant:${randomUUID()}`,
        status: waits ? 'applying' : 'issued',
        amount: input.amount,
        requestedBy: operatorId,
        note: input.note,
        createdAt: ctx.now,
      });
      if (!waits) await payBonus(tx, p, entry, 0, ctx.now);
      await recordAudit(tx, ctx, {
        event: 'console.promotion.granted',
        operatorId,
        memberId,
        detail: { promotionId: p.id, entryId: entry.id, amount: input.amount, note: input.note, waits },
      });
    }
  });
  for (const memberId of memberIds) {
    const to = { merchantId: ctx.merchant.id, memberId };
    if (!waits) await deps.events.publish(to, 'balance.changed', { reason: 'bonus' });
  }
  return { paid: waits ? 0 : memberIds.length, pending: waits ? memberIds.length : 0 };
}
