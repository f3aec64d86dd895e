import type { PromotionView, RankProgress, RebateSettingsView } from '@lotus/contract';

export const ladder = [
  { level: 0, name: 'Member', upgradeValidBet: 0, upgradeDeposit: 0, keepValidBet: null },
  { level: 1, name: 'Bronze', upgradeValidBet: 1000, upgradeDeposit: 0, keepValidBet: null },
  { level: 2, name: 'Silver', upgradeValidBet: 5000, upgradeDeposit: 500, keepValidBet: 1000 },
  { level: 3, name: 'Gold', upgradeValidBet: 20000, upgradeDeposit: 2000, keepValidBet: 5000 },
];

/** A member at Silver, on the way to Gold, wagering to keep Silver this month. */
export function rankProgress(overrides: Partial<RankProgress> = {}): RankProgress {
  return {
    hasVip: true,
    rankLevel: 2,
    playerRankName: 'Silver',
    monthlyTurnover: { actual: 250, expected: 1000 },
    totalTurnover: 6000,
    totalDeposit: 2500,
    next: ladder[3] ?? null,
    levels: ladder,
    countedAt: Date.UTC(2026, 11, 5, 4, 5),
    reviewAt: Date.UTC(2026, 11, 31, 16),
    ...overrides,
  };
}

export function rebateSettings(overrides: Partial<RebateSettingsView> = {}): RebateSettingsView {
  const rates = (slots: number, live: number) => [
    { category: 'RNG' as const, percent: slots },
    { category: 'LIVE' as const, percent: live },
  ];
  return {
    enabled: true,
    rankLevel: 2,
    rates: rates(0.8, 0.5),
    levels: [
      { level: 0, name: 'Member', rates: rates(0.4, 0) },
      { level: 1, name: 'Bronze', rates: rates(0.6, 0.3) },
      { level: 2, name: 'Silver', rates: rates(0.8, 0.5) },
      { level: 3, name: 'Gold', rates: rates(1, 0.7) },
    ],
    minClaim: 10,
    wageringMultiple: 1,
    autoHour: 4,
    ...overrides,
  };
}

/** A campaign of the reward centre as the server answers it (a VIP one unless told otherwise). */
export function vipCampaign(overrides: Partial<PromotionView> = {}): PromotionView {
  return {
    id: 1,
    kind: 'vip-upgrade',
    category: 'vip',
    title: 'Level-up rewards',
    summary: '',
    rules: '',
    imageUrl: null,
    startsAt: Date.UTC(2026, 0, 1),
    endsAt: null,
    reward: { type: 'levels', amounts: [8, 18, 58] },
    minDeposit: 0,
    minLoss: 0,
    balanceBelow: null,
    terms: { multiple: 1, base: 'bonus', expiryDays: 7, maxBet: null, products: null },
    period: 'once',
    needsReview: false,
    state: 'process',
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
