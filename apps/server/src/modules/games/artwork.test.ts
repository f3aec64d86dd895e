import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { games, gameVendors } from '../../db/schema.ts';
import { ArtCache } from './artwork/art-cache.ts';
import artRoutes from './artwork/art-routes.ts';
import { rasteriseArt } from './artwork/rasterise-art.ts';
import { captionWidth, escapeXml, parseArtPath, renderArt, titleFromCode, wrapCaption } from './artwork/render-art.ts';
import { RenderSlotsFull, renderSlots } from './artwork/render-slots.ts';

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
    // No vendor code on the art: the tile names the vendor under it by its display name.
    expect(res.body).not.toContain('HOUSE');
    // The same path draws the same picture.
    expect((await art('games/HOUSE/lotus-slot.svg')).body).toBe(res.body);
  });

  it('renders vendors wide and categories', async () => {
    const vendor = await art('vendors/PG.svg');
    expect(vendor.statusCode).toBe(200);
    expect(vendor.body).toContain('viewBox="0 0 480 200"');
    expect(vendor.body).toContain('<title>PG Soft</title>');
    const category = await art('categories/LIVE.svg');
    expect(category.body).toContain('<title>Live Casino</title>');
    expect((await art('categories/SPORTS.webp')).statusCode).toBe(200);
  });

  it('captions in Chinese below cn/, with the same colours, falling back to the English name', async () => {
    const cn = await art('cn/games/HOUSE/lotus-slot.svg');
    expect(cn.statusCode).toBe(200);
    expect(cn.body).toContain('<title>莲花老虎机</title>');
    expect(cn.body).toContain('xml:lang="zh-CN"');
    const en = await art('games/HOUSE/lotus-slot.svg');
    const gradient = (svg: string) => svg.match(/<linearGradient id="g".*?<\/linearGradient>/)?.[0];
    expect(gradient(cn.body)).toBe(gradient(en.body));
    expect((await art('cn/categories/LIVE.svg')).body).toContain('<title>真人娱乐</title>');
    expect((await art('cn/vendors/HOUSE.svg')).body).toContain('<title>莲花原创</title>');
    for (const path of ['cn/cn/games/HOUSE/lotus-slot.svg', 'CN/games/HOUSE/lotus-slot.svg', 'zh/vendors/PG.svg']) {
      expect((await art(path)).statusCode, path).toBe(404);
    }
  });

  it('draws Chinese captions with real glyphs, not the missing-glyph box', async () => {
    // Two captions of the same length in the same picture differ only if the host has a font with their glyphs.
    const request = { kind: 'game', language: 'CN', vendor: 'HOUSE', code: 'lotus-slot' } as const;
    const [a, b] = await Promise.all(
      ['莲花老虎机', '真人娱乐场'].map(async (caption) =>
        sharp(await rasteriseArt(renderArt(request, caption)))
          .raw()
          .toBuffer(),
      ),
    );
    expect(a?.equals(b as Buffer)).toBe(false);
  });

  it('draws only what the catalogue has: other games, vendors and categories are not found', async () => {
    for (const path of [
      'games/ACME/acme-super_spin.svg',
      'games/ACME/acme-super_spin.webp',
      'games/HOUSE/no-such-game.webp',
      'games/PG/lotus-slot.webp',
      'vendors/ACME.webp',
      'categories/live.svg',
      'categories/BINGO.webp',
      'categories/constructor.svg',
      'categories/__proto__.svg',
      `games/HOUSE/${'a'.repeat(81)}.webp`,
      `vendors/${'A'.repeat(41)}.webp`,
    ]) {
      const res = await art(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
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
        const svg = renderArt({ kind: 'game', language: 'EN', vendor: 'PG', code: 'pg-x' }, name);
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
    expect(parseArtPath('games/PG/pg-a.svg')).toEqual({
      kind: 'game',
      language: 'EN',
      vendor: 'PG',
      code: 'pg-a',
      format: 'svg',
    });
    expect(parseArtPath('cn/vendors/PG.webp')).toEqual({
      kind: 'vendor',
      language: 'CN',
      vendor: 'PG',
      code: 'PG',
      format: 'webp',
    });
  });

  it('wraps Chinese captions between characters, a wide character counting twice', () => {
    expect(wrapCaption('莲花老虎机', 14, 2)).toEqual(['莲花老虎机']);
    expect(wrapCaption('金龙帝国的黄金财富大奖', 14, 2)).toEqual(['金龙帝国的黄金', '财富大奖']);
    expect(wrapCaption('金龙帝国的黄金财富大奖与更多惊喜等你来', 14, 2)).toEqual(['金龙帝国的黄金', '财富大奖与更多…']);
    expect(wrapCaption('Lucky 招财猫 Deluxe', 14, 2)).toEqual(['Lucky 招财猫', 'Deluxe']);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.integer({ min: 4, max: 20 }), (text, width) => {
        for (const line of wrapCaption(text, width, 2)) expect(captionWidth(line)).toBeLessThanOrEqual(width + 1);
      }),
    );
  });
});

