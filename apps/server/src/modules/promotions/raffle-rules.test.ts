import { describe, expect, it } from 'vitest';
import type { EntryRow, PromotionRow } from './queries.ts';
import { claimUntilOf, isRaffle, raffleRefusal, ticketsFor } from './raffle-rules.ts';
import { decide, type MemberFacts } from './rules.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = new Date('2026-12-07T00:00:00Z');
const end = new Date(start.getTime() + 3 * DAY);
const at = (ms: number) => new Date(start.getTime() + ms);

const raffle = (overrides: Partial<PromotionRow> = {}): PromotionRow => ({
  id: 9,
  merchantId: 1,
  kind: 'raffle',
  title: { EN: 'Raffle' },
  summary: { EN: 'Raffle' },
  rules: { EN: '' },
  imageUrl: null,
  enabled: true,
  sort: 0,
  startsAt: start,
  endsAt: end,
  audience: { agentIds: [], registeredFrom: null, registeredUntil: null, memberIds: [] },
  reward: { type: 'prizes', prizes: [{ amount: 10_000, count: 1 }] },
  minDeposit: 0,
  minLoss: 0,
  balanceBelow: null,
  wageringMultiple: 1,
  wageringBase: 'bonus',
  expiryDays: 7,
  maxBet: null,
  productWeights: null,
  period: 'once',
  perMemberLimit: null,
  budget: 10_000,
  spent: 0,
  needsReview: false,
  raffle: { ticketBy: 'deposit', ticketUnit: 5_000, maxTickets: 10, claimDays: 2 },
  seed: 'a'.repeat(64),
  seedHash: 'h',
  drawnAt: null,
  rain: null,
  createdBy: null,
  createdAt: start,
  updatedAt: start,
  ...overrides,
});

const entry = (overrides: Partial<EntryRow> = {}): EntryRow => ({
  id: 40,
  merchantId: 1,
  promotionId: 9,
  memberId: 7,
  periodKey: 'once',
  status: 'joined',
  depositOrderId: null,
  amount: 0,
  streakDay: null,
  loss: null,
  tickets: null,
  prizeRank: null,
  rejectReason: null,
  requestedBy: null,
  note: null,
  reviewedBy: null,
  createdAt: start,
  decidedAt: null,
  ...overrides,
});

const facts = (overrides: Partial<MemberFacts> = {}): MemberFacts => ({
  id: 7,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  uplines: [],
  deposits: [],
  entries: [],
  losses: new Map(),
  balance: 0,
  vipLevel: 0,
  birthday: null,
  birthdaySetAt: null,
  raffleValidBets: new Map(),
  ...overrides,
});

const deposit = (amount: number, settledAt: Date, id = amount) => ({ id, orderNo: `D${id}`, amount, settledAt });

describe('raffle tickets', () => {
  it('gives one ticket per unit counted, rounded down, at most the maximum', () => {
    const rules = { ticketBy: 'deposit' as const, ticketUnit: 5_000, maxTickets: 10, claimDays: 2 };
    expect(ticketsFor(rules, 4_999)).toBe(0);
    expect(ticketsFor(rules, 14_999)).toBe(2);
    expect(ticketsFor(rules, 1_000_000)).toBe(10);
    expect(ticketsFor({ ...rules, maxTickets: null }, 1_000_000)).toBe(200);
    expect(ticketsFor({ ...rules, maxTickets: null, ticketUnit: 1 }, 2 ** 40)).toBe(2_147_483_647);
  });

  it('counts deposits credited from the start to the end, whenever the member joined, and valid bets as read', () => {
    const member = facts({
      deposits: [
        deposit(20_000, at(-HOUR), 1),
        deposit(10_000, at(HOUR), 2),
        deposit(6_000, at(2 * DAY), 3),
        deposit(50_000, at(3 * DAY), 4),
      ],
      entries: [entry({ createdAt: at(2 * DAY + HOUR) })],
    });
    expect(decide(raffle(), member, at(2 * DAY + 2 * HOUR), 480)).toMatchObject({ state: 'process', tickets: 3 });
    const byBet = raffle({ raffle: { ticketBy: 'valid-bet', ticketUnit: 1_000, maxTickets: null, claimDays: 2 } });
    const bettor = facts({ raffleValidBets: new Map([[9, 12_345]]), entries: [entry()] });
    expect(decide(byBet, bettor, at(DAY), 480)).toMatchObject({ state: 'process', tickets: 12 });
  });
});

