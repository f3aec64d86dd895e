import {
  type ConsolePromotion,
  type GameCategory,
  gameCategories,
  lossKinds,
  type PromotionInput,
  type PromotionKind,
  type PromotionPeriod,
  promotionPeriods,
  type RaffleTicketSource,
  toMinorUnits,
  vipKinds,
  type WageringBase,
  wageringBases,
} from '@lotus/contract';
import { type Localized, localizedBody, writtenHtml } from './content-forms';
import { fromLocalInput, toLocalInput } from './content-schedule';

/**
 * A campaign as the editor's inputs hold it (text as typed, in the merchant's time) and the request body built from
 * it. The values keep the body's shape, so the contract's refusals land on the fields of the same paths; nothing here
 * decides what is valid: text that cannot be read goes on as a value the contract refuses.
 */

/** How a deposit or loss campaign pays; a check-in always pays by the day of its streak. */
export type DepositReward = 'percent' | 'fixed';

export interface ProductWeightValues {
  category: GameCategory;
  weight: string;
}

/** A raffle's prize tier: what each winner of it gets, and how many win it. */
export interface PrizeValues {
  amount: string;
  count: string;
}

export interface PromotionValues {
  kind: PromotionKind;
  title: Localized;
  summary: Localized;
  rules: Localized;
  imageUrl: string;
  enabled: boolean;
  sort: string;
  startsAt: string;
  endsAt: string;
  audience: {
    /** One username a line. */
    agentLines: string;
    registeredFrom: string;
    registeredUntil: string;
    members: string;
    /** VIP levels that may take part; none: every level. */
    vipLevels: number[];
  };
  reward: {
    type: DepositReward;
    percent: string;
    cap: string;
    amount: string;
    /** Check-ins: what day 1, 2, … of a streak pays. */
    amounts: string[];
    /** VIP kinds: what level 1, 2, … pays (blank: nothing at that level); level 0 never pays. */
    levels: string[];
    /** Raffles: the prize tiers, the first (drawn first) at the top. */
    prizes: PrizeValues[];
    /** Red packets: the smallest and the largest packet. */
    min: string;
    max: string;
  };
  minDeposit: string;
  /** Loss kinds: the smallest net loss that qualifies. */
  minLoss: string;
  /** Rescue: claimable while the balance is at most this; empty: whatever the balance. */
  balanceBelow: string;
  terms: {
    multiple: string;
    base: WageringBase;
    expiryDays: string;
    /** Empty: no limit. */
    maxBet: string;
    /** Every bet counts in full; otherwise the weights below. */
    allProducts: boolean;
    products: ProductWeightValues[];
  };
  period: PromotionPeriod;
  perMemberLimit: string;
  budget: string;
  needsReview: boolean;
  /** Raffles: what earns a ticket, the most one member may hold (empty: no limit), the days winners have to claim. */
  raffle: {
    ticketBy: RaffleTicketSource;
    ticketUnit: string;
    maxTickets: string;
    claimDays: string;
  };
  /** Red packets: when the rain starts each business day (`HH:MM`, brand time) and how many minutes it lasts. */
  rain: {
    startMinute: string;
    minutes: string;
  };
}

/** A kind whose bonus a deposit qualifies for. */
const isDepositKind = (kind: PromotionKind) => kind === 'first-deposit' || kind === 'reload';

/** Lose-back pays on the loss of a past period, rescue on today's once the balance has run low. */
export const isLossKind = (kind: PromotionKind) => lossKinds.includes(kind);

/** A VIP upgrade or birthday campaign pays by the member's level, once per level or once a year. */
export const isVipKind = (kind: PromotionKind) => vipKinds.includes(kind);

/** The deposit a new campaign of a kind asks: a deposit bonus wants a real one; a check-in and the loss kinds none. */
export const suggestedMinDeposit = (kind: PromotionKind) => (isDepositKind(kind) ? '100' : '0');

