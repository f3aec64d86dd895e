import { describe, expect, it } from 'vitest';
import { fittingCount } from './main-nav';

describe('fittingCount', () => {
  it('shows every entry when they all fit, without room kept for "More"', () => {
    expect(fittingCount([100, 100, 100], 308, 80)).toBe(3);
  });

  it('keeps room for "More" once something has to go under it', () => {
    // 100 + 4 + 100 + 4 + 80 fits in 300; a third entry does not.
    expect(fittingCount([100, 100, 100], 300, 80)).toBe(2);
    expect(fittingCount([100, 100, 100], 180, 80)).toBe(0);
  });

  it('shows nothing beside "More" when not even one entry fits', () => {
    expect(fittingCount([200], 150, 80)).toBe(0);
  });
});
