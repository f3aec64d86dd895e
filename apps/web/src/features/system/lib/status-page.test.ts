import { describe, expect, it } from 'vitest';
import { statusPage } from './status-page';

describe('status page selection (spec §4)', () => {
  it('0 is the site, 1 maintenance, 2 region block', () => {
    expect(statusPage(0)).toBe('site');
    expect(statusPage(1)).toBe('maintenance');
    expect(statusPage(2)).toBe('region-block');
  });
});