/** Random amounts need a budget to stop at: a red packet starts with one; other kinds start without a cap. */
export const suggestedBudget = (kind: PromotionKind) => (kind === 'red-packet' ? '10000' : '');

const WEEK_MS = 7 * 86_400_000;

/**
 * The end a new campaign of a kind suggests: a raffle is drawn at its end, so it has one, a week after the start;
 * other kinds may run without. (Wall-clock times shift by whole days alike at any fixed offset, so offset 0 does.)
 */
export function suggestedEnd(kind: PromotionKind, startsAt: string): string {
  if (kind !== 'raffle') return '';
  const start = fromLocalInput(startsAt, 0);
  return typeof start === 'number' ? toLocalInput(start + WEEK_MS, 0) : '';
}

/**
 * A change of kind: the form's own suggestions (the deposit, the budget, a raffle's end) follow the kind, so the new
 * kind starts out valid; what the operator typed stays. The period and reward follow in the body (`periodFor`,
 * `rewardBody`), and the inputs of every kind keep valid values of their own while hidden.
 */
export const withKind = (values: PromotionValues, kind: PromotionKind): Partial<PromotionValues> => {
  const follow = (held: string, suggested: (k: PromotionKind) => string) =>
    held.trim() === suggested(values.kind) ? suggested(kind) : held;
  return {
    kind,
    minDeposit: follow(values.minDeposit, suggestedMinDeposit),
    budget: follow(values.budget, suggestedBudget),
    endsAt: follow(values.endsAt, (k) => suggestedEnd(k, values.startsAt)),
  };
};

/**
 * Kinds that ask a deposit: a deposit bonus of the qualifying one, a check-in and a red packet of the day's deposits
 * (0: none).
 */
export const asksDeposit = (kind: PromotionKind) => isDepositKind(kind) || kind === 'check-in' || kind === 'red-packet';

/**
 * Kinds with a limit of claims per member: not a grant (operators name whom it pays) nor a raffle (one entry, at most
 * one prize).
 */
export const hasClaimLimit = (kind: PromotionKind) => kind !== 'grant' && kind !== 'raffle';

/** What the wagering may multiply: a kind with no qualifying deposit (a check-in, the loss kinds) has the bonus only. */
export const basesOf = (kind: PromotionKind): readonly WageringBase[] =>
  isDepositKind(kind) ? wageringBases : ['bonus'];

/** The base sent for a kind: the chosen one when the kind allows it, else the bonus. */
export const baseFor = (kind: PromotionKind, chosen: WageringBase): WageringBase =>
  basesOf(kind).includes(chosen) ? chosen : 'bonus';

/**
 * The periods a kind allows: a first deposit happens once, a check-in and a rescue are daily, lose-back pays each
 * day, week or month on the one before, a reload may repeat or not.
 */
export function periodsOf(kind: PromotionKind): readonly PromotionPeriod[] {
  // A grant's entries are the operators' grants, each on its own: its period has no part in it. The VIP kinds keep
  // their own count (once per level reached, once a year on the birthday), so their period is once; a raffle is
  // drawn once, and a red packet is grabbed once a day.
  if (kind === 'first-deposit' || kind === 'grant' || kind === 'raffle' || isVipKind(kind)) return ['once'];
  if (kind === 'check-in' || kind === 'rescue' || kind === 'red-packet') return ['day'];
  if (kind === 'lose-back') return promotionPeriods.filter((p) => p !== 'once');
  return promotionPeriods;
}

/** The period sent for a kind: the chosen one when the kind allows it, else the kind's own. */
export const periodFor = (kind: PromotionKind, chosen: PromotionPeriod): PromotionPeriod => {
  const allowed = periodsOf(kind);
  return allowed.includes(chosen) ? chosen : (allowed[0] as PromotionPeriod);
};

/** Every game category in the console's order with its weight; a category a stored campaign leaves out counts 0 %. */
function productRows(products: { category: string; weight: number }[] | null): ProductWeightValues[] {
  return gameCategories.map((category) => {
    if (!products) return { category, weight: '100' };
    const weight = products.find((p) => p.category === category)?.weight ?? 0;
    return { category, weight: String(weight) };
  });
}

