import { businessDateOf, businessDayStart, type PromotionPeriod, type PromotionState } from '@lotus/contract';
import type { StoredAudience, StoredReward } from '../../db/schema/promotions.ts';
import type { CreditedDeposit, EntryRow, PromotionRow } from './queries.ts';
import { decideRaffle } from './raffle-rules.ts';
import type { RainWindow } from './rain-window.ts';
import { decideRedPacket } from './red-packet-rules.ts';

// The engine's decisions, without the database: periods, audiences, what a claim pays and asks, and the state a
// campaign is in for one member. Everything here is a pure function of what the caller read.

const DAY_MS = 86_400_000;

/** The business date `days` after `date` (YYYY-MM-DD). */
export const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The ISO week of a business date, `2026-W49`. */
function isoWeek(date: string) {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = (day.getUTCDay() + 6) % 7;
  const thursday = new Date(day.getTime() + (3 - weekday) * DAY_MS);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = 1 + Math.floor((thursday.getTime() - yearStart) / DAY_MS / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The period an instant falls in, in the brand's business time: `once`, a date, an ISO week or a month. */
export function periodKeyOf(period: PromotionPeriod, at: Date, gmtOffsetMinutes: number) {
  if (period === 'once') return 'once';
  const date = businessDateOf(at.getTime(), gmtOffsetMinutes);
  if (period === 'day') return date;
  if (period === 'week') return isoWeek(date);
  return date.slice(0, 7);
}

/** The first business date of the period a date falls in (the date, its week's Monday, its month's first). */
function periodStartDate(period: Exclude<PromotionPeriod, 'once'>, date: string) {
  if (period === 'day') return date;
  if (period === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return shiftDate(date, -weekday);
}

/** The first business date of the next period. */
function nextPeriodDate(period: Exclude<PromotionPeriod, 'once'>, start: string) {
  if (period === 'day') return shiftDate(start, 1);
  if (period === 'week') return shiftDate(start, 7);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/** An instant window [start, end) with its period key. */
export interface PeriodWindow {
  key: string;
  start: Date;
  end: Date;
}

/**
 * The period an instant falls in (`previous`: the one before it), as instants in the brand's business time with its
 * key: what lose-back pays on, and what rescue counts today.
 */
export function periodWindow(
  period: Exclude<PromotionPeriod, 'once'>,
  at: Date,
  gmtOffsetMinutes: number,
  previous = false,
): PeriodWindow {
  let start = periodStartDate(period, businessDateOf(at.getTime(), gmtOffsetMinutes));
  if (previous) start = periodStartDate(period, shiftDate(start, -1));
  const startMs = businessDayStart(start, gmtOffsetMinutes);
  return {
    key: periodKeyOf(period, new Date(startMs), gmtOffsetMinutes),
    start: new Date(startMs),
    end: new Date(businessDayStart(nextPeriodDate(period, start), gmtOffsetMinutes)),
  };
}

/** The window a loss campaign pays on at `now`: the period before (lose-back) or today (rescue). */
export function lossWindow(p: Pick<PromotionRow, 'kind' | 'period'>, now: Date, gmtOffsetMinutes: number) {
  const period = p.period === 'once' ? 'day' : p.period;
  return periodWindow(period, now, gmtOffsetMinutes, p.kind === 'lose-back');
}

/**
 * Whether a member is in the campaign's audience; a guest (no member) sees campaigns without a member list, and
 * counts as level 0 for the VIP levels named.
 */
export function inAudience(
  audience: StoredAudience,
  member: { id: number; createdAt: Date; uplines: number[]; vipLevel: number } | null,
) {
  const levels = audience.vipLevels ?? [];
  if (levels.length > 0 && !levels.includes(member?.vipLevel ?? 0)) return false;
  if (!member) return audience.memberIds.length === 0;
  if (audience.memberIds.length > 0 && !audience.memberIds.includes(member.id)) return false;
  if (audience.agentIds.length > 0 && !member.uplines.some((id) => audience.agentIds.includes(id))) return false;
  const registered = member.createdAt.getTime();
  if (audience.registeredFrom !== null && registered < audience.registeredFrom) return false;
  if (audience.registeredUntil !== null && registered >= audience.registeredUntil) return false;
  return true;
}

/** What a claim pays (minor units): a share of the deposit up to the cap, a fixed amount, or the streak day's. */
export function rewardAmount(reward: StoredReward, deposit: number, streakDay: number) {
  if (reward.type === 'fixed') return reward.amount;
  if (reward.type === 'streak') return reward.amounts[Math.min(streakDay, reward.amounts.length) - 1] ?? 0;
  // VIP levels pay by level, raffles by tier and red packets a random amount: none of them through this.
  if (reward.type !== 'percent') return 0;
  return Math.min(reward.cap, Math.floor((deposit * reward.percent) / 100));
}

/** What a VIP reward pays at a level (minor units; level 0 and levels past the list pay nothing). */
export const levelAmount = (reward: StoredReward, level: number) =>
  reward.type === 'levels' && level >= 1 ? (reward.amounts[level - 1] ?? 0) : 0;

/** The top level an upgrade reward's entry covers, from its period key `level:<L>`. */
export const levelOfKey = (periodKey: string) => Number(periodKey.startsWith('level:') ? periodKey.slice(6) : 0) || 0;

/** What must be wagered for a bonus: the multiple of the bonus, or of the deposit and the bonus, rounded up. */
export function wageringRequired(
  promotion: Pick<PromotionRow, 'wageringMultiple' | 'wageringBase'>,
  bonus: number,
  deposit: number,
) {
  const base = promotion.wageringBase === 'deposit-and-bonus' ? bonus + deposit : bonus;
  return Math.ceil(Math.round(base * promotion.wageringMultiple * 10) / 10);
}

const isLive = (p: PromotionRow, now: Date) => p.startsAt <= now && (p.endsAt === null || p.endsAt > now);
const inWindow = (p: PromotionRow, at: Date) => p.startsAt <= at && (p.endsAt === null || p.endsAt > at);

/** What the engine knows of one member when it decides a campaign's state. */
export interface MemberFacts {
  id: number;
  createdAt: Date;
  uplines: number[];
  deposits: CreditedDeposit[];
  /** The member's entries in the campaigns being decided, newest first. */
  entries: EntryRow[];
  /** Loss campaigns: the net loss of the window each pays on, by campaign id. */
  losses: Map<number, number>;
  /** The main wallet's balance (minor units), for rescue. */
  balance: number;
  /** VIP kinds: the member's level, and the birthday on their profile (`YYYY-MM-DD`) with when it was set. */
  vipLevel: number;
  birthday: string | null;
  birthdaySetAt: Date | null;
  /** Valid-bet raffles not yet drawn: the valid bet settled since each one started, by campaign id. */
  raffleValidBets: Map<number, number>;
}

/** A campaign's state for one member, with what a claim would pay and what qualifies it. */
export interface Decision {
  state: PromotionState;
  periodKey: string;
  amount: number | null;
  deposit: CreditedDeposit | null;
  streakDay: number | null;
  /** Loss kinds: the net loss the claim is on. */
  loss: number | null;
  /** VIP kinds: the levels a claim pays (upgrade) or the level it pays at (birthday). */
  levels: number[] | null;
  /** Raffles: the member's tickets so far, or at the draw. */
  tickets: number | null;
  entry: EntryRow | null;
  /** Red packets: the rain falling now, else the next one (null when none is left). */
  rain: RainWindow | null;
}

/** The deposit that qualifies now: the first deposit, or the largest unused deposit of the period (reloads). */
function qualifyingDeposit(p: PromotionRow, facts: MemberFacts, periodKey: string, gmtOffsetMinutes: number) {
  const [first] = facts.deposits;
  if (p.kind === 'first-deposit') {
    return first && inWindow(p, first.settledAt) && first.amount >= p.minDeposit ? first : null;
  }
  const used = new Set(
    facts.entries
      .filter((e) => e.promotionId === p.id && e.status !== 'rejected' && e.depositOrderId !== null)
      .map((e) => e.depositOrderId),
  );
  const candidates = facts.deposits.filter(
    (d) =>
      d !== first &&
      !used.has(d.id) &&
      d.amount >= p.minDeposit &&
      inWindow(p, d.settledAt) &&
      periodKeyOf(p.period, d.settledAt, gmtOffsetMinutes) === periodKey,
  );
  return candidates.reduce<CreditedDeposit | null>((best, d) => (!best || d.amount > best.amount ? d : best), null);
}

/** The streak a check-in today would continue: yesterday's entry's day + 1, else 1. */
function streakDayOf(p: PromotionRow, facts: MemberFacts, periodKey: string) {
  const yesterday = shiftDate(periodKey, -1);
  const previous = facts.entries.find(
    (e) => e.promotionId === p.id && e.periodKey === yesterday && (e.status === 'claimed' || e.status === 'issued'),
  );
  return (previous?.streakDay ?? 0) + 1;
}

const ENTRY_STATES: Partial<Record<EntryRow['status'], PromotionState>> = {
  applying: 'applying',
  rejected: 'rejected',
  claimed: 'claimed',
  issued: 'issued',
};

const DAYS_30 = 30 * DAY_MS;

/** The period a campaign's entry belongs to now: its period, the lost period, the level reached, the birthday's year. */
function currentPeriodKey(p: PromotionRow, facts: MemberFacts | null, now: Date, gmtOffsetMinutes: number) {
  // Lose-back's entry belongs to the period whose loss it pays, so each lost period is paid once.
  if (p.kind === 'lose-back') return lossWindow(p, now, gmtOffsetMinutes).key;
  // An upgrade reward is claimed once per level reached; a birthday reward once a year.
  if (p.kind === 'vip-upgrade') return `level:${facts?.vipLevel ?? 0}`;
  if (p.kind === 'birthday') return `birthday:${businessDateOf(now.getTime(), gmtOffsetMinutes).slice(0, 4)}`;
  return periodKeyOf(p.period, now, gmtOffsetMinutes);
}

/** The levels an upgrade reward's entry paid: from its first level (kept in `streakDay`) to its key's. */
function levelsOfEntry(p: PromotionRow, entry: EntryRow) {
  const top = levelOfKey(entry.periodKey);
  const first = entry.streakDay ?? top;
  const paying: number[] = [];
  for (let level = first; level <= top; level++) if (levelAmount(p.reward, level) > 0) paying.push(level);
  return paying.length > 0 ? paying : [top];
}

/** What an entry of a VIP campaign shows: its state, amount and levels. */
function fromVipEntry(p: PromotionRow, base: Decision, entry: EntryRow, state: PromotionState): Decision {
  const levels = p.kind === 'birthday' ? [entry.streakDay ?? 0] : levelsOfEntry(p, entry);
  return { ...base, state, entry, amount: entry.amount, streakDay: entry.streakDay, levels };
}

/**
 * A VIP upgrade reward: a claim pays every level in (highest level any earlier entry covered, the member's level]
 * with a non-zero amount, in one entry keyed by the level reached. Levels are paid once: after a downgrade and a
 * climb back the earlier entries still cover them. Nothing to pay: the last entry's state, or `close`.
 */
function decideUpgrade(p: PromotionRow, facts: MemberFacts, now: Date, base: Decision): Decision {
  const own = facts.entries.filter((e) => e.promotionId === p.id && e.status !== 'joined');
  const current = own.find((e) => e.periodKey === base.periodKey);
  const currentState = current && ENTRY_STATES[current.status];
  if (current && currentState) return fromVipEntry(p, base, current, currentState);
  const [latest] = own;
  const latestState = latest && ENTRY_STATES[latest.status];
  const nothingToPay = latest && latestState ? fromVipEntry(p, base, latest, latestState) : base;
  if (!isLive(p, now)) return base;
  const taken = own.filter((e) => e.status !== 'rejected').length;
  if (p.perMemberLimit !== null && taken >= p.perMemberLimit) return nothingToPay;
  const paid = own.reduce((top, e) => Math.max(top, levelOfKey(e.periodKey)), 0);
  const levels: number[] = [];
  for (let level = paid + 1; level <= facts.vipLevel; level++) if (levelAmount(p.reward, level) > 0) levels.push(level);
  const amount = levels.reduce((sum, level) => sum + levelAmount(p.reward, level), 0);
  if (amount > 0) {
    return fitsBudget(p, amount) ? { ...base, state: 'claim', amount, levels, streakDay: paid + 1 } : nothingToPay;
  }
  // Nothing claimed and nothing due yet: while a level above pays, the member is on their way to it.
  const ahead = p.reward.type === 'levels' && p.reward.amounts.some((a, i) => i + 1 > facts.vipLevel && a > 0);
  return !latest && ahead && budgetLeft(p) ? { ...base, state: 'process' } : nothingToPay;
}

/**
 * A VIP birthday reward: once a year, in the business month of the birthday on the member's profile when it was set
 * at least 30 days before, the amount of the member's level.
 */
function decideBirthday(
  p: PromotionRow,
  facts: MemberFacts,
  now: Date,
  gmtOffsetMinutes: number,
  base: Decision,
): Decision {
  const entry = facts.entries.find((e) => e.promotionId === p.id && e.periodKey === base.periodKey);
  const shown = entry && ENTRY_STATES[entry.status];
  if (entry && shown) return fromVipEntry(p, base, entry, shown);
  if (!isLive(p, now)) return base;
  const taken = facts.entries.filter(
    (e) => e.promotionId === p.id && e.status !== 'joined' && e.status !== 'rejected',
  ).length;
  if (p.perMemberLimit !== null && taken >= p.perMemberLimit) return base;
  const month = businessDateOf(now.getTime(), gmtOffsetMinutes).slice(5, 7);
  const settled = facts.birthdaySetAt !== null && facts.birthdaySetAt.getTime() <= now.getTime() - DAYS_30;
  const amount = levelAmount(p.reward, facts.vipLevel);
  if (settled && facts.birthday?.slice(5, 7) === month && amount > 0) {
    return fitsBudget(p, amount)
      ? { ...base, state: 'claim', amount, levels: [facts.vipLevel], streakDay: facts.vipLevel }
      : base;
  }
  // Waiting for the birthday month (or a birthday on the profile, or a level that pays) while the campaign can pay.
  const pays = p.reward.type === 'levels' && p.reward.amounts.some((a) => a > 0);
  return pays && budgetLeft(p) ? { ...base, state: 'process' } : base;
}

/**
 * The state of campaign `p` for a member (or a guest, `facts` null) at `now`, or null when it is not for them
 * (its audience leaves them out). See `promotionStates` in the contract for what each state allows.
 */
export function decide(
  p: PromotionRow,
  facts: MemberFacts | null,
  now: Date,
  gmtOffsetMinutes: number,
): Decision | null {
  const base: Decision = {
    state: 'close',
    periodKey: currentPeriodKey(p, facts, now, gmtOffsetMinutes),
    amount: null,
    deposit: null,
    streakDay: null,
    loss: null,
    levels: null,
    tickets: null,
    entry: null,
    rain: null,
  };
  // Grants are given by operators, never shown or claimed.
  if (p.kind === 'grant' || !inAudience(p.audience, facts)) return null;
  if (p.kind === 'red-packet') return { ...base, ...decideRedPacket(p, facts, now, gmtOffsetMinutes) };
  if (now < p.startsAt) return { ...base, state: 'comingSoon' };
  if (!facts) return { ...base, state: isLive(p, now) ? 'join' : 'close' };
  if (p.kind === 'vip-upgrade') return decideUpgrade(p, facts, now, base);
  if (p.kind === 'birthday') return decideBirthday(p, facts, now, gmtOffsetMinutes, base);
  if (p.kind === 'raffle') return decideRaffle(p, facts, now, base);
  const { periodKey } = base;

  const entry = facts.entries.find((e) => e.promotionId === p.id && e.periodKey === periodKey) ?? null;
  const shown = entry && ENTRY_STATES[entry.status];
  if (entry && shown) {
    const state = p.kind === 'check-in' && (shown === 'claimed' || shown === 'issued') ? 'signed' : shown;
    return { ...base, state, entry, amount: entry.amount, streakDay: entry.streakDay, loss: entry.loss };
  }
  if (!isLive(p, now)) return { ...base, entry };
  const taken = facts.entries.filter(
    (e) => e.promotionId === p.id && e.status !== 'joined' && e.status !== 'rejected',
  ).length;
  if (p.perMemberLimit !== null && taken >= p.perMemberLimit) return { ...base, entry };

  if (p.kind === 'check-in') {
    const today = facts.deposits
      .filter((d) => businessDateOf(d.settledAt.getTime(), gmtOffsetMinutes) === periodKey)
      .reduce((sum, d) => sum + d.amount, 0);
    const streakDay = streakDayOf(p, facts, periodKey);
    const amount = rewardAmount(p.reward, 0, streakDay);
    if (today < p.minDeposit) return { ...base, state: 'process', streakDay, amount, entry };
    return fitsBudget(p, amount) ? { ...base, state: 'claim', streakDay, amount, entry } : { ...base, entry };
  }

  if (p.kind === 'lose-back' || p.kind === 'rescue') {
    const loss = facts.losses.get(p.id) ?? 0;
    const amount = rewardAmount(p.reward, loss, 1);
    const low = p.balanceBelow === null || facts.balance <= p.balanceBelow;
    // Nothing lost yet (or the balance still high): the member waits, and plays on.
    if (loss <= 0 || loss < p.minLoss || !low || amount <= 0) return { ...base, state: 'process', loss, entry };
    return fitsBudget(p, amount) ? { ...base, state: 'claim', amount, loss, entry } : { ...base, loss, entry };
  }

  const deposit = qualifyingDeposit(p, facts, periodKey, gmtOffsetMinutes);
  if (deposit) {
    const amount = rewardAmount(p.reward, deposit.amount, 1);
    if (amount <= 0 || !fitsBudget(p, amount)) return { ...base, entry };
    return { ...base, state: 'claim', amount, deposit, entry };
  }
  // A first deposit made before the campaign, or too small, can never qualify.
  if (p.kind === 'first-deposit' && facts.deposits.length > 0) return { ...base, entry };
  return { ...base, state: entry?.status === 'joined' ? 'process' : 'join', entry };
}

const fitsBudget = (p: PromotionRow, amount: number) => p.budget === null || p.spent + amount <= p.budget;
const budgetLeft = (p: PromotionRow) => p.budget === null || p.spent < p.budget;
