import { depositKinds, lossKinds, type PromotionState, type PromotionView, vipKinds } from '@lotus/contract';
import { formatLevels } from './levels';

/** What a campaign's card offers: join, claim (a check-in is claimed by checking in), or a deposit to qualify. */
export type PromotionAction = 'join' | 'claim' | 'checkIn' | 'deposit';

/** A text of the `promotionsCentre` catalogue with its values, so the rules stay apart from the words. */
export interface Phrase {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * What the member can do in a state (contract `promotionStates`): `join` joins, `claim` claims or checks in,
 * `process` of a deposit bonus or a check-in waits for a deposit (the card leads to the cashier), of a loss kind for
 * play, of a VIP kind for a level or a birthday month; every other state is for reading.
 */
export function actionOf(p: Pick<PromotionView, 'state' | 'kind'>): PromotionAction | null {
  switch (p.state) {
    case 'join':
      return 'join';
    case 'claim':
      return p.kind === 'check-in' ? 'checkIn' : 'claim';
    case 'process':
      return lossKinds.includes(p.kind) || vipKinds.includes(p.kind) ? null : 'deposit';
    default:
      return null;
  }
}

/**
 * The campaign as the member is shown it. For a VIP kind the server answers `close` both when the campaign has ended
 * and when nothing is due to this member now (no level reached since the last paid, not their birthday month, no
 * birthday yet); while the campaign still runs, the member is waiting for a level or a month, which reads as `process`
 * (what it waits for) rather than as closed.
 */
export function asShown(p: PromotionView, now: number): PromotionView {
  const running = p.startsAt <= now && (p.endsAt === null || p.endsAt > now);
  return vipKinds.includes(p.kind) && p.state === 'close' && running ? { ...p, state: 'process' } : p;
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
  const loss = lossKinds.includes(p.kind);
  if (vipKinds.includes(p.kind)) {
    const note = vipNote(p, paid);
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
