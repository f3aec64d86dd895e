import { describe, expect, it } from 'vitest';
import { compileRegionRules, isRegionRestricted, normalizeIp } from './region-rules.ts';

const rules = (block: Partial<Parameters<typeof compileRegionRules>[0]>) =>
  compileRegionRules({ blockedCountries: [], allowCidrs: [], denyCidrs: [], message: null, ...block });

describe('region rules', () => {
  it('matches IPv4 ranges and single addresses', () => {
    const r = rules({ denyCidrs: ['10.0.0.0/8', '192.0.2.7'] });
    expect(isRegionRestricted(r, '10.200.1.1', null)).toBe(true);
    expect(isRegionRestricted(r, '11.0.0.1', null)).toBe(false);
    expect(isRegionRestricted(r, '192.0.2.7', null)).toBe(true);
    expect(isRegionRestricted(r, '192.0.2.8', null)).toBe(false);
  });

  it('matches IPv6 ranges', () => {
    const r = rules({ denyCidrs: ['2001:db8::/32'] });
    expect(isRegionRestricted(r, '2001:db8:1234::1', null)).toBe(true);
    expect(isRegionRestricted(r, '2001:db9::1', null)).toBe(false);
  });

  it('treats IPv4-mapped IPv6 clients as IPv4', () => {
    expect(normalizeIp('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normalizeIp('fe80::1%eth0')).toBe('fe80::1');
    expect(isRegionRestricted(rules({ denyCidrs: ['203.0.113.0/24'] }), '::ffff:203.0.113.9', null)).toBe(true);
  });

  it('blocks by country, any case', () => {
    const r = rules({ blockedCountries: ['US'] });
    expect(isRegionRestricted(r, '8.8.8.8', 'US')).toBe(true);
    expect(isRegionRestricted(r, '8.8.8.8', 'us')).toBe(true);
    expect(isRegionRestricted(r, '1.1.1.1', 'AU')).toBe(false);
    expect(isRegionRestricted(r, '127.0.0.1', null)).toBe(false);
  });

  it('lets allow ranges override both country and range blocks', () => {
    const r = rules({ blockedCountries: ['US'], denyCidrs: ['8.0.0.0/8'], allowCidrs: ['8.8.8.0/24'] });
    expect(isRegionRestricted(r, '8.8.8.8', 'US')).toBe(false);
    expect(isRegionRestricted(r, '8.8.4.4', 'US')).toBe(true);
  });

  it('ignores unreadable ranges instead of blocking everyone', () => {
    const r = rules({ denyCidrs: ['not-a-range', '0.0.0.0/abc', '0.0.0.0/33', '::/129', '1.2.3.4/8/9'] });
    expect(isRegionRestricted(r, '8.8.8.8', null)).toBe(false);
  });
});
