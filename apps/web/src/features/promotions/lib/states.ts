import { depositKinds, lossKinds, type PromotionState, type PromotionView, vipKinds } from '@lotus/contract';
import { formatLevels } from './levels';
import { raffleNote, raffleStage } from './raffle';
import { isRaining, rainNote } from './rain';

/**
 * What a campaign's card offers: join, claim (a check-in is claimed by checking in, a raffle's prize by its own
 * claim, a red packet by grabbing one), or a deposit to qualify.
 */
export type PromotionAction = 'join' | 'claim' | 'checkIn' | 'claimPrize' | 'grab' | 'deposit';

/** A raffle's prize tier, named in the reader's language ("1st prize", "一等奖") when the phrase is said. */
export interface TierValue {
  tier: number;
}

/** A text of the `promotionsCentre` catalogue with its values, so the rules stay apart from the words. */
export interface Phrase {
  key: string;
  values?: Record<string, string | number | TierValue>;
}

/**
 * What the member can do in a state (contract `promotionStates`): `join` joins, `claim` claims, checks in, claims a
 * raffle's prize or grabs a red packet; `process` of a deposit bonus or a check-in waits for a deposit (the card leads
 * to the cashier), of a raffle by deposit for tickets until its draw, of a red packet for a deposit only while the rain
 * falls (otherwise for the rain), of a loss kind for play, of a VIP kind for a level or a birthday month; every other
 * state is for reading. `now` (epoch ms) tells a rain or a draw from the waiting for it.
 */
export function actionOf(
  p: Pick<PromotionView, 'state' | 'kind'> & Partial<Pick<PromotionView, 'raffle' | 'rain' | 'minDeposit'>>,
  now?: number,
): PromotionAction | null {
  switch (p.state) {
    case 'join':
      return 'join';
    case 'claim':
      if (p.kind === 'check-in') return 'checkIn';
      if (p.kind === 'raffle') return 'claimPrize';
      return p.kind === 'red-packet' ? 'grab' : 'claim';
    case 'process':
      if (p.kind === 'raffle') {
        const open = !p.raffle || raffleStage(p.raffle, now) === 'open';
        return open && p.raffle?.ticketBy !== 'valid-bet' ? 'deposit' : null;
      }
      if (p.kind === 'red-packet') {
        return now !== undefined && isRaining(p.rain ?? null, now) && (p.minDeposit ?? 0) > 0 ? 'deposit' : null;
      }
      return lossKinds.includes(p.kind) || vipKinds.includes(p.kind) ? null : 'deposit';
    default:
      return null;
  }
}

/** How a state's chip reads at a glance: something to do, waiting, paid, refused, or nothing (ended, not yet). */
export type StateTone = 'action' | 'waiting' | 'done' | 'refused' | 'idle';
export const stateTones: Record<PromotionState, StateTone> = {
  join: 'action',
  claim: 'action',
  process: 'waiting',
  applying: 'waiting',
  issued: 'done',
  claimed: 'done',
  signed: 'done',
  rejected: 'refused',
  close: 'idle',
  comingSoon: 'idle',
};

export interface Formatters {
  money: (amount: number) => string;
  /** A date and time in the brand's business time. */
  time: (epochMs: number) => string;
  /** The time now (epoch ms), for what a rain or a draw depends on; without it, the view's own words. */
  now?: number;
}

