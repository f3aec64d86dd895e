import { describe, expect, it } from 'vitest';
import { fromLocalInput, scheduleState, toLocalInput } from './content-schedule';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 23, 12, 0);

describe('scheduleState', () => {
  it('is disabled whenever the item is switched off, whatever its window', () => {
    expect(scheduleState({ enabled: false, activeFrom: null, activeUntil: null }, now)).toBe('disabled');
    expect(scheduleState({ enabled: false, activeFrom: now - HOUR, activeUntil: now + HOUR }, now)).toBe('disabled');
  });

  it('is live with no window, and inside it including its first instant', () => {
    expect(scheduleState({ enabled: true, activeFrom: null, activeUntil: null }, now)).toBe('live');
    expect(scheduleState({ enabled: true, activeFrom: now, activeUntil: now + 1 }, now)).toBe('live');
  });

  it('is scheduled before the start and ended from the end on (the end is exclusive)', () => {
    expect(scheduleState({ enabled: true, activeFrom: now + 1, activeUntil: null }, now)).toBe('scheduled');
    expect(scheduleState({ enabled: true, activeFrom: null, activeUntil: now }, now)).toBe('ended');
    expect(scheduleState({ enabled: true, activeFrom: now - 2 * HOUR, activeUntil: now - HOUR }, now)).toBe('ended');
  });
});

describe('merchant-time inputs', () => {
  it('writes an instant as the wall clock at the merchant offset', () => {
    expect(toLocalInput(Date.UTC(2026, 10, 23, 17, 5), 480)).toBe('2026-11-24T01:05');
    expect(toLocalInput(Date.UTC(2026, 0, 1, 3, 30), -300)).toBe('2025-12-31T22:30');
    expect(toLocalInput(null, 480)).toBe('');
  });

  it('reads the wall clock back to the same instant, whatever the browser zone', () => {
    expect(fromLocalInput('2026-11-24T01:05', 480)).toBe(Date.UTC(2026, 10, 23, 17, 5));
    expect(fromLocalInput('2025-12-31T22:30', -300)).toBe(Date.UTC(2026, 0, 1, 3, 30));
    expect(fromLocalInput('2026-03-01T00:00:30', 0)).toBe(Date.UTC(2026, 2, 1, 0, 0, 30));
    const instant = Date.UTC(2027, 5, 15, 8, 45);
    expect(fromLocalInput(toLocalInput(instant, 330), 330)).toBe(instant);
  });

  it('answers null for empty and undefined for text that is no real time', () => {
    expect(fromLocalInput('', 480)).toBeNull();
    expect(fromLocalInput('  ', 480)).toBeNull();
    expect(fromLocalInput('2026-02-30T10:00', 480)).toBeUndefined();
    expect(fromLocalInput('2026-11-24T24:00', 480)).toBeUndefined();
    expect(fromLocalInput('tomorrow', 480)).toBeUndefined();
  });
});