describe('a raffle for one member', () => {
  it('is coming soon, then open to join, then in process once joined; guests see it open', () => {
    expect(decide(raffle(), facts(), at(-HOUR), 0)?.state).toBe('comingSoon');
    expect(decide(raffle(), facts(), at(HOUR), 0)).toMatchObject({ state: 'join', tickets: 0, entry: null });
    expect(decide(raffle(), facts({ entries: [entry()] }), at(HOUR), 0)?.state).toBe('process');
    expect(decide(raffle(), null, at(HOUR), 0)?.state).toBe('join');
    expect(decide(raffle(), null, at(3 * DAY), 0)?.state).toBe('close');
  });

  it('waits for the draw once ended: in process for those who joined, closed to the rest', () => {
    expect(decide(raffle(), facts({ entries: [entry()] }), at(3 * DAY), 0)?.state).toBe('process');
    expect(decide(raffle(), facts(), at(3 * DAY), 0)?.state).toBe('close');
  });

  it("after the draw, offers a winner's prize until the claim window ends, and shows the rest as they went", () => {
    const drawn = raffle({ drawnAt: at(3 * DAY + 60_000) });
    const won = entry({ tickets: 4, prizeRank: 1, amount: 10_000 });
    expect(claimUntilOf(drawn as Parameters<typeof claimUntilOf>[0])).toEqual(at(5 * DAY));
    expect(decide(drawn, facts({ entries: [won] }), at(4 * DAY), 0)).toMatchObject({
      state: 'claim',
      amount: 10_000,
      tickets: 4,
    });
    expect(decide(drawn, facts({ entries: [won] }), at(5 * DAY), 0)?.state).toBe('close');
    expect(decide(drawn, facts({ entries: [entry({ tickets: 3 })] }), at(4 * DAY), 0)).toMatchObject({
      state: 'close',
      tickets: 3,
    });
    expect(decide(drawn, facts(), at(4 * DAY), 0)?.state).toBe('close');
    const claimed = entry({ tickets: 4, prizeRank: 1, amount: 10_000, status: 'claimed' });
    expect(decide(drawn, facts({ entries: [claimed] }), at(6 * DAY), 0)).toMatchObject({
      state: 'claimed',
      amount: 10_000,
    });
    expect(decide(drawn, facts({ entries: [{ ...claimed, status: 'applying' }] }), at(4 * DAY), 0)?.state).toBe(
      'applying',
    );
  });

  it('says why a prize cannot be claimed: before the draw, a losing entry, too late, or no entry', () => {
    const refusal = (p: PromotionRow, member: MemberFacts, now: Date) => {
      const decision = decide(p, member, now, 0);
      return decision && raffleRefusal(p, decision, now);
    };
    const drawn = raffle({ drawnAt: at(3 * DAY + 60_000) });
    expect(refusal(raffle(), facts(), at(-HOUR))).toBe('promotion.not.open');
    expect(refusal(raffle(), facts(), at(HOUR))).toBe('promotion.raffle.waiting');
    expect(refusal(raffle(), facts({ entries: [entry()] }), at(3 * DAY + HOUR))).toBe('promotion.raffle.waiting');
    expect(refusal(drawn, facts({ entries: [entry({ tickets: 2 })] }), at(4 * DAY))).toBe('promotion.raffle.lost');
    const won = entry({ tickets: 2, prizeRank: 1, amount: 10_000 });
    expect(refusal(drawn, facts({ entries: [won] }), at(5 * DAY))).toBe('promotion.raffle.expired');
    expect(refusal(drawn, facts(), at(4 * DAY))).toBe('promotion.not.open');
    expect(refusal(drawn, facts({ entries: [{ ...won, status: 'claimed' }] }), at(4 * DAY))).toBeNull();
  });

  it('reads only a raffle with its rules and end as one', () => {
    expect(isRaffle(raffle())).toBe(true);
    expect(isRaffle(raffle({ raffle: null }))).toBe(false);
    expect(isRaffle(raffle({ kind: 'reload' }))).toBe(false);
  });
});
