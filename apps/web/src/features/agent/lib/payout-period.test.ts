import { describe, expect, it } from 'vitest';
import { payoutPeriodLabel } from './payout-period';

const at = (iso: string) => Date.parse(iso);

describe('payout period label', () => {
  it('shows a day, a week and a month as dates at the brand offset', () => {
    expect(payoutPeriodLabel(at('2026-11-26T16:00:00Z'), at('2026-11-27T16:00:00Z'), 480)).toBe('2026-11-27');
    expect(payoutPeriodLabel(at('2026-11-22T16:00:00Z'), at('2026-11-29T16:00:00Z'), 480)).toBe(
      '2026-11-23 – 2026-11-29',
    );
  });

  it('shows an hour and five minutes as a time span', () => {
    expect(payoutPeriodLabel(at('2026-11-27T06:00:00Z'), at('2026-11-27T07:00:00Z'), 480)).toBe(
      '2026-11-27 14:00 – 15:00',
    );
    expect(payoutPeriodLabel(at('2026-11-27T15:55:00Z'), at('2026-11-27T16:00:00Z'), 480)).toBe(
      '2026-11-27 23:55 – 00:00',
    );
  });
});
