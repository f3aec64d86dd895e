import type { BonusView, PromotionState, PromotionView } from '@lotus/contract';

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
