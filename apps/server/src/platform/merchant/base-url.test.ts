import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainBaseUrl, parseBaseUrl, resolveBaseUrl, siteOrigins } from './base-url.ts';
import { siteUrls } from './site-urls.ts';

const domain = (name: string, baseUrl: string | null = null, primary = false) => ({
  domain: name,
  label: name,
  primary,
  baseUrl,
});

const brand = {
  mainDomain: 'www.brand.example',
  domains: [
    domain('m.brand.example', 'https://m.brand.example'),
    domain('www.brand.example', 'https://www.brand.example', true),
    domain('localhost'),
  ],
};

describe('parseBaseUrl', () => {
  it('answers the origin of an http(s) URL with host and port only', () => {
    expect(parseBaseUrl('https://www.brand.example')).toBe('https://www.brand.example');
    expect(parseBaseUrl(' HTTPS://WWW.Brand.Example/ ')).toBe('https://www.brand.example');
    expect(parseBaseUrl('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(parseBaseUrl('https://[::1]:8443')).toBe('https://[::1]:8443');
    expect(parseBaseUrl('https://www.brand.example:443')).toBe('https://www.brand.example');
  });

  it('refuses other schemes, paths, queries, fragments and credentials', () => {
    for (const bad of [
      'ftp://www.brand.example',
      'javascript:alert(1)',
      '//www.brand.example',
      'www.brand.example',
      'https://www.brand.example/site',
      'https://www.brand.example?x=1',
      'https://www.brand.example#top',
      'https://user:pass@www.brand.example',
      'https://user@www.brand.example',
      'https://www.brand.example\\@evil.example',
      'https://www.brand .example',
      'https://',
      '',
    ]) {
      expect(parseBaseUrl(bad), bad).toBeNull();
    }
  });

  it('whatever it accepts is an origin the stored form allows', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (raw) => {
        const parsed = parseBaseUrl(raw);
        if (parsed !== null) {
          expect(parsed).toBe(new URL(parsed).origin);
          // The database's check on merchant_domains.base_url.
          expect(parsed).toMatch(/^https?:\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$/);
        }
      }),
    );
  });
});

describe('resolveBaseUrl', () => {
  it("gives a request to one of the brand's domains that domain's base URL", () => {
    expect(resolveBaseUrl(brand, 'm.brand.example', 8080)).toBe('https://m.brand.example');
    expect(resolveBaseUrl(brand, 'M.Brand.Example', 8080)).toBe('https://m.brand.example');
    expect(resolveBaseUrl(brand, 'localhost', 3000)).toBe('http://localhost:3000');
  });

  it('gives any other host, or none, the primary domain', () => {
    fc.assert(
      fc.property(fc.domain(), (host) => {
        fc.pre(!brand.domains.some((d) => d.domain === host));
        expect(resolveBaseUrl(brand, host, 8080)).toBe('https://www.brand.example');
      }),
    );
    expect(resolveBaseUrl(brand, undefined, 8080)).toBe('https://www.brand.example');
    expect(resolveBaseUrl(brand, '', 8080)).toBe('https://www.brand.example');
  });

  it('falls back to the first domain, then the main domain, and builds a base URL for a domain without one', () => {
    expect(
      resolveBaseUrl({ mainDomain: 'x.example', domains: [domain('a.example'), domain('b.example')] }, 'z', 1),
    ).toBe('https://a.example');
    expect(resolveBaseUrl({ mainDomain: 'x.example', domains: [] }, 'x.example', 1)).toBe('https://x.example');
    expect(resolveBaseUrl({ mainDomain: 'localhost', domains: [] }, 'evil.example', 8080)).toBe(
      'http://localhost:8080',
    );
    expect(domainBaseUrl(domain('::1'), 8080)).toBe('http://[::1]:8080');
    expect(resolveBaseUrl({ mainDomain: 'x.example', domains: [domain('::1')] }, '[::1]', 8080)).toBe(
      'http://[::1]:8080',
    );
  });

  it('lists every origin of the site, the main domain included', () => {
    expect(siteOrigins(brand, 8080)).toEqual(
      new Set(['https://m.brand.example', 'https://www.brand.example', 'http://localhost:8080']),
    );
  });
});

describe('siteUrls', () => {
  it('puts pages on the base URL and pictures on the first image CDN, absolute URLs as they are', () => {
    const urls = siteUrls(
      { imageCdns: ['https://img.example/', 'https://img2.example'], launchGameCdns: [] },
      'https://b.example',
    );
    expect(urls.imageHosts).toEqual(['https://img.example', 'https://img2.example']);
    expect(urls.launchHosts).toEqual(['https://b.example']);
    expect(urls.page('/house/x?token=t')).toBe('https://b.example/house/x?token=t');
    expect(urls.page('https://vendor.example/play')).toBe('https://vendor.example/play');
    expect(urls.image('game-art/games/PG/x.webp')).toBe('https://img.example/game-art/games/PG/x.webp');
    expect(urls.image('media/0f1e')).toBe('https://img.example/media/0f1e');
    expect(urls.image('/media/banners/home-1.svg')).toBe('https://b.example/media/banners/home-1.svg');
    expect(urls.image('https://other.example/a.png')).toBe('https://other.example/a.png');
    expect(urls.image('')).toBe('');
    const own = siteUrls({ imageCdns: [], launchGameCdns: [' '] }, 'http://localhost:8080');
    expect(own.imageHosts).toEqual(['http://localhost:8080']);
    expect(own.launchHosts).toEqual(['http://localhost:8080']);
    expect(own.image('game-art/x.webp')).toBe('http://localhost:8080/game-art/x.webp');
  });
});
