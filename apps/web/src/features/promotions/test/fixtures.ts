import type { BonusView, PromotionState, PromotionView, RaffleProof, RaffleView, RainView } from '@lotus/contract';
import { raffleWinners, seedHash } from '@lotus/lottery';

/** A campaign as the server answers it; each test changes what it is about. */
export function campaign(overrides: Partial<PromotionView> = {}): PromotionView {
  return {
    id: 1,
    kind: 'first-deposit',
    category: 'deposit',
    title: 'First deposit bonus',
    summary: 'Double your first deposit',
    rules: '<p>Read the <b>rules</b>.</p>',
    imageUrl: null,
    startsAt: Date.UTC(2026, 0, 1),
    endsAt: null,
    reward: { type: 'percent', percent: 100, cap: 500 },
    minDeposit: 50,
    minLoss: 0,
    balanceBelow: null,
    terms: { multiple: 5, base: 'bonus', expiryDays: 7, maxBet: 50, products: null },
    period: 'once',
    needsReview: false,
    state: 'join',
    amount: null,
    rejectReason: null,
    streak: null,
    loss: null,
    levels: null,
    raffle: null,
    rain: null,
    ...overrides,
  };
}

/** One campaign in each of the ten states, with what each state carries. */
export const everyState: Record<PromotionState, PromotionView> = {
  join: campaign({ id: 1, title: 'Welcome', state: 'join' }),
  claim: campaign({ id: 2, title: 'Reload', kind: 'reload', state: 'claim', amount: 120, needsReview: true }),
  applying: campaign({ id: 3, title: 'Weekend reload', kind: 'reload', state: 'applying', amount: 80 }),
  rejected: campaign({ id: 4, title: 'Big reload', kind: 'reload', state: 'rejected', rejectReason: 'Same address' }),
  issued: campaign({ id: 5, title: 'VIP reload', kind: 'reload', state: 'issued', amount: 60 }),
  claimed: campaign({ id: 6, title: 'Lucky reload', kind: 'reload', state: 'claimed', amount: 25 }),
  process: campaign({ id: 7, title: 'Monthly reload', kind: 'reload', state: 'process', minDeposit: 100 }),
  signed: campaign({
    id: 8,
    title: 'Daily check-in',
    kind: 'check-in',
    category: 'daily',
    state: 'signed',
    streak: 3,
    reward: { type: 'streak', amounts: [1, 2, 3, 5] },
    minDeposit: 0,
    period: 'day',
  }),
  close: campaign({ id: 9, title: 'Spring festival', state: 'close' }),
  comingSoon: campaign({
    id: 10,
    title: 'Summer reload',
    kind: 'reload',
    state: 'comingSoon',
    startsAt: Date.UTC(2027, 5, 1, 2),
  }),
};

/** A raffle's draw: 20:00 on 20 December 2026 in the brand's time (GMT+8); prizes claimed for 7 days after it. */
export const RAFFLE_DRAW_AT = Date.UTC(2026, 11, 20, 12);
export const RAFFLE_CLAIM_UNTIL = RAFFLE_DRAW_AT + 7 * 86_400_000;

/** A raffle by deposit with three prize tiers, running; `raffle` changes its draw and the member's part. */
export function raffleCampaign(
  overrides: Partial<PromotionView> = {},
  raffle: Partial<RaffleView> = {},
): PromotionView {
  return campaign({
    id: 20,
    kind: 'raffle',
    category: 'lucky',
    title: 'Year-end raffle',
    summary: 'Deposit for tickets, win up to 888.00',
    rules: '',
    startsAt: Date.UTC(2026, 11, 1),
    endsAt: RAFFLE_DRAW_AT,
    reward: {
      type: 'prizes',
      prizes: [
        { amount: 888, count: 1 },
        { amount: 88, count: 5 },
        { amount: 8, count: 20 },
      ],
    },
    minDeposit: 0,
    terms: { multiple: 1, base: 'bonus', expiryDays: 7, maxBet: null, products: null },
    state: 'process',
    raffle: {
      ticketBy: 'deposit',
      ticketUnit: 100,
      maxTickets: 50,
      drawAt: RAFFLE_DRAW_AT,
      claimUntil: RAFFLE_CLAIM_UNTIL,
      seedHash: 'a'.repeat(64),
      seed: null,
      drawnAt: null,
      tickets: 3,
      prizeRank: null,
      ...raffle,
    },
    ...overrides,
  });
}

