import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-url';

describe('catalogue image URLs', () => {
  it('serves paths from the same origin when the merchant lists no CDN', () => {
    expect(imageUrl('game-art/games/HOUSE/lotus-slot.svg', [])).toBe('/game-art/games/HOUSE/lotus-slot.svg');
    expect(imageUrl('/game-art/x.svg', [])).toBe('/game-art/x.svg');
  });

  it('puts the path under one of the listed CDNs and keeps that choice for the page load', () => {
    const cdns = ['https://a.example/', 'https://b.example'];
    const first = imageUrl('game-art/x.svg', cdns);
    expect(['https://a.example/game-art/x.svg', 'https://b.example/game-art/x.svg']).toContain(first);
    for (let i = 0; i < 20; i++) expect(imageUrl('game-art/x.svg', cdns)).toBe(first);
  });

  it('moves an absolute URL on a listed CDN to the CDN of the page load, and the own origin to a path', () => {
    const cdns = ['https://a.example', 'https://b.example/'];
    const chosen = imageUrl('https://a.example/game-art/y.webp', cdns);
    expect(chosen).toBe(imageUrl('game-art/y.webp', cdns));
    expect(imageUrl('https://b.example/game-art/y.webp', cdns)).toBe(chosen);
    expect(imageUrl('https://a.example.evil/game-art/y.webp', cdns)).toBe('https://a.example.evil/game-art/y.webp');
    const site = window.location.origin;
    expect(imageUrl(`${site}/media/0f1e`, [site])).toBe('/media/0f1e');
    expect(imageUrl('game-art/y.webp', [`${site}/`])).toBe('/game-art/y.webp');
  });

  it('leaves other absolute URLs alone and has nothing for a missing icon', () => {
    expect(imageUrl('https://cdn.example/x.png', ['https://a.example'])).toBe('https://cdn.example/x.png');
    expect(imageUrl(null, [])).toBeNull();
    expect(imageUrl('', [])).toBeNull();
  });
});
