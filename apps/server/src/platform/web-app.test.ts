import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEMO_MERCHANT_CODE } from '@lotus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoHeaders, type TestApp } from '../../test/create-test-app.ts';
import { banners } from '../db/schema.ts';
import { homeBannerImage } from '../modules/announcements/service.ts';
import { MerchantDirectory, merchantDirectory } from './merchant/merchant-directory.ts';
import { createWebApp, injectHomeBanner, injectMerchantMeta, preferredEncoding } from './web-app.ts';

let t: TestApp;
let dist: string;
const bootBanner = '<span class="skeleton boot-shell__banner" aria-hidden="true"></span>';
const html = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Lotus</title></head><body><div id="root">${bootBanner}</div></body></html>`;
const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
let visitors = 0;
/** Headers of a new visitor (through a trusted proxy). */
const as = (headers: Record<string, string> = {}) => ({ 'x-forwarded-for': `198.51.100.${++visitors}`, ...headers });

beforeAll(async () => {
  // A tiny stand-in for the web build: the server must not depend on the real one.
  dist = await mkdtemp(path.join(tmpdir(), 'lotus-web-dist-'));
  await mkdir(path.join(dist, 'assets/banners'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), html);
  await writeFile(path.join(dist, 'assets/index-B3xk9_aZ.js'), 'console.log("app");');
  // The build's Brotli copy of it (the build writes `.br` and `.gz` beside every text file).
  await writeFile(path.join(dist, 'assets/index-B3xk9_aZ.js.br'), brotliCompressSync('console.log("app");'));
  await writeFile(path.join(dist, 'assets/banners/home-1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(dist, '.env'), 'SECRET=1');
  // A low limit to show static files are exempt; each test below is its own visitor so the counts stay apart.
  t = await createTestApp({ config: { webDist: dist, rateLimitPerMinute: 3, trustProxy: true } });
  // A page whose answer fails, as index.html's would with the database down.
  t.app.get('/failing-page', async () => {
    throw new Error('database down');
  });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const merchantMeta = /<head><meta name="lotus-merchant" content="LOTUS">/;

describe('web app', () => {
  it('serves index.html for / with the merchant of the request host, never cached', async () => {
    const res = await t.app.inject({ url: '/', headers: as({ ...page, host: 'localhost:8080' }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(merchantMeta);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends the page compressed as the browser accepts: Brotli first, then gzip, else plain', async () => {
    const get = (encoding: string) =>
      t.app.inject({ url: '/', headers: as({ ...page, host: 'localhost:8080', 'accept-encoding': encoding }) });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(merchantMeta);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toMatch(merchantMeta);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(merchantMeta);
  });

  it('sends a precompressed copy of a build file to a browser that accepts it', async () => {
    const url = '/assets/index-B3xk9_aZ.js';
    const br = await t.app.inject({ url, headers: as({ 'accept-encoding': 'br' }) });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app");');
    // No gzip copy of it: the file itself.
    const gz = await t.app.inject({ url, headers: as({ 'accept-encoding': 'gzip' }) });
    expect(gz.headers['content-encoding']).toBeUndefined();
    expect(gz.body).toBe('console.log("app");');
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('leaves the meta out for a host no merchant owns', async () => {
    const res = await t.app.inject({ url: '/help', headers: as({ ...page, host: 'unknown.example' }) });
    expect(res.body).toBe(html);
  });

  it("paints the merchant's first home banner in the boot frame of / only", async () => {
    const home = await t.app.inject({ url: '/?from=ad', headers: as({ ...page, host: 'localhost:8080' }) });
    expect(home.body).toContain(
      '<div id="root"><img class="skeleton boot-shell__banner" src="/media/banners/home-1.svg" alt="" fetchpriority="high"></div>',
    );
    expect(home.body).toMatch(merchantMeta);
    expect(home.body).toContain(
      '<meta charset="UTF-8" /><link rel="preload" as="image" href="/media/banners/home-1.svg" fetchpriority="high">',
    );
    const gz = await t.app.inject({
      url: '/',
      headers: as({ ...page, host: 'localhost:8080', 'accept-encoding': 'gzip' }),
    });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(home.body);
    // A host no merchant owns shows the demo brand, as the web client does.
    const unknown = await t.app.inject({ url: '/', headers: as({ ...page, host: 'unknown.example' }) });
    expect(unknown.body).toContain('src="/media/banners/home-1.svg"');
    for (const url of ['/member', '/index.html']) {
      const other = await t.app.inject({ url, headers: as({ ...page, host: 'localhost:8080' }) });
      expect(other.body).toContain(bootBanner);
      expect(other.body).not.toContain('<img');
      expect(other.body).not.toContain('rel="preload"');
    }
  });

  it('answers history-mode routes with index.html', async () => {
    for (const url of ['/member', '/help?x=1#term', '/rng?vassalage=PG', '/index.html']) {
      const res = await t.app.inject({ url, headers: as({ ...page, host: '127.0.0.1' }) });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(merchantMeta);
    }
  });

  it("answers a path that is none of the app's pages with the app and 404: the app shows its not-found page", async () => {
    for (const url of ['/no-such-page', '/member/x', '/house', '/console/members?x=1', '/assets/gone-AAAAAAAA.js']) {
      const res = await t.app.inject({ url, headers: as({ ...page, host: '127.0.0.1' }) });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toMatch(merchantMeta);
    }
    for (const url of [
      '/house/dice',
      '/member',
      '/Member/',
      '/console',
      '/agentHome?page=x',
      '/register?referralCode=A',
    ]) {
      const res = await t.app.inject({ url, headers: as({ ...page, host: '127.0.0.1' }) });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toMatch(merchantMeta);
    }
  });

  it('loads pages when the address has used up its API allowance, and keeps refusing its API calls', async () => {
    const visitor = as({ host: '127.0.0.1' });
    const api = () => t.app.inject({ url: '/wps/system/status', headers: { ...visitor, ...demoHeaders } });
    let last = await api();
    while (last.statusCode !== 429) last = await api();
    expect(last.json()).toMatchObject({ success: false, errorCode: 'rate.limited' });
    for (const url of ['/member', '/promotions?x=1', '/house/dice', '/']) {
      const res = await t.app.inject({ url, headers: { ...visitor, ...page } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<html lang');
    }
    const unknown = await t.app.inject({ url: '/no-such-page', headers: { ...visitor, ...page } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<html lang');
    // Probing API paths, as a page load or not, stays limited.
    for (const headers of [page, { accept: '*/*' }]) {
      const probe = await t.app.inject({ url: '/wps/no-such-call', headers: { ...visitor, ...headers } });
      expect(probe.statusCode).toBe(429);
      expect(probe.json().errorCode).toBe('rate.limited');
    }
    const file = await t.app.inject({ url: '/no-such-file.txt', headers: { ...visitor, accept: '*/*' } });
    expect(file.statusCode).toBe(429);
  });

  it('counts probes of unknown API paths against the rate limit', async () => {
    const visitor = as();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await t.app.inject({ url: '/wps/nope', headers: visitor })).statusCode);
    expect(codes).toEqual([404, 404, 404, 429]);
  });

  it('answers a page load it cannot serve with a page in the browser language, not JSON', async () => {
    const res = await t.app.inject({
      url: '/failing-page',
      headers: as({ ...page, 'accept-language': 'zh-CN,zh;q=0.9' }),
    });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/^<!doctype html><html lang="zh-CN">/);
    expect(res.body).toContain('<title>未知错误</title>');
    expect(res.body).not.toContain('database down');
    const english = await t.app.inject({ url: '/failing-page', headers: as({ ...page, 'accept-language': 'en-GB' }) });
    expect(english.body).toContain('<html lang="en">');
    const call = await t.app.inject({ url: '/failing-page', headers: as({ accept: 'application/json' }) });
    expect(call.json()).toMatchObject({ success: false, errorCode: 'system.busy' });
  });

  it('caches hashed assets for a year and revalidates everything else', async () => {
    const js = await t.app.inject({ url: '/assets/index-B3xk9_aZ.js', headers: as() });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const banner = await t.app.inject({ url: '/assets/banners/home-1.svg', headers: as() });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/sw.js', headers: as() })).headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file that is not a page with 404 in the envelope', async () => {
    const res = await t.app.inject({ url: '/assets/gone-AAAAAAAA.js', headers: as({ accept: '*/*' }) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'route.not.found' });
  });

  it('never answers API paths with the page', async () => {
    for (const url of ['/wps/nope', '/lgw/nope', '/healthz/x']) {
      const res = await t.app.inject({ url, headers: as(page) });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('route.not.found');
    }
  });

  it('serves no dotfiles and nothing outside the build', async () => {
    for (const url of ['/.env', '/../package.json', '/%2e%2e/package.json']) {
      const res = await t.app.inject({ url, headers: as({ accept: '*/*' }) });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('SECRET');
      expect(res.body).not.toContain('"workspaces"');
    }
  });

  it('does not count static files against the API rate limit', async () => {
    const headers = as();
    for (let i = 0; i < 6; i++) {
      expect((await t.app.inject({ url: '/assets/index-B3xk9_aZ.js', headers })).statusCode).toBe(200);
    }
  });
});

describe('injectMerchantMeta', () => {
  it('puts the tag first in <head>, attributes and all, and escapes the code', () => {
    expect(injectMerchantMeta('<html><head data-x="1"><title>t</title></head></html>', 'A"B')).toBe(
      '<html><head data-x="1"><meta name="lotus-merchant" content="A&quot;B"><title>t</title></head></html>',
    );
    expect(injectMerchantMeta('<head></head>', null)).toBe('<head></head>');
  });
});

describe('injectHomeBanner', () => {
  it('replaces the skeleton with the image, its URL escaped, and leaves the page alone without one', () => {
    expect(
      injectHomeBanner(
        `<head><meta charset="UTF-8" /><title>t</title></head><div>${bootBanner}</div>`,
        '/media/a".svg',
      ),
    ).toBe(
      '<head><meta charset="UTF-8" /><link rel="preload" as="image" href="/media/a&quot;.svg" fetchpriority="high"><title>t</title></head>' +
        '<div><img class="skeleton boot-shell__banner" src="/media/a&quot;.svg" alt="" fetchpriority="high"></div>',
    );
    expect(injectHomeBanner(`<head></head><div>${bootBanner}</div>`, '/b.svg')).toBe(
      '<head><link rel="preload" as="image" href="/b.svg" fetchpriority="high"></head><div><img class="skeleton boot-shell__banner" src="/b.svg" alt="" fetchpriority="high"></div>',
    );
    expect(injectHomeBanner(`<div>${bootBanner}</div>`, null)).toBe(`<div>${bootBanner}</div>`);
    // A page without the frame gets nothing: no preload of an image it never shows.
    expect(injectHomeBanner('<head></head><div></div>', '/b.svg')).toBe('<head></head><div></div>');
  });
});

describe('the home banner of index.html', () => {
  const source = { byCode: async () => null, codeForDomain: async () => 'M1' };
  const setup = (lookUp: (code: string) => Promise<string | null>) => {
    let clock = 0;
    const calls: string[] = [];
    const directory = new MerchantDirectory(source);
    const web = createWebApp(dist, directory, {
      homeBannerImage: (code, language) => {
        calls.push(`${code} ${language}`);
        return lookUp(code);
      },
      bannerTtlMs: 10_000,
      now: () => clock,
    });
    const reply = {
      sent: '',
      code: () => reply,
      header: () => reply,
      type: () => reply,
      send(body: string) {
        reply.sent = body;
        return reply;
      },
    };
    const get = async (url = '/') => {
      await web.sendIndex({ hostname: 'm1.example', url, headers: {}, language: 'EN' } as never, reply as never);
      return reply.sent;
    };
    return { get, calls, directory, tick: (ms: number) => (clock += ms) };
  };

  it('is looked up once per few seconds, then again: a banner changed in the console shows within the TTL', async () => {
    let url = '/media/one.svg';
    const { get, calls, tick } = setup(async () => url);
    expect(await get()).toContain('src="/media/one.svg"');
    url = '/media/two.svg';
    tick(9_000);
    expect(await get()).toContain('src="/media/one.svg"');
    expect(calls).toEqual(['M1 EN']);
    tick(1_000);
    expect(await get()).toContain('src="/media/two.svg"');
    expect(calls).toHaveLength(2);
    // The banner switched off: the skeleton is back.
    url = '';
    tick(10_000);
    expect(await get()).toContain(bootBanner);
  });

  it('looks up again when the merchant is dropped from the directory', async () => {
    const { get, calls, directory } = setup(async () => '/media/one.svg');
    await get();
    directory.invalidate('M1');
    await get();
    expect(calls).toHaveLength(2);
  });

  it('serves the skeleton when the look-up fails, and does not keep the failure', async () => {
    let fail = true;
    const { get, calls } = setup(async () => {
      if (fail) throw new Error('database down');
      return '/media/one.svg';
    });
    expect(await get()).toContain(bootBanner);
    fail = false;
    expect(await get()).toContain('src="/media/one.svg"');
    expect(calls).toHaveLength(2);
  });
});

describe('homeBannerImage', () => {
  it('addresses the first live home banner as the web client does', async () => {
    const merchant = await merchantDirectory(t.db).get(DEMO_MERCHANT_CODE);
    if (!merchant) throw new Error('no demo merchant');
    const now = new Date();
    expect(await homeBannerImage(t.db, merchant, 'EN', now)).toBe('/media/banners/home-1.svg');
    const [first] = await t.db.orm
      .select({ id: banners.id, imageUrl: banners.imageUrl })
      .from(banners)
      .where(and(eq(banners.merchantId, merchant.id), eq(banners.groupName, 'w_home')))
      .orderBy(banners.sort, banners.id)
      .limit(1);
    if (!first) throw new Error('no home banner');
    try {
      await t.db.orm.update(banners).set({ imageUrl: 'media/42' }).where(eq(banners.id, first.id));
      expect(await homeBannerImage(t.db, { ...merchant, imageCdns: [] }, 'EN', now)).toBe('/media/42');
      expect(await homeBannerImage(t.db, { ...merchant, imageCdns: ['https://img.example/'] }, 'EN', now)).toBe(
        'https://img.example/media/42',
      );
      // The client picks one of several hosts per page load: the page cannot know which.
      expect(
        await homeBannerImage(t.db, { ...merchant, imageCdns: ['https://a.example', 'https://b.example'] }, 'EN', now),
      ).toBeNull();
      await t.db.orm.update(banners).set({ enabled: false }).where(eq(banners.groupName, 'w_home'));
      expect(await homeBannerImage(t.db, merchant, 'EN', now)).toBe(null);
    } finally {
      await t.db.orm.update(banners).set({ imageUrl: first.imageUrl }).where(eq(banners.id, first.id));
      await t.db.orm.update(banners).set({ enabled: true }).where(eq(banners.groupName, 'w_home'));
    }
  });
});
