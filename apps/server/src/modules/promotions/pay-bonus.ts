import type { Orm } from '../../db/database.ts';
import { houseAccountId, memberAccountId } from '../wallet/ledger/accounts.ts';
import { postTransfer } from '../wallet/ledger/post-transfer.ts';
import { addTurnoverRequirement } from '../wallet/turnover/turnover.ts';
import { termsOf } from './promotion-view.ts';
import { type EntryRow, insertBonus, type PromotionRow, setBonusRequirement } from './queries.ts';
import { wageringRequired } from './rules.ts';

const DAY_MS = 86_400_000;

/**
 * Pays an entry's bonus, inside the caller's transaction: house promotions account → the member's main wallet
 * (kind `bonus`, keyed by the entry, so it moves once whatever retries), the bonus row with the terms the member was
 * shown, and its wagering as the turnover requirement `bonus:<id>`, which holds the money in the main wallet and caps
 * stakes until it is met. A bonus without wagering is complete at once.
 */
export async function payBonus(tx: Orm, p: PromotionRow, entry: EntryRow, depositAmount: number, now: Date) {
  const { transfer } = await postTransfer(tx, {
    merchantId: p.merchantId,
    fromAccountId: await houseAccountId(tx, p.merchantId, 'house:promotions'),
    toAccountId: await memberAccountId(tx, p.merchantId, entry.memberId),
    amount: entry.amount,
    kind: 'bonus',
    reference: `promotion:${p.id}`,
    idempotencyKey: `promotion-entry:${entry.id}`,
    detail: { promotionId: p.id, entryId: entry.id },
    at: now,
  });
  const required = wageringRequired(p, entry.amount, depositAmount);
  const bonus = await insertBonus(tx, {
    merchantId: p.merchantId,
    memberId: entry.memberId,
    promotionId: p.id,
    entryId: entry.id,
    amount: entry.amount,
    required,
    terms: termsOf(p),
    maxBet: p.maxBet,
    status: 'active',
    transferId: transfer.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + p.expiryDays * DAY_MS),
  });
  const requirementId = await addTurnoverRequirement(tx, {
    merchantId: p.merchantId,
    memberId: entry.memberId,
    reference: `bonus:${bonus.id}`,
    amount: required,
    percent: 100,
    at: now,
    bonus: { weights: p.productWeights, maxBet: p.maxBet },
  });
  await setBonusRequirement(tx, bonus.id, requirementId, now);
  return bonus;
}
