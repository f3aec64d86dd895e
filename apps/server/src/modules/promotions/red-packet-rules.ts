import { businessDayStart, type PromotionState } from '@lotus/contract';
import type { CreditedDeposit, EntryRow, PromotionRow } from './queries.ts';
import { isRaining, type RainWindow, rainDayAt, rainWindow } from './rain-window.ts';

// A red packet's state for one member, without the database: when it rains, whether the member may grab now, and
// what they grabbed. The amount is drawn at the grab (red-packet-claim.ts), so a `claim` carries none.

/** What decides a red packet for a member: their credited deposits and their entries in it (null: a guest). */
export interface RedPacketFacts {
  deposits: CreditedDeposit[];
  entries: EntryRow[];
}

export interface RedPacketDecision {
  state: PromotionState;
  /** The business date of the last rain to have started: a grab now is that rain's entry. */
  periodKey: string;
  amount: number | null;
  entry: EntryRow | null;
  /** The rain falling now, else the next one; null when the campaign has no rain left. */
  rain: RainWindow | null;
}

const SHOWN: Partial<Record<EntryRow['status'], PromotionState>> = {
  applying: 'applying',
  rejected: 'rejected',
  claimed: 'claimed',
  issued: 'issued',
};

/** The bounds of the random amount (minor units); a campaign saved with another reward pays nothing. */
export const packetBounds = (p: Pick<PromotionRow, 'reward'>) =>
  p.reward.type === 'random' ? { min: p.reward.min, max: p.reward.max } : null;

/** Whether what is left of the budget can pay the smallest packet. */
export function budgetPaysSmallest(p: Pick<PromotionRow, 'reward' | 'budget' | 'spent'>) {
  const bounds = packetBounds(p);
  return bounds !== null && (p.budget === null || p.budget - p.spent >= bounds.min);
}

/** What the member deposited from the start of the rain's business day until now. */
const depositedSince = (deposits: CreditedDeposit[], since: number, now: Date) =>
  deposits.filter((d) => d.settledAt.getTime() >= since && d.settledAt <= now).reduce((sum, d) => sum + d.amount, 0);

/**
 * Before the start: `comingSoon`. A grab of the last rain shows its state (with the amount) until the next rain
 * starts. Ended, no rain left, the member's limit reached or the budget short of the smallest packet: `close`.
 * Raining, with the day's deposits at `minDeposit`: `claim`. Otherwise (between rains, deposits short): `process`.
 * A guest sees `join` while the campaign has rain and budget left.
 */
export function decideRedPacket(
  p: PromotionRow,
  facts: RedPacketFacts | null,
  now: Date,
  gmtOffsetMinutes: number,
): RedPacketDecision {
  const rain = p.rain === null ? null : rainWindow(p.rain, p, now, gmtOffsetMinutes);
  const periodKey = p.rain === null ? '' : rainDayAt(p.rain, now, gmtOffsetMinutes);
  const base: RedPacketDecision = { state: 'close', periodKey, amount: null, entry: null, rain };
  const live = p.startsAt <= now && (p.endsAt === null || p.endsAt > now);
  if (now < p.startsAt) return { ...base, state: 'comingSoon' };
  if (!facts) return { ...base, state: live && rain !== null && budgetPaysSmallest(p) ? 'join' : 'close' };

  const entry = facts.entries.find((e) => e.promotionId === p.id && e.periodKey === periodKey) ?? null;
  const shown = entry && SHOWN[entry.status];
  if (entry && shown) return { ...base, state: shown, entry, amount: entry.amount };
  if (!live || rain === null || !budgetPaysSmallest(p)) return { ...base, entry };
  const taken = facts.entries.filter(
    (e) => e.promotionId === p.id && e.status !== 'joined' && e.status !== 'rejected',
  ).length;
  if (p.perMemberLimit !== null && taken >= p.perMemberLimit) return { ...base, entry };

  if (!isRaining(rain, now)) return { ...base, state: 'process', entry };
  const deposited = depositedSince(facts.deposits, businessDayStart(rain.key, gmtOffsetMinutes), now);
  if (deposited < p.minDeposit) return { ...base, state: 'process', entry };
  return { ...base, state: 'claim', entry };
}
