import { describe, expect, it } from 'vitest';
import { contentImageUrl } from './content-image';

describe('banner and content image URLs', () => {
  it('keeps site paths and absolute URLs as they are', () => {
    expect(contentImageUrl('/media/banners/home-1.svg', ['https://cdn.example'])).toBe('/media/banners/home-1.svg');
    expect(contentImageUrl('https://img.example/a.png', ['https://cdn.example'])).toBe('https://img.example/a.png');
  });

  it('puts uploads on the image CDN, or the own origin without one', () => {
    expect(contentImageUrl('media/0f1e', ['https://cdn.example/'])).toBe('https://cdn.example/media/0f1e');
    expect(contentImageUrl('media/0f1e', [])).toBe('/media/0f1e');
    const url = contentImageUrl('media/0f1e', ['https://a.example', 'https://b.example']);
    expect(['https://a.example/media/0f1e', 'https://b.example/media/0f1e']).toContain(url);
    // One CDN per page load: the cache stays warm.
    expect(contentImageUrl('media/0f1e', ['https://a.example', 'https://b.example'])).toBe(url);
  });

  it('moves absolute URLs on a listed CDN to the CDN of the page load, the own origin to a path', () => {
    const cdns = ['https://a.example', 'https://b.example'];
    expect(contentImageUrl('https://b.example/media/0f1e', cdns)).toBe(contentImageUrl('media/0f1e', cdns));
    const site = window.location.origin;
    expect(contentImageUrl(`${site}/media/banners/home-1.svg`, [site])).toBe('/media/banners/home-1.svg');
  });
});
