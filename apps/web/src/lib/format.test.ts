import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDateTime, formatGmtOffset, formatMoney } from './format';

describe('formatting', () => {
  it('shows money with two decimals and thousands separators, or asterisks when hidden', () => {
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
    expect(formatMoney(0.1 + 0.2)).toBe('0.30');
    expect(formatMoney(12, { symbol: '¥' })).toBe('¥12.00');
    expect(formatMoney(12, { hidden: true })).toBe('****');
  });

  it('shows instants as YYYY-MM-DD HH:mm:ss at the merchant offset', () => {
    const instant = Date.UTC(2026, 0, 31, 20, 5, 9);
    expect(formatDateTime(instant, 0)).toBe('2026-01-31 20:05:09');
    expect(formatDateTime(instant, 480)).toBe('2026-02-01 04:05:09');
    expect(formatDateTime(instant, -330)).toBe('2026-01-31 14:35:09');
  });

  it('names GMT offsets with sign and minutes', () => {
    expect(formatGmtOffset(480)).toBe('GMT+08:00');
    expect(formatGmtOffset(-330)).toBe('GMT-05:30');
    expect(formatGmtOffset(0)).toBe('GMT+00:00');
  });

  it('counts down without going negative', () => {
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(90_061_000)).toBe('1d 01:01:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