describe('artwork serving costs', () => {
  // The module alone on the demo catalogue, with a rasteriser that counts its renderings or holds them.
  let app: FastifyInstance;
  let renders = 0;
  let hold: Promise<void> | null = null;
  const rasterise = async (svg: string) => {
    renders += 1;
    if (hold) await hold;
    return rasteriseArt(svg);
  };
  let knownGames: string[];

  beforeAll(async () => {
    app = Fastify();
    await app.register(artRoutes, { db: t.db, perMinute: 100_000, rasterise, slots: { concurrent: 1, waiting: 1 } });
    const rows = await t.db.orm
      .selectDistinct({ vendor: gameVendors.code, code: games.gameCode })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .limit(6);
    knownGames = rows.map((r) => `games/${r.vendor}/${r.code}.webp`);
  });
  afterAll(() => app.close());

  const get = (path: string) => app.inject({ method: 'GET', url: `/game-art/${path}` });

  it('rasterises a path once: repeated and simultaneous requests are answered from the cache', async () => {
    const before = renders;
    const path = knownGames[0] as string;
    const [a, b] = await Promise.all([get(path), get(path)]);
    const c = await get(path);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(c.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(renders - before).toBe(1);
  });

  it('refuses made-up paths without rasterising anything', async () => {
    const before = renders;
    for (let i = 0; i < 20; i += 1) {
      expect((await get(`games/HOUSE/made-up-${i}.webp`)).statusCode).toBe(404);
      expect((await get(`vendors/NOPE${i}.webp`)).statusCode).toBe(404);
    }
    expect(renders).toBe(before);
  });

  it('rasterises a few at a time and answers 503 at once past the waiting line', async () => {
    let release = () => {};
    hold = new Promise((resolve) => {
      release = resolve;
    });
    const [first, second, third] = knownGames.slice(1, 4) as [string, string, string];
    const before = renders;
    const running = get(first);
    await vi.waitFor(() => expect(renders).toBe(before + 1));
    // One rendering runs and one may wait: of two more new paths, the one that comes second is refused, not queued.
    const others = [get(second), get(third)];
    const refused = await Promise.race(others);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['cache-control']).toBe('no-store');
    hold = null;
    release();
    expect((await running).statusCode).toBe(200);
    expect((await Promise.all(others)).map((r) => r.statusCode).sort()).toEqual([200, 503]);
    expect((await get(third)).statusCode).toBe(200);
  });

  it('keeps the most recently used pictures within its byte bound', () => {
    const cache = new ArtCache(100);
    const art = (n: number) => ({ type: 'image/webp', body: Buffer.alloc(n) });
    cache.set('a', art(40));
    cache.set('b', art(40));
    cache.get('a');
    cache.set('c', art(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 80 });
    cache.set('huge', art(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size.bytes).toBe(80);
  });

  it('gives each waiting rendering its slot in turn', async () => {
    const slots = renderSlots({ concurrent: 1, waiting: 1 });
    const order: string[] = [];
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const first = slots.run(async () => {
      await gate;
      order.push('first');
    });
    const second = slots.run(async () => {
      order.push('second');
    });
    await expect(slots.run(async () => order.push('third'))).rejects.toBeInstanceOf(RenderSlotsFull);
    open();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
    await slots.run(async () => order.push('again'));
    expect(order).toEqual(['first', 'second', 'again']);
  });
});

describe('artwork rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { trustProxy: true, gameArtPerMinute: 5 } });
  });
  afterAll(() => limited.close());

  it('answers 429 past the per-address limit of the artwork, other addresses unaffected', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const get = (address: string) =>
      limited.app.inject({ method: 'GET', url: '/game-art/vendors/PG.svg', headers: from(address) });
    for (let i = 0; i < 5; i += 1) expect((await get('198.51.100.20')).statusCode).toBe(200);
    const over = await get('198.51.100.20');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, errorCode: 'rate.limited' });
    expect((await get('198.51.100.21')).statusCode).toBe(200);
  });
});
