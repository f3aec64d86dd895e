import type { BonusView, Language } from '@lotus/contract';
import type { Database, Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { houseAccountId, memberAccountId } from '../wallet/ledger/accounts.ts';
import { postTransfer } from '../wallet/ledger/post-transfer.ts';
import { lockAccounts } from '../wallet/ledger/queries.ts';
import { clearRequirement } from '../wallet/turnover/turnover.ts';
import { bonusById } from './bonus-details.ts';
import { type BonusRow, lockBonus, lockMemberPromotions, remainingOf, settleBonus } from './queries.ts';

/**
 * Ends an active bonus whose wagering is not done, inside the caller's transaction (which holds the member's lock):
 * what is left of the bonus goes back to the house (the bonus amount, or the balance when that is less), the
 * requirement is cleared with it, and the bonus is `forfeited` (by the member) or `expired` (by the clock). A bonus
 * whose wagering is done is marked `completed` and keeps its money. Answers the bonus as it ends.
 */
export async function endBonus(tx: Orm, bonus: BonusRow, how: 'forfeited' | 'expired', now: Date) {
  const remaining =
    bonus.requirementId === null ? 0 : ((await remainingOf(tx, [bonus.requirementId])).get(bonus.requirementId) ?? 0);
  if (remaining === 0) {
    await settleBonus(tx, bonus.id, { status: 'completed', forfeited: 0, settledAt: now });
    return { ...bonus, status: 'completed' as const, settledAt: now, forfeited: 0, remaining };
  }
  const main = await memberAccountId(tx, bonus.merchantId, bonus.memberId);
  const [account] = await lockAccounts(tx, [main]);
  const taken = Math.min(bonus.amount, account?.balance ?? 0);
  if (taken > 0) {
    await postTransfer(tx, {
      merchantId: bonus.merchantId,
      fromAccountId: main,
      toAccountId: await houseAccountId(tx, bonus.merchantId, 'house:promotions'),
      amount: taken,
      kind: 'bonus',
      reference: `promotion:${bonus.promotionId}`,
      idempotencyKey: `bonus-forfeit:${bonus.id}`,
      detail: { bonusId: bonus.id, [how]: true },
      at: now,
    });
  }
  if (bonus.requirementId !== null) await clearRequirement(tx, bonus.requirementId);
  await settleBonus(tx, bonus.id, { status: how, forfeited: taken, settledAt: now });
  return { ...bonus, status: how, settledAt: now, forfeited: taken, remaining: 0 };
}

/** The member gives up an active bonus (to withdraw without wagering it, say). */
export async function forfeitBonus(
  deps: { db: Database; events: EventBus },
  owner: { merchantId: number; memberId: number; language: Language; fallback: Language },
  bonusId: number,
  now: Date,
): Promise<{ bonus: BonusView }> {
  const ended = await deps.db.orm.transaction(async (tx) => {
    await lockMemberPromotions(tx, owner.memberId);
    const bonus = await lockBonus(tx, owner.merchantId, bonusId);
    if (!bonus || bonus.memberId !== owner.memberId) throw new AppError('not.found');
    if (bonus.status !== 'active') throw new AppError('bonus.not.active');
    const result = await endBonus(tx, bonus, 'forfeited', now);
    if (result.status === 'completed') throw new AppError('bonus.not.active');
    return result;
  });
  const to = { merchantId: owner.merchantId, memberId: owner.memberId };
  if (ended.forfeited > 0) await deps.events.publish(to, 'balance.changed', { reason: 'bonus' });
  await deps.events.publish(to, 'promotion.available', {});
  return { bonus: await bonusById(deps.db.orm, owner, ended.id) };
}
