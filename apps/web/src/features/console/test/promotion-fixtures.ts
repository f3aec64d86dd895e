import type { ConsolePromotion } from '@lotus/contract';

/** Campaigns as the console's list brings them, for the pages' tests. Times: the brand's clock is GMT+8. */

export const START = Date.UTC(2026, 2, 1, 4, 0); // 2026-03-01 12:00 at GMT+8
export const END = Date.UTC(2026, 3, 1, 4, 0); // 2026-04-01 12:00 at GMT+8

const noStats = { paid: 0, reserved: 0, claims: 0, pending: 0, rejected: 0, members: 0, turnover: 0, forfeited: 0 };

/** A reload running from START to END; `changes` make it another. */
export function consolePromotion(changes: Partial<ConsolePromotion> = {}): ConsolePromotion {
  return {
    id: 1,
    kind: 'reload',
    category: 'deposit',
    title: { EN: 'Weekend reload', CN: '周末续存' },
    summary: { EN: 'Reload' },
    rules: { EN: '<p>Rules</p>' },
    imageUrl: null,
    enabled: true,
    sort: 0,
    startsAt: START,
    endsAt: END,
    audience: { agentLines: [], registeredFrom: null, registeredUntil: null, members: [], vipLevels: [] },
    reward: { type: 'percent', percent: 100, cap: 500 },
    minDeposit: 100,
    minLoss: 0,
    balanceBelow: null,
    terms: { multiple: 10, base: 'bonus', expiryDays: 30, maxBet: null, products: null },
    period: 'once',
    perMemberLimit: null,
    budget: null,
    needsReview: false,
    raffle: null,
    rain: null,
    live: true,
    stats: noStats,
    updatedAt: START,
    ...changes,
  };
}

export const SEED_HASH = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
export const SEED = '4b227777d4dd1fc61c6f884f48641d02b4d121d3fd328cb08b5531fcacdabf8a';

/** A raffle of three tiers, drawn at its end when `drawn`, over 1,234 tickets of 56 entries. */
export function raffleCampaign(drawn: boolean, changes: Partial<ConsolePromotion> = {}): ConsolePromotion {
  return consolePromotion({
    id: 21,
    kind: 'raffle',
    category: 'lucky',
    title: { EN: 'Spring raffle', CN: '春季抽奖' },
    reward: {
      type: 'prizes',
      prizes: [
        { amount: 888, count: 1 },
        { amount: 188, count: 2 },
        { amount: 18, count: 10 },
      ],
    },
    minDeposit: 0,
    live: !drawn,
    raffle: {
      ticketBy: 'deposit',
      ticketUnit: 100,
      maxTickets: null,
      claimDays: 7,
      seedHash: SEED_HASH,
      seed: drawn ? SEED : null,
      drawnAt: drawn ? END + 5_000 : null,
      tickets: drawn ? 1234 : null,
      entries: drawn ? 56 : null,
    },
    ...changes,
  });
}

/** A red packet raining 20:00–20:30 each day, packets from 1.00 to 88.00, within a budget of 10,000. */
export function rainCampaign(changes: Partial<ConsolePromotion> = {}): ConsolePromotion {
  return consolePromotion({
    id: 31,
    kind: 'red-packet',
    category: 'lucky',
    title: { EN: 'Lucky rain', CN: '红包雨' },
    reward: { type: 'random', min: 1, max: 88 },
    minDeposit: 0,
    period: 'day',
    budget: 10_000,
    rain: { startMinute: 20 * 60, minutes: 30 },
    ...changes,
  });
}