const PROOF_SEED = '5f1d3c9a7b2e4d6f8a0c1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d2f4a6c8e0b1d3f';
const PROOF_ENTRIES = [
  { entryId: 11, name: 'de***o', tickets: 5 },
  { entryId: 12, name: 'ab***c', tickets: 1 },
  { entryId: 15, name: 'lu***y', tickets: 10 },
  { entryId: 20, name: 'wi***r', tickets: 3 },
];
const PROOF_PRIZES = [
  { amount: 888, count: 1 },
  { amount: 88, count: 2 },
];

/** A drawn raffle's proof whose winners are what `raffleWinners` draws from its seed and entries. */
export function raffleProof(overrides: Partial<RaffleProof> = {}): RaffleProof {
  const drawKey = 'raffle-20';
  const winners = raffleWinners(
    PROOF_SEED,
    drawKey,
    PROOF_ENTRIES,
    PROOF_PRIZES.map((p) => p.count),
  ).map((w) => ({
    entryId: w.entryId,
    rank: w.rank,
    name: PROOF_ENTRIES.find((e) => e.entryId === w.entryId)?.name ?? '',
    amount: PROOF_PRIZES[w.rank - 1]?.amount ?? 0,
  }));
  return {
    promotionId: 20,
    title: 'Year-end raffle',
    drawKey,
    seedHash: seedHash(PROOF_SEED),
    seed: PROOF_SEED,
    drawAt: RAFFLE_DRAW_AT,
    drawnAt: RAFFLE_DRAW_AT + 60_000,
    prizes: PROOF_PRIZES,
    entries: PROOF_ENTRIES,
    winners,
    ownEntryId: null,
    ...overrides,
  };
}

/** Today's red-packet rain: 20:00 to 20:30 in the brand's time (GMT+8), on 7 December 2026. */
export const RAIN_STARTS_AT = Date.UTC(2026, 11, 7, 12);
export const RAIN_ENDS_AT = Date.UTC(2026, 11, 7, 12, 30);

/** A red packet of 1.00 to 8.88 raining daily at 20:00 for 30 minutes; `rain` moves the window the view names. */
export function redPacketCampaign(overrides: Partial<PromotionView> = {}, rain: Partial<RainView> = {}): PromotionView {
  return campaign({
    id: 30,
    kind: 'red-packet',
    category: 'lucky',
    title: 'Red-packet rain',
    summary: 'Grab a packet every evening',
    rules: '',
    startsAt: Date.UTC(2026, 11, 1),
    endsAt: Date.UTC(2027, 0, 1),
    reward: { type: 'random', min: 1, max: 8.88 },
    minDeposit: 0,
    terms: { multiple: 1, base: 'bonus', expiryDays: 3, maxBet: null, products: null },
    period: 'day',
    state: 'process',
    rain: { startMinute: 20 * 60, minutes: 30, nextStartsAt: RAIN_STARTS_AT, nextEndsAt: RAIN_ENDS_AT, ...rain },
    ...overrides,
  });
}

export function bonus(overrides: Partial<BonusView> = {}): BonusView {
  return {
    id: 1,
    promotionId: 1,
    title: 'First deposit bonus',
    amount: 100,
    requirement: 500,
    wagered: 125,
    status: 'active',
    createdAt: Date.UTC(2026, 11, 1, 4),
    expiresAt: Date.UTC(2026, 11, 8, 4),
    settledAt: null,
    forfeited: 0,
    terms: { multiple: 5, base: 'bonus', expiryDays: 7, maxBet: 50, products: null },
    ...overrides,
  };
}
