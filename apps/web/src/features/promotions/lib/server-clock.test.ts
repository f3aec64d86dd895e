import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerTime, serverNow, serverOffset } from './server-clock';

describe('the server clock of the campaigns', () => {
  afterEach(() => {
    noteServerTime(Date.now());
    vi.useRealTimers();
  });

  it('follows the last answer: a server hours ahead of the device is hours ahead here too', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    noteServerTime(1_000_000 + 5 * 3_600_000, 1_000_000);
    expect(serverOffset()).toBe(5 * 3_600_000);
    vi.advanceTimersByTime(60_000);
    expect(serverNow()).toBe(1_000_000 + 5 * 3_600_000 + 60_000);
    // An answer without the server's time keeps what the last one said.
    noteServerTime(undefined);
    expect(serverOffset()).toBe(5 * 3_600_000);
  });
});
