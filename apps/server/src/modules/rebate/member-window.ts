import type { Orm } from '../../db/database.ts';
import { memberStates, memberSums } from './queries.ts';
import { rebateAmounts, windowOf } from './rules.ts';

/**
 * What the member's rebate is now: their window (from the end of their last rebate, never before the brand's `since`,
 * to the settle margin before now) and what its bets earn at the rates of the member's level as it is now. Read
 * inside a claim's transaction after the member's lock, it is what the claim pays.
 */
export async function evaluateMember(orm: Orm, merchantId: number, since: Date, memberId: number, now: Date) {
  const state = (await memberStates(orm, merchantId, [memberId])).get(memberId);
  if (!state) throw new Error(`no member ${memberId} in merchant ${merchantId}`);
  const window = windowOf(since, state.lastTo, now);
  const sums = await memberSums(orm, merchantId, memberId, state.level, window);
  return { state, window, ...rebateAmounts(sums) };
}
