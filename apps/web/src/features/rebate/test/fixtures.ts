import type { RebateRecord, RebateSettingsView, RebateSummary } from '@lotus/contract';

export function settings(overrides: Partial<RebateSettingsView> = {}): RebateSettingsView {
  return {
    enabled: true,
    rankLevel: 2,
    rates: [
      { category: 'RNG', percent: 0.8 },
      { category: 'LIVE', percent: 0.5 },
      { category: 'FISH', percent: 0 },
    ],
    levels: [
      { level: 0, name: 'Member', rates: [{ category: 'RNG', percent: 0.4 }] },
      { level: 2, name: 'Silver', rates: [{ category: 'RNG', percent: 0.8 }] },
    ],
    minClaim: 10,
    wageringMultiple: 1,
    autoHour: 4,
    ...overrides,
  };
}

/** 2,000.00 of slots at 0.80 % and 1,000.00 of live casino at 0.50 %: 21.00 to claim. */
export function summary(overrides: Partial<RebateSummary> = {}): RebateSummary {
  return {
    from: Date.UTC(2026, 11, 4, 20),
    to: Date.UTC(2026, 11, 5, 3, 59),
    lines: [
      { category: 'LIVE', validBet: 1000, percent: 0.5, amount: 5 },
      { category: 'RNG', validBet: 2000, percent: 0.8, amount: 16 },
      { category: 'FISH', validBet: 0, percent: 0, amount: 0 },
    ],
    validBet: 3000,
    amount: 21,
    minClaim: 10,
    claimable: true,
    nextAutoAt: Date.UTC(2026, 11, 5, 20),
    ...overrides,
  };
}

export function record(overrides: Partial<RebateRecord> = {}): RebateRecord {
  return {
    id: 1,
    source: 'manual',
    from: Date.UTC(2026, 11, 4, 20),
    to: Date.UTC(2026, 11, 5, 3, 59),
    validBet: 3000,
    amount: 21,
    rankLevel: 2,
    lines: summary().lines,
    createdAt: Date.UTC(2026, 11, 5, 4),
    ...overrides,
  };
}
