import type { PromotionKind, PromotionState, PromotionView } from '@lotus/contract';

/** What a campaign's card offers: join, claim (a check-in is claimed by checking in), or a deposit to qualify. */
export type PromotionAction = 'join' | 'claim' | 'checkIn' | 'deposit';

/** A text of the `promotionsCentre` catalogue with its values, so the rules stay apart from the words. */
export interface Phrase {
  key: string;
  values?: Record<string, string | number>;
}

const depositKind = (kind: PromotionKind) => kind !== 'check-in';

/**
 * What the member can do in a state (contract `promotionStates`): `join` joins, `claim` claims or checks in,
 * `process` waits for a deposit (the card leads to the cashier); every other state is for reading.
 */
export function actionOf(p: Pick<PromotionView, 'state' | 'kind'>): PromotionAction | null {
  switch (p.state) {
    case 'join':
      return 'join';
    case 'claim':
      return p.kind === 'check-in' ? 'checkIn' : 'claim';
    case 'process':
      return 'deposit';
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

interface Formatters {
  money: (amount: number) => string;
  /** A date and time in the brand's business time. */
  time: (epochMs: number) => string;
}

/** The line under a campaign that says what its state means for the member and what to do next. */
export function stateNote(p: PromotionView, { money, time }: Formatters): Phrase {
  const min = p.minDeposit > 0 ? { amount: money(p.minDeposit) } : null;
  const paid = p.amount === null ? null : { amount: money(p.amount) };
  switch (p.state) {
    case 'join':
      if (!depositKind(p.kind)) return { key: 'notes.joinCheckIn' };
      return min ? { key: 'notes.joinDeposit', values: min } : { key: 'notes.joinAnyDeposit' };
    case 'claim': {
      // What today's check-in pays; the streak's day is told once checked in (`signed`).
      if (p.kind === 'check-in') {
        return p.amount === null
          ? { key: 'notes.checkInAny' }
          : { key: 'notes.checkIn', values: { amount: money(p.amount) } };
      }
      if (!paid) return { key: p.needsReview ? 'notes.claimReviewedAny' : 'notes.claimAny' };
      return { key: p.needsReview ? 'notes.claimReviewed' : 'notes.claim', values: paid };
    }
    case 'process':
      if (!depositKind(p.kind))
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