const lines = (list: readonly string[]) => list.join('\n');
const text = (value: number | null) => (value === null ? '' : String(value));
const localized = (value: { EN?: string | undefined; CN?: string | undefined }): Localized => ({
  EN: value.EN ?? '',
  CN: value.CN ?? '',
});

/** `HH:MM` of a minute of the day (0 … 1439); minutes past midnight wrap to the next day. */
export function clockOf(minute: number): string {
  const m = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The minute of the day of a `HH:MM` (a time input may add seconds); NaN when it is not a time of day. */
export function minuteOfDay(text: string): number {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(text.trim());
  if (!m) return Number.NaN;
  const [hours, minutes] = [Number(m[1]), Number(m[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : Number.NaN;
}

/** What the prize tiers pay in all, in major units; null while a tier's amount or count cannot be read. */
export function prizesTotal(prizes: readonly PrizeValues[]): number | null {
  let minor = 0;
  for (const prize of prizes) {
    const amount = toMinorUnits(prize.amount.trim());
    const count = Number(prize.count.trim());
    if (amount === null || amount <= 0 || prize.count.trim() === '' || !Number.isInteger(count) || count < 1) {
      return null;
    }
    minor += amount * count;
  }
  return minor / 100;
}

/** A new campaign: a reload from now, 100 % up to 500, ten times the bonus in 30 days, everyone, no caps. */
export function newPromotionValues(now: number, offset: number): PromotionValues {
  return {
    kind: 'reload',
    title: { EN: '', CN: '' },
    summary: { EN: '', CN: '' },
    rules: { EN: '', CN: '' },
    imageUrl: '',
    enabled: true,
    sort: '0',
    startsAt: toLocalInput(now - (now % 60_000), offset),
    endsAt: '',
    audience: { agentLines: '', registeredFrom: '', registeredUntil: '', members: '', vipLevels: [] },
    reward: {
      type: 'percent',
      percent: '100',
      cap: '500',
      amount: '',
      amounts: ['1', '2', '3', '5', '8', '10', '20'],
      levels: [],
      prizes: [
        { amount: '888', count: '1' },
        { amount: '188', count: '5' },
        { amount: '18', count: '50' },
      ],
      min: '1',
      max: '88',
    },
    minDeposit: suggestedMinDeposit('reload'),
    minLoss: '100',
    balanceBelow: '10',
    terms: {
      multiple: '10',
      base: 'bonus',
      expiryDays: '30',
      maxBet: '',
      allProducts: true,
      products: productRows(null),
    },
    period: 'once',
    perMemberLimit: '',
    budget: '',
    needsReview: false,
    raffle: { ticketBy: 'deposit', ticketUnit: '100', maxTickets: '', claimDays: '7' },
    rain: { startMinute: '20:00', minutes: '30' },
  };
}

/** A stored campaign as the editor shows it (amounts in major units, times in the merchant's time). */
export function promotionValuesOf(item: ConsolePromotion, offset: number): PromotionValues {
  const fresh = newPromotionValues(item.startsAt, offset);
  const { reward, terms } = item;
  return {
    kind: item.kind,
    title: localized(item.title),
    summary: localized(item.summary),
    rules: localized(item.rules),
    imageUrl: item.imageUrl ?? '',
    enabled: item.enabled,
    sort: String(item.sort),
    startsAt: toLocalInput(item.startsAt, offset),
    endsAt: toLocalInput(item.endsAt, offset),
    audience: {
      agentLines: lines(item.audience.agentLines),
      registeredFrom: toLocalInput(item.audience.registeredFrom, offset),
      registeredUntil: toLocalInput(item.audience.registeredUntil, offset),
      members: lines(item.audience.members),
      vipLevels: [...(item.audience.vipLevels ?? [])].sort((a, b) => a - b),
    },
    reward: {
      // The other kind's inputs keep the new form's suggestions, for an operator who switches kind.
      type: reward.type === 'fixed' ? 'fixed' : 'percent',
      percent: reward.type === 'percent' ? String(reward.percent) : fresh.reward.percent,
      cap: reward.type === 'percent' ? String(reward.cap) : fresh.reward.cap,
      amount: reward.type === 'fixed' ? String(reward.amount) : fresh.reward.amount,
      amounts: reward.type === 'streak' ? reward.amounts.map(String) : fresh.reward.amounts,
      levels: reward.type === 'levels' ? reward.amounts.map(String) : fresh.reward.levels,
      prizes:
        reward.type === 'prizes'
          ? reward.prizes.map((p) => ({ amount: String(p.amount), count: String(p.count) }))
          : fresh.reward.prizes,
      min: reward.type === 'random' ? String(reward.min) : fresh.reward.min,
      max: reward.type === 'random' ? String(reward.max) : fresh.reward.max,
    },
    minDeposit: String(item.minDeposit),
    // A campaign of another kind keeps the new form's suggestions, for an operator who switches kind.
    minLoss: isLossKind(item.kind) ? String(item.minLoss) : fresh.minLoss,
    balanceBelow: item.kind === 'rescue' ? text(item.balanceBelow) : fresh.balanceBelow,
    terms: {
      multiple: String(terms.multiple),
      base: terms.base,
      expiryDays: String(terms.expiryDays),
      maxBet: text(terms.maxBet),
      allProducts: terms.products === null,
      products: productRows(terms.products),
    },
    period: item.period,
    perMemberLimit: text(item.perMemberLimit),
    budget: text(item.budget),
    needsReview: item.needsReview,
    raffle: item.raffle
      ? {
          ticketBy: item.raffle.ticketBy,
          ticketUnit: String(item.raffle.ticketUnit),
          maxTickets: text(item.raffle.maxTickets),
          claimDays: String(item.raffle.claimDays),
        }
      : fresh.raffle,
    rain: item.rain ? { startMinute: clockOf(item.rain.startMinute), minutes: String(item.rain.minutes) } : fresh.rain,
  };
}

/** A number typed; blank or unreadable stays NaN, which the contract refuses. */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));
const orNull = <T>(value: string, read: (v: string) => T) => (value.trim() === '' ? null : read(value));
const instantOf = (value: string, offset: number) => {
  const instant = fromLocalInput(value, offset);
  return instant === undefined ? Number.NaN : instant;
};

/** Usernames one a line (commas too, as pasted from a sheet), each once. */
export const usernamesOf = (value: string) =>
  value
    .split(/[\n,]/)
    .map((name) => name.trim())
    .filter((name, i, all) => name !== '' && all.indexOf(name) === i);

/**
 * The amounts of levels 1 to `count` (the brand's ladder) as the editor shows them: the ones held, blank for a level
 * that has none yet. Amounts held for levels above the ladder stay while they pay something, so nothing written
 * disappears unseen; a level's amount of nothing past the ladder is dropped.
 */
export function levelAmounts(held: readonly string[], count: number): string[] {
  let last = held.length;
  while (last > count && isNothing(held[last - 1] ?? '')) last--;
  return Array.from({ length: Math.max(count, last) }, (_, i) => held[i] ?? '');
}

const isNothing = (amount: string) => amount.trim() === '' || Number(amount.trim()) === 0;

function rewardBody(values: PromotionValues, ladder: number): PromotionInput['reward'] {
  const { reward } = values;
  // A blank level pays nothing, as a blank weight does not count.
  if (isVipKind(values.kind)) {
    return { type: 'levels', amounts: levelAmounts(reward.levels, ladder).map((a) => a.trim() || '0') };
  }
  if (values.kind === 'check-in') return { type: 'streak', amounts: reward.amounts.map((a) => a.trim()) };
  if (values.kind === 'raffle') {
    return {
      type: 'prizes',
      prizes: reward.prizes.map((p) => ({ amount: p.amount.trim(), count: numberOf(p.count) })),
    };
  }
  if (values.kind === 'red-packet') return { type: 'random', min: reward.min.trim(), max: reward.max.trim() };
  if (reward.type === 'fixed' || values.kind === 'grant') return { type: 'fixed', amount: reward.amount.trim() };
  return { type: 'percent', percent: numberOf(reward.percent), cap: reward.cap.trim() };
}

/**
 * The request body of the campaign the editor holds; `ladder` is the number of the brand's VIP levels above level 0
 * (what a VIP kind's reward has a row for).
 */
export function promotionPayload(values: PromotionValues, offset: number, ladder = 0): PromotionInput {
  const { audience, terms, raffle, rain } = values;
  return {
    kind: values.kind,
    title: localizedBody(values.title),
    summary: localizedBody(values.summary),
    rules: writtenHtml(values.rules),
    imageUrl: values.imageUrl.trim() || null,
    enabled: values.enabled,
    sort: numberOf(values.sort),
    startsAt: instantOf(values.startsAt, offset) ?? Number.NaN,
    endsAt: instantOf(values.endsAt, offset),
    // A grant's members are the ones operators name when they give it.
    audience:
      values.kind === 'grant'
        ? { agentLines: [], registeredFrom: null, registeredUntil: null, members: [], vipLevels: [] }
        : {
            agentLines: usernamesOf(audience.agentLines),
            registeredFrom: instantOf(audience.registeredFrom, offset),
            registeredUntil: instantOf(audience.registeredUntil, offset),
            members: usernamesOf(audience.members),
            vipLevels: [...audience.vipLevels].sort((a, b) => a - b),
          },
    reward: rewardBody(values, ladder),
    // What a kind does not use goes as nothing: a loss campaign asks no deposit, the others no loss or balance.
    minDeposit: asksDeposit(values.kind) ? values.minDeposit.trim() : 0,
    minLoss: isLossKind(values.kind) ? values.minLoss.trim() : 0,
    balanceBelow: values.kind === 'rescue' ? orNull(values.balanceBelow, (v) => v.trim()) : null,
    terms: {
      multiple: numberOf(terms.multiple),
      base: baseFor(values.kind, terms.base),
      expiryDays: numberOf(terms.expiryDays),
      maxBet: orNull(terms.maxBet, (v) => v.trim()),
      // Every row goes, a blank weight as 0 (does not count), so a refusal's index is the row's.
      products: terms.allProducts
        ? null
        : terms.products.map((p) => ({
            category: p.category,
            weight: p.weight.trim() === '' ? 0 : numberOf(p.weight),
          })),
    },
    period: periodFor(values.kind, values.period),
    perMemberLimit: hasClaimLimit(values.kind) ? orNull(values.perMemberLimit, numberOf) : null,
    budget: orNull(values.budget, (v) => v.trim()),
    // A grant waits for a second operator by the brand's threshold for money given by hand, not by this switch.
    needsReview: values.kind === 'grant' ? false : values.needsReview,
    raffle:
      values.kind === 'raffle'
        ? {
            ticketBy: raffle.ticketBy,
            ticketUnit: raffle.ticketUnit.trim(),
            maxTickets: orNull(raffle.maxTickets, numberOf),
            claimDays: numberOf(raffle.claimDays),
          }
        : null,
    rain:
      values.kind === 'red-packet'
        ? { startMinute: minuteOfDay(rain.startMinute), minutes: numberOf(rain.minutes) }
        : null,
  };
}

/**
 * The body as sent: categories at 0 % are left out, as the contract reads a category it is not given, so a stored
 * campaign saved unchanged is sent as it was stored. (The form judges every row, so a refusal names the row's index.)
 */
export function sentPromotion(body: PromotionInput): PromotionInput {
  const { products } = body.terms;
  if (products === null || products === undefined) return body;
  return { ...body, terms: { ...body.terms, products: products.filter((p) => p.weight !== 0) } };
}
