import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle';

describe('once-a-second throttle', () => {
  it('lets the first call through, refuses calls within the interval, then lets one through again', () => {
    let now = 10_000;
    const allow = createThrottle(1000, () => now);
    expect(allow()).toBe(true);
    now += 999;
    expect(allow()).toBe(false);
    now += 1;
    expect(allow()).toBe(true);
    expect(allow()).toBe(false);
  });
});