/** The line under a campaign that says what its state means for the member and what to do next. */
export function stateNote(p: PromotionView, formatters: Formatters): Phrase {
  const { money, time } = formatters;
  const min = p.minDeposit > 0 ? { amount: money(p.minDeposit) } : null;
  const paid = p.amount === null ? null : { amount: money(p.amount) };
  const loss = lossKinds.includes(p.kind);
  if (vipKinds.includes(p.kind)) {
    const note = vipNote(p, paid);
    if (note) return note;
  }
  if (p.kind === 'raffle' || p.kind === 'red-packet') {
    const note = p.kind === 'raffle' ? raffleNote(p, formatters) : rainNote(p, formatters);
    if (note) return note;
  }
  switch (p.state) {
    case 'join':
      if (p.kind === 'lose-back') return { key: 'notes.joinLoseBack' };
      if (p.kind === 'rescue') return { key: 'notes.joinRescue' };
      if (!depositKinds.includes(p.kind)) return { key: 'notes.joinCheckIn' };
      return min ? { key: 'notes.joinDeposit', values: min } : { key: 'notes.joinAnyDeposit' };
    case 'claim': {
      // What today's check-in pays; the streak's day is told once checked in (`signed`).
      if (p.kind === 'check-in') {
        return p.amount === null
          ? { key: 'notes.checkInAny' }
          : { key: 'notes.checkIn', values: { amount: money(p.amount) } };
      }
      if (!paid) return { key: p.needsReview ? 'notes.claimReviewedAny' : 'notes.claimAny' };
      if (loss && p.loss !== null) {
        const values = { ...paid, loss: money(p.loss) };
        return { key: p.needsReview ? 'notes.claimLossReviewed' : 'notes.claimLoss', values };
      }
      return { key: p.needsReview ? 'notes.claimReviewed' : 'notes.claim', values: paid };
    }
    case 'process':
      if (loss) return lossProcessNote(p, money);
      if (p.kind === 'check-in')
        return min ? { key: 'notes.processCheckIn', values: min } : { key: 'notes.processWait' };
      return min ? { key: 'notes.processDeposit', values: min } : { key: 'notes.processAnyDeposit' };
    case 'applying':
      return paid ? { key: 'notes.applying', values: paid } : { key: 'notes.applyingAny' };
    case 'rejected':
      return p.rejectReason
        ? { key: 'notes.rejected', values: { reason: p.rejectReason } }
        : { key: 'notes.rejectedAny' };
    case 'issued':
      return paid ? { key: 'notes.issued', values: paid } : { key: 'notes.issuedAny' };
    case 'claimed':
      return paid ? { key: 'notes.claimed', values: paid } : { key: 'notes.claimedAny' };
    case 'signed':
      return { key: 'notes.signed', values: { day: Math.max(p.streak ?? 1, 1) } };
    case 'comingSoon':
      return { key: 'notes.comingSoon', values: { time: time(p.startsAt) } };
    case 'close':
      return { key: 'notes.close' };
  }
}

/**
 * What a loss campaign waits for: lose-back, a period's net loss (paid back in the next); rescue, today's net loss
 * while the balance is low. The figures are the brand's minimum loss and balance, where it set them.
 */
function lossProcessNote(p: PromotionView, money: (amount: number) => string): Phrase {
  const min = p.minLoss > 0 ? money(p.minLoss) : null;
  if (p.kind === 'lose-back') {
    return min ? { key: 'notes.processLoseBack', values: { amount: min } } : { key: 'notes.processLoseBackAny' };
  }
  const below = p.balanceBelow === null ? null : money(p.balanceBelow);
  if (below === null)
    return min ? { key: 'notes.processRescue', values: { amount: min } } : { key: 'notes.processRescueAny' };
  return min
    ? { key: 'notes.processRescueLow', values: { amount: min, below } }
    : { key: 'notes.processRescueLowAny', values: { below } };
}

/**
 * The states where a VIP kind reads differently: what it waits for (the next level, the birthday month) and which
 * levels a claim pays (`levels`: the upgrades reached since the last paid, or the level a birthday pays at). Null:
 * the common note of the state.
 */
function vipNote(p: PromotionView, paid: { amount: string } | null): Phrase | null {
  const upgrade = p.kind === 'vip-upgrade';
  const levels = p.levels && p.levels.length > 0 ? { levels: formatLevels(p.levels), count: p.levels.length } : null;
  switch (p.state) {
    case 'join':
      return { key: upgrade ? 'notes.joinVipUpgrade' : 'notes.joinBirthday' };
    case 'process':
      return { key: upgrade ? 'notes.processVipUpgrade' : 'notes.processBirthday' };
    case 'claim': {
      if (!paid || !levels) return null;
      const reviewed = p.needsReview ? 'Reviewed' : '';
      return upgrade
        ? { key: `notes.claimLevels${reviewed}`, values: { ...paid, ...levels } }
        : { key: `notes.claimBirthday${reviewed}`, values: { ...paid, level: levels.levels } };
    }
    case 'claimed':
    case 'issued':
      return paid && levels && upgrade ? { key: 'notes.paidLevels', values: { ...paid, ...levels } } : null;
    default:
      return null;
  }
}
