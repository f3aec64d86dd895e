import type { ErrorCode, PromotionState, PromotionView } from '@lotus/contract';
import { depositKinds, fromMinorUnits, vipKinds } from '@lotus/contract';
import type { Database, Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { defaultLanguage } from '../../platform/merchant/merchant-config.ts';
import { availablePromo, memberFacts, offeredBy, type Viewer } from './member-promotions.ts';
import { payBonus } from './pay-bonus.ts';
import { promotionView } from './promotion-view.ts';
import {
  findPromotion,
  lockMemberPromotions,
  type PromotionRow,
  reserveBudget,
  upsertEntry,
  wageringDepositBonus,
} from './queries.ts';
import { raffleRefusal } from './raffle-rules.ts';
import { grabRedPacket, type RandomInt } from './red-packet-claim.ts';
import { type Decision, decide } from './rules.ts';

/** Why a join or a claim cannot be made in each state that does not allow it. */
const refusal: Partial<Record<PromotionState, ErrorCode>> = {
  comingSoon: 'promotion.not.open',
  close: 'promotion.not.open',
  process: 'promotion.not.qualified',
};

/** The campaign and its state for the member, read inside the caller's transaction (after the member's lock). */
async function decideFor(tx: Orm, viewer: Viewer, memberId: number, promotionId: number, raffleOnly = false) {
  const p = await findPromotion(tx, viewer.merchant.id, promotionId);
  if (!p?.enabled || p.kind === 'grant' || !offeredBy(viewer.merchant, p)) throw new AppError('promotion.not.found');
  if (raffleOnly && p.kind !== 'raffle') throw new AppError('promotion.not.raffle');
  const facts = await memberFacts(tx, viewer.merchant, memberId, [p], viewer.now);
  const decision = facts && decide(p, facts, viewer.now, viewer.merchant.gmtOffsetMinutes);
  if (!decision) throw new AppError('promotion.not.eligible');
  return { p, decision };
}

const viewOf = (viewer: Viewer, p: PromotionRow, decision: Decision): PromotionView =>
  promotionView(p, decision, viewer.language, defaultLanguage(viewer.merchant), viewer.image);

/** After the commit: the member's badge count, and their balance when a bonus was paid. */
async function announce(db: Database, events: EventBus, viewer: Viewer, memberId: number, paid: boolean) {
  const to = { merchantId: viewer.merchant.id, memberId };
  const { availablePromoCount } = await availablePromo(db, viewer, memberId);
  await events.publish(to, 'promotion.available', { availablePromoCount });
  if (paid) await events.publish(to, 'balance.changed', { reason: 'bonus' });
}

/**
 * Joins a campaign that nothing qualifies for yet: the member's place is held for the period (state `process`) and
 * the deposit that qualifies later makes it claimable. Joining twice answers the same state.
 */
export async function joinPromotion(
  deps: { db: Database; events: EventBus },
  viewer: Viewer,
  memberId: number,
  promotionId: number,
): Promise<PromotionView> {
  const view = await deps.db.orm.transaction(async (tx) => {
    await lockMemberPromotions(tx, memberId);
    const { p, decision } = await decideFor(tx, viewer, memberId, promotionId);
    if (decision.state !== 'join') {
      const error = refusal[decision.state];
      if (error && decision.state !== 'process') throw new AppError(error);
      return viewOf(viewer, p, decision);
    }
    const entry = await upsertEntry(tx, {
      merchantId: p.merchantId,
      promotionId: p.id,
      memberId,
      periodKey: decision.periodKey,
      status: 'joined',
      depositOrderId: null,
      amount: 0,
      streakDay: null,
      loss: null,
      createdAt: viewer.now,
    });
    return viewOf(viewer, p, { ...decision, state: 'process', entry });
  });
  await announce(deps.db, deps.events, viewer, memberId, false);
  return view;
}

/**
 * Claims what a campaign pays the member now. Under the member's lock: the state must be `claim`; the brand's
 * one-bonus rule is checked; the amount is reserved against the budget (never past it); the period's entry is
 * written (a second claim of the period finds it and answers its state, so a claim is paid once however many arrive
 * together); then the bonus is paid at once, or waits for the brand's review (`applying`). `raffleOnly`: the raffle
 * claim's endpoint, which claims raffles and nothing else.
 */
export async function claimPromotion(
  deps: { db: Database; events: EventBus; randomInt?: RandomInt | undefined },
  viewer: Viewer,
  memberId: number,
  promotionId: number,
  raffleOnly = false,
): Promise<PromotionView> {
  const { view, paid } = await deps.db.orm.transaction(async (tx) => {
    await lockMemberPromotions(tx, memberId);
    const { p, decision } = await decideFor(tx, viewer, memberId, promotionId, raffleOnly);
    // A red packet's amount is drawn at the grab, during the rain.
    if (p.kind === 'red-packet') {
      const grabbed = await grabRedPacket(tx, p, decision, memberId, viewer.now, deps.randomInt);
      return { view: viewOf(viewer, p, grabbed.decision), paid: grabbed.paid };
    }
    if (decision.state !== 'claim' || decision.amount === null) {
      // A raffle's prize waits for the draw, goes to the winners only, and only until its claim window ends.
      const raffleError = p.kind === 'raffle' ? raffleRefusal(p, decision, viewer.now) : null;
      if (raffleError) throw new AppError(raffleError);
      // A VIP reward waits for a level that pays it or for the birthday month, not for a deposit.
      if (decision.state === 'process' && vipKinds.includes(p.kind)) throw new AppError('promotion.vip.waiting');
      const error = refusal[decision.state] ?? (decision.state === 'join' ? 'promotion.not.qualified' : null);
      if (error === 'promotion.not.qualified') {
        throw new AppError(error, { minDeposit: fromMinorUnits(p.minDeposit) });
      }
      if (error) throw new AppError(error);
      return { view: viewOf(viewer, p, decision), paid: false };
    }
    // One deposit bonus wagered at a time, where the brand says so; other rewards neither wait nor block.
    if (
      viewer.merchant.promotions.oneBonusAtATime &&
      depositKinds.includes(p.kind) &&
      (await wageringDepositBonus(tx, p.merchantId, memberId))
    ) {
      throw new AppError('promotion.bonus.active');
    }
    if (!(await reserveBudget(tx, p.id, decision.amount))) throw new AppError('promotion.budget.spent');
    const entry = await upsertEntry(tx, {
      merchantId: p.merchantId,
      promotionId: p.id,
      memberId,
      periodKey: decision.periodKey,
      status: p.needsReview ? 'applying' : 'claimed',
      depositOrderId: decision.deposit?.id ?? null,
      amount: decision.amount,
      streakDay: decision.streakDay,
      loss: decision.loss,
      createdAt: viewer.now,
    });
    if (!entry) throw new AppError('promotion.limit.reached');
    if (!p.needsReview) await payBonus(tx, p, entry, decision.deposit?.amount ?? 0, viewer.now);
    const state: PromotionState = p.needsReview ? 'applying' : p.kind === 'check-in' ? 'signed' : 'claimed';
    return {
      view: viewOf(viewer, { ...p, spent: p.spent + entry.amount }, { ...decision, state, entry }),
      paid: !p.needsReview,
    };
  });
  await announce(deps.db, deps.events, viewer, memberId, paid);
  return view;
}
