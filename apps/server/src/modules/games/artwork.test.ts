import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { games, gameVendors } from '../../db/schema.ts';
import { escapeXml, parseArtPath, renderArt, titleFromCode, wrapCaption } from './artwork/render-art.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const art = (path: string) => t.app.inject({ method: 'GET', url: `/game-art/${path}` });

describe('artwork', () => {
  it('renders a game with its catalogue name as cacheable SVG outside the envelope', async () => {
    const res = await art('games/HOUSE/lotus-slot.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.body).toContain('<title>Lotus Slot</title>');
    expect(res.body).toContain('>HOUSE</text>');
    // The same path draws the same picture.
    expect((await art('games/HOUSE/lotus-slot.svg')).body).toBe(res.body);
  });

  it('renders vendors wide, categories, and unknown games from the path', async () => {
    const vendor = await art('vendors/PG.svg');
    expect(vendor.statusCode).toBe(200);
    expect(vendor.body).toContain('viewBox="0 0 480 200"');
    expect(vendor.body).toContain('<title>PG Soft</title>');
    const category = await art('categories/LIVE.svg');
    expect(category.body).toContain('<title>Live Casino</title>');
    const unknown = await art('games/ACME/acme-super_spin.svg');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<title>Super Spin</title>');
    expect(unknown.body).not.toBe((await art('games/ACME/acme-other.svg')).body);
  });

  it('rasterises the same picture as WebP at one and a half times its size', async () => {
    const res = await art('games/HOUSE/lotus-slot.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = res.rawPayload;
    expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height]).toEqual([450, 450]);
    const vendor = await sharp((await art('vendors/PG.webp')).rawPayload).metadata();
    expect([vendor.width, vendor.height]).toEqual([720, 300]);
    // Kept per path: the second answer is the same bytes.
    expect((await art('games/HOUSE/lotus-slot.webp')).rawPayload.equals(body)).toBe(true);
  });

  it('answers 404 for other paths', async () => {
    for (const path of [
      'games/PG.svg',
      'games/PG/x.png',
      'games/PG/x.svg.webp.png',
      'vendors/PG.webp.svg/x',
      'games/../etc/passwd.svg',
      'games/PG/%3Cscript%3E.svg',
      'vendors/a/b.svg',
      'other/PG.svg',
      '',
    ]) {
      const res = await art(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/svg/);
    }
  });

  it('escapes names from the catalogue', async () => {
    const [pg] = await t.db.orm.select({ id: gameVendors.id }).from(gameVendors).where(eq(gameVendors.code, 'PG'));
    await t.db.orm.insert(games).values({
      merchantId: 1,
      vendorId: pg?.id ?? 0,
      gameCode: 'pg-evil',
      gameType: 'RNG',
      name: { EN: '</text><script>alert("x")</script> & Co', CN: '坏' },
      icon: 'game-art/games/PG/pg-evil.svg',
    });
    const res = await art('games/PG/pg-evil.svg');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&lt;script&gt;');
    expect(res.body).toContain('&amp; Co');
  });

  it('keeps every caption well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (name) => {
        const svg = renderArt({ kind: 'game', vendor: 'PG', code: 'pg-x' }, name);
        // No markup from the name survives: every < in the document opens one of our own elements.
        const tags = svg.match(/<\/?([a-zA-Z]+)/g) ?? [];
        const allowed = new Set([
          'svg',
          'title',
          'defs',
          'clipPath',
          'linearGradient',
          'stop',
          'rect',
          'circle',
          'path',
          'g',
          'text',
        ]);
        expect(tags.every((tag) => allowed.has(tag.replace(/^<\/?/, '')))).toBe(true);
      }),
    );
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(titleFromCode('pg-golden_koi', 'PG')).toBe('Golden Koi');
    expect(wrapCaption('Golden Fortune of the Dragon Empire', 14, 2)).toEqual(['Golden Fortune', 'of the Dragon …']);
    expect(parseArtPath('games/PG/pg-a.svg')).toEqual({ kind: 'game', vendor: 'PG', code: 'pg-a', format: 'svg' });
    expect(parseArtPath('vendors/PG.webp')).toEqual({ kind: 'vendor', vendor: 'PG', code: 'PG', format: 'webp' });
  });
});
